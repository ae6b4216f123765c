import { MessageSquare, WifiOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, Outlet, useLocation, useParams } from "react-router";
import { EmptyState } from "~/components/layout/panel";
import { fillText } from "~/i18n/fill-text";
import { useLocalePath, useText } from "~/i18n/text";
import { useRealtime, useRealtimeState } from "~/services/realtime/use-realtime";
import { cn } from "~/utils/misc";
import { messagesFetch, onBackOnline, useOffline } from "../connection";
import type { ConversationSummary } from "../messages.server";
import { ShortTime } from "./short-time";

/**
 * The conversation list beside the open thread (the child route). On phones either the list
 * or the thread is shown. New messages, read markers, reconnects and the browser coming back
 * online refresh the list in the background (GET /api/messages) without a reload; while the
 * network is down an "Offline — reconnecting…" notice shows and the page stays as it is.
 */
export function Inbox({
  conversations,
  basePath,
  side,
}: {
  conversations: ConversationSummary[];
  basePath: string;
  side: "patient" | "clinic";
}) {
  const { conversationId } = useParams();
  // A thread, or the page that starts one (/messages/new), is shown beside the list.
  const { pathname } = useLocation();
  const open = Boolean(conversationId) || pathname.endsWith("/messages/new");
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const state = useRealtimeState();
  const offline = useOffline();
  // The loader's list, then the newer one fetched in the background (never a router
  // revalidation: with the network down that would replace the page with the error page).
  const [fresh, setFresh] = useState<{
    from: ConversationSummary[];
    list: ConversationSummary[];
  } | null>(null);
  const list = fresh && fresh.from === conversations ? fresh.list : conversations;

  const latest = useRef(conversations);

  const refresh = useCallback(() => {
    if (pending.current) return;
    pending.current = setTimeout(async () => {
      pending.current = null;
      const r = await messagesFetch<{ ok: true; conversations: ConversationSummary[] }>(
        "/api/messages",
      );
      if (r.kind === "answer" && r.body?.ok) {
        const got = r.body.conversations;
        setFresh({ from: latest.current, list: got });
      }
    }, 80);
  }, []);

  // New loader data (a navigation) may have been read while the open thread's loader was
  // marking messages read: count again once it is on screen.
  useEffect(() => {
    latest.current = conversations;
    refresh();
  }, [conversations, refresh]);

  useRealtime((e) => {
    if (e.type !== "notification") refresh();
  });
  useEffect(() => onBackOnline(refresh), [refresh]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  const totalUnread = list.reduce((n, c) => n + c.unread, 0);
  const t = useText();
  const to = useLocalePath();

  return (
    <section
      aria-labelledby="messages-title"
      data-realtime={state}
      className="rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-7">
        <div>
          <h2 id="messages-title" className="text-lg font-bold text-slate-900">
            {t("messages.inbox.title")}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {side === "patient" ? t("messages.inbox.patient") : t("messages.inbox.clinic")}
            {totalUnread > 0 && (
              <span data-testid="unread-total">
                {" "}
                {fillText(t("messages.inbox.unread"), { count: totalUnread })}
              </span>
            )}
          </p>
        </div>
        {offline && (
          <p
            role="status"
            data-testid="offline-notice"
            className="flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
          >
            <WifiOff aria-hidden className="size-4" /> {t("messages.offline")}
          </p>
        )}
      </div>

      {list.length === 0 ? (
        <div className="p-5 sm:p-7">
          {side === "patient" ? (
            <EmptyState
              icon={MessageSquare}
              title={t("messages.inbox.empty.title")}
              // Names the clinic page's button by its own text, so the two never drift apart.
              text={fillText(t("messages.inbox.empty.patient"), {
                button: t("clinic.quote.message"),
              })}
              action={{ to: to("/search-results"), label: t("messages.inbox.empty.find") }}
            />
          ) : (
            <EmptyState
              icon={MessageSquare}
              title={t("messages.inbox.empty.title")}
              text={t("messages.inbox.empty.clinic")}
            />
          )}
          {open && (
            <div className="mt-5">
              <Outlet />
            </div>
          )}
        </div>
      ) : (
        <div className="grid grid-cols-1 lg:min-h-[32rem] lg:grid-cols-[20rem_minmax(0,1fr)]">
          <nav
            aria-label={t("messages.inbox.conversations")}
            className={cn("border-slate-200 lg:border-e", open ? "hidden lg:block" : "block")}
          >
            <ul className="divide-y divide-slate-100" data-testid="conversation-list">
              {list.map((c) => {
                const active = c.id === conversationId;
                return (
                  <li key={c.id}>
                    <Link
                      to={`${basePath}/${c.id}`}
                      prefetch="none"
                      aria-current={active ? "page" : undefined}
                      data-testid="conversation"
                      className={cn(
                        "flex min-h-16 items-start gap-3 px-5 py-3 transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-primary-300",
                        active ? "bg-primary-50" : "hover:bg-slate-50",
                      )}
                    >
                      <span
                        aria-hidden
                        className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-100 text-sm font-bold text-primary-800"
                      >
                        {initials(c.title)}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="flex items-baseline justify-between gap-2">
                          <span
                            className={cn(
                              "truncate text-sm text-slate-900",
                              c.unread > 0 ? "font-bold" : "font-semibold",
                            )}
                            data-testid="conversation-title"
                          >
                            {c.title}
                          </span>
                          {c.lastMessageAt && (
                            <ShortTime
                              iso={c.lastMessageAt}
                              className="shrink-0 text-xs text-slate-600"
                            />
                          )}
                        </span>
                        <span className="mt-0.5 flex items-center justify-between gap-2">
                          <span className="truncate text-sm text-slate-600">
                            {c.lastBody ?? t("messages.inbox.empty.title")}
                          </span>
                          {c.unread > 0 && (
                            <span
                              data-testid="unread-count"
                              className="inline-flex min-w-6 shrink-0 justify-center rounded-full bg-primary-700 px-1.5 py-0.5 text-xs font-bold text-white"
                            >
                              {c.unread}
                              <span className="sr-only"> {t("messages.inbox.unread-sr")}</span>
                            </span>
                          )}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={cn("min-w-0", open ? "block" : "hidden lg:block")}>
            <Outlet />
          </div>
        </div>
      )}
    </section>
  );
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}

/** Shown in the thread pane when no conversation is open. */
export function NoConversationSelected() {
  const t = useText();
  return (
    <div className="grid h-full place-items-center p-8 text-center">
      <div>
        <MessageSquare aria-hidden className="mx-auto size-8 text-slate-400" />
        <p className="mt-2 text-sm text-slate-600">{t("messages.inbox.choose")}</p>
      </div>
    </div>
  );
}
