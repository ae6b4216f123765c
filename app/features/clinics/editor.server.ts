import { randomBytes } from "node:crypto";
import { and, asc, count, eq, max } from "drizzle-orm";
import type { z } from "zod";
import { getDb, type Db, type DbExecutor } from "~/db/client.server";
import { beforeAfterCases, cities, clinics, countries, doctors } from "~/db/schema";
import { deleteImage, mediaKeyFromUrl, saveImage } from "~/services/media/media.server";
import { type Failure, type Result, failure, fieldFailure, ok } from "~/utils/result";
import {
  CASES_PER_PAGE,
  DOCTORS_PER_PAGE,
  MAX_GALLERY_PHOTOS,
  MAX_INTERIOR_IMAGES,
  type ClinicDetails,
  type DoctorSchema,
  type CaseSchema,
} from "./editor-schema";

/**
 * The clinic's own profile, team and before/after cases. Every function takes the clinic id
 * from the session (requireClinicId) and scopes every read and write by it; ids and image URLs
 * that arrive from a form are only acted on when they belong to that clinic (a 404 failure
 * otherwise, and nothing changes).
 */

export type ImageList = "photos" | "interior";

/** A case, an image or the clinic itself that is not the clinic's (404). */
export const profileNotFound = (what: "clinic" | "case" | "image"): Failure =>
  failure(404, `This ${what} was not found in your clinic's profile.`);

/** A doctor who is not in the clinic's team (404). */
export const doctorNotFound = (): Failure =>
  failure(404, "This doctor was not found in your clinic's team.");

/** Rolls a write back when its row went away meanwhile (the caller answers "not found"). */
class GoneError extends Error {}

const listColumn = (list: ImageList) =>
  list === "photos" ? clinics.photos : clinics.interiorImages;
const listKey = (list: ImageList): "photos" | "interiorImages" =>
  list === "photos" ? "photos" : "interiorImages";
const listMax = (list: ImageList) => (list === "photos" ? MAX_GALLERY_PHOTOS : MAX_INTERIOR_IMAGES);

function shortId() {
  return randomBytes(4).toString("hex");
}

function slugPart(s: string) {
  return (
    s
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "item"
  );
}

/** Removes an image we stored for this clinic (seeded static images are just dropped). */
async function dropImage(db: DbExecutor, clinicId: string, url: string | null | undefined) {
  if (url && mediaKeyFromUrl(url)) await deleteImage(db, { clinicId, url });
}

/* ------------------------------------------------------------------ details */

export async function listCityOptions(db?: Db) {
  const d = db ?? (await getDb());
  return d
    .select({ id: cities.id, name: cities.name, country: countries.name })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .orderBy(asc(countries.name), asc(cities.sortOrder), asc(cities.name));
}

