import { changePassword } from "~/features/accounts/account-settings.server";
import { ChangePasswordSchema } from "~/features/accounts/auth-schema";
import { CHECK_FIELDS } from "~/utils/action.server";
import { failure } from "~/utils/result";
import { formI18n, intent, redirectWithSession, signedIn } from "./intent.server";

/** A new password: other devices are signed out, this one gets a fresh session. */
export const changePasswordIntent = intent({
  guard: signedIn,
  schema: ChangePasswordSchema,
  invalid: (errors) => failure(400, errors.confirmPassword ?? CHECK_FIELDS, errors),
  run: (input, { request, user }) => changePassword(request, user, input),
  done: async (session, _input, { request }) => {
    const i18n = await formI18n(request);
    return redirectWithSession("/dashboard/profile", session, {
      type: "success",
      title: i18n._("dashboard-msg.password.changed.title"),
      description: i18n._("dashboard-msg.password.changed.text"),
    });
  },
});
