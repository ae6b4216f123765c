import { data, redirect } from "react-router";
import { type ResultToast } from "~/components/forms/result-toast";
import type { DashboardActionResult } from "~/features/accounts/components/profile-tab";
import { type IntentContext, type Reply, intentsFor } from "~/utils/action.server";
import { appendSetCookies } from "~/utils/auth.server";
import { requireUser } from "~/utils/permissions.server";
import type { Failure } from "~/utils/result";
import { type ToastInput, toastSetCookie } from "~/utils/toast.server";
import { twoFactorSetupFromForm } from "./two-factor-setup.server";
import { profileValues } from "./values";

/**
 * The profile tab's actions. The body is read first: the profile form's own intent keeps what
 * was typed when the session has ended, so it checks the user itself; every other intent
 * requires a signed-in user before its input is looked at.
 */

export const intent = intentsFor<undefined, DashboardActionResult>();

export const signedIn = ({ request }: IntentContext<undefined>) => requireUser(request);

export const toastOf = (
  type: ResultToast["type"],
  title: string,
  description?: string,
): ResultToast => ({ id: crypto.randomUUID(), type, title, description });

/** Shown beside the form the intent belongs to, and as an error toast. */
export function replyFailure(
  f: Failure,
  { intent: name, form }: IntentContext<undefined>,
): Reply<DashboardActionResult> {
  const result: DashboardActionResult = {
    intent: name,
    formError: f.message,
    toast: toastOf("error", "Error", f.message),
    ...(f.fieldErrors ? { fieldErrors: f.fieldErrors } : {}),
  };
  if (name === "profile") {
    result.values = profileValues(form);
    // A field that did not pass: the toast says what failed, the fields say why.
    if (f.status === 400) result.toast = toastOf("error", "Error", "Failed to update profile");
  }
  if (name === "2fa-confirm") result.twoFactorSetup = twoFactorSetupFromForm(form);
  return data(result, { status: f.status });
}

export function tooLarge() {
  return data<DashboardActionResult>(
    {
      intent: "profile",
      fieldErrors: { photo: "The photo must be 5 MB or smaller." },
      formError: "The photo must be 5 MB or smaller.",
      toast: toastOf("error", "Error", "Failed to update profile"),
    },
    { status: 413 },
  );
}

/** Back to `to` with better-auth's new session cookies and a flash toast. */
export async function redirectWithSession(
  to: string,
  session: Headers | null | undefined,
  toast: ToastInput,
) {
  const headers = appendSetCookies(new Headers(), session);
  headers.append("Set-Cookie", await toastSetCookie(toast));
  return redirect(to, { headers });
}