export async function getEditableClinic(clinicId: string, db?: Db) {
  const d = db ?? (await getDb());
  const [row] = await d
    .select({
      id: clinics.id,
      slug: clinics.slug,
      name: clinics.name,
      address: clinics.address,
      cityId: clinics.cityId,
      specialty: clinics.specialty,
      bio: clinics.bio,
      website: clinics.website,
      yearsExperience: clinics.yearsExperience,
      languages: clinics.languages,
      certifications: clinics.certifications,
      social: clinics.social,
      lat: clinics.lat,
      lng: clinics.lng,
      photos: clinics.photos,
      interiorImages: clinics.interiorImages,
      verified: clinics.verified,
      verifiedAt: clinics.verifiedAt,
      needsReview: clinics.needsReview,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .limit(1);
  return row ?? null;
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join("\u0000") === [...b].sort().join("\u0000");

/**
 * Saves the details. A changed name, address or set of certifications sends the clinic back to
 * admin review: verified=false, needs_review=true (verified_at is kept, so a clinic that was
 * verified before stays public without its badge until an admin verifies it again).
 */
export async function updateClinicDetails(
  clinicId: string,
  input: ClinicDetails,
  db?: Db,
): Promise<Result<{ sentToReview: boolean }>> {
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const [current] = await tx
      .select({
        name: clinics.name,
        address: clinics.address,
        certifications: clinics.certifications,
        needsReview: clinics.needsReview,
      })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .for("update");
    if (!current) return profileNotFound("clinic");
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.id, input.cityId));
    if (!city) return fieldFailure("cityId", "Choose a city");
    const reviewNeeded =
      current.name !== input.name ||
      current.address !== input.address ||
      !sameList(current.certifications, input.certifications);
    const social: Record<string, string> = {};
    if (input.instagram) social.instagram = input.instagram;
    if (input.facebook) social.facebook = input.facebook;
    if (input.youtube) social.youtube = input.youtube;
    await tx
      .update(clinics)
      .set({
        name: input.name,
        address: input.address,
        cityId: input.cityId,
        specialty: input.specialty,
        bio: input.bio,
        website: input.website,
        yearsExperience: input.yearsExperience,
        languages: input.languages,
        certifications: input.certifications,
        social,
        lat: input.lat,
        lng: input.lng,
        updatedAt: new Date(),
        ...(reviewNeeded ? { verified: false, needsReview: true } : {}),
      })
      .where(eq(clinics.id, clinicId));
    return ok({ sentToReview: reviewNeeded });
  });
}

/* ------------------------------------------------------------------ photos */

/**
 * Validates and stores the uploaded images, then appends them to the gallery or interior list;
 * the value is how many were added. A refused file, and a list that would grow past its maximum,
 * are failures at `images` (nothing is added, the files already stored are removed again).
 */
export async function addClinicImages(
  clinicId: string,
  userId: string,
  list: ImageList,
  buffers: Buffer[],
  db?: Db,
): Promise<Result<number>> {
  const d = db ?? (await getDb());
  const saved: string[] = [];
  const dropSaved = async () => {
    for (const url of saved) await deleteImage(d, { clinicId, url }).catch(() => {});
  };
  try {
    for (const buffer of buffers) {
      const img = await saveImage(d, {
        buffer,
        clinicId,
        userId,
        maxWidth: 1600,
        maxHeight: 1600,
        field: "images",
      });
      if (!img.ok) {
        await dropSaved();
        return img;
      }
      saved.push(img.value.url);
    }
    const added = await d.transaction(async (tx): Promise<Result<number>> => {
      const [row] = await tx
        .select({ images: listColumn(list) })
        .from(clinics)
        .where(eq(clinics.id, clinicId))
        .for("update");
      if (!row) return fieldFailure("images", "Clinic not found");
      const next = [...row.images, ...saved];
      if (next.length > listMax(list)) {
        return fieldFailure(
          "images",
          `You can show at most ${listMax(list)} ${list === "photos" ? "gallery photos" : "interior images"}. Delete some first.`,
        );
      }
      await tx
        .update(clinics)
        .set({ [listKey(list)]: next, updatedAt: new Date() })
        .where(eq(clinics.id, clinicId));
      return ok(saved.length);
    });
    if (!added.ok) await dropSaved();
    return added;
  } catch (err) {
    await dropSaved();
    throw err;
  }
}

type ImageEdit =
  | { kind: "move"; url: string; direction: "up" | "down" }
  | { kind: "reorder"; urls: string[] }
  | { kind: "remove"; url: string }
  | { kind: "transfer"; url: string };

/**
 * Reorders, removes, or moves an image between the gallery and the interior list. An image
 * that is not in the clinic's list is not found (404); a move into a full list is a 409.
 */
