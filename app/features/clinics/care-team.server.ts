import { and, asc, eq } from "drizzle-orm";
import { type DbExecutor, getDb } from "~/db/client.server";
import { doctors, packages, treatmentGroups, treatments } from "~/db/schema";
import {
  CARE_TEAM_MESSAGES,
  type CareStep,
  type CareTeam,
  type ClinicDoctor,
  careStepsFor,
  careTeamOf,
  careTeamValuesFrom,
  parseCareTeam,
} from "~/utils/care-team";
import { type Result, failure, ok } from "~/utils/result";
import { isUuid } from "~/utils/validation";

/** The clinic's own doctors, as the care-team forms offer them. */
export async function listClinicDoctors(
  clinicId: string,
  dbArg?: DbExecutor,
): Promise<ClinicDoctor[]> {
  const db = dbArg ?? (await getDb());
  return db
    .select({ id: doctors.id, name: doctors.name, title: doctors.title })
    .from(doctors)
    .where(eq(doctors.clinicId, clinicId))
    .orderBy(asc(doctors.sortOrder), asc(doctors.name));
}

/** Whether a treatment is a graft transplant (hair group): its steps name extraction and implantation. */
export async function careStepsOfTreatment(
  treatmentId: string,
  dbArg?: DbExecutor,
): Promise<CareStep[]> {
  const db = dbArg ?? (await getDb());
  const [row] = await db
    .select({ group: treatmentGroups.slug })
    .from(treatments)
    .innerJoin(treatmentGroups, eq(treatmentGroups.id, treatments.groupId))
    .where(eq(treatments.id, treatmentId))
    .limit(1);
  return careStepsFor(row?.group === "hair");
}

export type PackageCareTeamForm = {
  doctors: ClinicDoctor[];
  steps: CareStep[];
  team: CareTeam | null;
};

/** What the package editor's "Who performs each step" form needs; null if not the clinic's. */
export async function getPackageCareTeam(
  clinicId: string,
  packageId: string,
): Promise<PackageCareTeamForm | null> {
  if (!isUuid(packageId)) return null;
  const db = await getDb();
  const [pkg] = await db
    .select({ treatmentId: packages.treatmentId, careTeam: packages.careTeam })
    .from(packages)
    .where(and(eq(packages.id, packageId), eq(packages.clinicId, clinicId)))
    .limit(1);
  if (!pkg) return null;
  const [docs, steps] = await Promise.all([
    listClinicDoctors(clinicId, db),
    careStepsOfTreatment(pkg.treatmentId, db),
  ]);
  return { doctors: docs, steps, team: careTeamOf(pkg.careTeam) };
}

/**
 * Saves who performs each step of one of the clinic's packages: the surgeon and every named
 * doctor must be the clinic's own, and every step needs a performer (field errors otherwise;
 * nothing is written).
 */
export async function savePackageCareTeam(
  clinicId: string,
  packageId: string,
  form: FormData,
): Promise<Result<CareTeam>> {
  const current = await getPackageCareTeam(clinicId, packageId);
  if (!current) return failure(404, "Package not found.");
  const parsed = parseCareTeam(
    careTeamValuesFrom(form, current.steps),
    current.steps,
    current.doctors,
  );
  if (!parsed.ok) return failure(400, CARE_TEAM_MESSAGES.check, parsed.fieldErrors);
  const db = await getDb();
  await db
    .update(packages)
    .set({ careTeam: parsed.team, updatedAt: new Date() })
    .where(and(eq(packages.id, packageId), eq(packages.clinicId, clinicId)));
  return ok(parsed.team);
}
