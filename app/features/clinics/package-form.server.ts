import { fieldErrors } from "~/utils/validation";
import { PackageInputError, createPackage, updatePackage } from "./own-packages.server";
import {
  PACKAGE_IMAGES_MAX,
  PackageSchema,
  packageValuesFrom,
  type PackageFormValues,
} from "./package-schema";

/** Largest package form body: eight photos of up to 10 MB plus the text. */
export const PACKAGE_FORM_MAX_BYTES = PACKAGE_IMAGES_MAX * 10 * 1024 * 1024 + 256 * 1024;

export type PackageFormResult =
  | { ok: true; id: string; slug: string }
  | {
      ok: false;
      status: number;
      values: PackageFormValues;
      fieldErrors: Record<string, string>;
      formError: string;
      keepImages: string[];
    };

/** Image storage, handed in by the route (features do not import each other). */
export type MediaPort = {
  /** Stores one upload for the clinic; throws an Error whose message fits beside the field. */
  save: (buffer: Buffer) => Promise<{ url: string }>;
  /** Removes one of the clinic's own uploads by URL (others' and catalogue images are kept). */
  remove: (url: string) => Promise<void>;
  /** True when the error is a refused image (its message is for the user). */
  isRefusal: (err: unknown) => boolean;
};

/**
 * Validates and saves the package form (new when `existing` is null): zod on the fields, only
 * photos the package already had can be kept, new uploads are checked and stored, removed ones
 * are deleted after the save. Nothing is written when anything is wrong.
 */
export async function submitPackageForm(input: {
  form: FormData;
  clinicId: string;
  existing: { id: string; images: string[] } | null;
  media: MediaPort;
}): Promise<PackageFormResult> {
  const { form, clinicId, existing, media } = input;
  const values = packageValuesFrom(form);
  const current = existing?.images ?? [];
  const keepWanted = form.getAll("keepImage").filter((v): v is string => typeof v === "string");
  // Only photos of this very package can be kept (a form cannot borrow other images).
  const keepImages = current.filter((u) => keepWanted.includes(u));
  const files = form
    .getAll("images")
    .filter(
      (f): f is File => typeof f === "object" && f !== null && "arrayBuffer" in f && f.size > 0,
    );
  const fail = (status: number, fieldErrors: Record<string, string>, formError?: string) => ({
    ok: false as const,
    status,
    values,
    fieldErrors,
    formError: formError ?? "Please check the highlighted fields.",
    keepImages,
  });

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
    try {
      const saved = await media.save(Buffer.from(await file.arrayBuffer()));
      uploaded.push(saved.url);
    } catch (err) {
      await dropUploads();
      if (media.isRefusal(err)) {
        return fail(400, { images: `${file.name}: ${(err as Error).message}` });
      }
      throw err;
    }
  }
  const images = [...keepImages, ...uploaded];

  try {
    if (existing) {
      const ok = await updatePackage(clinicId, existing.id, parsed.data, images);
      if (!ok) {
        await dropUploads();
        return fail(404, {}, "Package not found.");
      }
      for (const u of current.filter((x) => !images.includes(x))) {
        await media.remove(u).catch(() => {});
      }
      return { ok: true, id: existing.id, slug: "" };
    }
    const created = await createPackage(clinicId, parsed.data, { images });
    return { ok: true, ...created };
  } catch (err) {
    await dropUploads();
    if (err instanceof PackageInputError) return fail(400, { [err.field]: err.message });
    throw err;
  }
}
