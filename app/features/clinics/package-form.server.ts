import { type Failure, type Result, failure, ok } from "~/utils/result";
import { fieldErrors } from "~/utils/validation";
import { createPackage, updatePackage } from "./own-packages.server";
import {
  PACKAGE_IMAGES_MAX,
  PackageSchema,
  packageValuesFrom,
  type PackageFormValues,
} from "./package-schema";

/** Largest package form body: eight photos of up to 10 MB plus the text. */
export const PACKAGE_FORM_MAX_BYTES = PACKAGE_IMAGES_MAX * 10 * 1024 * 1024 + 256 * 1024;

/** What the package form shows again after a failure: what was typed, the errors, the photos kept. */
export type PackageFormFailure = {
  values: PackageFormValues;
  fieldErrors: Record<string, string>;
  formError: string;
  keepImages: string[];
};

/** The photos of the package (`current`) the form asks to keep; a form cannot borrow others. */
function keptImages(form: FormData, current: string[]): string[] {
  const keepWanted = form.getAll("keepImage").filter((v): v is string => typeof v === "string");
  return current.filter((u) => keepWanted.includes(u));
}

/** A failure of the package form as the form shows it, from what the form sent. */
export function packageFormFailure(
  f: Failure,
  form: FormData,
  current: string[],
): PackageFormFailure {
  return {
    values: packageValuesFrom(form),
    fieldErrors: f.fieldErrors ?? {},
    formError: f.message,
    keepImages: keptImages(form, current),
  };
}

/** Image storage, handed in by the route (features do not import each other). */
export type MediaPort = {
  /**
   * Stores one upload for the clinic; a refused image is a failure whose message is for the user
   * (storage and database errors throw).
   */
  save: (buffer: Buffer) => Promise<Result<{ url: string }>>;
  /** Removes one of the clinic's own uploads by URL (others' and catalogue images are kept). */
  remove: (url: string) => Promise<void>;
};

/**
 * Validates and saves the package form (new when `existing` is null): zod on the fields, only
 * photos the package already had can be kept, new uploads are checked and stored, removed ones
 * are deleted after the save. With `publish`, the same write publishes or unpublishes the
 * package. Nothing is written when anything is wrong.
 */
export async function submitPackageForm(input: {
  form: FormData;
  clinicId: string;
  existing: { id: string; images: string[] } | null;
  media: MediaPort;
  publish?: boolean;
}): Promise<Result<{ id: string; slug: string }>> {
  const { form, clinicId, existing, media, publish } = input;
  const values = packageValuesFrom(form);
  const current = existing?.images ?? [];
  // Only photos of this very package can be kept (a form cannot borrow other images).
  const keepImages = keptImages(form, current);
  const files = form
    .getAll("images")
    .filter(
      (f): f is File => typeof f === "object" && f !== null && "arrayBuffer" in f && f.size > 0,
    );
  const fail = (status: number, fieldErrors: Record<string, string>, formError?: string) =>
    failure(status, formError ?? "Please check the highlighted fields.", fieldErrors);

  const parsed = PackageSchema.safeParse(values);
  if (!parsed.success) return fail(400, fieldErrors(parsed.error));
  if (keepImages.length + files.length > PACKAGE_IMAGES_MAX) {
    return fail(400, {
      images: `A package can have at most ${PACKAGE_IMAGES_MAX} photos. Remove some first.`,
    });
  }

  const uploaded: string[] = [];
  const dropUploads = () => Promise.all(uploaded.map((u) => media.remove(u).catch(() => {})));
  for (const file of files) {
    let saved: Result<{ url: string }>;
    try {
      saved = await media.save(Buffer.from(await file.arrayBuffer()));
    } catch (err) {
      await dropUploads();
      throw err;
    }
    if (!saved.ok) {
      await dropUploads();
      return fail(saved.status, { images: `${file.name}: ${saved.message}` });
    }
    uploaded.push(saved.value.url);
  }
  const images = [...keepImages, ...uploaded];

  try {
    if (existing) {
      const updated = await updatePackage(clinicId, existing.id, parsed.data, images, {
        publish,
      });
      if (!updated.ok) {
        await dropUploads();
        return updated;
      }
      for (const u of current.filter((x) => !images.includes(x))) {
        await media.remove(u).catch(() => {});
      }
      return ok({ id: existing.id, slug: "" });
    }
    const created = await createPackage(clinicId, parsed.data, { images, publish });
    if (!created.ok) await dropUploads();
    return created;
  } catch (err) {
    await dropUploads();
    throw err;
  }
}
