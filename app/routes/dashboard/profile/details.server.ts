import { data } from "react-router";
import { ProfileSchema } from "~/features/accounts/profile-schema";
import { processProfilePhoto, updateProfile } from "~/features/accounts/profile.server";
import {
  prefsFromForm,
  saveNotificationPrefs,
} from "~/services/notifications/notifications.server";
import { CHECK_FIELDS } from "~/utils/action.server";
import { getUser } from "~/utils/permissions.server";
import { failure, fieldFailure, ok } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import { fieldErrors } from "~/utils/validation";
import { formI18n, intent, signedIn, toastOf } from "./intent.server";

/** The user's own profile card (name, phone, photo …) and their notification settings. */

export const profile = intent({
  // A session that ended keeps what was typed (spec: 'No user logged in'), so the user is
  // checked before the fields, and by the run rather than a redirecting guard.
  guard: ({ request }) => getUser(request),
  run: async (form, { user }) => {
    if (!user) return failure(401, "No user logged in");
    const parsed = ProfileSchema.safeParse(
      Object.fromEntries([...form].filter(([, v]) => typeof v === "string")),
    );
    if (!parsed.success) return failure(400, CHECK_FIELDS, fieldErrors(parsed.error));
    let photo: Buffer | null = null;
    const file = form.get("photo");
    if (file instanceof File && file.size > 0) {
      const processed = await processProfilePhoto(Buffer.from(await file.arrayBuffer()));
      if (!processed.ok) return fieldFailure("photo", processed.message);
      photo = processed.webp;
    }
    try {
      await updateProfile(user.id, parsed.data, photo);
    } catch (error) {
      console.error("[dashboard] profile update failed", error);
      return failure(500, "Failed to update profile");
    }
    return ok();
  },
  done: async (_v, _form, { request }) => {
    const i18n = await formI18n(request);
    return redirectWithToast("/dashboard/profile", {
      type: "success",
      title: i18n._("dashboard-msg.success"),
      description: i18n._("dashboard-msg.profile.updated"),
    });
  },
});

export const notifications = intent({
  guard: signedIn,
  run: async (form, { user }) => {
    await saveNotificationPrefs(user.id, prefsFromForm(form));
    return ok();
  },
  done: async (_v, _form, { intent: name, request }) => {
    const i18n = await formI18n(request);
    return data({
      intent: name,
      toast: toastOf("success", i18n._("dashboard-msg.notifications.saved")),
    });
  },
});
