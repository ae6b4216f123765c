import { CalendarCheck, Heart, Lock, MessageSquareText, ShieldCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Notice } from "~/components/forms/notice";
import { useResultToast } from "~/components/forms/result-toast";
import { fill } from "~/i18n/fill";
import { type MessageId, useLocalePath, useText } from "~/i18n/text";
import type { AuthActionResult, AuthMode } from "./auth-form-result";
import { SignInForm, SignUpForm } from "./auth-forms";
import { VerifyPanel } from "./verify-panel";

type Mode = AuthMode;

/** /auth: the sign-in and sign-up forms beside what an account is for. */
export function AuthPage({
  loaderData,
  actionData,
}: {
  loaderData: {
    mode: AuthMode;
    redirectTo: string;
    favorite: string | null;
    favoriteName: string | null;
    verifyExpired: boolean;
  };
  actionData?: AuthActionResult;
}) {
  const { mode, redirectTo, favorite, favoriteName, verifyExpired } = loaderData;
  useResultToast(actionData);
  const t = useText();
  const verifyEmail = actionData?.verify;

  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -end-32 -top-32 size-[26rem] rounded-full bg-primary-100/70 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -start-40 bottom-0 size-[22rem] rounded-full bg-accent-100/50 blur-3xl"
      />
      <div className="container-page relative grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-16">
        <AuthIntro mode={mode} />
        <div className="order-first rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8 lg:order-none">
          {verifyEmail ? (
            <VerifyPanel
              email={verifyEmail}
              resent={actionData?.intent === "resend" && !actionData.formError}
              error={actionData?.intent === "resend" ? actionData.formError : undefined}
            />
          ) : (
            <>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">
                {mode === "signup" ? t("auth.signup.title") : t("auth.signin.title")}
              </h1>
              <p className="mt-1 text-sm text-slate-600">
                {mode === "signup" ? t("auth.signup.lead") : t("auth.signin.lead")}
              </p>
              <ModeToggle mode={mode} />
              {favorite && (
                <Notice tone="info" className="mt-5">
                  <span className="inline-flex items-center gap-1.5">
                    <Heart aria-hidden className="size-4 fill-accent-500 text-accent-600" />
                    {favoriteName ? (
                      <span>
                        {fill(t("auth.favorite.named"), {
                          name: (
                            <strong>
                              <bdi>{favoriteName}</bdi>
                            </strong>
                          ),
                        })}
                      </span>
                    ) : (
                      <span>{t("auth.favorite.item")}</span>
                    )}
                  </span>
                </Notice>
              )}
              {verifyExpired && (
                <Notice tone="error" className="mt-5" title={t("auth.verifyExpired.title")}>
                  {t("auth.verifyExpired.text")}
                </Notice>
              )}
              {mode === "signup" ? (
                <SignUpForm
                  result={actionData?.intent === "signup" ? actionData : undefined}
                  redirectTo={redirectTo}
                  favorite={favorite}
                />
              ) : (
                <SignInForm
                  result={actionData?.intent === "signin" ? actionData : undefined}
                  redirectTo={redirectTo}
                  favorite={favorite}
                />
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function ModeToggle({ mode }: { mode: Mode }) {
  const [params] = useSearchParams();
  const t = useText();
  const to = useLocalePath();
  const hrefFor = (m: Mode) => {
    const p = new URLSearchParams(params);
    p.delete("verify");
    if (m === "signup") p.set("mode", "signup");
    else p.delete("mode");
    const qs = p.toString();
    return `${to("/auth")}${qs ? `?${qs}` : ""}`;
  };
  const item = (m: Mode, label: string) => (
    <Link
      to={hrefFor(m)}
      replace
      preventScrollReset
      aria-current={mode === m ? "page" : undefined}
      className={
        mode === m
          ? "flex h-10 flex-1 items-center justify-center rounded-md bg-white text-sm font-semibold text-primary-800 shadow-sm ring-1 ring-slate-900/10"
          : "flex h-10 flex-1 items-center justify-center rounded-md text-sm font-medium text-slate-700 hover:text-slate-900"
      }
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("auth.tabs.label")} className="mt-5 flex gap-1 rounded-lg bg-slate-100 p-1">
      {item("signin", t("auth.tabs.signin"))}
      {item("signup", t("auth.tabs.signup"))}
    </nav>
  );
}

const BENEFITS: { icon: typeof Heart; title: MessageId; text: MessageId }[] = [
  {
    icon: Heart,
    title: /*i18n*/ "auth.benefit.save.title",
    text: /*i18n*/ "auth.benefit.save.text",
  },
  {
    icon: MessageSquareText,
    title: /*i18n*/ "auth.benefit.talk.title",
    text: /*i18n*/ "auth.benefit.talk.text",
  },
  {
    icon: CalendarCheck,
    title: /*i18n*/ "auth.benefit.plan.title",
    text: /*i18n*/ "auth.benefit.plan.text",
  },
  {
    icon: ShieldCheck,
    title: /*i18n*/ "auth.benefit.private.title",
    text: /*i18n*/ "auth.benefit.private.text",
  },
];

function AuthIntro({ mode }: { mode: Mode }) {
  const t = useText();
  return (
    <div className="lg:pt-6">
      <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-800 shadow-sm ring-1 ring-primary-200">
        <Lock aria-hidden className="size-4" /> {t("auth.intro.badge")}
      </p>
      <p className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {mode === "signup" ? t("auth.intro.title.signup") : t("auth.intro.title.signin")}
      </p>
      <p className="mt-3 max-w-xl text-pretty text-slate-600">{t("auth.intro.text")}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {BENEFITS.map((b) => (
          <li key={b.title} className="flex gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white text-primary-700 shadow-sm ring-1 ring-slate-900/5">
              <b.icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{t(b.title)}</span>
              <span className="block text-sm text-slate-600">{t(b.text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
