import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "~/db/client.server";
import { profilePhotos, profiles, users } from "~/db/schema";
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_SIZE, type ProfileInput } from "./profile-schema";

/** The signed-in user's own profile. Every function takes the acting user's id. */

export type Profile = {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  fullName: string;
  phone: string | null;
  nationality: string | null;
  medicalInterest: string | null;
  languagesSpoken: string[];
  photoDataUrl: string | null;
};

export async function getProfile(userId: string): Promise<Profile | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      createdAt: users.createdAt,
      fullName: profiles.fullName,
      phone: profiles.phone,
      nationality: profiles.nationality,
      medicalInterest: profiles.medicalInterest,
      languagesSpoken: profiles.languagesSpoken,
      photo: profilePhotos.data,
      photoType: profilePhotos.contentType,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(profilePhotos, eq(profilePhotos.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    fullName: row.fullName ?? row.name,
    phone: row.phone,
    nationality: row.nationality,
    medicalInterest: row.medicalInterest,
    languagesSpoken: row.languagesSpoken ?? [],
    photoDataUrl: row.photo
      ? `data:${row.photoType ?? "image/webp"};base64,${Buffer.from(row.photo).toString("base64")}`
      : null,
  };
}

export type PhotoResult = { ok: true; webp: Buffer } | { ok: false; message: string };

/** Recognises the image by its first bytes, whatever its name or declared type says. */
export function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "gif" | "webp" | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return "png";
  if (b.length >= 6) {
    const head = String.fromCharCode(...b.subarray(0, 6));
    if (head === "GIF87a" || head === "GIF89a") return "gif";
  }
  if (
    b.length >= 12 &&
    String.fromCharCode(...b.subarray(0, 4)) === "RIFF" &&
    String.fromCharCode(...b.subarray(8, 12)) === "WEBP"
  )
    return "webp";
  return null;
}

/** Checks an uploaded photo by its content and turns it into a 256x256 WebP. */
export async function processProfilePhoto(bytes: Buffer): Promise<PhotoResult> {
  if (bytes.length > PROFILE_PHOTO_MAX_BYTES)
    return { ok: false, message: "The photo must be 5 MB or smaller." };
  const sniffed = sniffImageType(bytes);
  if (!sniffed) return { ok: false, message: "The photo must be a JPEG, PNG, WebP or GIF image." };
  try {
    const img = sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error", animated: false });
    const meta = await img.metadata();
    if (
      !meta.format ||
      !["jpeg", "png", "gif", "webp"].includes(meta.format) ||
      !meta.width ||
      !meta.height
    ) {
      return { ok: false, message: "The photo must be a JPEG, PNG, WebP or GIF image." };
    }
    const webp = await img
      .rotate()
      .resize(PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp };
  } catch {
    return { ok: false, message: "This image could not be read. Please try another photo." };
  }
}

/** Saves the profile of `userId` (the acting user) and keeps the account name in step. */
export async function updateProfile(
  userId: string,
  input: ProfileInput,
  photo?: Buffer | null,
): Promise<void> {
  const db = await getDb();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({
        id: userId,
        fullName: input.fullName,
        phone: input.phone,
        nationality: input.nationality,
        medicalInterest: input.medicalInterest,
        languagesSpoken: input.languagesSpoken,
      })
      .onConflictDoUpdate({
        target: profiles.id,
        set: {
          fullName: input.fullName,
          phone: input.phone,
          nationality: input.nationality,
          medicalInterest: input.medicalInterest,
          languagesSpoken: input.languagesSpoken,
          updatedAt: now,
        },
      });
    await tx
      .update(users)
      .set({ name: input.fullName, updatedAt: now })
      .where(eq(users.id, userId));
    if (photo) {
      await tx
        .insert(profilePhotos)
        .values({ userId, data: photo, byteSize: photo.length, contentType: "image/webp" })
        .onConflictDoUpdate({
          target: profilePhotos.userId,
          set: { data: photo, byteSize: photo.length, contentType: "image/webp", updatedAt: now },
        });
      await tx
        .update(profiles)
        .set({ profilePhotoPath: `db:${userId}` })
        .where(eq(profiles.id, userId));
    } else if (input.removePhoto) {
      await tx.delete(profilePhotos).where(eq(profilePhotos.userId, userId));
      await tx.update(profiles).set({ profilePhotoPath: null }).where(eq(profiles.id, userId));
    }
  });
}
