import { resendVerificationEmail } from "~/features/accounts/auth-flows.server";
import { authI18n } from "~/features/accounts/auth-messages.server";
import { EmailSchema } from "~/features/accounts/auth-schema";
import { failure } from "~/utils/result";
import { answer, intent, safely, toastOf } from "./intent.server";

/** A new confirmation link for an account whose email is not confirmed yet. */
export const resend = safely(
  intent({
    schema: EmailSchema,
    input: (form) => form.get("email"),
    invalid: () => failure(400, "Enter a valid email address"),
    run: (email, { request }) => resendVerificationEmail(request, email),
    done: (_r, email, { request }) => {
      const i18n = authI18n(request);
      return answer({
        intent: "resend",
        verify: email,
        toast: toastOf(
          "success",
          i18n._("auth-msg.toast.resend.title"),
          i18n._("auth-msg.toast.resend.text"),
        ),
      });
    },
  }),
);
