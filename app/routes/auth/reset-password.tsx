import { data } from "react-router";
import { useResultToast } from "~/components/forms/result-toast";
import { isResetTokenValid, resetPassword } from "~/features/accounts/auth-flows.server";
import {
  AUTH_TEXT_VALUES,
  authI18n,
  authPath,
  localizedFailure,
} from "~/features/accounts/auth-messages.server";
import { ResetPasswordSchema } from "~/features/accounts/auth-schema";
import {
  type ResetPasswordResult,
  ResetPasswordPanel,
} from "~/features/accounts/components/reset-password-panel";
import { assertLanguagePrefix, pageI18n } from "~/i18n/page.server";
import { handleForm, intentsFor, rescued } from "~/utils/action.server";
import { GENERIC_AUTH_ERROR } from "~/utils/auth.server";
import { type Failure, failure } from "~/utils/result";
import { originFromMatches, seo } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/reset-password";
import { toastOf } from "./intent.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale, i18n, text } = pageI18n(params, ["auth."], AUTH_TEXT_VALUES);
  const raw = url.searchParams.get("token") ?? "";
  const token = /^[A-Za-z0-9_-]{8,200}$/.test(raw) ? raw : "";
  // Checked (not consumed) before showing the form: a used or expired link says so at once.
  const usable = token ? await isResetTokenValid(token) : false;
  return data(
    {
      locale,
      text,
      meta: {
        title: i18n._("auth.reset.title"),
        description: i18n._("auth.reset.meta.description"),
      },
      token: usable ? token : "",
      linkGiven: Boolean(raw),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const INVALID_LINK = "This reset link is invalid.";

const reset = intentsFor<undefined, ResetPasswordResult>()({
  schema: ResetPasswordSchema,
  invalid: (errors) =>
    errors.token
      ? failure(400, INVALID_LINK, { token: INVALID_LINK })
      : failure(400, errors.confirmPassword ?? errors.password ?? "Please check the form", errors),
  run: async ({ token, password }, { request }) => {
    const r = await resetPassword(request, { token, password });
    if (r.ok) return r;
    // A password problem is said once, at its field (no message of its own: no toast).
    if (r.code === "WEAK_PASSWORD") return failure(r.status, "", { password: r.message });
    if (r.code === "INVALID_TOKEN") return failure(r.status, r.message, { token: r.message });
    return r;
  },
  done: (_r, _input, { request }) => {
    const i18n = authI18n(request);
    return redirectWithToast(authPath(request, "/auth"), {
      type: "success",
      title: i18n._("auth-msg.toast.reset.title"),
      description: i18n._("auth-msg.toast.reset.text"),
    });
  },
});

/**
 * A used or expired link shows the way to a new one; field errors stand beside the fields. In
 * the page's language.
 */
function reply(failed: Failure, { request }: { request: Request }) {
  const i18n = authI18n(request);
  const f = localizedFailure(i18n, failed);
  const shown: ResetPasswordResult = f.fieldErrors?.token
    ? { invalidToken: true, formError: f.message }
    : f.fieldErrors
      ? { fieldErrors: f.fieldErrors }
      : { formError: f.message };
  if (f.message) shown.toast = toastOf("error", i18n._("auth-msg.toast.error"), f.message);
  return data<ResetPasswordResult>(shown, { status: f.status });
}

export async function action({ request, params }: Route.ActionArgs) {
  assertLanguagePrefix(params);
  return handleForm(request, {
    guard: async () => undefined,
    defaultIntent: "reset",
    intents: {
      reset: rescued(reset, (error) => {
        console.error("[auth] reset failed", error);
        return failure(500, GENERIC_AUTH_ERROR);
      }),
    },
    reply,
  });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  return (
    <ResetPasswordPanel
      token={loaderData.token}
      linkGiven={loaderData.linkGiven}
      actionData={actionData}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({
    title: loaderData?.meta.title ?? "Choose a new password",
    description: loaderData?.meta.description ?? "",
    path: "/auth/reset-password",
    origin: originFromMatches(matches),
    noindex: true,
    locale: loaderData?.locale,
  });
