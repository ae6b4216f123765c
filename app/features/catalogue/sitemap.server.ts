import { and, eq } from "drizzle-orm";
import { getDb, schema as s } from "~/db/client.server";

export const STATIC_PUBLIC_PATHS = [
  "/",
  "/about",
  "/how-it-works",
  "/why-trust-us",
  "/how-we-rank",
  "/destinations",
  "/search-results",
  "/packages",
  "/reviews",
  "/team",
  "/faq",
  "/partner",
  "/contact",
  "/blog",
  "/terms",
  "/privacy",
  "/cookies",
];

/** Every public catalogue URL, read from the database. */
export async function listCataloguePaths(): Promise<string[]> {
  const db = await getDb();
  const [countries, cities, clinics, packages] = await Promise.all([
    db.select({ slug: s.countries.slug }).from(s.countries),
    db
      .select({ city: s.cities.slug, country: s.countries.slug })
      .from(s.cities)
      .innerJoin(s.countries, eq(s.countries.id, s.cities.countryId)),
    db.select({ slug: s.clinics.slug }).from(s.clinics).where(eq(s.clinics.verified, true)),
    db
      .select({ slug: s.packages.slug })
      .from(s.packages)
      .innerJoin(s.clinics, eq(s.clinics.id, s.packages.clinicId))
      .where(and(eq(s.packages.published, true), eq(s.clinics.verified, true))),
  ]);
  return [
    ...countries.map((c) => `/destinations/${c.slug}`),
    ...cities.map((c) => `/destinations/${c.country}/${c.city}`),
    ...clinics.map((c) => `/clinic/${c.slug}`),
    ...packages.map((p) => `/package/${p.slug}`),
  ];
}