export async function editClinicImages(
  clinicId: string,
  list: ImageList,
  edit: ImageEdit,
  db?: Db,
): Promise<Result> {
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const [row] = await tx
      .select({ photos: clinics.photos, interiorImages: clinics.interiorImages })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .for("update");
    if (!row) return profileNotFound("image");
    const images = [...row[listKey(list)]];
    const set: Partial<Record<"photos" | "interiorImages", string[]>> = {};
    if (edit.kind === "reorder") {
      if (!sameList(images, edit.urls) || new Set(edit.urls).size !== edit.urls.length)
        return profileNotFound("image");
      set[listKey(list)] = edit.urls;
    } else {
      const i = images.indexOf(edit.url);
      if (i < 0) return profileNotFound("image");
      if (edit.kind === "move") {
        const j = edit.direction === "up" ? i - 1 : i + 1;
        if (j < 0 || j >= images.length) return ok();
        [images[i], images[j]] = [images[j]!, images[i]!];
        set[listKey(list)] = images;
      } else if (edit.kind === "remove") {
        images.splice(i, 1);
        set[listKey(list)] = images;
        const other = row[listKey(list === "photos" ? "interior" : "photos")];
        if (!other.includes(edit.url)) await dropImage(tx, clinicId, edit.url);
      } else {
        const target: ImageList = list === "photos" ? "interior" : "photos";
        const targetImages = [...row[listKey(target)]];
        if (targetImages.length >= listMax(target))
          return failure(
            409,
            target === "interior"
              ? `The interior section holds at most ${MAX_INTERIOR_IMAGES} images.`
              : `The gallery holds at most ${MAX_GALLERY_PHOTOS} photos.`,
          );
        images.splice(i, 1);
        // "Set as interior image" puts it first: the interior section leads with it.
        set[listKey(list)] = images;
        set[listKey(target)] =
          target === "interior" ? [edit.url, ...targetImages] : [...targetImages, edit.url];
      }
    }
    await tx
      .update(clinics)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(clinics.id, clinicId));
    return ok();
  });
}

/* ------------------------------------------------------------------ cases */

type CaseData = z.output<typeof CaseSchema>;

export async function listCases(clinicId: string, page: number, db?: Db) {
  const d = db ?? (await getDb());
  const [[total], rows] = await Promise.all([
    d.select({ n: count() }).from(beforeAfterCases).where(eq(beforeAfterCases.clinicId, clinicId)),
    d
      .select({
        id: beforeAfterCases.id,
        title: beforeAfterCases.title,
        treatmentType: beforeAfterCases.treatmentType,
        beforeImage: beforeAfterCases.beforeImage,
        afterImage: beforeAfterCases.afterImage,
        timeframe: beforeAfterCases.timeframe,
        doctorName: beforeAfterCases.doctorName,
        patientInfo: beforeAfterCases.patientInfo,
        description: beforeAfterCases.description,
      })
      .from(beforeAfterCases)
      .where(eq(beforeAfterCases.clinicId, clinicId))
      .orderBy(
        asc(beforeAfterCases.sortOrder),
        asc(beforeAfterCases.title),
        asc(beforeAfterCases.id),
      )
      .limit(CASES_PER_PAGE)
      .offset((page - 1) * CASES_PER_PAGE),
  ]);
  const n = Number(total?.n ?? 0);
  return { rows, total: n, page, pages: Math.max(1, Math.ceil(n / CASES_PER_PAGE)) };
}

async function ownedCase(tx: DbExecutor, clinicId: string, id: string) {
  const [row] = await tx
    .select({
      id: beforeAfterCases.id,
      beforeImage: beforeAfterCases.beforeImage,
      afterImage: beforeAfterCases.afterImage,
    })
    .from(beforeAfterCases)
    .where(and(eq(beforeAfterCases.id, id), eq(beforeAfterCases.clinicId, clinicId)))
    .for("update");
  return row ?? null;
}

/**
 * A refused before or after image is a failure shown at `beforeImage` (as the case form has
 * always shown it); the images already stored are removed again.
 */
