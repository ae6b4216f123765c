import { useSyncExternalStore } from "react";

/**
 * The header bell's unread count, shared by every bell on the page (desktop and mobile bars)
 * and refreshed by /notifications after it marks items read. One request at a time.
 */

let unread: number | null = null;
let inflight: Promise<void> | null = null;
/** A fresh count was asked for while a request was in flight: fetch once more after it. */
let again = false;
let lastFetch = 0;
const subs = new Set<() => void>();

function set(n: number | null) {
  if (n === unread) return;
  unread = n;
  for (const s of subs) s();
}

export function setUnread(n: number) {
  set(Math.max(0, n));
}

/** Fetches the count; `minAgeMs` skips the request when the last one is that recent. */
export function refreshUnread(minAgeMs = 0): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  if (inflight) {
    if (minAgeMs === 0) again = true;
    return inflight;
  }
  if (minAgeMs > 0 && Date.now() - lastFetch < minAgeMs) return Promise.resolve();
  lastFetch = Date.now();
  inflight = fetch("/api/notifications?count=1", {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  })
    .then(async (res) => {
      if (res.status === 401) return set(null);
      if (!res.ok) return;
      const body = (await res.json()) as { unread?: number };
      if (typeof body.unread === "number") set(body.unread);
    })
    .catch(() => {})
    .finally(() => {
      inflight = null;
      if (again) {
        again = false;
        void refreshUnread();
      }
    });
  return inflight;
}

export function useUnreadCount(): number | null {
  return useSyncExternalStore(
    (cb) => {
      subs.add(cb);
      return () => subs.delete(cb);
    },
    () => unread,
    () => null,
  );
}
