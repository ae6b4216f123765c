import { and, asc, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema as s } from "~/db/client.server";
import { joinClinicPlace } from "~/db/clinic-place";
import { packagePictures } from "~/db/seed/art";
import {
  packageCardColumns,
  toPackageCard,
  type PackageCardData,
} from "~/features/catalogue/catalogue.server";
import { UUID_RE } from "~/utils/validation";
import type { PackageFilterOptions, PackageFilters } from "./package-filters";

/** The order the spec lists categories in; categories not listed follow alphabetically. */
const CATEGORY_ORDER = [
  "Dental",
  "Hair Restoration",
  "Fertility",
  "Plastic Surgery",
  "Bariatric",
  "Eye Surgery",
  "Health Check-up",
];

/** Only published packages of verified clinics are ever shown. */
const visible = () => and(eq(s.packages.published, true), eq(s.clinics.verified, true));

export type PackageListItem = PackageCardData & { countrySlug: string; citySlug: string };

/** Categories and destination countries that have at least one visible package. */
export async function listPackageFilterOptions(): Promise<PackageFilterOptions> {
  const db = await getDb();
  const [categories, countries] = await Promise.all([
    db
      .selectDistinct({ category: s.packages.category })
      .from(s.packages)
      .innerJoin(s.clinics, eq(s.clinics.id, s.packages.clinicId))
      .where(visible()),
    joinClinicPlace(
      db
        .selectDistinct({
          slug: s.countries.slug,
          name: s.countries.name,
          sortOrder: s.countries.sortOrder,
        })
        .from(s.packages)
        .innerJoin(s.clinics, eq(s.clinics.id, s.packages.clinicId))
        .$dynamic(),
    )
      .where(visible())
      .orderBy(asc(s.countries.sortOrder), asc(s.countries.name)),
  ]);
  const rank = (c: string) => {
    const i = CATEGORY_ORDER.indexOf(c);
    return i < 0 ? CATEGORY_ORDER.length : i;
  };
  return {
    categories: categories
      .map((c) => c.category)
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
    countries: countries.map(({ slug, name }) => ({ slug, name })),
  };
}

/** Visible packages matching the filters. Prices in different currencies sort by their USD value. */
export async function listPackages(filters: PackageFilters): Promise<PackageListItem[]> {
  const db = await getDb();
  const where: (SQL | undefined)[] = [visible()];
  if (filters.category) where.push(eq(s.packages.category, filters.category));
  if (filters.country) where.push(eq(s.countries.slug, filters.country));
  const usdPrice = sql`${s.packages.priceMinor}::numeric / coalesce(nullif(${s.exchangeRates.rate}, 0), 1)`;
  const order =
    filters.sort === "price-asc"
      ? [asc(usdPrice), desc(s.packages.rating)]
      : filters.sort === "price-desc"
        ? [desc(usdPrice), desc(s.packages.rating)]
        : [desc(s.packages.featured), desc(s.packages.rating), desc(s.packages.reviewCount)];
  const rows = await joinClinicPlace(
    db
      .select({ ...packageCardColumns, countrySlug: s.countries.slug, citySlug: s.cities.slug })
      .from(s.packages)
      .innerJoin(s.clinics, eq(s.clinics.id, s.packages.clinicId))
      .$dynamic(),
  )
    .leftJoin(s.exchangeRates, eq(s.exchangeRates.currency, s.packages.currency))
    .where(and(...where))
    .orderBy(...order, asc(s.packages.title));
  return rows.map(toPackageCard);
}

