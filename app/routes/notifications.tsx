import { CheckCheck } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, data, useRevalidator } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { NotificationList } from "~/features/notifications/components/notification-list";
import { notificationIntents } from "~/features/notifications/notification-intents.server";
import { localeInfo } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import { accountLocale, accountPageI18n } from "~/i18n/page.server";
import { useText } from "~/i18n/text";
import { listNotifications, unreadCount } from "~/services/notifications/notifications.server";
import { setUnread } from "~/services/notifications/unread-store";
import { useRealtime } from "~/services/realtime/use-realtime";
import { handleForm } from "~/utils/action.server";
import { NO_STORE } from "~/utils/dashboard.server";
import { type SessionUser, requireUser } from "~/utils/permissions.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/notifications";

/** The signed-in user's notifications: newest first, mark one or all read, open the target. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const before = new URL(request.url).searchParams.get("before");
  const [list, unread] = await Promise.all([
    // The words in the reader's language (old English-only rows stay as stored).
    listNotifications(user.id, { before, locale: await accountLocale(request) }),
    unreadCount(user.id),
  ]);
  const { locale, i18n, text } = await accountPageI18n(request, ["notifications."], {
    "notifications.unread": { count: unread },
    "notifications.markNamed": placeholders("title"),
  });
  const when = new Intl.DateTimeFormat(localeInfo(locale).intl, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  });
  return data(
    {
      ...list,
      items: list.items.map((n) => ({ ...n, when: `${when.format(new Date(n.createdAt))} UTC` })),
      text,
      meta: {
        title: i18n._("notifications.meta.title"),
        description: i18n._("notifications.meta.description"),
      },
      unread,
      older: Boolean(before),
    },
    { headers: NO_STORE },
  );
}

type ActionResult = { ok: boolean; message: string | null };

export async function action({ request }: Route.ActionArgs) {
  return handleForm<SessionUser, ActionResult>(request, {
    guard: requireUser,
    intents: notificationIntents(() => data<ActionResult>({ ok: true, message: null })),
    reply: (f) => data<ActionResult>({ ok: false, message: f.message }, { status: f.status }),
  });
}

export function headers() {
  return NO_STORE;
}

export default function NotificationsPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useText();
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
            {t("notifications.title")}
          </h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {d.unread === 0 ? t("notifications.caughtUp") : t("notifications.unread")}
          </p>
        </div>
        {d.unread > 0 && (
          <Form method="post">
            <SubmitButton
              intent="read-all"
              variant="outline"
              size="sm"
              pendingLabel={t("notifications.marking")}
            >
              <CheckCheck aria-hidden /> {t("notifications.markAll")}
            </SubmitButton>
          </Form>
        )}
      </div>
      {actionData && !actionData.ok && actionData.message && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {actionData.message}
        </p>
      )}

      <NotificationList items={d.items} />
      <nav aria-label={t("notifications.pages")} className="mt-6 flex justify-between">
        {d.older ? (
          <Link to="/notifications" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            {t("notifications.newest")}
          </Link>
        ) : (
          <span />
        )}
        {d.nextCursor && (
          <Link
            to={`/notifications?before=${encodeURIComponent(d.nextCursor)}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t("notifications.older")}
          </Link>
        )}
      </nav>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  seo({
    title: d?.meta.title ?? "Notifications",
    description:
      d?.meta.description ??
      "Your CareAtlas notifications: quotes, bookings, messages and reviews.",
    path: "/notifications",
    origin: originFromMatches(matches),
    noindex: true,
  });
