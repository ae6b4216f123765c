import { data } from "react-router";
import { notificationIntents } from "~/features/notifications/notification-intents.server";
import { accountLocale } from "~/i18n/page.server";
import { listNotifications, unreadCount } from "~/services/notifications/notifications.server";
import { handleForm } from "~/utils/action.server";
import { NO_STORE } from "~/utils/dashboard.server";
import { type SessionUser, requireUserApi } from "~/utils/permissions.server";
import type { Route } from "./+types/notifications";

/**
 * GET /api/notifications — the signed-in user's unread count and latest items (the header
 * bell). `?count=1` answers the count only. 401 JSON when signed out.
 * POST /api/notifications — intent=read (id) | read-all; answers the new unread count.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserApi(request);
  const url = new URL(request.url);
  if (url.searchParams.get("count") === "1") {
    return data({ ok: true as const, unread: await unreadCount(user.id) }, { headers: NO_STORE });
  }
  const [unread, list] = await Promise.all([
    unreadCount(user.id),
    listNotifications(user.id, { limit: 6, locale: await accountLocale(request) }),
  ]);
  return data({ ok: true as const, unread, items: list.items }, { headers: NO_STORE });
}

type ActionResult = { ok: true; unread: number } | { ok: false; message: string };

export async function action({ request }: Route.ActionArgs) {
  return handleForm<SessionUser, ActionResult>(request, {
    guard: requireUserApi,
    intents: notificationIntents(async ({ user }) =>
      data<ActionResult>({ ok: true, unread: await unreadCount(user.id) }, { headers: NO_STORE }),
    ),
    reply: (f) => data<ActionResult>({ ok: false, message: f.message }, { status: f.status }),
  });
}
