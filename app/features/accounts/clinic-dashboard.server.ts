import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { joinClinicPlace } from "~/db/clinic-place";
import * as s from "~/db/schema";

/** What a clinic user's dashboard shows about the clinic linked to their account. */

export async function getClinicSummary(clinicId: string) {
  const db = await getDb();
  const [row] = await joinClinicPlace(
    db
      .select({
        id: s.clinics.id,
        slug: s.clinics.slug,
        name: s.clinics.name,
        specialty: s.clinics.specialty,
        address: s.clinics.address,
        website: s.clinics.website,
        rating: s.clinics.rating,
        reviewCount: s.clinics.reviewCount,
        verified: s.clinics.verified,
        languages: s.clinics.languages,
        certifications: s.clinics.certifications,
        photo: sql<string | null>`${s.clinics.photos}[1]`,
        city: s.cities.name,
        country: s.countries.name,
      })
      .from(s.clinics)
      .$dynamic(),
  )
    .where(eq(s.clinics.id, clinicId))
    .limit(1);
  return row ?? null;
}

export async function listClinicPackages(clinicId: string) {
  const db = await getDb();
  return db
    .select({
      id: s.packages.id,
      slug: s.packages.slug,
      title: s.packages.title,
      category: s.packages.category,
      priceMinor: s.packages.priceMinor,
      currency: s.packages.currency,
      durationText: s.packages.durationText,
      rating: s.packages.rating,
      reviewCount: s.packages.reviewCount,
      published: s.packages.published,
    })
    .from(s.packages)
    .where(eq(s.packages.clinicId, clinicId))
    .orderBy(desc(s.packages.featured), s.packages.title)
    .limit(100);
}

export async function listClinicReviews(clinicId: string) {
  const db = await getDb();
  return db
    .select({
      id: s.reviews.id,
      authorName: s.reviews.authorName,
      authorCountry: s.reviews.authorCountry,
      treatment: s.reviews.treatment,
      rating: s.reviews.rating,
      comment: s.reviews.comment,
      isPublished: s.reviews.isPublished,
      createdAt: s.reviews.createdAt,
    })
    .from(s.reviews)
    .where(and(eq(s.reviews.clinicId, clinicId)))
    .orderBy(desc(s.reviews.createdAt))
    .limit(50);
}
