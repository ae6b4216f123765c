import { SignupEmailInput, SignupHoneypot, useSignupForm } from "~/components/forms/email-signup";
import { Button } from "~/components/ui/button";
import { type MessageId, useText } from "~/i18n/text";

const ANCHOR = "app-notify";
/** Outcome of a no-JavaScript post: /api/app-notify redirects back with ?notice=app-notify.<status>. */
const NOTICE_TEXT: Record<string, MessageId> = {
  invalid: /*i18n*/ "home.notify.invalid",
  rate: /*i18n*/ "home.notify.rate",
};

/** 'Notify me' for the mobile app launch (home section; the dashboard card and sticky bar link here). */
export function AppNotifyForm() {
  const t = useText();
  const { fetcher, id, hydrated, location, email, setEmail, notice, done } = useSignupForm(ANCHOR, {
    title: t("home.notify.thanks"),
    description: t("home.notify.thanksText"),
    clearEmail: true,
  });

  if (done) {
    return (
      <p
        id={ANCHOR}
        role="status"
        className="scroll-mt-24 rounded-lg bg-white/15 p-4 font-semibold text-white ring-1 ring-white/20"
      >
        {t("home.notify.done")}
      </p>
    );
  }
  // With JavaScript the endpoint's own message shows (English until the form endpoints speak
  // the page's language); without it, the outcome in the URL is shown in the page's language.
  const noticeId = !fetcher.data && notice ? NOTICE_TEXT[notice] : undefined;
  const error =
    fetcher.data && !fetcher.data.ok
      ? (fetcher.data.errors?.email?.[0] ?? fetcher.data.message)
      : noticeId && t(noticeId);
  return (
    <fetcher.Form
      id={ANCHOR}
      method="post"
      action="/api/app-notify"
      noValidate={hydrated}
      className="scroll-mt-24"
    >
      <input type="hidden" name="source" value="home" />
      <input type="hidden" name="sourcePath" value={location.pathname} />
      {hydrated && <input type="hidden" name="_js" value="1" />}
      <SignupHoneypot />
      <label htmlFor={`${id}-email`} className="text-sm font-semibold">
        {t("home.notify.label")}
      </label>
      <div className="mt-1.5 flex gap-2">
        <SignupEmailInput
          idBase={id}
          error={error}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="h-11 min-w-0 flex-1 rounded-lg border-0 bg-white px-3 text-sm text-slate-900"
        />
        <Button type="submit" variant="accent" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("home.notify.sending") : t("home.notify.submit")}
        </Button>
      </div>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-2 rounded bg-white px-2 py-1 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      )}
    </fetcher.Form>
  );
}
