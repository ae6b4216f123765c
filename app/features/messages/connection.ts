import { useSyncExternalStore } from "react";
import { useRealtimeState } from "~/services/realtime/use-realtime";

/**
 * The messages pages' view of the network (browser only): offline when the browser says so,
 * when the realtime stream is reconnecting, or when the last background request failed for
 * want of a network (until one succeeds). Background requests go through `messagesFetch`,
 * which never throws: a dropped network is an answer the page handles, not an error page.
 */

let browserOnline = true;
let requestFailed = false;
let hooked = false;
const subs = new Set<() => void>();

function notify() {
  for (const s of subs) s();
}

function hook() {
  if (hooked || typeof window === "undefined") return;
  hooked = true;
  browserOnline = navigator.onLine;
  window.addEventListener("online", () => {
    browserOnline = true;
    notify();
  });
  window.addEventListener("offline", () => {
    browserOnline = false;
    notify();
  });
}

function setRequestFailed(failed: boolean) {
  if (requestFailed === failed) return;
  requestFailed = failed;
  notify();
}

function snapshot() {
  return browserOnline && !requestFailed;
}

export function useNetworkOnline(): boolean {
  return useSyncExternalStore(
    (cb) => {
      hook();
      subs.add(cb);
      return () => subs.delete(cb);
    },
    snapshot,
    () => true,
  );
}

/** True while messages cannot go out or come in: the "Offline — reconnecting…" notice. */
export function useOffline(): boolean {
  const online = useNetworkOnline();
  const stream = useRealtimeState();
  return !online || stream === "errored";
}

export type FetchOutcome<T> =
  { kind: "network" } | { kind: "answer"; status: number; body: T | null };

const TIMEOUT_MS = 15_000;

/**
 * fetch() for the messages API: `{kind: "network"}` when there was no answer (offline,
 * connection dropped, timed out), else the status and the JSON body (null if not JSON).
 */
export async function messagesFetch<T>(
  url: string,
  init: RequestInit = {},
): Promise<FetchOutcome<T>> {
  hook();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...init.headers },
      signal: abort.signal,
    });
  } catch {
    clearTimeout(timer);
    setRequestFailed(true);
    return { kind: "network" };
  }
  let body: T | null = null;
  try {
    body = (await res.json()) as T;
  } catch {
    body = null;
  } finally {
    clearTimeout(timer);
  }
  // A proxy's 502/503/504 while the app is away counts as "not reached".
  const reached = res.status < 502 || res.status > 504;
  setRequestFailed(!reached);
  return reached ? { kind: "answer", status: res.status, body } : { kind: "network" };
}

/** Runs `fn` whenever the browser comes back online. Returns the unsubscribe. */
export function onBackOnline(fn: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  window.addEventListener("online", fn);
  return () => window.removeEventListener("online", fn);
}
