import { and, asc, avg, count, desc, eq, sql } from "drizzle-orm";
import { getDb, schema as s } from "~/db/client.server";
import { joinClinicPlace } from "~/db/clinic-place";
import { packagePictures } from "~/db/seed/art";

export type DestinationCard = {
  slug: string;
  name: string;
  flag: string;
  image: string;
  description: string;
  specialties: string[];
  rating: number | null;
  clinicsCount: number;
  savingsRange: string;
  specialNote: string;
};

/** Country cards with live counts and average rating of verified clinics. */
export async function listDestinationCards(): Promise<DestinationCard[]> {
  const db = await getDb();
  const rows = await db
    .select({
      slug: s.countries.slug,
      name: s.countries.name,
      flag: s.countries.flag,
      image: s.countries.image,
      description: s.countries.description,
      specialties: s.countries.popularTreatments,
      savingsRange: s.countries.savingsRange,
      specialNote: s.countries.specialNote,
      clinicsCount: count(s.clinics.id),
      rating: avg(s.clinics.rating),
    })
    .from(s.countries)
    .leftJoin(s.cities, eq(s.cities.countryId, s.countries.id))
    .leftJoin(s.clinics, and(eq(s.clinics.cityId, s.cities.id), eq(s.clinics.verified, true)))
    .groupBy(s.countries.id)
    .orderBy(asc(s.countries.sortOrder));
  return rows.map((r) => ({
    ...r,
    clinicsCount: Number(r.clinicsCount),
    rating: r.rating === null ? null : Math.round(Number(r.rating) * 10) / 10,
  }));
}

export type PackageCardData = {
  id: string;
  slug: string;
  title: string;
  clinicName: string;
  clinicSlug: string;
  city: string;
  country: string;
  image: string;
  priceMinor: number;
  originalPriceMinor: number | null;
  currency: string;
  rating: number;
  reviewCount: number;
  includes: string[];
  durationText: string;
  badge: string | null;
  category: string;
};

export const packageCardColumns = {
  id: s.packages.id,
  slug: s.packages.slug,
  title: s.packages.title,
  clinicName: s.clinics.name,
  clinicSlug: s.clinics.slug,
  city: s.cities.name,
  country: s.countries.name,
  images: s.packages.images,
  treatmentSlug: sql<string>`(select ${s.treatments.slug} from ${s.treatments} where ${s.treatments.id} = ${s.packages.treatmentId})`,
  priceMinor: s.packages.priceMinor,
  originalPriceMinor: s.packages.originalPriceMinor,
  currency: s.packages.currency,
  rating: s.packages.rating,
  reviewCount: s.packages.reviewCount,
  includes: s.packages.includes,
  durationText: s.packages.durationText,
  badge: s.packages.badge,
  category: s.packages.category,
};

/** A row selected with packageCardColumns, as a card: one picture (art.ts packagePictures). */
export function toPackageCard<T extends { images: string[]; treatmentSlug: string }>({
  images,
  treatmentSlug,
  ...card
}: T): Omit<T, "images" | "treatmentSlug"> & { image: string } {
  return { ...card, image: packagePictures(images, treatmentSlug)[0]! };
}

export async function listFeaturedPackages(limit = 4): Promise<PackageCardData[]> {
  const db = await getDb();
  const rows = await joinClinicPlace(
    db
      .select(packageCardColumns)
      .from(s.packages)
      .innerJoin(s.clinics, eq(s.clinics.id, s.packages.clinicId))
      .$dynamic(),
  )
    .where(
      and(
        eq(s.packages.published, true),
        eq(s.packages.featured, true),
        eq(s.clinics.verified, true),
      ),
    )
    .orderBy(desc(s.packages.rating), asc(s.packages.title))
    .limit(limit);
  return rows.map(toPackageCard);
}

export type SearchFormOptions = {
  treatmentGroups: { name: string; treatments: string[] }[];
  destinations: { country: string; cities: string[] }[];
};

