import {
  CLINIC_DETAIL_FIELDS,
  ClinicDetailsSchema,
  pickStrings,
} from "~/features/clinics/editor-schema";
import { updateClinicDetails } from "~/features/clinics/editor.server";
import { ok } from "~/utils/result";
import { intent, saved } from "./intent.server";

/** The clinic's details form: name, address, city, texts, languages, location, social links. */
export const details = intent({
  schema: ClinicDetailsSchema,
  input: (form) => pickStrings(form, CLINIC_DETAIL_FIELDS),
  run: async (input, { user }) => {
    const r = await updateClinicDetails(user.clinicId, input);
    return r.ok ? ok(r.value.sentToReview) : r;
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
