import { data } from "react-router";
import { changeEmail } from "~/features/accounts/account-settings.server";
import { ChangeEmailSchema } from "~/features/accounts/auth-schema";
import { formI18n, intent, signedIn, toastOf } from "./intent.server";

/** A new email address: confirmed by a link sent to it. */
export const changeEmailIntent = intent({
  guard: signedIn,
  schema: ChangeEmailSchema,
  run: (input, { request, user }) => changeEmail(request, user, input),
  done: async (_r, input, { intent: name, request }) => {
    const i18n = await formI18n(request);
    return data({
      intent: name,
      emailChangeSentTo: input.newEmail,
      toast: toastOf(
        "success",
        i18n._("dashboard-msg.email.sent.title"),
        i18n._("dashboard-msg.email.sent.text"),
      ),
    });
  },
});
