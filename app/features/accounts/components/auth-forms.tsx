import { useState } from "react";
import { Form, Link } from "react-router";
import { EmailField, InputField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { PasswordField } from "~/components/forms/password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { toast } from "~/components/ui/toast";
import { fill } from "~/i18n/fill";
import { useLocalePath, useText } from "~/i18n/text";
import { PASSWORD_MIN_LENGTH } from "../auth-limits";
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
  const t = useText();
  const to = useLocalePath();
  return (
    <Form method="post" className="mt-6 space-y-5" noValidate={false}>
      <Hidden redirectTo={redirectTo} favorite={favorite} />
      {result?.formError && (
        <Notice tone="error" title={t("auth.signin.failed")}>
          {result.formError}
        </Notice>
      )}
      <EmailField
        id="signin-email"
        label={t("auth.field.email")}
        required
        error={errors.email}
        name="email"
        defaultValue={result?.values?.email}
      />
      <PasswordField
        id="signin-password"
        label={t("auth.field.password")}
        required
        error={errors.password}
        labelAside={
          <Link
            to={to("/auth/forgot-password")}
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            {t("auth.signin.forgot")}
          </Link>
        }
        name="password"
        autoComplete="current-password"
      />
      <SubmitButton
        intent="signin"
        pendingLabel={t("auth.signin.pending")}
        className="w-full"
        size="lg"
      >
        {t("auth.signin.submit")}
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        {t("auth.signin.new")}{" "}
        <Link
          to={`${to("/auth")}?mode=signup`}
          className="font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t("auth.signin.create")}
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
  const t = useText();
  const to = useLocalePath();
  const mismatch = t("auth.error.passwordsDoNotMatch");

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const fd = new FormData(e.currentTarget);
    const password = String(fd.get("password") ?? "");
    // The app's own words for a short password (the server says the same), not a browser tooltip.
    if (password.length > 0 && password.length < PASSWORD_MIN_LENGTH) {
      e.preventDefault();
      setClientErrors({ password: t("auth.error.passwordTooShort") });
      e.currentTarget.querySelector<HTMLInputElement>("#signup-password")?.focus();
      return;
    }
    if (password !== String(fd.get("confirmPassword") ?? "")) {
      e.preventDefault();
      setClientErrors({ confirmPassword: mismatch });
      toast.error(t("auth.toast.error"), { description: mismatch });
      e.currentTarget.querySelector<HTMLInputElement>("#signup-confirm")?.focus();
      return;
    }
    setClientErrors({});
  }

  return (
    <Form method="post" className="mt-6 space-y-5" onSubmit={onSubmit}>
      <Hidden redirectTo={redirectTo} favorite={favorite} />
      {result?.formError && (
        <Notice tone="error" title={t("auth.signup.failed")}>
          {result.formError}
        </Notice>
      )}
      <InputField
        id="signup-name"
        label={t("auth.field.name")}
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
        label={t("auth.field.email")}
        required
        error={errors.email}
        name="email"
        defaultValue={result?.values?.email}
      />
      <PasswordField
        id="signup-password"
        label={t("auth.field.password")}
        required
        error={errors.password}
        hint={t("auth.signup.passwordHint")}
        name="password"
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        id="signup-confirm"
        label={t("auth.field.confirmPassword")}
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
            <span className="font-medium">{t("auth.signup.patient")}</span>
            <span className="mt-0.5 block text-slate-600">
              {fill(t("auth.signup.clinic"), {
                link: (
                  <Link
                    to={to("/partner")}
                    className="font-medium text-primary-700 underline-offset-4 hover:underline"
                  >
                    {t("auth.signup.partner")}
                  </Link>
                ),
              })}
            </span>
          </span>
        </label>
      </div>
      <SubmitButton
        intent="signup"
        pendingLabel={t("auth.signup.pending")}
        className="w-full"
        size="lg"
      >
        {t("auth.signup.submit")}
      </SubmitButton>
      <p className="text-center text-xs text-slate-600">
        {fill(t("auth.signup.terms"), {
          terms: (
            <Link
              to={to("/terms")}
              className="font-medium text-primary-700 underline underline-offset-2"
            >
              {t("auth.signup.termsLink")}
            </Link>
          ),
          privacy: (
            <Link
              to={to("/privacy")}
              className="font-medium text-primary-700 underline underline-offset-2"
            >
              {t("auth.signup.privacyLink")}
            </Link>
          ),
        })}
      </p>
    </Form>
  );
}
