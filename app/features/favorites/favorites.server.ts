import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { joinClinicPlace } from "~/db/clinic-place";
import * as s from "~/db/schema";
import { patientFavorites } from "~/db/schema";
import { CLINIC_PLACEHOLDER, packagePictures } from "~/db/seed/art";
import { type Result, failure, ok } from "~/utils/result";
import { type FavoriteItem, type FavoriteKey, parseFavoriteKey } from "./favorites-schema";

/**
 * Favourites of the signed-in user. Every function takes the acting user's id and scopes
 * every read and write by it: nobody can name another user's favourites.
 */

export async function listFavoriteKeys(userId: string): Promise<FavoriteKey[]> {
  const db = await getDb();
  const rows = await db
    .select({ clinicId: patientFavorites.clinicId, packageId: patientFavorites.packageId })
    .from(patientFavorites)
    .where(eq(patientFavorites.patientId, userId))
    .orderBy(desc(patientFavorites.createdAt))
    .limit(500);
  return rows.map((r) =>
    r.clinicId ? (`clinic:${r.clinicId}` as const) : (`package:${r.packageId}` as const),
  );
}

async function itemExists(kind: "clinic" | "package", id: string): Promise<boolean> {
  const db = await getDb();
  if (kind === "clinic") {
    const [row] = await db
      .select({ id: s.clinics.id })
      .from(s.clinics)
      .where(eq(s.clinics.id, id))
      .limit(1);
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: s.packages.id })
    .from(s.packages)
    .where(and(eq(s.packages.id, id), eq(s.packages.published, true)))
    .limit(1);
  return Boolean(row);
}

/** A change to the list: an unknown item key is a 400, an item that no longer exists a 404. */
export type FavoriteChange = Result<{
  added: boolean;
  key: FavoriteKey;
  item: FavoriteItem | null;
}>;

const unknownItem = () => failure(400, "Unknown item");

export async function addFavorite(userId: string, key: string): Promise<FavoriteChange> {
  const parsed = parseFavoriteKey(key);
  if (!parsed) return unknownItem();
  if (!(await itemExists(parsed.kind, parsed.id)))
    return failure(404, "This item no longer exists");
  const db = await getDb();
  await db
    .insert(patientFavorites)
    .values({
      patientId: userId,
      clinicId: parsed.kind === "clinic" ? parsed.id : null,
      packageId: parsed.kind === "package" ? parsed.id : null,
    })
    .onConflictDoNothing();
  const [item] = await listFavorites(userId, [`${parsed.kind}:${parsed.id}`]);
  return ok({ added: true, key: `${parsed.kind}:${parsed.id}` as FavoriteKey, item: item ?? null });
}

export async function removeFavoriteByKey(userId: string, key: string): Promise<FavoriteChange> {
  const parsed = parseFavoriteKey(key);
  if (!parsed) return unknownItem();
  const db = await getDb();
  const col = parsed.kind === "clinic" ? patientFavorites.clinicId : patientFavorites.packageId;
  await db
    .delete(patientFavorites)
    .where(and(eq(patientFavorites.patientId, userId), eq(col, parsed.id)));
  return ok({ added: false, key: `${parsed.kind}:${parsed.id}` as FavoriteKey, item: null });
}

/** Removes one row by its id, only if it belongs to the user (404 when nothing matched). */
export async function removeFavoriteById(userId: string, favoriteId: string): Promise<Result> {
  const notRemoved = () => failure(404, "Failed to remove from favorites");
  if (!/^[0-9a-f-]{36}$/i.test(favoriteId)) return notRemoved();
  const db = await getDb();
  const rows = await db
    .delete(patientFavorites)
    .where(and(eq(patientFavorites.id, favoriteId), eq(patientFavorites.patientId, userId)))
    .returning({ id: patientFavorites.id });
  return rows.length > 0 ? ok() : notRemoved();
}

export async function toggleFavorite(userId: string, key: string): Promise<FavoriteChange> {
  const parsed = parseFavoriteKey(key);
  if (!parsed) return unknownItem();
  const existing = await listFavoriteKeys(userId);
  return existing.includes(`${parsed.kind}:${parsed.id}`)
    ? removeFavoriteByKey(userId, key)
    : addFavorite(userId, key);
}

/** Saves the items a device kept (localStorage) into the account; unknown ids are skipped. */
export async function mergeFavorites(userId: string, keys: string[]): Promise<{ added: number }> {
  const parsed = keys
    .slice(0, 200)
    .map(parseFavoriteKey)
    .filter((k): k is NonNullable<typeof k> => Boolean(k));
  if (parsed.length === 0) return { added: 0 };
  const db = await getDb();
  const clinicIds = [...new Set(parsed.filter((p) => p.kind === "clinic").map((p) => p.id))];
  const packageIds = [...new Set(parsed.filter((p) => p.kind === "package").map((p) => p.id))];
  const [clinics, pkgs] = await Promise.all([
    clinicIds.length
      ? db.select({ id: s.clinics.id }).from(s.clinics).where(inArray(s.clinics.id, clinicIds))
      : [],
    packageIds.length
      ? db
          .select({ id: s.packages.id })
          .from(s.packages)
          .where(and(inArray(s.packages.id, packageIds), eq(s.packages.published, true)))
      : [],
  ]);
  const values = [
    ...clinics.map((c) => ({ patientId: userId, clinicId: c.id, packageId: null })),
    ...pkgs.map((p) => ({ patientId: userId, clinicId: null, packageId: p.id })),
  ];
  if (values.length === 0) return { added: 0 };
  const inserted = await db
    .insert(patientFavorites)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: patientFavorites.id });
  return { added: inserted.length };
}

