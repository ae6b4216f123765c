import { eq, sql } from "drizzle-orm";
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
