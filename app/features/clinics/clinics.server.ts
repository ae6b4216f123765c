import { and, asc, count, desc, eq, isNotNull, or } from "drizzle-orm";
import { getDb, schema as s } from "~/db/client.server";
import { joinClinicPlace } from "~/db/clinic-place";
import type { ClinicSocial } from "~/db/schema";
import { now } from "~/utils/clock.server";
import { clinicVerificationExpiresAt, stillValid } from "~/utils/verification-validity";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_RE = /^[a-z0-9-]{1,120}$/;

/** How many reviews the profile lists; the average and count cover all published ones. */
export const PROFILE_REVIEW_LIMIT = 12;

export type ClinicProfile = NonNullable<Awaited<ReturnType<typeof getClinicProfile>>>;

/**
 * Everything the public profile renders, for a verified clinic named by slug or UUID.
 * Returns null for unknown or unverified clinics (they are not public).
 */
export async function getClinicProfile(idOrSlug: string) {
  const key = idOrSlug.trim().toLowerCase();
  const byId = UUID_RE.test(key);
  if (!byId && !SLUG_RE.test(key)) return null;

  const db = await getDb();
  const [clinic] = await joinClinicPlace(
    db
      .select({
        id: s.clinics.id,
        slug: s.clinics.slug,
        name: s.clinics.name,
        address: s.clinics.address,
        specialty: s.clinics.specialty,
        website: s.clinics.website,
        rating: s.clinics.rating,
        reviewCount: s.clinics.reviewCount,
        languages: s.clinics.languages,
        certifications: s.clinics.certifications,
        awards: s.clinics.awards,
        social: s.clinics.social,
        lat: s.clinics.lat,
        lng: s.clinics.lng,
        photos: s.clinics.photos,
        interiorImages: s.clinics.interiorImages,
        bio: s.clinics.bio,
        yearsExperience: s.clinics.yearsExperience,
        verifiedAt: s.clinics.verifiedAt,
        verified: s.clinics.verified,
        city: { name: s.cities.name, slug: s.cities.slug },
        country: { name: s.countries.name, slug: s.countries.slug },
      })
      .from(s.clinics)
      .$dynamic(),
  )
    .where(
      and(
        byId ? eq(s.clinics.id, key) : eq(s.clinics.slug, key),
        // A verified clinic that edited its name, address or certifications stays public
        // (without its badge) while an admin re-reviews it; one never verified, or
        // unverified by an admin (verified_at cleared), is not public.
        or(
          eq(s.clinics.verified, true),
          and(eq(s.clinics.needsReview, true), isNotNull(s.clinics.verifiedAt)),
        ),
      ),
    )
    .limit(1);
  if (!clinic) return null;

  const published = and(eq(s.reviews.clinicId, clinic.id), eq(s.reviews.isPublished, true));
  const [treatments, doctors, cases, reviews, [reviewStats], packages] = await Promise.all([
    db
      .select({
        slug: s.treatments.slug,
        name: s.treatments.name,
        group: s.treatmentGroups.name,
        priceFromMinor: s.clinicTreatments.priceFromMinor,
        priceToMinor: s.clinicTreatments.priceToMinor,
        currency: s.clinicTreatments.currency,
      })
      .from(s.clinicTreatments)
      .innerJoin(s.treatments, eq(s.treatments.id, s.clinicTreatments.treatmentId))
      .innerJoin(s.treatmentGroups, eq(s.treatmentGroups.id, s.treatments.groupId))
      .where(eq(s.clinicTreatments.clinicId, clinic.id))
      .orderBy(asc(s.treatmentGroups.sortOrder), asc(s.treatments.sortOrder)),
    db
      .select({
        id: s.doctors.id,
        name: s.doctors.name,
        title: s.doctors.title,
        specialty: s.doctors.specialty,
        languages: s.doctors.languages,
        yearsExperience: s.doctors.yearsExperience,
        photo: s.doctors.photo,
        licenseNumber: s.doctors.licenseNumber,
        registryUrl: s.doctors.registryUrl,
        regulator: s.doctors.regulator,
        boardCertification: s.doctors.boardCertification,
        proceduresPerYear: s.doctors.proceduresPerYear,
        verificationStatus: s.doctors.verificationStatus,
        verifiedAt: s.doctors.verifiedAt,
        verificationExpiresAt: s.doctors.verificationExpiresAt,
      })
      .from(s.doctors)
      .where(eq(s.doctors.clinicId, clinic.id))
      .orderBy(asc(s.doctors.sortOrder), asc(s.doctors.name)),
    db
      .select({
        id: s.beforeAfterCases.id,
        title: s.beforeAfterCases.title,
        treatmentType: s.beforeAfterCases.treatmentType,
        beforeImage: s.beforeAfterCases.beforeImage,
        afterImage: s.beforeAfterCases.afterImage,
        timeframe: s.beforeAfterCases.timeframe,
        doctorName: s.beforeAfterCases.doctorName,
        patientInfo: s.beforeAfterCases.patientInfo,
        description: s.beforeAfterCases.description,
      })
      .from(s.beforeAfterCases)
      .where(eq(s.beforeAfterCases.clinicId, clinic.id))
      .orderBy(asc(s.beforeAfterCases.sortOrder), asc(s.beforeAfterCases.title)),
    db
      .select({
        id: s.reviews.id,
        authorName: s.reviews.authorName,
        authorCountry: s.reviews.authorCountry,
        treatment: s.reviews.treatment,
        rating: s.reviews.rating,
        comment: s.reviews.comment,
        verifiedPatient: s.reviews.verifiedPatient,
        createdAt: s.reviews.createdAt,
        replyBody: s.reviews.replyBody,
        replyAt: s.reviews.replyAt,
        replyHidden: s.reviews.replyHidden,
      })
      .from(s.reviews)
      .where(published)
      .orderBy(desc(s.reviews.createdAt), asc(s.reviews.id))
      .limit(PROFILE_REVIEW_LIMIT),
    db
      .select({ verified: count() })
      .from(s.reviews)
      .where(and(published, eq(s.reviews.verifiedPatient, true))),
    db
      .select({
        id: s.packages.id,
        slug: s.packages.slug,
        title: s.packages.title,
        includes: s.packages.includes,
        priceMinor: s.packages.priceMinor,
        originalPriceMinor: s.packages.originalPriceMinor,
        currency: s.packages.currency,
        durationText: s.packages.durationText,
      })
      .from(s.packages)
      .where(and(eq(s.packages.clinicId, clinic.id), eq(s.packages.published, true)))
      .orderBy(desc(s.packages.featured), asc(s.packages.priceMinor), asc(s.packages.title)),
  ]);

  // One rating per clinic: the stored figures cover every review (earlier ones included);
  // the breakdown says how many come from a CareAtlas booking.
  const verified = Math.min(Number(reviewStats?.verified ?? 0), clinic.reviewCount);
  return {
    clinic: {
      ...clinic,
      // The same figures as search and the cards (baseline + published rows, kept by
      // recomputeClinicRating); the list shows the stored published reviews.
      rating: clinic.rating,
      reviewCount: clinic.reviewCount,
      social: (clinic.social ?? {}) as ClinicSocial,
      // The Verified badge only while verified (not while a change is under review) and while
      // the verification holds (12 months, decision 052).
      verifiedAt:
        clinic.verified &&
        clinic.verifiedAt &&
        stillValid(clinicVerificationExpiresAt(clinic.verifiedAt), now())
          ? clinic.verifiedAt.toISOString()
          : null,
    },
    treatments,
    doctors,
    cases,
    reviews: reviews.map(({ replyBody, replyAt, replyHidden, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      // A reply hidden by moderation is not public.
      reply:
        replyBody && replyAt && !replyHidden
          ? { body: replyBody, at: replyAt.toISOString() }
          : null,
    })),
    reviewStats: {
      rating: clinic.rating,
      count: clinic.reviewCount,
      verified,
      earlier: clinic.reviewCount - verified,
    },
    packages: packages.map((p) => ({ ...p, includes: p.includes.slice(0, 4) })),
  };
}
