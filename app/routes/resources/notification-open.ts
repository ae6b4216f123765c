import { data, redirect } from "react-router";
import { markRead } from "~/services/notifications/notifications.server";
import { requireUser } from "~/utils/permissions.server";
import type { Route } from "./+types/notification-open";

/**
 * GET /notifications/:id/open — marks one of the signed-in user's notifications read and goes
 * to its in-app link (or back to /notifications). A link, so it works without JavaScript; the
 * only effect is on the user's own read marker.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const r = await markRead(user.id, params.id);
  if (!r.found) throw data({ message: "Notification not found." }, { status: 404 });
  return redirect(r.link ?? "/notifications", {
    headers: { "Cache-Control": "private, no-store" },
  });
}
