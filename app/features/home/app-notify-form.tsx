import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";

type Result =
  { ok: true } | { ok: false; errors?: Record<string, string[] | undefined>; message?: string };

const subscribe = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

const ANCHOR = "app-notify";
/** Outcome of a no-JavaScript post: /api/app-notify redirects back with ?notice=app-notify.<status>. */
const NOTICE_TEXT: Record<string, string> = {
  invalid: "Please enter a valid email address",
  rate: "Too many submissions. Please try again in a few minutes.",
};

/** 'Notify me' for the mobile app launch (home section; the dashboard card and sticky bar link here). */
export function AppNotifyForm() {
  const fetcher = useFetcher<Result>();
  const id = useId();
  const hydrated = useHydrated();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState("");
  const handled = useRef<Result | undefined>(undefined);
  const notice = searchParams.get("notice")?.startsWith(`${ANCHOR}.`)
    ? searchParams.get("notice")!.slice(ANCHOR.length + 1)
    : undefined;
  const done = fetcher.data?.ok === true || (!fetcher.data && notice === "ok");

  useEffect(() => {
    if (fetcher.data?.ok && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      toast.success("Thanks for subscribing!", {
        description: "We'll notify you when CareAtlas's app launches.",
      });
      setEmail("");
    }
  }, [fetcher.data]);

  if (done) {
    return (
      <p
        id={ANCHOR}
        role="status"
        className="scroll-mt-24 rounded-lg bg-white/15 p-4 font-semibold text-white ring-1 ring-white/20"
      >
        You're all set! We'll notify you when it's ready.
      </p>
    );
  }
  const error =
    fetcher.data && !fetcher.data.ok
      ? (fetcher.data.errors?.email?.[0] ?? fetcher.data.message)
      : !fetcher.data && notice
        ? NOTICE_TEXT[notice]
        : undefined;
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
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label>
          Leave this empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <label htmlFor={`${id}-email`} className="text-sm font-semibold">
        Get notified at launch
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border-0 bg-white px-3 text-sm text-slate-900"
        />
        <Button type="submit" variant="accent" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Sending…" : "Notify Me"}
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
