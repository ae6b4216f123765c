import { data } from "react-router";
import { streamSources } from "~/features/messages/stream-sources.server";
import { openStream } from "~/services/realtime/stream.server";
import { getSessionInfo, requireUserApi } from "~/utils/permissions.server";
import type { Route } from "./+types/stream";

/**
 * GET /api/stream — the signed-in user's realtime events as server-sent events: new messages
 * and read markers of their own conversations (as patient, or as the clinic they manage) and
 * their notifications. 401 when signed out; 429 past the per-user cap; the stream closes when
 * its session ends. See app/services/realtime/stream.server.ts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserApi(request);
  const sessionId = (await getSessionInfo(request))?.sessionId;
  const clinicId = user.role === "clinic" ? user.clinicId : null;
  return openStream(request, { userId: user.id, clinicId, sessionId }, streamSources);
}

export async function action() {
  return data(
    { ok: false, message: "Method not allowed" },
    { status: 405, headers: { Allow: "GET" } },
  );
}
