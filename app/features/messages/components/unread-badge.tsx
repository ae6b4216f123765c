import { useEffect, useSyncExternalStore } from "react";
import { localeInfo } from "~/i18n/config";
import type { MessageId } from "~/i18n/message-ids";
import { useLocale, useText } from "~/i18n/text";
import { useRealtime } from "~/services/realtime/use-realtime";
import { cn } from "~/utils/misc";
import { messagesFetch, onBackOnline } from "../connection";

/**
 * The signed-in user's unread messages (all conversations), shared by every badge on the page
 * (the patient's Messages tab, the clinic's Requests tab and Messages section). Fetched after
 * hydration, then again when a message or read marker arrives on the realtime stream, after a
 * reconnect and when the browser is back online. One request at a time.
 */
let unread: number | null = null;
let inflight: Promise<void> | null = null;
let again = false;
const subs = new Set<() => void>();

function set(n: number | null) {
  if (n === unread) return;
  unread = n;
  for (const s of subs) s();
}

export function refreshUnreadMessages(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  if (inflight) {
    // A change arrived while a count was on its way: count once more afterwards.
    again = true;
    return inflight;
  }
  inflight = messagesFetch<{ unread?: number }>("/api/messages?count=1")
    .then((r) => {
      if (r.kind !== "answer") return;
      if (r.status === 401) return set(null);
      if (typeof r.body?.unread === "number") set(Math.max(0, r.body.unread));
    })
    .finally(() => {
      inflight = null;
      if (again) {
        again = false;
        void refreshUnreadMessages();
      }
    });
  return inflight;
}

function useUnreadMessages(): number | null {
  return useSyncExternalStore(
    (cb) => {
      subs.add(cb);
      return () => subs.delete(cb);
    },
    () => unread,
    () => null,
  );
}

/** Keeps the shared count live; render once per page (the dashboard shell does). */
export function UnreadMessagesSync() {
  useEffect(() => {
    void refreshUnreadMessages();
    return onBackOnline(() => void refreshUnreadMessages());
  }, []);
  useRealtime((e) => {
    if (e.type === "message" || e.type === "read" || e.type === "resync")
      void refreshUnreadMessages();
  });
  return null;
}

/**
 * " unread messages" after the count, for screen readers: the count is known only here, so the
 * loaders send one text per plural category (`messagesBadge.`, a small table, decision 044) and
 * the language's own rule picks one. A page without them says it in English.
 */
const UNREAD: Record<Intl.LDMLPluralRule, MessageId> = {
  zero: /*i18n*/ "messagesBadge.unread.zero",
  one: /*i18n*/ "messagesBadge.unread.one",
  two: /*i18n*/ "messagesBadge.unread.two",
  few: /*i18n*/ "messagesBadge.unread.few",
  many: /*i18n*/ "messagesBadge.unread.many",
  other: /*i18n*/ "messagesBadge.unread.other",
};

/** "3" in a pill (with " unread messages" for screen readers), nothing when none are unread. */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const n = useUnreadMessages();
  const t = useText();
  const intl = localeInfo(useLocale()).intl;
  if (!n) return null;
  return (
    <span
      data-testid="messages-unread-badge"
      className={cn(
        "inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-bold leading-none text-white",
        className,
      )}
    >
      {n > 99 ? "99+" : n}
      <span className="sr-only">
        {" "}
        {t(
          UNREAD[new Intl.PluralRules(intl).select(n)],
          `unread ${n === 1 ? "message" : "messages"}`,
        )}
      </span>
    </span>
  );
}
