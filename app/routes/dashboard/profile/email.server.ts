import { data } from "react-router";
import { changeEmail } from "~/features/accounts/account-settings.server";
import { ChangeEmailSchema } from "~/features/accounts/auth-schema";
import { intent, signedIn, toastOf } from "./intent.server";

/** A new email address: confirmed by a link sent to it. */
export const changeEmailIntent = intent({
  guard: signedIn,
  schema: ChangeEmailSchema,
  run: (input, { request, user }) => changeEmail(request, user, input),
  done: (_r, input, { intent: name }) =>
    data({
      intent: name,
      emailChangeSentTo: input.newEmail,
      toast: toastOf(
        "success",
        "Check your email",
        "We've sent a confirmation link to your new address",
      ),
    }),
});
