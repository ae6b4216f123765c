import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import * as s from "~/db/schema";
import { patientFavorites } from "~/db/schema";

/** Gives the demo patient two favourites (a featured package and a top clinic). */
export async function addFavoriteForSeed(db: Db, patientId: string) {
  const [pkg] = await db
    .select({ id: s.packages.id })
    .from(s.packages)
    .where(and(eq(s.packages.published, true), eq(s.packages.featured, true)))
    .orderBy(desc(s.packages.rating))
    .limit(1);
  const [clinic] = await db
    .select({ id: s.clinics.id })
    .from(s.clinics)
    .where(eq(s.clinics.verified, true))
    .orderBy(desc(s.clinics.rating))
    .limit(1);
  const values = [
    ...(pkg ? [{ patientId, packageId: pkg.id, clinicId: null }] : []),
    ...(clinic ? [{ patientId, clinicId: clinic.id, packageId: null }] : []),
  ];
  if (values.length) await db.insert(patientFavorites).values(values).onConflictDoNothing();
}
