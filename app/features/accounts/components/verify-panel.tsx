import { MailCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmailAddress } from "~/components/ui/email-address";
import { fill } from "~/i18n/fill";
import { useLocalePath, useText } from "~/i18n/text";

/** After sign-up (or a sign-in before confirming): check your email, or ask for a new link. */
export function VerifyPanel({
  email,
  resent,
  error,
}: {
  email: string;
  resent: boolean;
  error?: string;
}) {
  const t = useText();
  const to = useLocalePath();
  return (
    <div className="text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700 ring-8 ring-primary-50/50">
        <MailCheck aria-hidden className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
        {t("auth.verify.title")}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        {fill(t("auth.verify.text"), {
          email: (
            <bdi dir="ltr">
              <EmailAddress email={email} className="font-bold text-slate-900" />
            </bdi>
          ),
        })}
      </p>
      {resent && (
        <Notice tone="success" className="mt-5 text-start">
          {t("auth.verify.resent")}
        </Notice>
      )}
      {error && (
        <Notice tone="error" className="mt-5 text-start">
          {error}
        </Notice>
      )}
      <Form method="post" className="mt-6">
        <input type="hidden" name="email" value={email} />
        <SubmitButton
          intent="resend"
          variant="outline"
          className="w-full"
          pendingLabel={t("auth.verify.pending")}
        >
          {t("auth.verify.resend")}
        </SubmitButton>
      </Form>
      <p className="mt-5 text-sm text-slate-600">
        {t("auth.verify.confirmed")}{" "}
        <Link
          to={to("/auth")}
          className="font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t("auth.verify.signin")}
        </Link>
      </p>
    </div>
  );
}
