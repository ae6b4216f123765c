import { useState } from "react";
import { Form, Link } from "react-router";
import { EmailField, InputField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { PasswordField } from "~/components/forms/password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { toast } from "~/components/ui/toast";
import { PASSWORDS_DO_NOT_MATCH, PASSWORD_MIN_LENGTH, passwordTooShort } from "../auth-limits";
import type { AuthActionResult } from "./auth-form-result";

function Hidden({ redirectTo, favorite }: { redirectTo: string; favorite: string | null }) {
  return (
    <>
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {favorite && <input type="hidden" name="favorite" value={favorite} />}
    </>
  );
}

/** Email and password; a pending favourite and return path go along as hidden fields. */
export function SignInForm({
  result,
  redirectTo,
  favorite,
}: {
  result?: AuthActionResult;
  redirectTo: string;
  favorite: string | null;
}) {
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" className="mt-6 space-y-5" noValidate={false}>
      <Hidden redirectTo={redirectTo} favorite={favorite} />
      {result?.formError && (
        <Notice tone="error" title="Sign-in failed">
          {result.formError}
        </Notice>
      )}
      <EmailField
        id="signin-email"
        label="Email"
        required
        error={errors.email}
        name="email"
        defaultValue={result?.values?.email}
      />
      <PasswordField
        id="signin-password"
        label="Password"
        required
        error={errors.password}
        labelAside={
          <Link
            to="/auth/forgot-password"
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
        name="password"
        autoComplete="current-password"
      />
      <SubmitButton intent="signin" pendingLabel="Signing in…" className="w-full" size="lg">
        Sign In
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        New to CareAtlas?{" "}
        <Link
          to="/auth?mode=signup"
          className="font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </Form>
  );
}

/** A new account, with the password rules checked in the browser before it is sent. */
export function SignUpForm({
  result,
  redirectTo,
  favorite,
}: {
  result?: AuthActionResult;
  redirectTo: string;
  favorite: string | null;
}) {
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...(result?.fieldErrors ?? {}), ...clientErrors };

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const fd = new FormData(e.currentTarget);
    const password = String(fd.get("password") ?? "");
    // The app's own words for a short password (the server says the same), not a browser tooltip.
    if (password.length > 0 && password.length < PASSWORD_MIN_LENGTH) {
      e.preventDefault();
      setClientErrors({ password: passwordTooShort() });
      e.currentTarget.querySelector<HTMLInputElement>("#signup-password")?.focus();
      return;
    }
    if (password !== String(fd.get("confirmPassword") ?? "")) {
      e.preventDefault();
      setClientErrors({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
      toast.error("Error", { description: PASSWORDS_DO_NOT_MATCH });
      e.currentTarget.querySelector<HTMLInputElement>("#signup-confirm")?.focus();
      return;
    }
    setClientErrors({});
  }

  return (
    <Form method="post" className="mt-6 space-y-5" onSubmit={onSubmit}>
      <Hidden redirectTo={redirectTo} favorite={favorite} />
      {result?.formError && (
        <Notice tone="error" title="We couldn't create your account">
          {result.formError}
        </Notice>
      )}
      <InputField
        id="signup-name"
        label="Full name"
        required
        error={errors.name}
        name="name"
        type="text"
        autoComplete="name"
        maxLength={120}
        defaultValue={result?.values?.name}
      />
      <EmailField
        id="signup-email"
        label="Email"
        required
        error={errors.email}
        name="email"
        defaultValue={result?.values?.email}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        required
        error={errors.password}
        hint="8 to 128 characters. Avoid common passwords — a short sentence works well."
        name="password"
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        id="signup-confirm"
        label="Confirm password"
        required
        error={errors.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        maxLength={128}
        onChange={() => clientErrors.confirmPassword && setClientErrors({})}
      />
      <div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-800 hover:bg-slate-50">
          <input
            type="checkbox"
            name="patient"
            defaultChecked
            className="mt-0.5 size-4 shrink-0 accent-primary-700"
          />
          <span>
            <span className="font-medium">I'm a patient exploring treatments</span>
            <span className="mt-0.5 block text-slate-600">
              Representing a clinic?{" "}
              <Link
                to="/partner"
                className="font-medium text-primary-700 underline-offset-4 hover:underline"
              >
                Become a Partner
              </Link>{" "}
              instead.
            </span>
          </span>
        </label>
      </div>
      <SubmitButton
        intent="signup"
        pendingLabel="Creating your account…"
        className="w-full"
        size="lg"
      >
        Create Account
      </SubmitButton>
      <p className="text-center text-xs text-slate-600">
        By creating an account you agree to our{" "}
        <Link to="/terms" className="font-medium text-primary-700 underline underline-offset-2">
          Terms
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="font-medium text-primary-700 underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    </Form>
  );
}