/** One visible package by slug or id, with its clinic, images and published reviews. */
export async function getPackageDetail(idOrSlug: string) {
  const key = idOrSlug.trim();
  if (!key || key.length > 200) return null;
  const db = await getDb();
  const match = UUID_RE.test(key)
    ? or(eq(s.packages.id, key), eq(s.packages.slug, key))
    : eq(s.packages.slug, key.toLowerCase());
  const [pkg] = await joinClinicPlace(
    db
      .select({
        id: s.packages.id,
        slug: s.packages.slug,
        title: s.packages.title,
        category: s.packages.category,
        priceMinor: s.packages.priceMinor,
        originalPriceMinor: s.packages.originalPriceMinor,
        currency: s.packages.currency,
        durationText: s.packages.durationText,
        durationDays: s.packages.durationDays,
        groupSize: s.packages.groupSize,
        rating: s.packages.rating,
        reviewCount: s.packages.reviewCount,
        includes: s.packages.includes,
        excludes: s.packages.excludes,
        overview: s.packages.overview,
        images: s.packages.images,
        careTeam: s.packages.careTeam,
        cancellationTerms: s.packages.cancellationTerms,
        cancellationNote: s.packages.cancellationNote,
        treatmentSlug: packageCardColumns.treatmentSlug,
        badge: s.packages.badge,
        city: s.cities.name,
        citySlug: s.cities.slug,
        country: s.countries.name,
        countrySlug: s.countries.slug,
        clinic: {
          slug: s.clinics.slug,
          name: s.clinics.name,
          address: s.clinics.address,
          specialty: s.clinics.specialty,
          rating: s.clinics.rating,
          reviewCount: s.clinics.reviewCount,
          bio: s.clinics.bio,
          languages: s.clinics.languages,
          certifications: s.clinics.certifications,
          awards: s.clinics.awards,
          yearsExperience: s.clinics.yearsExperience,
          photo: sql<string | null>`${s.clinics.photos}[1]`,
        },
      })
      .from(s.packages)
      .innerJoin(s.clinics, eq(s.clinics.id, s.packages.clinicId))
      .$dynamic(),
  )
    .where(and(match, visible()))
    .limit(1);
  if (!pkg) return null;
  const reviews = await db
    .select({
      id: s.packageReviews.id,
      authorName: s.packageReviews.authorName,
      authorCountry: s.packageReviews.authorCountry,
      rating: s.packageReviews.rating,
      comment: s.packageReviews.comment,
      createdAt: s.packageReviews.createdAt,
    })
    .from(s.packageReviews)
    .where(eq(s.packageReviews.packageId, pkg.id))
    .orderBy(desc(s.packageReviews.createdAt));
  const { treatmentSlug, ...detail } = pkg;
  return {
    ...detail,
    images: packagePictures(pkg.images, treatmentSlug),
    reviews: reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export type PackageDetail = NonNullable<Awaited<ReturnType<typeof getPackageDetail>>>;

export type RelatedPackage = {
  slug: string;
  title: string;
  image: string;
  overview: string;
  city: string;
  country: string;
  priceMinor: number;
  currency: string;
  rating: number;
  reviewCount: number;
  durationText: string;
};

/** Up to `limit` other visible packages: same category and country first, then either, then the best rated. */
export async function listRelatedPackages(
  pkg: { id: string; category: string; countrySlug: string },
  limit = 3,
): Promise<RelatedPackage[]> {
  const db = await getDb();
  const score = sql<number>`(case when ${s.packages.category} = ${pkg.category} then 2 else 0 end) + (case when ${s.countries.slug} = ${pkg.countrySlug} then 1 else 0 end)`;
  const rows = await joinClinicPlace(
    db
      .select({
        slug: s.packages.slug,
        title: s.packages.title,
        images: packageCardColumns.images,
        treatmentSlug: packageCardColumns.treatmentSlug,
        overview: s.packages.overview,
        city: s.cities.name,
        country: s.countries.name,
        priceMinor: s.packages.priceMinor,
        currency: s.packages.currency,
        rating: s.packages.rating,
        reviewCount: s.packages.reviewCount,
        durationText: s.packages.durationText,
      })
      .from(s.packages)
      .innerJoin(s.clinics, eq(s.clinics.id, s.packages.clinicId))
      .$dynamic(),
  )
    .where(and(visible(), ne(s.packages.id, pkg.id)))
    .orderBy(
      desc(score),
      desc(s.packages.rating),
      desc(s.packages.reviewCount),
      asc(s.packages.title),
    )
    .limit(limit);
  return rows.map(toPackageCard);
}
