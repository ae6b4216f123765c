import { sql, and, asc, count, desc, eq, max, sum } from "drizzle-orm";
import { getDb, schema as s } from "~/db/client.server";

/** Live numbers shown on a country card: editorial figures from `countries`, clinic count from `clinics`. */
export type DestinationCountryCard = {
  slug: string;
  name: string;
  image: string;
  description: string;
  savingsRange: string;
  popularTreatments: string[];
  specialNote: string;
  verifiedClinicCount: number;
};

/** The four destination countries, in display order, each with its number of verified clinics. */
export async function listDestinationCountries(): Promise<DestinationCountryCard[]> {
  const db = await getDb();
  const rows = await db
    .select({
      slug: s.countries.slug,
      name: s.countries.name,
      image: s.countries.image,
      description: s.countries.description,
      savingsRange: s.countries.savingsRange,
      popularTreatments: s.countries.popularTreatments,
      specialNote: s.countries.specialNote,
      verifiedClinicCount: count(s.clinics.id),
    })
    .from(s.countries)
    .leftJoin(s.cities, eq(s.cities.countryId, s.countries.id))
    .leftJoin(s.clinics, and(eq(s.clinics.cityId, s.cities.id), eq(s.clinics.verified, true)))
    .groupBy(s.countries.id)
    .orderBy(asc(s.countries.sortOrder), asc(s.countries.name));
  return rows.map((r) => ({ ...r, verifiedClinicCount: Number(r.verifiedClinicCount) }));
}

export type CountryFacts = {
  name: string;
  savingsRange: string;
  popularTreatments: string[];
  verifiedClinicCount: number;
  /** Verified clinics per city slug (cities without clinics are 0). */
  cityClinicCounts: Record<string, number>;
};

/** Live figures for a country guide, or null when the slug is not in the database. */
export async function getCountryFacts(countrySlug: string): Promise<CountryFacts | null> {
  const db = await getDb();
  const [country] = await db
    .select({
      id: s.countries.id,
      name: s.countries.name,
      savingsRange: s.countries.savingsRange,
      popularTreatments: s.countries.popularTreatments,
    })
    .from(s.countries)
    .where(eq(s.countries.slug, countrySlug))
    .limit(1);
  if (!country) return null;

  const cityRows = await db
    .select({ slug: s.cities.slug, clinicCount: count(s.clinics.id) })
    .from(s.cities)
    .leftJoin(s.clinics, and(eq(s.clinics.cityId, s.cities.id), eq(s.clinics.verified, true)))
    .where(eq(s.cities.countryId, country.id))
    .groupBy(s.cities.id);

  const cityClinicCounts: Record<string, number> = {};
  let verifiedClinicCount = 0;
  for (const row of cityRows) {
    const n = Number(row.clinicCount);
    cityClinicCounts[row.slug] = n;
    verifiedClinicCount += n;
  }
  return {
    name: country.name,
    savingsRange: country.savingsRange,
    popularTreatments: country.popularTreatments,
    verifiedClinicCount,
    cityClinicCounts,
  };
}

export type CityClinicCard = {
  slug: string;
  name: string;
  specialty: string;
  rating: number;
  reviewCount: number;
  /** The first gallery photo, or null for a clinic without photos yet. */
  photo: string | null;
};

export type CityFacts = {
  name: string;
  countryName: string;
  savingsRange: string;
  verifiedClinicCount: number;
  /** Sum of the verified clinics' review counts. */
  reviewCount: number;
  /** Best rating among verified clinics, or null when there are none. */
  bestRating: number | null;
  topClinics: CityClinicCard[];
};

/**
 * Live figures for a city guide: the city must belong to the given country.
 * Top clinics are verified only, best rated first, ties broken by number of reviews.
 */
export async function getCityFacts(
  countrySlug: string,
  citySlug: string,
  topClinicLimit = 6,
): Promise<CityFacts | null> {
  const db = await getDb();
  const [city] = await db
    .select({
      id: s.cities.id,
      name: s.cities.name,
      countryName: s.countries.name,
      savingsRange: s.countries.savingsRange,
    })
    .from(s.cities)
    .innerJoin(s.countries, eq(s.countries.id, s.cities.countryId))
    .where(and(eq(s.cities.slug, citySlug), eq(s.countries.slug, countrySlug)))
    .limit(1);
  if (!city) return null;

  const verifiedInCity = and(eq(s.clinics.cityId, city.id), eq(s.clinics.verified, true));
  const [topClinics, [total]] = await Promise.all([
    db
      .select({
        slug: s.clinics.slug,
        name: s.clinics.name,
        specialty: s.clinics.specialty,
        rating: s.clinics.rating,
        reviewCount: s.clinics.reviewCount,
        photo: sql<string | null>`${s.clinics.photos}[1]`,
      })
      .from(s.clinics)
      .where(verifiedInCity)
      .orderBy(desc(s.clinics.rating), desc(s.clinics.reviewCount), asc(s.clinics.name))
      .limit(topClinicLimit),
    db
      .select({ n: count(), reviews: sum(s.clinics.reviewCount), best: max(s.clinics.rating) })
      .from(s.clinics)
      .where(verifiedInCity),
  ]);

  return {
    name: city.name,
    countryName: city.countryName,
    savingsRange: city.savingsRange,
    verifiedClinicCount: Number(total?.n ?? 0),
    reviewCount: Number(total?.reviews ?? 0),
    bestRating: total?.best == null ? null : Number(total.best),
    topClinics: topClinics.map((c) => ({ ...c, rating: Number(c.rating) })),
  };
}
