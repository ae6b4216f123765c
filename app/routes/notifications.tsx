import { CheckCheck } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, data, useRevalidator } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { NotificationList } from "~/features/notifications/components/notification-list";
import { notificationIntents } from "~/features/notifications/notification-intents.server";
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
    listNotifications(user.id, { before }),
    unreadCount(user.id),
  ]);
  return data({ ...list, unread, older: Boolean(before) }, { headers: NO_STORE });
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

      <NotificationList items={d.items} />
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
