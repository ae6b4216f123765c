import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Form, Link, data } from "react-router";
import { Notice } from "~/components/forms/notice";
import { PasswordField } from "~/components/forms/password-field";
import { type ResultToast, useResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { isResetTokenValid, resetPassword } from "~/features/accounts/auth-flows.server";
import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_MIN_LENGTH,
  passwordTooShort,
  ResetPasswordSchema,
} from "~/features/accounts/auth-schema";
import { GENERIC_AUTH_ERROR } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { readForm } from "~/utils/request.server";
import { originFromMatches, seo } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import { fieldErrors } from "~/utils/validation";
import type { Route } from "./+types/reset-password";

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

type ActionResult = {
  fieldErrors?: Record<string, string>;
  formError?: string;
  invalidToken?: boolean;
  toast?: ResultToast;
};

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  const toastOf = (description: string): ResultToast => ({
    id: crypto.randomUUID(),
    type: "error",
    title: "Error",
    description,
  });
  const parsed = ResetPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.token)
      return data<ActionResult>(
        { invalidToken: true, toast: toastOf("This reset link is invalid.") },
        { status: 400 },
      );
    return data<ActionResult>(
      {
        fieldErrors: errors,
        toast: toastOf(errors.confirmPassword ?? errors.password ?? "Please check the form"),
      },
      { status: 400 },
    );
  }
  try {
    const r = await resetPassword(request, {
      token: parsed.data.token,
      password: parsed.data.password,
    });
    if (r.kind === "error") {
      const invalidToken = r.code === "INVALID_TOKEN";
      return data<ActionResult>(
        {
          invalidToken,
          formError: r.message,
          fieldErrors: r.code === "WEAK_PASSWORD" ? { password: r.message } : undefined,
          // A password problem is said once, at its field.
          toast: r.code === "WEAK_PASSWORD" ? undefined : toastOf(r.message),
        },
        { status: r.status },
      );
    }
    return redirectWithToast("/auth", {
      type: "success",
      title: "Password changed",
      description: "Sign in with your new password. Every other device has been signed out.",
    });
  } catch (error) {
    console.error("[auth] reset failed", error);
    return data<ActionResult>(
      { formError: GENERIC_AUTH_ERROR, toast: toastOf(GENERIC_AUTH_ERROR) },
      { status: 500 },
    );
  }
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const [clientError, setClientError] = useState<string | undefined>();
  const [shortError, setShortError] = useState<string | undefined>();
  const errors: Record<string, string | undefined> = {
    ...(actionData?.fieldErrors ?? {}),
    ...(shortError ? { password: shortError } : {}),
    ...(clientError ? { confirmPassword: clientError } : {}),
  };
  const invalid = !loaderData.token || actionData?.invalidToken;

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const fd = new FormData(e.currentTarget);
    const password = String(fd.get("password") ?? "");
    if (password.length > 0 && password.length < PASSWORD_MIN_LENGTH) {
      e.preventDefault();
      setClientError(undefined);
      setShortError(passwordTooShort());
      return;
    }
    setShortError(undefined);
    if (fd.get("password") !== fd.get("confirmPassword")) {
      e.preventDefault();
      setClientError(PASSWORDS_DO_NOT_MATCH);
      toast.error("Error", { description: PASSWORDS_DO_NOT_MATCH });
    } else setClientError(undefined);
  }

  return (
    <div className="bg-gradient-to-b from-primary-50 via-white to-white">
      <div className="container-page flex justify-center py-12 sm:py-16">
        <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8">
          <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
            <KeyRound aria-hidden className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
            {invalid ? "Reset your password" : "Choose a new password"}
          </h1>
          {invalid ? (
            <>
              <Notice
                tone="error"
                className="mt-6"
                title={
                  loaderData.linkGiven
                    ? "This reset link has expired or was already used"
                    : "This reset link is incomplete"
                }
              >
                Reset links work once and for one hour. Ask for a new one and use the latest email.
              </Notice>
              <Link
                to="/auth/forgot-password"
                className={buttonVariants({ variant: "primary", className: "mt-6 w-full" })}
              >
                Request a new reset link
              </Link>
            </>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600">
                After the change, every device signed in to your account is signed out.
              </p>
              {actionData?.formError && !actionData.fieldErrors && (
                <Notice tone="error" className="mt-6">
                  {actionData.formError}
                </Notice>
              )}
              <Form method="post" className="mt-6 space-y-5" onSubmit={onSubmit}>
                <input type="hidden" name="token" value={loaderData.token} />
                <PasswordField
                  id="password"
                  label="New password"
                  required
                  error={errors.password}
                  hint="8 to 128 characters. Avoid common passwords."
                  name="password"
                  autoComplete="new-password"
                  maxLength={128}
                />
                <PasswordField
                  id="confirmPassword"
                  label="Confirm new password"
                  required
                  error={errors.confirmPassword}
                  name="confirmPassword"
                  autoComplete="new-password"
                  maxLength={128}
                />
                <SubmitButton className="w-full" size="lg" pendingLabel="Saving…">
                  Save new password
                </SubmitButton>
              </Form>
            </>
          )}
        </div>
      </div>
    </div>
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
