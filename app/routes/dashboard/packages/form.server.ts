import { data } from "react-router";
import { getDb } from "~/db/client.server";
import {
  type MediaPort,
  type PackageFormFailure,
  packageFormFailure,
} from "~/features/clinics/package-form.server";
import type { PackageFormValues } from "~/features/clinics/package-schema";
import { deleteImage, saveImage } from "~/services/media/media.server";
import { CARE_STEPS, type CareTeamFormValues, careTeamValuesFrom } from "~/utils/care-team";
import type { Failure } from "~/utils/result";

/** What the new-package and edit-package forms share on the server. */

/** The clinic's image storage, as the package form saves and removes photos. */
export async function packageMedia(clinicId: string, userId: string): Promise<MediaPort> {
  const db = await getDb();
  return {
    save: (buffer) => saveImage(db, { buffer, clinicId, userId }),
    remove: async (url) => void (await deleteImage(db, { clinicId, url })),
  };
}

/** A failed save: the form again with what was typed, its errors and the photos kept. */
export function replyFormFailure(f: Failure, form: FormData, current: string[]) {
  return data<PackageFormFailure>(packageFormFailure(f, form, current), { status: f.status });
}

/** A body over the cap is not read: the form comes back as it was (or empty), with a 413. */
export function formTooLarge(values: PackageFormValues, keepImages: string[]) {
  return data<PackageFormFailure>(
    {
      values,
      fieldErrors: { images: "The photos are too large together: send at most 8 of 10 MB each." },
      formError: "The form was too large to send.",
      keepImages,
    },
    { status: 413 },
  );
}

/** A failed care-team save: what was chosen and the errors beside the fields. */
export type CareTeamFormFailure = {
  values: CareTeamFormValues;
  fieldErrors: Record<string, string>;
  formError: string;
};

export function replyCareTeamFailure(f: Failure, form: FormData) {
  return data<{ careTeam: CareTeamFormFailure }>(
    {
      careTeam: {
        values: careTeamValuesFrom(form, [...CARE_STEPS]),
        fieldErrors: f.fieldErrors ?? {},
        formError: f.message,
      },
    },
    { status: f.status },
  );
}
