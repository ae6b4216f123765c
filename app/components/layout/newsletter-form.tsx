import { useState } from "react";
import { SignupEmailInput, SignupHoneypot, useSignupForm } from "~/components/forms/email-signup";
import { Button } from "~/components/ui/button";
import { type MessageId, useText } from "~/i18n/text";

/** Outcome of a no-JavaScript post: /api/newsletter redirects back with ?notice=newsletter-<source>.<status>. */
const NOTICE_TEXT: Record<string, MessageId> = {
  invalid: /*i18n*/ "shell.newsletter.notice.invalid",
  consent: /*i18n*/ "shell.newsletter.notice.consent",
  rate: /*i18n*/ "shell.newsletter.notice.rate",
};

/**
 * The mailing-list box. With JavaScript, Subscribe stays disabled until an email is typed and
 * (footer) consent is ticked, and the answer comes back as JSON. Without it, the browser's own
 * `required` checks apply and the endpoint redirects back here with the outcome.
 */
export function NewsletterForm({ source }: { source: "footer" | "blog" }) {
  const t = useText();
  const anchor = `newsletter-${source}`;
  const { fetcher, id, hydrated, location, email, setEmail, notice, done } = useSignupForm(anchor, {
    title: t("shell.newsletter.toast.title"),
    description: t("shell.newsletter.toast.text"),
  });
  const [consent, setConsent] = useState(false);
  const requireConsent = source === "footer";

  if (done) {
    return (
      <div id={anchor} className="mt-5 scroll-mt-24">
        <p role="status" className="rounded-lg bg-primary-50 p-3 font-medium text-primary-900">
          {t("shell.newsletter.done")}
        </p>
        <p className="mt-2 text-xs text-slate-600">{t("shell.newsletter.confirmHint")}</p>
      </div>
    );
  }
  const error =
    fetcher.data && !fetcher.data.ok
      ? (fetcher.data.errors?.email?.[0] ??
        fetcher.data.errors?.consent?.[0] ??
        fetcher.data.message)
      : !fetcher.data && notice && NOTICE_TEXT[notice]
        ? t(NOTICE_TEXT[notice])
        : undefined;
  return (
    <fetcher.Form
      id={anchor}
      method="post"
      action="/api/newsletter"
      className="mt-5 scroll-mt-24"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {t("shell.newsletter.title")}
      </h2>
      <p className="text-xs text-slate-600">{t("shell.newsletter.promise")}</p>
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="sourcePath" value={location.pathname} />
      {hydrated && <input type="hidden" name="_js" value="1" />}
      <SignupHoneypot />
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t("shell.newsletter.email")}
        </label>
        <SignupEmailInput
          idBase={id}
          error={error}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        />
        <Button
          type="submit"
          disabled={
            hydrated && (!email.trim() || (requireConsent && !consent) || fetcher.state !== "idle")
          }
          size="md"
        >
          {fetcher.state !== "idle" ? t("shell.newsletter.sending") : t("shell.newsletter.submit")}
        </Button>
      </div>
      {requireConsent && (
        <label className="mt-2 flex items-start gap-2 text-xs text-slate-700">
          <input
            type="checkbox"
            name="consent"
            value="on"
            required
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            className="mt-0.5 size-4 accent-primary-700"
          />
          {t("shell.newsletter.consent")}
        </label>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fetcher.Form>
  );
}
