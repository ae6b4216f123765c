import { signUpWithEmail } from "~/features/accounts/auth-flows.server";
import { authI18n, authPath } from "~/features/accounts/auth-messages.server";
import { PASSWORDS_DO_NOT_MATCH, SignUpSchema } from "~/features/accounts/auth-schema";
import { parseFavoriteKey } from "~/features/favorites/favorites-schema";
import { CHECK_FIELDS } from "~/utils/action.server";
import { safeRedirect } from "~/utils/redirect.server";
import { failure } from "~/utils/result";
import { answer, intent, safely, toastOf } from "./intent.server";

/** A new patient account: a confirmation link is mailed; the account is used once confirmed. */
export const signup = safely(
  intent({
    schema: SignUpSchema,
    invalid: (errors) =>
      failure(
        400,
        errors.confirmPassword === PASSWORDS_DO_NOT_MATCH ? PASSWORDS_DO_NOT_MATCH : CHECK_FIELDS,
        errors,
      ),
    run: async (input, { request, form }) => {
      // A pending favourite or return path survives the detour through the mailbox.
      const url = new URL(request.url);
      const pending = new URLSearchParams();
      if (form.get("redirectTo"))
        pending.set(
          "redirectTo",
          safeRedirect(form.get("redirectTo") ?? url.searchParams.get("redirectTo"), "/dashboard"),
        );
      const favorite = String(form.get("favorite") ?? url.searchParams.get("favorite") ?? "");
      if (parseFavoriteKey(favorite)) pending.set("favorite", favorite);
      // The confirmation link lands on a page in the language of the one signed up on.
      const callbackURL = pending.size
        ? `${authPath(request, "/auth")}?${pending}`
        : authPath(request, "/");
      const r = await signUpWithEmail(request, { ...input, callbackURL });
      // A password problem is said once, at the password field; other failures in the banner.
      if (!r.ok && r.code === "WEAK_PASSWORD")
        return failure(r.status, "", { password: r.message });
      return r;
    },
    done: (email, _input, { request }) => {
      const i18n = authI18n(request);
      return answer({
        intent: "signup",
        verify: email,
        toast: toastOf(
          "success",
          i18n._("auth-msg.toast.signup.title"),
          i18n._("auth-msg.toast.signup.text"),
        ),
      });
    },
  }),
);
