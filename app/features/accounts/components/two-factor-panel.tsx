import { KeyRound, ShieldCheck } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { InputField, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import type { ResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { fill } from "~/i18n/fill";
import { useLocalePath, useText } from "~/i18n/text";

/** What the two-factor action answers when it refuses. */
export type TwoFactorResult = {
  fieldErrors?: Record<string, string>;
  formError?: string;
  expired?: boolean;
  toast?: ResultToast;
};

/**
 * /auth/two-factor: the code from the authenticator app (or a backup code), the switch between
 * the two, and the way back to sign in when the step has expired.
 */
export function TwoFactorPanel({
  method,
  hasChallenge,
  actionData,
}: {
  method: "totp" | "backup";
  hasChallenge: boolean;
  actionData: TwoFactorResult | undefined;
}) {
  const t = useText();
  const to = useLocalePath();
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
            {t("two-factor.title")}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {method === "totp" ? t("two-factor.intro.totp") : t("two-factor.intro.backup")}
          </p>

          {expired ? (
            <Notice tone="warning" className="mt-6" title={t("two-factor.expired.title")}>
              {fill(t("two-factor.expired.text"), {
                link: (
                  <Link to={to("/auth")} className="font-semibold underline underline-offset-2">
                    {t("two-factor.expired.link")}
                  </Link>
                ),
              })}
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
              label={method === "totp" ? t("two-factor.code.totp") : t("two-factor.code.backup")}
              required
              error={errors.code}
              name="code"
              type="text"
              inputMode={method === "totp" ? "numeric" : "text"}
              autoComplete="one-time-code"
              pattern={method === "totp" ? "[0-9 ]{6,7}" : undefined}
              maxLength={method === "totp" ? 7 : 40}
              autoFocus
              dir="ltr"
              controlClassName={`${inputClass} font-mono text-lg tracking-[0.3em]`}
            />
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
              <input type="checkbox" name="trustDevice" className="size-4 accent-primary-700" />
              {t("two-factor.trust")}
            </label>
            <SubmitButton className="w-full" size="lg" pendingLabel={t("two-factor.verifying")}>
              {t("two-factor.submit")}
            </SubmitButton>
          </Form>
          <p className="mt-5 text-center text-sm text-slate-600">
            <Link
              to={`?${otherParams}`}
              replace
              className="font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              {method === "totp" ? t("two-factor.switch.backup") : t("two-factor.switch.totp")}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
