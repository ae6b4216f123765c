import { data } from "react-router";
import { handleMessageForm } from "~/features/messages/messages-pages.server";
import {
  type Actor,
  listConversations,
  threadSince,
  unreadTotal,
} from "~/features/messages/messages.server";
import { viewForRole } from "~/utils/dashboard-tabs";
import { NO_STORE } from "~/utils/dashboard.server";
import { requireUserApi } from "~/utils/permissions.server";
import type { Route } from "./+types/messages";

/**
 * The messages pages' background requests (JSON; 401 when signed out). Plain fetches rather
 * than router revalidations, so a dropped network is the page's to handle (offline notice,
 * outbox) instead of the route's error page. See docs/decisions/023-messages-offline.md.
 *
 * GET /api/messages — the user's conversations and total unread (`?count=1`: the count only,
 *   for the Messages tab's badge).
 * GET /api/messages/:conversationId?after=<seq> — that thread's messages after seq and both
 *   read markers (marks it read, as opening it does).
 * POST /api/messages/:conversationId — body, clientId: sends (stored once per clientId).
 */
async function requireMessagesActor(request: Request): Promise<Actor> {
  const user = await requireUserApi(request);
  if (user.role === "admin" && !user.twoFactorEnabled) {
    throw data({ ok: false, message: "Turn on two-factor authentication first." }, { status: 403 });
  }
  if (viewForRole(user.role) === "clinic") {
    if (!user.clinicId) {
      throw data(
        { ok: false, message: "Your account is not linked to a clinic." },
        { status: 403 },
      );
    }
    return { role: "clinic", userId: user.id, clinicId: user.clinicId };
  }
  return { role: "patient", userId: user.id };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireMessagesActor(request);
  const url = new URL(request.url);
  if (params.conversationId) {
    const after = Number(url.searchParams.get("after") ?? "0");
    const since = await threadSince(
      actor,
      params.conversationId,
      Number.isSafeInteger(after) && after >= 0 ? after : 0,
    );
    if (!since)
      return data(
        { ok: false as const, message: "Conversation not found." },
        { status: 404, headers: NO_STORE },
      );
    return data({ ok: true as const, ...since }, { headers: NO_STORE });
  }
  if (url.searchParams.get("count") === "1") {
    return data({ ok: true as const, unread: await unreadTotal(actor) }, { headers: NO_STORE });
  }
  const conversations = await listConversations(actor);
  return data(
    { ok: true as const, unread: conversations.reduce((n, c) => n + c.unread, 0), conversations },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST" || !params.conversationId) {
    return data(
      { ok: false, message: "Method not allowed" },
      { status: 405, headers: { Allow: "GET" } },
    );
  }
  return handleMessageForm(request, {
    guard: requireMessagesActor,
    conversationId: params.conversationId,
    headers: NO_STORE,
  });
}
