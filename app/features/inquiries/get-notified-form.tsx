import { BellRing, CheckCircle2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { SignupEmailInput } from "~/components/forms/email-signup";
import { Honeypot } from "~/components/forms/honeypot";
import { lazyCheck } from "~/components/forms/lazy-check";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useText } from "~/i18n/text";
import { useHydrated } from "~/utils/use-hydrated";
import { NOTICE_TEXT, readNotice } from "./form-notice";
import { LIMITS, type FieldErrors } from "./inquiry-limits";

const check = lazyCheck(() => import("./inquiry-schemas"));

type Result = { ok: true } | { ok: false; errors?: FieldErrors; message?: string };

export type SearchCriteria = {
  treatment?: string;
  destination?: string;
  budget?: string;
  date?: string;
  q?: string;
};

/**
 * 'Get Notified' for an empty search: stores the email with the search criteria. A plain POST
 * form without JavaScript (the endpoint redirects back with ?notice=get-notified.ok); with it,
 * a fetcher and an inline confirmation.
 */
export function GetNotifiedForm({
  criteria,
  className,
}: {
  criteria: SearchCriteria;
  className?: string;
}) {
  const id = useId();
  // The search results page sends these texts in its language; the English ones are the fallback.
  const t = useText();
  const fetcher = useFetcher<Result>();
  const hydrated = useHydrated();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [idempotencyKey] = useState(() =>
    typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : "",
  );
  const handled = useRef<Result | undefined>(undefined);
  // The same email rule as the endpoint, checked before anything is sent (once its code is in).
  const [clientError, setClientError] = useState<string | undefined>();
  const notice = readNotice(searchParams, "get-notified");
  const done = fetcher.data?.ok === true || (!fetcher.data && notice === "ok");

  const toastTitle = t("search.notify.toastTitle", "You're on the list");
  const toastText = t(
    "search.notify.toastText",
    "We'll email you when a matching verified clinic joins.",
  );
  useEffect(() => {
    if (fetcher.data?.ok && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      toast.success(toastTitle, { description: toastText });
    }
  }, [fetcher.data, toastTitle, toastText]);

  if (done) {
    return (
      <div id="get-notified" role="status" className={className} data-testid="get-notified-done">
        <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-4 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          {t(
            "search.notify.done",
            "Thanks! We'll email you when a verified clinic matching your search joins CareAtlas.",
          )}
        </p>
      </div>
    );
  }

  const error =
    clientError ??
    (fetcher.data && !fetcher.data.ok
      ? (fetcher.data.errors?.email?.[0] ?? fetcher.data.message)
      : !fetcher.data && notice && notice !== "ok"
        ? NOTICE_TEXT[notice]
        : undefined);

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const schemas = check.forSubmit(e);
    if (!schemas) return;
    const input = e.currentTarget.elements.namedItem("email") as HTMLInputElement | null;
    const parsed = schemas.emailField.safeParse(input?.value ?? "");
    if (parsed.success) {
      setClientError(undefined);
      return;
    }
    e.preventDefault();
    setClientError(parsed.error.issues[0]?.message);
    input?.focus();
  }

  return (
    <fetcher.Form
      id="get-notified"
      method="post"
      action="/api/get-notified"
      noValidate={hydrated}
      {...check.triggers}
      onSubmit={onSubmit}
      className={className}
    >
      <label
        htmlFor={`${id}-email`}
        className="flex items-center gap-2 text-sm font-semibold text-slate-800"
      >
        <BellRing aria-hidden className="size-4 text-primary-700" />{" "}
        {t("search.notify.label", "Get notified about new clinics")}
      </label>
      {hydrated && (
        <>
          <input type="hidden" name="_js" value="1" />
          {idempotencyKey && <input type="hidden" name="idempotencyKey" value={idempotencyKey} />}
        </>
      )}
      <input type="hidden" name="sourcePath" value={location.pathname} />
      {(["treatment", "destination", "budget", "date", "q"] as const).map((k) =>
        criteria[k] ? <input key={k} type="hidden" name={k} value={criteria[k]} /> : null,
      )}
      <Honeypot />
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <SignupEmailInput
          idBase={id}
          error={error}
          maxLength={LIMITS.email}
          className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 sm:flex-1"
        />
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle"
            ? t("search.notify.saving", "Saving…")
            : t("search.notify.submit", "Get Notified")}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fetcher.Form>
  );
}
