import {
  CalendarCheck,
  Heart,
  Lock,
  MailCheck,
  MessageSquareText,
  ShieldCheck,
} from "lucide-react";
import { useState } from "react";
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import type { Route } from "./+types/auth";
import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_MIN_LENGTH,
  passwordTooShort,
  EmailSchema,
  SignInSchema,
  SignUpSchema,
} from "~/features/accounts/auth-schema";
import { fieldErrors } from "~/utils/validation";
import {
  resendVerificationEmail,
  signInWithEmail,
  signUpWithEmail,
} from "~/features/accounts/auth-flows.server";
import { InputField } from "~/components/forms/field";
import { PasswordField } from "~/components/forms/password-field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { type ResultToast, useResultToast } from "~/components/forms/result-toast";
import { parseFavoriteKey } from "~/features/favorites/favorites-schema";
import { addFavorite, describeFavoriteTarget } from "~/features/favorites/favorites.server";
import { GENERIC_AUTH_ERROR, appendSetCookies } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { readForm } from "~/utils/request.server";
import {
  TWO_FACTOR_SETUP_PATH,
  getUser,
  getUserRole,
} from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect.server";
import { originFromMatches, seo } from "~/utils/seo";
import { type ToastInput, toastSetCookie } from "~/utils/toast.server";
import { EmailAddress } from "~/components/ui/email-address";

