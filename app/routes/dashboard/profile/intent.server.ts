import type { I18n } from "@lingui/core";
import { data, redirect } from "react-router";
import { type ResultToast } from "~/components/forms/result-toast";
import type { DashboardActionResult } from "~/features/accounts/components/profile-tab";
import { i18nFor } from "~/i18n/catalog.server";
import { formLocale } from "~/i18n/page.server";
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

/** The catalogue of the page a form was posted from: its toasts' language (decision 049). */
export async function formI18n(request: Request): Promise<I18n> {
  return i18nFor(await formLocale(request));
}

/** Shown beside the form the intent belongs to, and as an error toast. */
export async function replyFailure(
  f: Failure,
  { intent: name, form, request }: IntentContext<undefined>,
): Promise<Reply<DashboardActionResult>> {
  const i18n = await formI18n(request);
  const error = i18n._("dashboard-msg.error");
  const result: DashboardActionResult = {
    intent: name,
    formError: f.message,
    toast: toastOf("error", error, f.message),
    ...(f.fieldErrors ? { fieldErrors: f.fieldErrors } : {}),
  };
  if (name === "profile") {
    result.values = profileValues(form);
    if (f.status === 401) result.sessionEnded = true;
    // A field that did not pass: the toast says what failed, the fields say why.
    if (f.status === 400)
      result.toast = toastOf("error", error, i18n._("dashboard-msg.profile.failed"));
  }
  if (name === "2fa-confirm") result.twoFactorSetup = twoFactorSetupFromForm(form);
  return data(result, { status: f.status });
}

export async function tooLarge({ request }: { request: Request }) {
  const i18n = await formI18n(request);
  const message = i18n._("dashboard-msg.photo.size");
  return data<DashboardActionResult>(
    {
      intent: "profile",
      fieldErrors: { photo: message },
      formError: message,
      toast: toastOf(
        "error",
        i18n._("dashboard-msg.error"),
        i18n._("dashboard-msg.profile.failed"),
      ),
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