/** The home search form's options, from the taxonomy and geography tables. */
export async function getSearchFormOptions(): Promise<SearchFormOptions> {
  const db = await getDb();
  const [treatments, cities] = await Promise.all([
    db
      .select({ group: s.treatmentGroups.name, name: s.treatments.name })
      .from(s.treatments)
      .innerJoin(s.treatmentGroups, eq(s.treatmentGroups.id, s.treatments.groupId))
      .where(and(eq(s.treatments.inSearchForm, true), eq(s.treatmentGroups.inSearchForm, true)))
      .orderBy(asc(s.treatmentGroups.sortOrder), asc(s.treatments.sortOrder)),
    db
      .select({ country: s.countries.name, city: s.cities.name })
      .from(s.cities)
      .innerJoin(s.countries, eq(s.countries.id, s.cities.countryId))
      .orderBy(asc(s.countries.sortOrder), asc(s.cities.sortOrder)),
  ]);
  const groups = new Map<string, string[]>();
  for (const t of treatments) groups.set(t.group, [...(groups.get(t.group) ?? []), t.name]);
  const dest = new Map<string, string[]>();
  for (const c of cities) dest.set(c.country, [...(dest.get(c.country) ?? []), c.city]);
  return {
    treatmentGroups: [...groups].map(([name, list]) => ({ name, treatments: list })),
    destinations: [...dest].map(([country, list]) => ({ country, cities: list })),
  };
}

export async function listTestimonials() {
  const db = await getDb();
  return db
    .select({
      id: s.testimonials.id,
      name: s.testimonials.name,
      country: s.testimonials.country,
      treatment: s.testimonials.treatment,
      rating: s.testimonials.rating,
      text: s.testimonials.text,
    })
    .from(s.testimonials)
    .orderBy(asc(s.testimonials.sortOrder));
}

export async function listInsurancePartners() {
  const db = await getDb();
  return db
    .select({
      slug: s.insurancePartners.slug,
      name: s.insurancePartners.name,
      logo: s.insurancePartners.logo,
      status: s.insurancePartners.status,
      description: s.insurancePartners.description,
      details: s.insurancePartners.details,
      coverage: s.insurancePartners.coverage,
      priceFromEur: s.insurancePartners.priceFromEur,
      website: s.insurancePartners.website,
    })
    .from(s.insurancePartners)
    .orderBy(asc(s.insurancePartners.sortOrder));
}

export type CatalogueStats = {
  clinics: number;
  doctors: number;
  reviews: number;
  /** Of `reviews`: published reviews verified by a CareAtlas booking; the rest are reviews on
   * other platforms from before the clinic joined (decision 053). */
  verifiedReviews: number;
  /** Review-weighted average of the verified clinics' ratings, 1 decimal; null without reviews. */
  rating: number | null;
  countries: number;
};

/**
 * The catalogue's real size, for pages that state figures (home, about, partner, reviews): only
 * verified (public) clinics, their doctors and their reviews, earlier (imported) ones included.
 */
export async function getCatalogueStats(): Promise<CatalogueStats> {
  const db = await getDb();
  const [[c], [d], [v]] = await Promise.all([
    db
      .select({
        clinics: count(s.clinics.id),
        reviews: sql<string>`coalesce(sum(${s.clinics.reviewCount}), 0)`,
        ratingSum: sql<string>`coalesce(sum(${s.clinics.rating} * ${s.clinics.reviewCount}), 0)`,
        countries: sql<string>`count(distinct ${s.cities.countryId})`,
      })
      .from(s.clinics)
      .innerJoin(s.cities, eq(s.cities.id, s.clinics.cityId))
      .where(eq(s.clinics.verified, true)),
    db
      .select({ doctors: count(s.doctors.id) })
      .from(s.doctors)
      .innerJoin(
        s.clinics,
        and(eq(s.clinics.id, s.doctors.clinicId), eq(s.clinics.verified, true)),
      ),
    db
      .select({ n: count(s.reviews.id) })
      .from(s.reviews)
      .innerJoin(s.clinics, and(eq(s.clinics.id, s.reviews.clinicId), eq(s.clinics.verified, true)))
      .where(and(eq(s.reviews.status, "published"), eq(s.reviews.verifiedPatient, true))),
  ]);
  const reviews = Number(c?.reviews ?? 0);
  return {
    clinics: Number(c?.clinics ?? 0),
    doctors: Number(d?.doctors ?? 0),
    reviews,
    verifiedReviews: Math.min(Number(v?.n ?? 0), reviews),
    rating: reviews > 0 ? Math.round((Number(c?.ratingSum ?? 0) / reviews) * 10) / 10 : null,
    countries: Number(c?.countries ?? 0),
  };
}
