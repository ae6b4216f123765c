import {
  Bell,
  CalendarCheck,
  CheckCheck,
  FileText,
  MessageSquare,
  Star,
  type LucideIcon,
} from "lucide-react";
import { useEffect } from "react";
import { Form, Link, data, useRevalidator } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from "~/services/notifications/notifications.server";
import { setUnread } from "~/services/notifications/unread-store";
import { useRealtime } from "~/services/realtime/use-realtime";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE } from "~/utils/dashboard.server";
import { cn } from "~/utils/misc";
import { requireUser } from "~/utils/permissions.server";
import { readForm } from "~/utils/request.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/notifications";

/** The signed-in user's notifications: newest first, mark one or all read, open the target. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const before = new URL(request.url).searchParams.get("before");
  const [list, unread] = await Promise.all([
    listNotifications(user.id, { before }),
    unreadCount(user.id),
  ]);
  return data({ ...list, unread, older: Boolean(before) }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "read") {
    const r = await markRead(user.id, String(form.get("id") ?? ""));
    if (!r.found) return data({ ok: false, message: "Notification not found." }, { status: 404 });
    return data({ ok: true, message: null });
  }
  if (intent === "read-all") {
    await markAllRead(user.id);
    return data({ ok: true, message: null });
  }
  return data({ ok: false, message: "Unknown action" }, { status: 400 });
}

export function headers() {
  return NO_STORE;
}

const ICONS: Record<string, LucideIcon> = {
  quote_request: FileText,
  quote: FileText,
  quote_accepted: FileText,
  quote_declined: FileText,
  booking_created: CalendarCheck,
  booking_confirmed: CalendarCheck,
  booking_completed: CalendarCheck,
  booking_cancelled: CalendarCheck,
  message: MessageSquare,
  review: Star,
  review_reply: Star,
  review_moderated: Star,
};

const when = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

export default function NotificationsPage({ loaderData: d, actionData }: Route.ComponentProps) {
  // Keep the header bell in step with what this page shows.
  useEffect(() => setUnread(d.unread), [d.unread]);
  // New notifications appear without a reload (first page only).
  const revalidator = useRevalidator();
  useRealtime((e) => {
    if (
      (e.type === "notification" || e.type === "resync") &&
      !d.older &&
      revalidator.state === "idle"
    )
      void revalidator.revalidate();
  });

  return (
    <div className="container-page max-w-3xl py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Notifications
          </h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {d.unread === 0 ? "You are all caught up." : `${d.unread} unread`}
          </p>
        </div>
        {d.unread > 0 && (
          <Form method="post">
            <SubmitButton intent="read-all" variant="outline" size="sm" pendingLabel="Marking…">
              <CheckCheck aria-hidden /> Mark all as read
            </SubmitButton>
          </Form>
        )}
      </div>
      {actionData && !actionData.ok && actionData.message && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {actionData.message}
        </p>
      )}

      {d.items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
            <Bell aria-hidden className="size-7" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">No notifications yet</h2>
          <p className="mt-1 max-w-md text-sm text-slate-600">
            Quotes, bookings, messages and reviews will show up here, and we email you too.
          </p>
          <Link
            to="/dashboard"
            className={buttonVariants({ variant: "primary", className: "mt-6" })}
          >
            Go to your dashboard
          </Link>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-slate-100 rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5">
          {d.items.map((n) => {
            const Icon = ICONS[n.kind] ?? Bell;
            return (
              <li
                key={n.id}
                data-testid="notification"
                data-read={n.read ? "true" : "false"}
                className={cn("flex gap-3 p-4 sm:p-5", !n.read && "bg-primary-50/40")}
              >
                <span
                  className={cn(
                    "mt-0.5 grid size-9 shrink-0 place-items-center rounded-full",
                    n.read ? "bg-slate-100 text-slate-600" : "bg-primary-100 text-primary-800",
                  )}
                >
                  <Icon aria-hidden className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    {!n.read && (
                      <span className="rounded-full bg-primary-700 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-white">
                        New
                      </span>
                    )}
                    <Link
                      to={`/notifications/${n.id}/open`}
                      className={cn(
                        "text-slate-900 underline-offset-2 hover:underline focus-visible:underline",
                        n.read ? "font-medium" : "font-semibold",
                      )}
                    >
                      {n.title}
                    </Link>
                  </p>
                  {n.body && <p className="mt-1 text-sm text-slate-700">{n.body}</p>}
                  <p className="mt-1 text-xs text-slate-600">
                    <time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))} UTC</time>
                  </p>
                </div>
                {!n.read && (
                  <Form method="post" className="shrink-0 self-center">
                    <input type="hidden" name="id" value={n.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="read"
                      aria-label={`Mark “${n.title}” as read`}
                      className={buttonVariants({ variant: "ghost", size: "sm" })}
                    >
                      Mark as read
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <nav aria-label="Notification pages" className="mt-6 flex justify-between">
        {d.older ? (
          <Link to="/notifications" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            Newest
          </Link>
        ) : (
          <span />
        )}
        {d.nextCursor && (
          <Link
            to={`/notifications?before=${encodeURIComponent(d.nextCursor)}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Older notifications
          </Link>
        )}
      </nav>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Notifications",
    description: "Your CareAtlas notifications: quotes, bookings, messages and reviews.",
    path: "/notifications",
    origin: originFromMatches(matches),
    noindex: true,
  });