export async function createCase(
  clinicId: string,
  userId: string,
  input: CaseData,
  images: { before: Buffer; after: Buffer },
  db?: Db,
): Promise<Result<string>> {
  const d = db ?? (await getDb());
  const savedBefore = await saveImage(d, {
    buffer: images.before,
    clinicId,
    userId,
    field: "beforeImage",
  });
  if (!savedBefore.ok) return savedBefore;
  const before = savedBefore.value;
  let after: { url: string } | null = null;
  try {
    const savedAfter = await saveImage(d, {
      buffer: images.after,
      clinicId,
      userId,
      field: "beforeImage",
    });
    if (!savedAfter.ok) {
      await deleteImage(d, { clinicId, url: before.url }).catch(() => {});
      return savedAfter;
    }
    after = savedAfter.value;
    const id = await d.transaction(async (tx) => {
      const [clinic] = await tx
        .select({ slug: clinics.slug })
        .from(clinics)
        .where(eq(clinics.id, clinicId));
      const [m] = await tx
        .select({ v: max(beforeAfterCases.sortOrder) })
        .from(beforeAfterCases)
        .where(eq(beforeAfterCases.clinicId, clinicId));
      const [row] = await tx
        .insert(beforeAfterCases)
        .values({
          clinicId,
          slug: `${clinic?.slug ?? "clinic"}-${slugPart(input.title)}-${shortId()}`,
          ...input,
          beforeImage: before.url,
          afterImage: after!.url,
          sortOrder: (m?.v ?? -1) + 1,
        })
        .returning({ id: beforeAfterCases.id });
      return row!.id;
    });
    return ok(id);
  } catch (err) {
    await deleteImage(d, { clinicId, url: before.url }).catch(() => {});
    if (after) await deleteImage(d, { clinicId, url: after.url }).catch(() => {});
    throw err;
  }
}

export async function updateCase(
  clinicId: string,
  userId: string,
  id: string,
  input: CaseData,
  images: { before?: Buffer; after?: Buffer },
  db?: Db,
): Promise<Result> {
  const d = db ?? (await getDb());
  const existing = await ownedCase(d, clinicId, id);
  if (!existing) return profileNotFound("case");
  const saved: { before?: string; after?: string } = {};
  const dropSaved = async () => {
    for (const url of Object.values(saved)) await deleteImage(d, { clinicId, url }).catch(() => {});
  };
  try {
    for (const side of ["before", "after"] as const) {
      const buffer = images[side];
      if (!buffer) continue;
      // A refused image of either side is shown at the before image, as the form always has.
      const img = await saveImage(d, { buffer, clinicId, userId, field: "beforeImage" });
      if (!img.ok) {
        await dropSaved();
        return img;
      }
      saved[side] = img.value.url;
    }
    return await d.transaction(async (tx) => {
      const row = await ownedCase(tx, clinicId, id);
      if (!row) throw new GoneError();
      await tx
        .update(beforeAfterCases)
        .set({
          ...input,
          ...(saved.before ? { beforeImage: saved.before } : {}),
          ...(saved.after ? { afterImage: saved.after } : {}),
        })
        .where(and(eq(beforeAfterCases.id, id), eq(beforeAfterCases.clinicId, clinicId)));
      if (saved.before) await dropImage(tx, clinicId, row.beforeImage);
      if (saved.after) await dropImage(tx, clinicId, row.afterImage);
      return ok();
    });
  } catch (err) {
    await dropSaved();
    if (err instanceof GoneError) return profileNotFound("case");
    throw err;
  }
}

export async function deleteCase(clinicId: string, id: string, db?: Db): Promise<Result> {
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const [row] = await tx
      .delete(beforeAfterCases)
      .where(and(eq(beforeAfterCases.id, id), eq(beforeAfterCases.clinicId, clinicId)))
      .returning({
        beforeImage: beforeAfterCases.beforeImage,
        afterImage: beforeAfterCases.afterImage,
      });
    if (!row) return profileNotFound("case");
    await dropImage(tx, clinicId, row.beforeImage);
    await dropImage(tx, clinicId, row.afterImage);
    return ok();
  });
}

/* ------------------------------------------------------------------ doctors */

