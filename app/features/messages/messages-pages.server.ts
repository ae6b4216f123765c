import { data, redirect } from "react-router";
import { listPatientRecords } from "~/features/records/records.server";
import { RECORD_SHARE_CONSENT_TEXT } from "~/features/records/sharing.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { readFormLimited } from "~/utils/request.server";
import { newClientId } from "./messages-schema";
import {
  type Actor,
  findConversationWith,
  getThread,
  listConversations,
  openConversation,
  sendMessage,
} from "./messages.server";

/**
 * Loaders and actions shared by the patient's Messages tab (/dashboard/messages) and the
 * clinic's Requests > Messages section (/dashboard/requests/messages).
 */
export type Side = "patient" | "clinic";

export async function requireActor(request: Request, side: Side): Promise<Actor> {
  if (side === "patient") {
    const { user } = await requireDashboardTab(request, "messages", ["patient"]);
    return { role: "patient", userId: user.id };
  }
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  return { role: "clinic", userId: user.id, clinicId: requireClinicId(user) };
}

export async function inboxLoader(request: Request, side: Side) {
  const actor = await requireActor(request, side);
  const conversations = await listConversations(actor);
  return data({ conversations }, { headers: NO_STORE });
}

export async function threadLoader(
  request: Request,
  side: Side,
  conversationId: string | undefined,
) {
  const actor = await requireActor(request, side);
  const thread = await getThread(actor, conversationId ?? "");
  if (!thread)
    throw data({ message: "Conversation not found." }, { status: 404, headers: NO_STORE });
  // The patient's files, to attach one from the records vault.
  const records =
    actor.role === "patient"
      ? (await listPatientRecords(actor.userId)).map((r) => ({
          id: r.id,
          fileName: r.fileName,
          createdAt: r.createdAt,
        }))
      : [];
  // A fresh id for the next message: a resubmitted form (no JavaScript) is stored once.
  return data(
    { thread, clientId: newClientId(), records, consentText: RECORD_SHARE_CONSENT_TEXT },
    { headers: NO_STORE },
  );
}

const MAX_FORM_BYTES = 64 * 1024;

export async function threadAction(
  request: Request,
  side: Side,
  conversationId: string | undefined,
) {
  assertSameOrigin(request);
  const actor = await requireActor(request, side);
  const { status, payload } = await sendFromRequest(request, actor, conversationId);
  if (status === 404) throw data({ message: "Conversation not found." }, { status: 404 });
  return data(payload, { status });
}

/**
 * Reads the posted form (body, clientId) and stores the message: the route's action (a plain
 * form post, no JavaScript) and POST /api/messages/:conversationId (the browser's outbox) both
 * answer with this payload. The client id makes a resend store once.
 */
export async function sendFromRequest(
  request: Request,
  actor: Actor,
  conversationId: string | undefined,
) {
  const read = await readFormLimited(request, MAX_FORM_BYTES);
  if (read.tooLarge) {
    return {
      status: 413,
      payload: {
        ok: false as const,
        fieldErrors: { body: "This message is too long." },
        toast: failedToast("This message is too long."),
      },
    };
  }
  const form = read.form;
  const attaching = form.get("intent") === "attach";
  const result = await sendMessage(actor, conversationId ?? "", {
    body: form.get("body") ?? "",
    clientId: form.get("clientId") ?? "",
    attach: attaching
      ? { recordId: String(form.get("recordId") ?? ""), consent: form.get("consent") === "on" }
      : undefined,
  });
  if (!result.ok) {
    return {
      status: result.status,
      payload: {
        ok: false as const,
        fieldErrors: result.fieldErrors ?? {},
        toast: failedToast(result.message),
      },
    };
  }
  return {
    status: 200,
    payload: {
      ok: true as const,
      message: result.message,
      fieldErrors: {},
      toast: {
        id: `sent-${result.message.id}`,
        type: "success" as const,
        title: attaching ? "File shared in the conversation" : "Message sent",
      },
    },
  };
}

function failedToast(description: string) {
  return {
    id: `failed-${newClientId()}`,
    type: "error" as const,
    title: "Failed to send message",
    description,
  };
}

function clinicSlugOf(request: Request): string {
  const slug = new URL(request.url).searchParams.get("clinic")?.trim() ?? "";
  if (!/^[a-z0-9-]{1,120}$/.test(slug))
    throw data({ message: "Clinic not found." }, { status: 404 });
  return slug;
}

/**
 * GET /dashboard/messages/new?clinic=<slug>: opens the existing conversation, or shows the
 * clinic's name and a "Start conversation" button. A GET never creates one: the session cookie
 * rides along on a top-level link from another site (SameSite=Lax), so a link alone must not
 * change the inbox (docs/decisions/030).
 */
export async function newConversationLoader(request: Request) {
  const actor = await requireActor(request, "patient");
  const slug = clinicSlugOf(request);
  const found = await findConversationWith(actor.userId, slug);
  if (!found) throw data({ message: "Clinic not found." }, { status: 404 });
  if (found.conversationId)
    throw redirect(`/dashboard/messages/${found.conversationId}`, { headers: NO_STORE });
  return data({ clinicName: found.clinicName, slug }, { headers: NO_STORE });
}

/** POST /dashboard/messages/new?clinic=<slug> (the button, same origin only): starts it and opens it. */
export async function newConversationAction(request: Request) {
  assertSameOrigin(request);
  const actor = await requireActor(request, "patient");
  const c = await openConversation(actor.userId, clinicSlugOf(request));
  if (!c) throw data({ message: "Clinic not found." }, { status: 404 });
  throw redirect(`/dashboard/messages/${c.id}`, { headers: NO_STORE });
}
