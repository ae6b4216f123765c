import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { PasswordField } from "~/components/forms/password-field";
import type { ResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useLocalePath, useText } from "~/i18n/text";
import { PASSWORD_MIN_LENGTH } from "../auth-limits";

/** What the reset action answers when it refuses. */
export type ResetPasswordResult = {
  fieldErrors?: Record<string, string>;
  formError?: string;
  invalidToken?: boolean;
  toast?: ResultToast;
};

/**
 * /auth/reset-password: the new password twice, checked in the browser first (too short, not
 * matching), or the way to a new link when this one is incomplete, used or expired.
 */
export function ResetPasswordPanel({
  token,
  linkGiven,
  actionData,
}: {
  token: string;
  linkGiven: boolean;
  actionData: ResetPasswordResult | undefined;
}) {
  const [clientError, setClientError] = useState<string | undefined>();
  const [shortError, setShortError] = useState<string | undefined>();
  const errors: Record<string, string | undefined> = {
    ...(actionData?.fieldErrors ?? {}),
    ...(shortError ? { password: shortError } : {}),
    ...(clientError ? { confirmPassword: clientError } : {}),
  };
  const invalid = !token || actionData?.invalidToken;
  const t = useText();
  const to = useLocalePath();
  const mismatch = t("auth.error.passwordsDoNotMatch");

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const fd = new FormData(e.currentTarget);
    const password = String(fd.get("password") ?? "");
    if (password.length > 0 && password.length < PASSWORD_MIN_LENGTH) {
      e.preventDefault();
      setClientError(undefined);
      setShortError(t("auth.error.passwordTooShort"));
      return;
    }
    setShortError(undefined);
    if (fd.get("password") !== fd.get("confirmPassword")) {
      e.preventDefault();
      setClientError(mismatch);
      toast.error(t("auth.toast.error"), { description: mismatch });
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
            {invalid ? t("auth.reset.invalidTitle") : t("auth.reset.title")}
          </h1>
          {invalid ? (
            <>
              <Notice
                tone="error"
                className="mt-6"
                title={linkGiven ? t("auth.reset.expired") : t("auth.reset.incomplete")}
              >
                {t("auth.reset.invalidText")}
              </Notice>
              <Link
                to={to("/auth/forgot-password")}
                className={buttonVariants({ variant: "primary", className: "mt-6 w-full" })}
              >
                {t("auth.reset.request")}
              </Link>
            </>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600">{t("auth.reset.lead")}</p>
              {actionData?.formError && !actionData.fieldErrors && (
                <Notice tone="error" className="mt-6">
                  {actionData.formError}
                </Notice>
              )}
              <Form method="post" className="mt-6 space-y-5" onSubmit={onSubmit}>
                <input type="hidden" name="token" value={token} />
                <PasswordField
                  id="password"
                  label={t("auth.reset.newPassword")}
                  required
                  error={errors.password}
                  hint={t("auth.reset.hint")}
                  name="password"
                  autoComplete="new-password"
                  maxLength={128}
                />
                <PasswordField
                  id="confirmPassword"
                  label={t("auth.reset.confirm")}
                  required
                  error={errors.confirmPassword}
                  name="confirmPassword"
                  autoComplete="new-password"
                  maxLength={128}
                />
                <SubmitButton className="w-full" size="lg" pendingLabel={t("auth.reset.pending")}>
                  {t("auth.reset.submit")}
                </SubmitButton>
              </Form>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
