import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { joinClinicPlace } from "~/db/clinic-place";
import {
  bookings,
  cities,
  clinicRecordNotes,
  clinics,
  countries,
  resolutionCases,
} from "~/db/schema";
import { type Result, failure, ok } from "~/utils/result";
import { likeTerm } from "./admin.server";
import { type Actor, audit } from "./audit.server";
import { CLINICS_PAGE_SIZE, type ClinicFilter } from "./clinic-filters";

export { CLINICS_PAGE_SIZE, CLINIC_FILTERS, type ClinicFilter } from "./clinic-filters";

export type AdminClinicRow = Awaited<ReturnType<typeof listAdminClinics>>["rows"][number];

export async function listAdminClinics(
  db: Db,
  opts: { filter: ClinicFilter; q: string; page: number },
) {
  const where: SQL[] = [];
  if (opts.filter === "unverified") where.push(eq(clinics.verified, false));
  if (opts.filter === "verified") where.push(eq(clinics.verified, true));
  if (opts.filter === "needs-review") where.push(eq(clinics.needsReview, true));
  if (opts.q)
    where.push(
      or(
        ilike(clinics.name, likeTerm(opts.q)),
        ilike(clinics.slug, likeTerm(opts.q)),
        ilike(cities.name, likeTerm(opts.q)),
      )!,
    );
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    joinClinicPlace(
      db
        .select({
          id: clinics.id,
          slug: clinics.slug,
          name: clinics.name,
          city: cities.name,
          country: countries.name,
          address: clinics.address,
          certifications: clinics.certifications,
          verified: clinics.verified,
          verifiedAt: clinics.verifiedAt,
          verificationNote: clinics.verificationNote,
          needsReview: clinics.needsReview,
          createdAt: clinics.createdAt,
          updatedAt: clinics.updatedAt,
        })
        .from(clinics)
        .$dynamic(),
    )
      .where(cond)
      .orderBy(desc(clinics.needsReview), clinics.verified, desc(clinics.updatedAt), clinics.name)
      .limit(CLINICS_PAGE_SIZE)
      .offset((opts.page - 1) * CLINICS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(clinics)
      .innerJoin(cities, eq(cities.id, clinics.cityId))
      .where(cond),
  ]);
  const notes = await recordNotes(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({ ...r, recordNotes: notes.get(r.id) ?? [] })),
    total: Number(total?.n ?? 0),
  };
}

/**
 * The notes admins put on each clinic's record when deciding a resolution case (decision 057),
 * newest first, with the case they came from: admins only.
 */
async function recordNotes(db: Db, clinicIds: string[]) {
  const byClinic = new Map<
    string,
    { id: string; note: string; createdAt: Date; caseId: string | null; reference: string | null }[]
  >();
  if (!clinicIds.length) return byClinic;
  const rows = await db
    .select({
      id: clinicRecordNotes.id,
      clinicId: clinicRecordNotes.clinicId,
      note: clinicRecordNotes.note,
      createdAt: clinicRecordNotes.createdAt,
      caseId: clinicRecordNotes.caseId,
      reference: bookings.reference,
    })
    .from(clinicRecordNotes)
    .leftJoin(resolutionCases, eq(resolutionCases.id, clinicRecordNotes.caseId))
    .leftJoin(bookings, eq(bookings.id, resolutionCases.bookingId))
    .where(inArray(clinicRecordNotes.clinicId, clinicIds))
    .orderBy(desc(clinicRecordNotes.createdAt));
  for (const { clinicId, ...n } of rows) {
    const list = byClinic.get(clinicId) ?? [];
    list.push(n);
    byClinic.set(clinicId, list);
  }
  return byClinic;
}

/** Every clinic's id and name, for the users page's clinic picker. */
export type ClinicOption = Awaited<ReturnType<typeof listClinicOptions>>[number];

export async function listClinicOptions(db: Db) {
  return db
    .select({ id: clinics.id, name: clinics.name, slug: clinics.slug })
    .from(clinics)
    .orderBy(clinics.name);
}

const STATE = {
  verified: clinics.verified,
  verifiedAt: clinics.verifiedAt,
  verificationNote: clinics.verificationNote,
  needsReview: clinics.needsReview,
};

/**
 * Verifies (public, 'Verified on <date>') or unverifies (hidden from search and its page) a
 * clinic, with the admin's note; verifying clears the needs-review flag.
 */
export async function setClinicVerification(
  db: Db,
  actor: Actor,
  input:
    | { id: string; verified: true; note: string; date: string }
    | { id: string; verified: false; note: string },
): Promise<Result<{ slug: string }>> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ ...STATE, slug: clinics.slug })
      .from(clinics)
      .where(eq(clinics.id, input.id))
      .for("update");
    if (!before) return failure(404, "This clinic no longer exists.");
    const set = input.verified
      ? {
          verified: true,
          verifiedAt: new Date(`${input.date}T12:00:00Z`),
          verificationNote: input.note,
          needsReview: false,
          updatedAt: new Date(),
        }
      : {
          verified: false,
          verifiedAt: null,
          verificationNote: input.note,
          updatedAt: new Date(),
        };
    const [after] = await tx
      .update(clinics)
      .set(set)
      .where(eq(clinics.id, input.id))
      .returning(STATE);
    const { slug, ...prev } = before;
    await audit(tx, {
      actor,
      action: input.verified ? "clinic.verify" : "clinic.unverify",
      targetType: "clinic",
      targetId: input.id,
      before: { ...prev, slug },
      after: { ...after, slug },
    });
    return ok({ slug });
  });
}
