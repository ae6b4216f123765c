import { MailCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmailAddress } from "~/components/ui/email-address";

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
  return (
    <div className="text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700 ring-8 ring-primary-50/50">
        <MailCheck aria-hidden className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
        Please check your email to verify your account
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        We sent a confirmation link to{" "}
        <EmailAddress email={email} className="font-bold text-slate-900" />. Open it to finish
        creating your account — it signs you in. The link is valid for 24 hours.
      </p>
      {resent && (
        <Notice tone="success" className="mt-5 text-left">
          A new link is on its way. It can take a minute to arrive; check your spam folder too.
        </Notice>
      )}
      {error && (
        <Notice tone="error" className="mt-5 text-left">
          {error}
        </Notice>
      )}
      <Form method="post" className="mt-6">
        <input type="hidden" name="email" value={email} />
        <SubmitButton intent="resend" variant="outline" className="w-full" pendingLabel="Sending…">
          Resend verification email
        </SubmitButton>
      </Form>
      <p className="mt-5 text-sm text-slate-600">
        Already confirmed?{" "}
        <Link
          to="/auth"
          className="font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </div>
  );
}
