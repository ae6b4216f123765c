import { data } from "react-router";
import { type ResultToast } from "~/components/forms/result-toast";
import { authI18n, localizedFailure } from "~/features/accounts/auth-messages.server";
import { EmailSchema } from "~/features/accounts/auth-schema";
import type { AuthActionResult } from "~/features/accounts/components/auth-form-result";
import { type Intent, type IntentContext, intentsFor, rescued } from "~/utils/action.server";
import { GENERIC_AUTH_ERROR } from "~/utils/auth.server";
import { type Failure, failure } from "~/utils/result";

/** /auth's actions: sign in, sign up, and a new confirmation link; nobody is signed in yet. */

export const intent = intentsFor<undefined, AuthActionResult>();

export const toastOf = (
  type: ResultToast["type"],
  title: string,
  description?: string,
): ResultToast => ({ id: crypto.randomUUID(), type, title, description });

export function answer(body: AuthActionResult, status = 200) {
  return data(body, { status, headers: { "Cache-Control": "no-store" } });
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/**
 * A failure on the auth page. Field errors stand beside the fields, with a toast that sums them
 * up and no banner; a failure with no message of its own (a weak password) is said only at its
 * field; any other failure is a banner and a toast. What was typed comes back (never the
 * password), and a failed resend keeps the "check your email" panel open.
 */
export function replyFailure(
  failed: Failure,
  { intent: name, form, request }: IntentContext<undefined>,
) {
  // In the page's language (/de/auth: German).
  const i18n = authI18n(request);
  const f = localizedFailure(i18n, failed);
  const result: AuthActionResult = { intent: name as AuthActionResult["intent"] };
  const expected = f.status < 500;
  if (expected && name === "signin") result.values = { email: text(form, "email") };
  if (expected && name === "signup")
    result.values = { name: text(form, "name"), email: text(form, "email") };
  if (expected && name === "resend") {
    const email = EmailSchema.safeParse(form.get("email"));
    if (email.success) result.verify = email.data;
  }
  if (f.fieldErrors) result.fieldErrors = f.fieldErrors;
  else result.formError = f.message;
  if (f.message) result.toast = toastOf("error", i18n._("auth-msg.toast.error"), f.message);
  return answer(result, f.status);
}

/** An unexpected error while signing in or up: logged, and a generic message on the page. */
export function safely(run: Intent<undefined, AuthActionResult>) {
  return rescued(run, (error) => {
    console.error("[auth] action failed", error);
    return failure(500, GENERIC_AUTH_ERROR);
  });
}
