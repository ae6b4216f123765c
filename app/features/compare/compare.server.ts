import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb, schema as s } from "~/db/client.server";
import { joinClinicPlace } from "~/db/clinic-place";
import { CLINIC_PLACEHOLDER, packagePictures } from "~/db/seed/art";
import { isUuid } from "~/utils/validation";
import type { CompareKind, CompareRef } from "./compare";

type CompareBase = {
  kind: CompareKind;
  /** The slug, used for links and for the tray. */
  id: string;
  name: string;
  href: string;
  image: string;
  city: string;
  country: string;
  countrySlug: string;
  rating: number;
  reviewCount: number;
  certifications: string[];
  languages: string[];
};

export type ComparePackage = CompareBase & {
  kind: "package";
  clinicName: string;
  clinicSlug: string;
  category: string;
  /** The treatment the package is for (e.g. 'Hair Transplant'). */
  treatment: string;
  priceMinor: number;
  originalPriceMinor: number | null;
  currency: string;
  durationText: string;
  durationDays: number;
  includes: string[];
  excludes: string[];
};

export type CompareClinic = CompareBase & {
  kind: "clinic";
  specialty: string;
  /**
   * The 'from' price shown: the compared treatment's when one is asked for (null when the clinic
   * does not offer it), else the lowest over the clinic's treatments (null when it lists none).
   */
  startingPrice: { amountMinor: number; currency: string; treatment: string } | null;
  /** False when a treatment is compared and this clinic does not offer it. */
  offersTreatment: boolean;
  treatments: { name: string; priceFromMinor: number; currency: string }[];
};

export type CompareEntry = ComparePackage | CompareClinic;

function splitKeys(refs: CompareRef[], kind: CompareKind) {
  const ids = refs.filter((r) => r.kind === kind).map((r) => r.id);
  return {
    slugs: ids.map((i) => i.toLowerCase()),
    uuids: ids.filter((i) => isUuid(i)),
  };
}

/**
 * The treatment named in a compare link (its exact name or slug, any case), or null when it
 * names none we list.
 */
