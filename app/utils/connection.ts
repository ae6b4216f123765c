import { useSyncExternalStore } from "react";

/**
 * Page data and page forms across a dropped network (docs/decisions/059).
 *
 * React Router fetches a page's data and posts its forms as `*.data` requests, and asks the
 * server for routes it has not seen yet (`/__manifest`). When such a request gets no answer, the
 * router shows the error page and what the person typed is gone. In the browser,
 * `installRouteDataRetry` wraps fetch for those requests only:
 *
 * - the browser says it is offline: the request waits for the network to come back and is then
 *   sent (an offline browser sends nothing, so nothing can go twice); meanwhile the page stays
 *   as it is, with what was typed, and the shell says "You are offline";
 * - online but no answer (a dropped connection): a request that is safe to repeat (a read, or a
 *   form carrying its own `idempotencyKey`, which the server answers once) is tried again after
 *   1, 2 and 4 seconds; anything else fails as before.
 *
 * A navigation the person abandons (another link, the back button) aborts the request, and the
 * wait ends with it. Other requests (the messages API, uploads) keep their own handling.
 */

export type ConnectionState = "ok" | "offline" | "retrying";

let state: ConnectionState = "ok";
const subs = new Set<() => void>();
let waiting = 0;

function set(next: ConnectionState) {
  if (state === next) return;
  state = next;
  for (const s of subs) s();
}

/** "offline" / "retrying" while a page request waits for the network (the shell's notice). */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (cb) => {
      subs.add(cb);
      return () => subs.delete(cb);
    },
    () => state,
    () => "ok" as const,
  );
}

const RETRY_DELAYS_MS = [1000, 2000, 4000];

/**
 * The router's own requests: page data and forms (`*.data`), and its route discovery
 * (`/__manifest?paths=…`), which it fetches before a fetcher posts to, or a link goes to, a route
 * the browser has not seen yet (a heart posting to /api/favorites). Without an answer either one
 * makes the router show the error page.
 */
function isRouteData(input: RequestInfo | URL): URL | null {
  const raw = input instanceof Request ? input.url : String(input);
  const url = new URL(raw, window.location.href);
  return url.origin === window.location.origin &&
    (url.pathname.endsWith(".data") || url.pathname === "/__manifest")
    ? url
    : null;
}

function safeToRepeat(method: string, body: BodyInit | null | undefined): boolean {
  if (method === "GET" || method === "HEAD") return true;
  if (body instanceof FormData || body instanceof URLSearchParams)
    return Boolean(body.get("idempotencyKey"));
  return false;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The request was aborted.", "AbortError");
}

function untilOnline(signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (navigator.onLine) return resolve();
    const done = () => {
      window.removeEventListener("online", done);
      signal?.removeEventListener("abort", aborted);
      resolve();
    };
    const aborted = () => {
      window.removeEventListener("online", done);
      reject(abortError(signal!));
    };
    window.addEventListener("online", done);
    signal?.addEventListener("abort", aborted, { once: true });
  });
}

function delay(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(abortError(signal));
      },
      { once: true },
    );
  });
}

/** Wraps window.fetch once, in the browser (entry.client.tsx). */
export function installRouteDataRetry() {
  if (typeof window === "undefined" || (window.fetch as { routeDataRetry?: true }).routeDataRetry)
    return;
  const original = window.fetch.bind(window);
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!isRouteData(input) || input instanceof Request) return original(input, init);
    const signal = init?.signal;
    const method = (init?.method ?? "GET").toUpperCase();
    const repeatable = safeToRepeat(method, init?.body);
    let attempt = 0;
    for (;;) {
      try {
        const res = await original(input, init);
        return res;
      } catch (err) {
        if (signal?.aborted) throw err;
        if (!navigator.onLine) {
          // Offline: the browser sent nothing; send it when the network is back.
          waiting++;
          set("offline");
          try {
            await untilOnline(signal);
          } finally {
            waiting--;
          }
          continue;
        }
        if (!repeatable || attempt >= RETRY_DELAYS_MS.length) throw err;
        waiting++;
        set("retrying");
        try {
          await delay(RETRY_DELAYS_MS[attempt++]!, signal);
        } finally {
          waiting--;
        }
      } finally {
        if (waiting === 0) set("ok");
      }
    }
  };
  Object.assign(wrapped, { routeDataRetry: true as const });
  window.fetch = wrapped as typeof window.fetch;
}
