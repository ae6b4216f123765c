import { data } from "react-router";
import { useResultToast } from "~/components/forms/result-toast";
import { isResetTokenValid, resetPassword } from "~/features/accounts/auth-flows.server";
import { ResetPasswordSchema } from "~/features/accounts/auth-schema";
import {
  type ResetPasswordResult,
  ResetPasswordPanel,
} from "~/features/accounts/components/reset-password-panel";
import { handleForm, intentsFor, rescued } from "~/utils/action.server";
import { GENERIC_AUTH_ERROR } from "~/utils/auth.server";
import { type Failure, failure } from "~/utils/result";
import { originFromMatches, seo } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/reset-password";
import { toastOf } from "./intent.server";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("token") ?? "";
  const token = /^[A-Za-z0-9_-]{8,200}$/.test(raw) ? raw : "";
  // Checked (not consumed) before showing the form: a used or expired link says so at once.
  const usable = token ? await isResetTokenValid(token) : false;
  return data(
    { token: usable ? token : "", linkGiven: Boolean(raw) },
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
  done: () =>
    redirectWithToast("/auth", {
      type: "success",
      title: "Password changed",
      description: "Sign in with your new password. Every other device has been signed out.",
    }),
});

/** A used or expired link shows the way to a new one; field errors stand beside the fields. */
function reply(f: Failure) {
  const shown: ResetPasswordResult = f.fieldErrors?.token
    ? { invalidToken: true, formError: f.message }
    : f.fieldErrors
      ? { fieldErrors: f.fieldErrors }
      : { formError: f.message };
  if (f.message) shown.toast = toastOf("error", "Error", f.message);
  return data<ResetPasswordResult>(shown, { status: f.status });
}

export async function action({ request }: Route.ActionArgs) {
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

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Choose a new password",
    description: "Set a new password for your CareAtlas account.",
    path: "/auth/reset-password",
    origin: originFromMatches(matches),
    noindex: true,
  });