type Mode = "signin" | "signup";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  const favorite = parseFavoriteKey(url.searchParams.get("favorite"))
    ? url.searchParams.get("favorite")!
    : null;
  const user = await getUser(request);
  if (user) {
    // Already signed in: finish a pending favourite and go on.
    const headers = new Headers();
    if (favorite) {
      const fav = await addFavorite(user.id, favorite);
      if (fav.ok)
        headers.append(
          "Set-Cookie",
          await toastSetCookie({
            type: "success",
            title: "Added to favorites",
            description: fav.item?.title,
          }),
        );
    }
    throw redirect(redirectTo || "/dashboard", { headers });
  }
  const favoriteName = favorite ? await describeFavoriteTarget(favorite) : null;
  return data(
    {
      mode: (url.searchParams.get("mode") === "signup" ? "signup" : "signin") as Mode,
      redirectTo,
      favorite,
      favoriteName,
      verifyExpired: url.searchParams.get("verify") === "expired",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionResult = {
  intent: "signin" | "signup" | "resend";
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: { name?: string; email?: string };
  /** Show the 'check your email' panel for this address. */
  verify?: string;
  toast?: ResultToast;
};

function result(body: ActionResult, status = 200) {
  return data(body, { status, headers: { "Cache-Control": "no-store" } });
}

const t = (type: ResultToast["type"], title: string, description?: string): ResultToast => ({
  id: crypto.randomUUID(),
  type,
  title,
  description,
});

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const url = new URL(request.url);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "signin");
  const redirectTo = safeRedirect(
    form.get("redirectTo") ?? url.searchParams.get("redirectTo"),
    "/dashboard",
  );
  const favorite = String(form.get("favorite") ?? url.searchParams.get("favorite") ?? "");

  try {
    if (intent === "resend") {
      const email = EmailSchema.safeParse(form.get("email"));
      if (!email.success)
        return result(
          {
            intent: "resend",
            formError: "Enter a valid email address",
            toast: t("error", "Error", "Enter a valid email address"),
          },
          400,
        );
      const r = await resendVerificationEmail(request, email.data);
      if (r.kind === "error")
        return result(
          {
            intent: "resend",
            verify: email.data,
            formError: r.message,
            toast: t("error", "Error", r.message),
          },
          r.status,
        );
      return result({
        intent: "resend",
        verify: email.data,
        toast: t(
          "success",
          "Verification email sent",
          "Check your inbox for a new confirmation link",
        ),
      });
    }

    if (intent === "signup") {
      const values = {
        name: String(form.get("name") ?? ""),
        email: String(form.get("email") ?? ""),
      };
      const parsed = SignUpSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        const mismatch = errors.confirmPassword === PASSWORDS_DO_NOT_MATCH;
        return result(
          {
            intent: "signup",
            fieldErrors: errors,
            values,
            toast: mismatch
              ? t("error", "Error", PASSWORDS_DO_NOT_MATCH)
              : t("error", "Error", "Please check the highlighted fields."),
          },
          400,
        );
      }
      // A pending favourite or return path survives the detour through the mailbox.
      const pending = new URLSearchParams();
      if (form.get("redirectTo")) pending.set("redirectTo", redirectTo);
      if (parseFavoriteKey(favorite)) pending.set("favorite", favorite);
      const callbackURL = pending.size ? `/auth?${pending}` : "/";
      const r = await signUpWithEmail(request, { ...parsed.data, callbackURL });
      if (r.kind === "error") {
        // A password problem is said once, at the password field; other failures in the banner.
        if (r.code === "WEAK_PASSWORD")
          return result({ intent: "signup", values, fieldErrors: { password: r.message } }, r.status);
        return result(
          { intent: "signup", values, formError: r.message, toast: t("error", "Error", r.message) },
          r.status,
        );
      }
      return result({
        intent: "signup",
        verify: r.email,
        toast: t("success", "Check your email", "We've sent you a confirmation link"),
      });
    }

    // Sign in
    const values = { email: String(form.get("email") ?? "") };
    const parsed = SignInSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return result(
        {
          intent: "signin",
          fieldErrors: fieldErrors(parsed.error),
          values,
          toast: t("error", "Error", "Please enter your email and password"),
        },
        400,
      );
    }
    const r = await signInWithEmail(request, parsed.data);
    if (r.kind === "error")
      return result(
        { intent: "signin", values, formError: r.message, toast: t("error", "Error", r.message) },
        r.status,
      );
    if (r.kind === "unverified")
      return result(
        { intent: "signin", verify: r.email, values, toast: t("error", "Error", r.message) },
        403,
      );
    if (r.kind === "two-factor") {
      const next = new URLSearchParams();
      if (redirectTo !== "/dashboard") next.set("redirectTo", redirectTo);
      if (parseFavoriteKey(favorite)) next.set("favorite", favorite);
      const headers = appendSetCookies(new Headers(), r.headers);
      const qs = next.toString();
      return redirect(`/auth/two-factor${qs ? `?${qs}` : ""}`, { headers });
    }

    const toasts: ToastInput[] = [
      {
        type: "success",
        title: "Welcome back!",
        description: "You have been signed in successfully",
      },
    ];
    if (parseFavoriteKey(favorite)) {
      const fav = await addFavorite(r.userId, favorite);
      if (fav.ok)
        toasts.push({ type: "success", title: "Added to favorites", description: fav.item?.title });
    }
    let target = redirectTo;
    const { role } = await getUserRole(r.userId);
    if (role === "admin" && !r.twoFactorEnabled) {
      target = TWO_FACTOR_SETUP_PATH;
      toasts.push({
        type: "info",
        title: "Set up two-factor authentication",
        description: "Administrators need it before using admin tools.",
      });
    }
    const headers = appendSetCookies(new Headers(), r.headers);
    headers.append("Set-Cookie", await toastSetCookie(toasts));
    return redirect(target, { headers });
  } catch (error) {
    console.error("[auth] action failed", error);
    return result(
      {
        intent: intent as ActionResult["intent"],
        formError: GENERIC_AUTH_ERROR,
        toast: t("error", "Error", GENERIC_AUTH_ERROR),
      },
      500,
    );
  }
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, favorite, favoriteName, verifyExpired } = loaderData;
  useResultToast(actionData);
  const verifyEmail = actionData?.verify;

  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-32 -top-32 size-[26rem] rounded-full bg-primary-100/70 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -left-40 bottom-0 size-[22rem] rounded-full bg-accent-100/50 blur-3xl"
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
                {mode === "signup" ? "Create your account" : "Welcome back"}
              </h1>
              <p className="mt-1 text-sm text-slate-600">
                {mode === "signup"
                  ? "Save favourites, compare quotes and plan your treatment in one place."
                  : "Sign in to your CareAtlas account."}
              </p>
              <ModeToggle mode={mode} />
              {favorite && (
                <Notice tone="info" className="mt-5">
                  <span className="inline-flex items-center gap-1.5">
                    <Heart aria-hidden className="size-4 fill-accent-500 text-accent-600" />
                    {favoriteName ? (
                      <span>
                        Sign in to save <strong>{favoriteName}</strong> to your favorites.
                      </span>
                    ) : (
                      <span>Sign in to save this item to your favorites.</span>
                    )}
                  </span>
                </Notice>
              )}
              {verifyExpired && (
                <Notice tone="error" className="mt-5" title="This confirmation link has expired">
                  Sign in with your email and password and we will offer you a new link.
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
  const hrefFor = (m: Mode) => {
    const p = new URLSearchParams(params);
    p.delete("verify");
    if (m === "signup") p.set("mode", "signup");
    else p.delete("mode");
    const qs = p.toString();
    return `/auth${qs ? `?${qs}` : ""}`;
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
    <nav aria-label="Sign in or sign up" className="mt-5 flex gap-1 rounded-lg bg-slate-100 p-1">
      {item("signin", "Sign In")}
      {item("signup", "Sign Up")}
    </nav>
  );
}

function Hidden({ redirectTo, favorite }: { redirectTo: string; favorite: string | null }) {
  return (
    <>
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {favorite && <input type="hidden" name="favorite" value={favorite} />}
    </>
  );
}

function SignInForm({
  result,
  redirectTo,
  favorite,
}: {
  result?: ActionResult;
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
      <InputField
        id="signin-email"
        label="Email"
        required
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
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

function SignUpForm({
  result,
  redirectTo,
  favorite,
}: {
  result?: ActionResult;
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
      <InputField
        id="signup-email"
        label="Email"
        required
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
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

function VerifyPanel({ email, resent, error }: { email: string; resent: boolean; error?: string }) {
  return (
    <div className="text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700 ring-8 ring-primary-50/50">
        <MailCheck aria-hidden className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
        Please check your email to verify your account
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        We sent a confirmation link to <EmailAddress email={email} className="font-bold text-slate-900" />
        . Open it to finish creating your account — it signs you in. The link is valid for 24 hours.
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

const BENEFITS = [
  {
    icon: Heart,
    title: "Save clinics and packages",
    text: "Your favourites follow you on every device.",
  },
  {
    icon: MessageSquareText,
    title: "Talk to clinics directly",
    text: "Keep quotes and messages together in your dashboard.",
  },
  {
    icon: CalendarCheck,
    title: "Plan your whole trip",
    text: "Bookings, dates and records in one place.",
  },
  {
    icon: ShieldCheck,
    title: "Private and secure",
    text: "Your health details are never shared without your say-so.",
  },
];

function AuthIntro({ mode }: { mode: Mode }) {
  return (
    <div className="lg:pt-6">
      <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-800 shadow-sm ring-1 ring-primary-200">
        <Lock aria-hidden className="size-4" /> Secure patient account
      </p>
      <p className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {mode === "signup" ? "Start planning your treatment abroad" : "Pick up where you left off"}
      </p>
      <p className="mt-3 max-w-xl text-pretty text-slate-600">
        Compare verified clinics in Turkey, South Korea, Thailand and Mexico, and keep everything
        about your journey in one calm, private dashboard.
      </p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {BENEFITS.map((b) => (
          <li key={b.title} className="flex gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white text-primary-700 shadow-sm ring-1 ring-slate-900/5">
              <b.icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{b.title}</span>
              <span className="block text-sm text-slate-600">{b.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  seo({
    title: d?.mode === "signup" ? "Create your account" : "Sign in",
    description:
      "Sign in to CareAtlas or create a free patient account to save clinics, compare quotes and plan your treatment abroad.",
    path: "/auth",
    origin: originFromMatches(matches),
    noindex: true,
  });
