import { data } from "react-router";
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from "~/services/notifications/notifications.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE } from "~/utils/dashboard.server";
import { requireUserApi } from "~/utils/permissions.server";
import { readForm } from "~/utils/request.server";
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
    listNotifications(user.id, { limit: 6 }),
  ]);
  return data({ ok: true as const, unread, items: list.items }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUserApi(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "read") {
    const r = await markRead(user.id, String(form.get("id") ?? ""));
    if (!r.found)
      return data({ ok: false as const, message: "Notification not found." }, { status: 404 });
  } else if (intent === "read-all") {
    await markAllRead(user.id);
  } else {
    return data({ ok: false as const, message: "Unknown action" }, { status: 400 });
  }
  return data({ ok: true as const, unread: await unreadCount(user.id) }, { headers: NO_STORE });
}