export async function resolveCompareTreatment(
  name: string | null,
): Promise<{ id: string; name: string } | null> {
  if (!name) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: s.treatments.id, name: s.treatments.name })
    .from(s.treatments)
    .where(
      or(
        sql`lower(${s.treatments.name}) = ${name.toLowerCase()}`,
        eq(s.treatments.slug, name.toLowerCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Loads the packages and clinics named in the URL, in the URL's order. Unknown, unpublished and
 * unverified ones are left out. With a treatment, every clinic is priced for that treatment.
 */
export async function getCompareEntries(
  refs: CompareRef[],
  treatment: { id: string; name: string } | null = null,
): Promise<CompareEntry[]> {
  if (!refs.length) return [];
  const db = await getDb();
  const pk = splitKeys(refs, "package");
  const cl = splitKeys(refs, "clinic");
  const byKey = (
    slugCol: typeof s.packages.slug | typeof s.clinics.slug,
    idCol: typeof s.packages.id | typeof s.clinics.id,
    keys: ReturnType<typeof splitKeys>,
  ) =>
    keys.uuids.length
      ? or(inArray(slugCol, keys.slugs), inArray(idCol, keys.uuids))
      : inArray(slugCol, keys.slugs);

  const [packageRows, clinicRows] = await Promise.all([
    pk.slugs.length
      ? joinClinicPlace(
          db
            .select({
              uuid: s.packages.id,
              id: s.packages.slug,
              name: s.packages.title,
              images: s.packages.images,
              treatmentSlug: s.treatments.slug,
              city: s.cities.name,
              country: s.countries.name,
              countrySlug: s.countries.slug,
              rating: s.packages.rating,
              reviewCount: s.packages.reviewCount,
              certifications: s.clinics.certifications,
              languages: s.clinics.languages,
              clinicName: s.clinics.name,
              clinicSlug: s.clinics.slug,
              category: s.packages.category,
              treatment: s.treatments.name,
              priceMinor: s.packages.priceMinor,
              originalPriceMinor: s.packages.originalPriceMinor,
              currency: s.packages.currency,
              durationText: s.packages.durationText,
              durationDays: s.packages.durationDays,
              includes: s.packages.includes,
              excludes: s.packages.excludes,
            })
            .from(s.packages)
            .innerJoin(s.treatments, eq(s.treatments.id, s.packages.treatmentId))
            .innerJoin(s.clinics, eq(s.clinics.id, s.packages.clinicId))
            .$dynamic(),
        ).where(
          and(
            byKey(s.packages.slug, s.packages.id, pk),
            eq(s.packages.published, true),
            eq(s.clinics.verified, true),
          ),
        )
      : [],
    cl.slugs.length
      ? joinClinicPlace(
          db
            .select({
              uuid: s.clinics.id,
              id: s.clinics.slug,
              name: s.clinics.name,
              image: sql<string>`coalesce(${s.clinics.photos}[1], ${CLINIC_PLACEHOLDER})`,
              city: s.cities.name,
              country: s.countries.name,
              countrySlug: s.countries.slug,
              rating: s.clinics.rating,
              reviewCount: s.clinics.reviewCount,
              certifications: s.clinics.certifications,
              languages: s.clinics.languages,
              specialty: s.clinics.specialty,
            })
            .from(s.clinics)
            .$dynamic(),
        ).where(and(byKey(s.clinics.slug, s.clinics.id, cl), eq(s.clinics.verified, true)))
      : [],
  ]);

  const treatmentRows = clinicRows.length
    ? await db
        .select({
          clinicId: s.clinicTreatments.clinicId,
          treatmentId: s.clinicTreatments.treatmentId,
          name: s.treatments.name,
          priceFromMinor: s.clinicTreatments.priceFromMinor,
          currency: s.clinicTreatments.currency,
          usdValue: sql<number>`${s.clinicTreatments.priceFromMinor}::float8 / coalesce(nullif(${s.exchangeRates.rate}, 0), 1)::float8`,
        })
        .from(s.clinicTreatments)
        .innerJoin(s.treatments, eq(s.treatments.id, s.clinicTreatments.treatmentId))
        .leftJoin(s.exchangeRates, eq(s.exchangeRates.currency, s.clinicTreatments.currency))
        .where(
          inArray(
            s.clinicTreatments.clinicId,
            clinicRows.map((c) => c.uuid),
          ),
        )
        .orderBy(asc(s.treatments.sortOrder))
    : [];

  const entries: CompareEntry[] = [];
  for (const ref of refs) {
    const key = ref.id.toLowerCase();
    if (ref.kind === "package") {
      const row = packageRows.find((p) => p.id === key || p.uuid === key);
      if (!row || entries.some((e) => e.kind === "package" && e.id === row.id)) continue;
      const { uuid: _uuid, images, treatmentSlug, ...rest } = row;
      entries.push({
        ...rest,
        kind: "package",
        href: `/package/${row.id}`,
        image: packagePictures(images, treatmentSlug)[0]!,
      });
    } else {
      const row = clinicRows.find((c) => c.id === key || c.uuid === key);
      if (!row || entries.some((e) => e.kind === "clinic" && e.id === row.id)) continue;
      const own = treatmentRows.filter((t) => t.clinicId === row.uuid);
      const cheapest = treatment
        ? (own.find((t) => t.treatmentId === treatment.id) ?? null)
        : own.reduce<(typeof own)[number] | null>(
            (min, t) => (!min || Number(t.usdValue) < Number(min.usdValue) ? t : min),
            null,
          );
      const { uuid: _uuid, ...rest } = row;
      entries.push({
        ...rest,
        kind: "clinic",
        href: `/clinic/${row.id}`,
        startingPrice: cheapest
          ? {
              amountMinor: cheapest.priceFromMinor,
              currency: cheapest.currency,
              treatment: cheapest.name,
            }
          : null,
        offersTreatment: !treatment || cheapest !== null,
        treatments: own.map(({ name, priceFromMinor, currency }) => ({
          name,
          priceFromMinor,
          currency,
        })),
      });
    }
  }
  return entries;
}
