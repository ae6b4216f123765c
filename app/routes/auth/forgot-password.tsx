import { KeyRound, MailCheck } from "lucide-react";
import { Form, Link, data } from "react-router";
import { EmailField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { type ResultToast, useResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { requestPasswordReset } from "~/features/accounts/auth-flows.server";
import { AUTH_TEXT_VALUES, authI18n, authMessage } from "~/features/accounts/auth-messages.server";
import { EmailSchema } from "~/features/accounts/auth-schema";
import { fill } from "~/i18n/fill";
import { assertLanguagePrefix, pageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { handleForm, intentsFor, rescued } from "~/utils/action.server";
import { GENERIC_AUTH_ERROR } from "~/utils/auth.server";
import { failure } from "~/utils/result";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/forgot-password";
import { toastOf } from "./intent.server";

type ActionResult = { sent?: string; error?: string; email?: string; toast?: ResultToast };

/** The page in the language of its prefix (/de/auth/forgot-password). */
export function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["auth."], AUTH_TEXT_VALUES);
  return {
    locale,
    text,
    meta: {
      title: i18n._("auth.forgot.title"),
      description: i18n._("auth.forgot.meta.description"),
    },
  };
}

const send = intentsFor<undefined, ActionResult>()({
  schema: EmailSchema,
  input: (form) => String(form.get("email") ?? ""),
  invalid: () => failure(400, "Enter a valid email address"),
  run: (email, { request }) => requestPasswordReset(request, email),
  done: (_r, email, { request }) => {
    const i18n = authI18n(request);
    return data<ActionResult>({
      sent: email,
      toast: toastOf(
        "success",
        i18n._("auth-msg.toast.forgot.title"),
        i18n._("auth-msg.toast.forgot.text"),
      ),
    });
  },
});

export async function action({ request, params }: Route.ActionArgs) {
  assertLanguagePrefix(params);
  return handleForm(request, {
    guard: async () => undefined,
    defaultIntent: "send",
    intents: {
      send: rescued(send, (error) => {
        console.error("[auth] forgot-password failed", error);
        return failure(500, GENERIC_AUTH_ERROR);
      }),
    },
    // The message beside the email field, with what was typed, in the page's language.
    reply: (f, { form, request }) => {
      const i18n = authI18n(request);
      const message = authMessage(i18n, f.message);
      return data<ActionResult>(
        {
          error: message,
          email: String(form.get("email") ?? ""),
          toast: toastOf("error", i18n._("auth-msg.toast.error"), message),
        },
        { status: f.status },
      );
    },
  });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const t = useText();
  const to = useLocalePath();
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
                {t("auth.forgot.sent.title")}
              </h1>
              <p className="mt-2 text-sm text-slate-600">
                {fill(t("auth.forgot.sent.text"), {
                  email: (
                    <strong dir="ltr" className="break-all text-slate-900">
                      {actionData.sent}
                    </strong>
                  ),
                })}
              </p>
              <Link
                to={to("/auth")}
                className="mt-6 inline-block font-semibold text-primary-700 underline-offset-4 hover:underline"
              >
                {t("auth.forgot.back")}
              </Link>
            </div>
          ) : (
            <>
              <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
                <KeyRound aria-hidden className="size-6" />
              </span>
              <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
                {t("auth.forgot.title")}
              </h1>
              <p className="mt-1 text-sm text-slate-600">{t("auth.forgot.lead")}</p>
              {actionData?.error && (
                <Notice tone="error" className="mt-6">
                  {actionData.error}
                </Notice>
              )}
              <Form method="post" className="mt-6 space-y-5">
                <EmailField
                  id="email"
                  label={t("auth.field.email")}
                  required
                  error={actionData?.error ? " " : undefined}
                  name="email"
                  defaultValue={actionData?.email}
                />
                <SubmitButton className="w-full" size="lg" pendingLabel={t("auth.forgot.pending")}>
                  {t("auth.forgot.submit")}
                </SubmitButton>
              </Form>
              <p className="mt-5 text-center text-sm text-slate-600">
                {t("auth.forgot.remembered")}{" "}
                <Link
                  to={to("/auth")}
                  className="font-semibold text-primary-700 underline-offset-4 hover:underline"
                >
                  {t("auth.forgot.signin")}
                </Link>
              </p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({
    title: loaderData?.meta.title ?? "Forgot your password?",
    description: loaderData?.meta.description ?? "",
    path: "/auth/forgot-password",
    origin: originFromMatches(matches),
    noindex: true,
    locale: loaderData?.locale,
  });