/** The user's favourites with what the dashboard shows (newest first); optionally only `keys`. */
export async function listFavorites(userId: string, keys?: string[]): Promise<FavoriteItem[]> {
  const db = await getDb();
  const f = patientFavorites;
  let filter = eq(f.patientId, userId);
  if (keys) {
    const parsed = keys.map(parseFavoriteKey).filter((k): k is NonNullable<typeof k> => Boolean(k));
    const c = parsed.filter((p) => p.kind === "clinic").map((p) => p.id);
    const p = parsed.filter((x) => x.kind === "package").map((x) => x.id);
    if (c.length === 0 && p.length === 0) return [];
    filter = and(
      filter,
      or(
        c.length ? inArray(f.clinicId, c) : undefined,
        p.length ? inArray(f.packageId, p) : undefined,
      ),
    )!;
  }
  const rows = await joinClinicPlace(
    db
      .select({
        favoriteId: f.id,
        clinicId: f.clinicId,
        packageId: f.packageId,
        createdAt: f.createdAt,
        // The clinic row: the saved clinic, or the package's clinic.
        clinicName: s.clinics.name,
        clinicSlug: s.clinics.slug,
        clinicSpecialty: s.clinics.specialty,
        clinicBio: s.clinics.bio,
        clinicVerified: s.clinics.verified,
        clinicRating: s.clinics.rating,
        clinicReviewCount: s.clinics.reviewCount,
        clinicPhoto: sql<string | null>`${s.clinics.photos}[1]`,
        city: s.cities.name,
        country: s.countries.name,
        packageTitle: s.packages.title,
        packageSlug: s.packages.slug,
        packageCategory: s.packages.category,
        packageImages: s.packages.images,
        packageTreatment: s.treatments.slug,
        packagePrice: s.packages.priceMinor,
        packageCurrency: s.packages.currency,
        packageRating: s.packages.rating,
        packageReviewCount: s.packages.reviewCount,
      })
      .from(f)
      .leftJoin(s.packages, eq(s.packages.id, f.packageId))
      .leftJoin(s.treatments, eq(s.treatments.id, s.packages.treatmentId))
      .innerJoin(s.clinics, eq(s.clinics.id, sql`coalesce(${f.clinicId}, ${s.packages.clinicId})`))
      .$dynamic(),
  )
    .where(filter)
    .orderBy(desc(f.createdAt))
    .limit(500);
  return rows.map((r): FavoriteItem => {
    if (r.packageId) {
      return {
        favoriteId: r.favoriteId,
        key: `package:${r.packageId}`,
        kind: "package",
        itemId: r.packageId,
        title: r.packageTitle ?? "Package",
        clinicName: r.clinicName,
        city: r.city,
        country: r.country,
        treatment: r.packageCategory ?? r.clinicSpecialty,
        image: packagePictures(r.packageImages, r.packageTreatment ?? "")[0]!,
        href: `/package/${r.packageSlug}`,
        priceMinor: r.packagePrice,
        currency: r.packageCurrency,
        verified: r.clinicVerified,
        bio: null,
        rating: r.packageRating ?? 0,
        reviewCount: r.packageReviewCount ?? 0,
        createdAt: r.createdAt.toISOString(),
      };
    }
    return {
      favoriteId: r.favoriteId,
      key: `clinic:${r.clinicId}`,
      kind: "clinic",
      itemId: r.clinicId!,
      title: r.clinicName,
      clinicName: r.clinicName,
      city: r.city,
      country: r.country,
      treatment: r.clinicSpecialty,
      image: r.clinicPhoto ?? CLINIC_PLACEHOLDER,
      href: `/clinic/${r.clinicSlug}`,
      priceMinor: null,
      currency: null,
      verified: r.clinicVerified,
      bio: r.clinicBio,
      rating: r.clinicRating,
      reviewCount: r.clinicReviewCount,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** The name of a clinic or package named by a favourite key (for "Sign in to save X"). */
export async function describeFavoriteTarget(key: string): Promise<string | null> {
  const parsed = parseFavoriteKey(key);
  if (!parsed) return null;
  const db = await getDb();
  if (parsed.kind === "clinic") {
    const [row] = await db
      .select({ name: s.clinics.name })
      .from(s.clinics)
      .where(eq(s.clinics.id, parsed.id))
      .limit(1);
    return row?.name ?? null;
  }
  const [row] = await db
    .select({ name: s.packages.title })
    .from(s.packages)
    .where(eq(s.packages.id, parsed.id))
    .limit(1);
  return row?.name ?? null;
}
