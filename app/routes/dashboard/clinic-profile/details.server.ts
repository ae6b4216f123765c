import {
  CLINIC_DETAIL_FIELDS,
  ClinicDetailsSchema,
  pickStrings,
} from "~/features/clinics/editor-schema";
import { updateClinicDetails } from "~/features/clinics/editor.server";
import { fieldFailure, ok } from "~/utils/result";
import { intent, notFound, saved } from "./intent.server";

/** The clinic's details form: name, address, city, texts, languages, location, social links. */
export const details = intent({
  schema: ClinicDetailsSchema,
  input: (form) => pickStrings(form, CLINIC_DETAIL_FIELDS),
  run: async (input, { user }) => {
    const r = await updateClinicDetails(user.clinicId, input);
    if (r.outcome === "bad_city") return fieldFailure("cityId", "Choose a city");
    if (r.outcome === "not_found") return notFound("clinic");
    return ok(r.sentToReview);
  },
  done: (sentToReview, _input, ctx) =>
    sentToReview
      ? saved(
          ctx,
          "Profile saved: pending review",
          "You changed the name, address or certifications, so the CareAtlas team will check them before the Verified badge returns.",
        )
      : saved(ctx, "Profile saved", "Your public clinic page shows the changes now."),
});