/** A doctor's verification cleared: entered, not yet checked (decision 051). */
const UNCHECKED = {
  verificationStatus: "unverified" as const,
  verifiedAt: null,
  verifiedBy: null,
  verificationMethod: null,
  verificationNote: null,
  verificationExpiresAt: null,
};

type DoctorData = z.output<typeof DoctorSchema>;

const doctorColumns = {
  id: doctors.id,
  name: doctors.name,
  title: doctors.title,
  specialty: doctors.specialty,
  languages: doctors.languages,
  yearsExperience: doctors.yearsExperience,
  photo: doctors.photo,
  licenseNumber: doctors.licenseNumber,
  registryUrl: doctors.registryUrl,
  regulator: doctors.regulator,
  boardCertification: doctors.boardCertification,
  licenceExpiresOn: doctors.licenceExpiresOn,
  proceduresPerYear: doctors.proceduresPerYear,
  verificationStatus: doctors.verificationStatus,
  verifiedAt: doctors.verifiedAt,
  verificationExpiresAt: doctors.verificationExpiresAt,
  sortOrder: doctors.sortOrder,
};

export async function listDoctors(clinicId: string, page: number, db?: Db) {
  const d = db ?? (await getDb());
  const [[total], rows] = await Promise.all([
    d.select({ n: count() }).from(doctors).where(eq(doctors.clinicId, clinicId)),
    d
      .select(doctorColumns)
      .from(doctors)
      .where(eq(doctors.clinicId, clinicId))
      .orderBy(asc(doctors.sortOrder), asc(doctors.name), asc(doctors.id))
      .limit(DOCTORS_PER_PAGE)
      .offset((page - 1) * DOCTORS_PER_PAGE),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    rows,
    total: n,
    page,
    pages: Math.max(1, Math.ceil(n / DOCTORS_PER_PAGE)),
    offset: (page - 1) * DOCTORS_PER_PAGE,
  };
}

export async function getDoctor(clinicId: string, id: string, db?: Db) {
  const d = db ?? (await getDb());
  const [row] = await d
    .select(doctorColumns)
    .from(doctors)
    .where(and(eq(doctors.id, id), eq(doctors.clinicId, clinicId)))
    .limit(1);
  return row ?? null;
}

/** A doctor's photo, at most 600 px; a refused file is a failure at `photo`. */
function doctorPhoto(d: Db, clinicId: string, userId: string, buffer: Buffer) {
  return saveImage(d, {
    buffer,
    clinicId,
    userId,
    maxWidth: 600,
    maxHeight: 600,
    field: "photo",
  });
}

export async function createDoctor(
  clinicId: string,
  userId: string,
  input: DoctorData,
  photo: Buffer | null,
  db?: Db,
): Promise<Result<string>> {
  const d = db ?? (await getDb());
  const savedPhoto = photo ? await doctorPhoto(d, clinicId, userId, photo) : null;
  if (savedPhoto && !savedPhoto.ok) return savedPhoto;
  const saved = savedPhoto?.value ?? null;
  try {
    const id = await d.transaction(async (tx) => {
      const [m] = await tx
        .select({ v: max(doctors.sortOrder) })
        .from(doctors)
        .where(eq(doctors.clinicId, clinicId));
      const [row] = await tx
        .insert(doctors)
        .values({
          clinicId,
          slug: `${slugPart(input.name)}-${shortId()}`,
          ...input,
          photo: saved?.url ?? null,
          sortOrder: (m?.v ?? -1) + 1,
        })
        .returning({ id: doctors.id });
      return row!.id;
    });
    return ok(id);
  } catch (err) {
    if (saved) await deleteImage(d, { clinicId, url: saved.url }).catch(() => {});
    throw err;
  }
}

export async function updateDoctor(
  clinicId: string,
  userId: string,
  id: string,
  input: DoctorData,
  photo: { replace: Buffer } | { remove: true } | null,
  db?: Db,
): Promise<Result> {
  const d = db ?? (await getDb());
  if (!(await getDoctor(clinicId, id, d))) return doctorNotFound();
  const savedPhoto =
    photo && "replace" in photo ? await doctorPhoto(d, clinicId, userId, photo.replace) : null;
  if (savedPhoto && !savedPhoto.ok) return savedPhoto;
  const saved = savedPhoto?.value ?? null;
  try {
    return await d.transaction(async (tx) => {
      const [row] = await tx
        .select({
          photo: doctors.photo,
          licenseNumber: doctors.licenseNumber,
          regulator: doctors.regulator,
          licenceExpiresOn: doctors.licenceExpiresOn,
          verificationStatus: doctors.verificationStatus,
        })
        .from(doctors)
        .where(and(eq(doctors.id, id), eq(doctors.clinicId, clinicId)))
        .for("update");
      if (!row) throw new GoneError();
      const newPhoto = saved ? saved.url : photo && "remove" in photo ? null : row.photo;
      // What an admin checked (number, regulator, licence expiry) changed: a new check is
      // needed, so a verified (or rejected, expired) doctor is unverified again (decision 051).
      const recheck =
        row.verificationStatus !== "unverified" &&
        (row.licenseNumber !== input.licenseNumber ||
          row.regulator !== input.regulator ||
          row.licenceExpiresOn !== input.licenceExpiresOn);
      await tx
        .update(doctors)
        .set({ ...input, photo: newPhoto, ...(recheck ? UNCHECKED : {}) })
        .where(and(eq(doctors.id, id), eq(doctors.clinicId, clinicId)));
      if (newPhoto !== row.photo) await dropImage(tx, clinicId, row.photo);
      return ok();
    });
  } catch (err) {
    if (saved) await deleteImage(d, { clinicId, url: saved.url }).catch(() => {});
    if (err instanceof GoneError) return doctorNotFound();
    throw err;
  }
}

export async function deleteDoctor(clinicId: string, id: string, db?: Db): Promise<Result> {
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const [row] = await tx
      .delete(doctors)
      .where(and(eq(doctors.id, id), eq(doctors.clinicId, clinicId)))
      .returning({ photo: doctors.photo });
    if (!row) return doctorNotFound();
    await dropImage(tx, clinicId, row.photo);
    return ok();
  });
}

