import { Bell, CalendarCheck, FileText, MessageSquare, Star, type LucideIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useText } from "~/i18n/text";
import type { listNotifications } from "~/services/notifications/notifications.server";
import { cn } from "~/utils/misc";

type NotificationItem = Awaited<ReturnType<typeof listNotifications>>["items"][number] & {
  /** When it was sent, in the page's language (the loader's). */
  when: string;
};

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

/** The notifications page's list: each notification with its link and "Mark as read", or an empty state. */
export function NotificationList({ items }: { items: NotificationItem[] }) {
  const t = useText();
  return (
    <>
      {items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
            <Bell aria-hidden className="size-7" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">
            {t("notifications.empty.title")}
          </h2>
          <p className="mt-1 max-w-md text-sm text-slate-600">{t("notifications.empty.text")}</p>
          <Link
            to="/dashboard"
            className={buttonVariants({ variant: "primary", className: "mt-6" })}
          >
            {t("notifications.empty.action")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-slate-100 rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5">
          {items.map((n) => {
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
                        {t("notifications.new")}
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
                    <time dateTime={n.createdAt}>{n.when}</time>
                  </p>
                </div>
                {!n.read && (
                  <Form method="post" className="shrink-0 self-center">
                    <input type="hidden" name="id" value={n.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="read"
                      aria-label={t("notifications.markNamed").replace("{title}", n.title)}
                      className={buttonVariants({ variant: "ghost", size: "sm" })}
                    >
                      {t("notifications.mark")}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
