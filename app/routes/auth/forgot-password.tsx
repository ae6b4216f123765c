import { KeyRound, MailCheck } from "lucide-react";
import { Form, Link, data } from "react-router";
import { EmailField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { type ResultToast, useResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { requestPasswordReset } from "~/features/accounts/auth-flows.server";
import { EmailSchema } from "~/features/accounts/auth-schema";
import { handleForm, intentsFor, rescued } from "~/utils/action.server";
import { GENERIC_AUTH_ERROR } from "~/utils/auth.server";
import { failure } from "~/utils/result";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/forgot-password";
import { toastOf } from "./intent.server";

type ActionResult = { sent?: string; error?: string; email?: string; toast?: ResultToast };

const send = intentsFor<undefined, ActionResult>()({
  schema: EmailSchema,
  input: (form) => String(form.get("email") ?? ""),
  invalid: () => failure(400, "Enter a valid email address"),
  run: (email, { request }) => requestPasswordReset(request, email),
  done: (_r, email) =>
    data<ActionResult>({
      sent: email,
      toast: toastOf(
        "success",
        "Check your email",
        "If an account exists for this address, a reset link is on its way",
      ),
    }),
});

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async () => undefined,
    defaultIntent: "send",
    intents: {
      send: rescued(send, (error) => {
        console.error("[auth] forgot-password failed", error);
        return failure(500, GENERIC_AUTH_ERROR);
      }),
    },
    // The message beside the email field, with what was typed.
    reply: (f, { form }) =>
      data<ActionResult>(
        {
          error: f.message,
          email: String(form.get("email") ?? ""),
          toast: toastOf("error", "Error", f.message),
        },
        { status: f.status },
      ),
  });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  return (
    <div className="bg-gradient-to-b from-primary-50 via-white to-white">
      <div className="container-page flex justify-center py-12 sm:py-16">
        <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8">
          {actionData?.sent ? (
            <div className="text-center">
              <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
                <MailCheck aria-hidden className="size-7" />
              </span>
              <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
                Check your email
              </h1>
              <p className="mt-2 text-sm text-slate-600">
                If an account exists for{" "}
                <strong className="break-all text-slate-900">{actionData.sent}</strong>, we have
                sent a link to choose a new password. It is valid for one hour.
              </p>
              <Link
                to="/auth"
                className="mt-6 inline-block font-semibold text-primary-700 underline-offset-4 hover:underline"
              >
                Back to sign in
              </Link>
            </div>
          ) : (
            <>
              <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
                <KeyRound aria-hidden className="size-6" />
              </span>
              <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
                Forgot your password?
              </h1>
              <p className="mt-1 text-sm text-slate-600">
                Enter the email you signed up with and we will send you a link to choose a new one.
              </p>
              {actionData?.error && (
                <Notice tone="error" className="mt-6">
                  {actionData.error}
                </Notice>
              )}
              <Form method="post" className="mt-6 space-y-5">
                <EmailField
                  id="email"
                  label="Email"
                  required
                  error={actionData?.error ? " " : undefined}
                  name="email"
                  defaultValue={actionData?.email}
                />
                <SubmitButton className="w-full" size="lg" pendingLabel="Sending…">
                  Send reset link
                </SubmitButton>
              </Form>
              <p className="mt-5 text-center text-sm text-slate-600">
                Remembered it?{" "}
                <Link
                  to="/auth"
                  className="font-semibold text-primary-700 underline-offset-4 hover:underline"
                >
                  Sign in
                </Link>
              </p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Forgot your password?",
    description: "Request a link to choose a new password for your CareAtlas account.",
    path: "/auth/forgot-password",
    origin: originFromMatches(matches),
    noindex: true,
  });
