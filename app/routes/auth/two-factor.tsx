import { KeyRound, ShieldCheck } from "lucide-react";
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { InputField, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { type ResultToast, useResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { verifySignInCode } from "~/features/accounts/auth-flows.server";
import { BackupCodeSchema, TotpCodeSchema } from "~/features/accounts/auth-schema";
import { parseFavoriteKey } from "~/features/favorites/favorites-schema";
import { addFavorite } from "~/features/favorites/favorites.server";
import { GENERIC_AUTH_ERROR, appendSetCookies } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { getUser } from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect.server";
import { readForm } from "~/utils/request.server";
import { originFromMatches, seo } from "~/utils/seo";
import { type ToastInput, toastSetCookie } from "~/utils/toast.server";
import { fieldErrors } from "~/utils/validation";
import type { Route } from "./+types/two-factor";

/** The second step of signing in for accounts with two-factor authentication. */

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await getUser(request))
    throw redirect(safeRedirect(url.searchParams.get("redirectTo"), "/dashboard"));
  // Without the short-lived challenge cookie from the password step there is nothing to verify.
  const hasChallenge = (request.headers.get("cookie") ?? "").includes("two_factor=");
  return data(
    {
      method: url.searchParams.get("method") === "backup" ? ("backup" as const) : ("totp" as const),
      hasChallenge,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionResult = {
  fieldErrors?: Record<string, string>;
  formError?: string;
  expired?: boolean;
  toast?: ResultToast;
};

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const url = new URL(request.url);
  const form = await readForm(request);
  const method = form.get("method") === "backup" ? "backup" : "totp";
  const redirectTo = safeRedirect(
    form.get("redirectTo") ?? url.searchParams.get("redirectTo"),
    "/dashboard",
  );
  const favorite = String(form.get("favorite") ?? url.searchParams.get("favorite") ?? "");
  const toastOf = (description: string): ResultToast => ({
    id: crypto.randomUUID(),
    type: "error",
    title: "Error",
    description,
  });

  const parsed = (method === "totp" ? TotpCodeSchema : BackupCodeSchema).safeParse({
    code: form.get("code") ?? "",
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return data<ActionResult>(
      { fieldErrors: errors, toast: toastOf(errors.code ?? "Enter your code") },
      { status: 400 },
    );
  }
  try {
    const r = await verifySignInCode(request, {
      method,
      code: parsed.data.code,
      trustDevice: form.get("trustDevice") === "on",
    });
    if (r.kind === "error") {
      return data<ActionResult>(
        {
          formError: r.message,
          expired: r.code === "INVALID_TWO_FACTOR_COOKIE",
          toast: toastOf(r.message),
        },
        { status: r.status },
      );
    }
    const toasts: ToastInput[] = [
      {
        type: "success",
        title: "Welcome back!",
        description: "You have been signed in successfully",
      },
    ];
    if (parseFavoriteKey(favorite) && r.userId) {
      const fav = await addFavorite(r.userId, favorite);
      if (fav.ok)
        toasts.push({ type: "success", title: "Added to favorites", description: fav.item?.title });
    }
    const headers = appendSetCookies(new Headers(), r.headers);
    headers.append("Set-Cookie", await toastSetCookie(toasts));
    return redirect(redirectTo, { headers });
  } catch (error) {
    console.error("[auth] two-factor failed", error);
    return data<ActionResult>(
      { formError: GENERIC_AUTH_ERROR, toast: toastOf(GENERIC_AUTH_ERROR) },
      { status: 500 },
    );
  }
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { method, hasChallenge } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  const expired = actionData?.expired || !hasChallenge;
  const other = method === "totp" ? "backup" : "totp";
  const [params] = useSearchParams();
  const otherParams = new URLSearchParams(params);
  otherParams.set("method", other);
  const redirectTo = params.get("redirectTo");
  const favorite = params.get("favorite");

  return (
    <div className="bg-gradient-to-b from-primary-50 via-white to-white">
      <div className="container-page flex justify-center py-12 sm:py-16">
        <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8">
          <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
            {method === "totp" ? (
              <ShieldCheck aria-hidden className="size-6" />
            ) : (
              <KeyRound aria-hidden className="size-6" />
            )}
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
            Two-factor authentication
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {method === "totp"
              ? "Enter the 6-digit code from your authenticator app to finish signing in."
              : "Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once."}
          </p>

          {expired ? (
            <Notice tone="warning" className="mt-6" title="Your sign-in step has expired">
              For your security the code step is valid for 10 minutes.{" "}
              <Link to="/auth" className="font-semibold underline underline-offset-2">
                Sign in again
              </Link>
              .
            </Notice>
          ) : (
            actionData?.formError && (
              <Notice tone="error" className="mt-6">
                {actionData.formError}
              </Notice>
            )
          )}

          <Form method="post" className="mt-6 space-y-5">
            <input type="hidden" name="method" value={method} />
            {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
            {favorite && <input type="hidden" name="favorite" value={favorite} />}
            <InputField
              id="code"
              label={method === "totp" ? "Authentication code" : "Backup code"}
              required
              error={errors.code}
              name="code"
              type="text"
              inputMode={method === "totp" ? "numeric" : "text"}
              autoComplete="one-time-code"
              pattern={method === "totp" ? "[0-9 ]{6,7}" : undefined}
              maxLength={method === "totp" ? 7 : 40}
              autoFocus
              controlClassName={`${inputClass} font-mono text-lg tracking-[0.3em]`}
            />
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
              <input type="checkbox" name="trustDevice" className="size-4 accent-primary-700" />
              Trust this device for 30 days
            </label>
            <SubmitButton className="w-full" size="lg" pendingLabel="Verifying…">
              Verify and sign in
            </SubmitButton>
          </Form>
          <p className="mt-5 text-center text-sm text-slate-600">
            <Link
              to={`?${otherParams}`}
              replace
              className="font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              {method === "totp"
                ? "Use a backup code instead"
                : "Use your authenticator app instead"}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Two-factor authentication",
    description: "Enter the code from your authenticator app to finish signing in to CareAtlas.",
    path: "/auth/two-factor",
    origin: originFromMatches(matches),
    noindex: true,
  });