/** Moves a doctor one place up or down in the clinic's order (renumbers the whole team). */
export async function moveDoctor(
  clinicId: string,
  id: string,
  direction: "up" | "down",
  db?: Db,
): Promise<Result> {
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const rows = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.clinicId, clinicId))
      .orderBy(asc(doctors.sortOrder), asc(doctors.name), asc(doctors.id))
      .for("update");
    const i = rows.findIndex((r) => r.id === id);
    if (i < 0) return doctorNotFound();
    const j = direction === "up" ? i - 1 : i + 1;
    if (j < 0 || j >= rows.length) return ok();
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    for (const [n, r] of rows.entries()) {
      await tx
        .update(doctors)
        .set({ sortOrder: n })
        .where(and(eq(doctors.id, r.id), eq(doctors.clinicId, clinicId)));
    }
    return ok();
  });
}

export async function getCase(clinicId: string, id: string, db?: Db) {
  const d = db ?? (await getDb());
  const [row] = await d
    .select({
      id: beforeAfterCases.id,
      title: beforeAfterCases.title,
      treatmentType: beforeAfterCases.treatmentType,
      beforeImage: beforeAfterCases.beforeImage,
      afterImage: beforeAfterCases.afterImage,
      timeframe: beforeAfterCases.timeframe,
      doctorName: beforeAfterCases.doctorName,
      patientInfo: beforeAfterCases.patientInfo,
      description: beforeAfterCases.description,
    })
    .from(beforeAfterCases)
    .where(and(eq(beforeAfterCases.id, id), eq(beforeAfterCases.clinicId, clinicId)))
    .limit(1);
  return row ?? null;
}
