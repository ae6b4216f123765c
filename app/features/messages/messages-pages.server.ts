import { data, redirect } from "react-router";
import { z } from "zod";
import type { ResultToast } from "~/components/forms/result-toast";
import { listPatientRecords } from "~/features/records/records.server";
import { i18nFor } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/config";
import { accountLocale, formLocale } from "~/i18n/page.server";
import type { StreamMessage } from "~/services/realtime/events";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { failure, ok } from "~/utils/result";
import { newClientId } from "./messages-schema";
import { messagesMessageIn, messagesPageI18n } from "./messages-texts.server";
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
  const [conversations, { locale, text }] = await Promise.all([
    listConversations(actor),
    messagesPageI18n(request),
  ]);
  return data({ conversations, locale, text }, { headers: NO_STORE });
}

export async function threadLoader(
  request: Request,
  side: Side,
  conversationId: string | undefined,
) {
  const actor = await requireActor(request, side);
  const thread = await getThread(actor, conversationId ?? "");
  const locale = await accountLocale(request);
  if (!thread)
    throw data(
      { message: messagesMessageIn(locale, "Conversation not found.") },
      { status: 404, headers: NO_STORE },
    );
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
    {
      thread,
      clientId: newClientId(),
      records,
      // The consent the patient gives, in their language (the one text the share records).
      consentText: i18nFor(locale)._("records.consent"),
    },
    { headers: NO_STORE },
  );
}

const MAX_FORM_BYTES = 64 * 1024;

/** What the message form's post answers: the stored message, or why it was refused. */
export type SendReply =
  | { ok: true; message: StreamMessage; fieldErrors: Record<string, string>; toast: ResultToast }
  | { ok: false; fieldErrors: Record<string, string>; toast: ResultToast };

const sendIntent = intentsFor<Actor, SendReply>();

// Any string reaches sendMessage, which checks the text, the client id and the record itself.
const SendFields = z.object({ body: z.string().catch(""), clientId: z.string().catch("") });
const AttachFields = SendFields.extend({
  recordId: z.string().catch(""),
  consent: z
    .string()
    .catch("")
    .transform((v) => v === "on"),
});

/** The message form's two intents: a text (`send`, the default) or a file from the records. */
function messageIntents(
  conversationId: string,
  headers: HeadersInit | undefined,
  locale: () => Promise<Locale>,
) {
  const sent = (message: StreamMessage, title: string) =>
    data<SendReply>(
      {
        ok: true,
        message,
        fieldErrors: {},
        toast: { id: `sent-${message.id}`, type: "success", title },
      },
      { headers },
    );
  return {
    send: sendIntent({
      schema: SendFields,
      run: async (input, { user }) => {
        const r = await sendMessage(user, conversationId, input);
        return r.ok ? ok(r.message) : r;
      },
      done: async (message) => {
        const i18n = i18nFor(await locale());
        return sent(message, i18n._("messages.toast.sent"));
      },
    }),
    attach: sendIntent({
      schema: AttachFields,
      run: async ({ body, clientId, recordId, consent }, { user }) => {
        const r = await sendMessage(user, conversationId, {
          body,
          clientId,
          attach: { recordId, consent },
        });
        return r.ok ? ok(r.message) : r;
      },
      done: async (message) => {
        const i18n = i18nFor(await locale());
        return sent(message, i18n._("messages.toast.file-shared"));
      },
    }),
  };
}

/**
 * A message posted from the thread: the route's action (a plain form post, no JavaScript) and
 * POST /api/messages/:conversationId (the browser's outbox) both run it, after their own guard,
 * and answer with the same payload. The client id makes a resend store once. `notFound` answers
 * a 404 (the route's error page); without it, a 404 is the payload like any refusal.
 */
export function handleMessageForm(
  request: Request,
  opts: {
    guard: (request: Request) => Promise<Actor>;
    conversationId: string | undefined;
    headers?: HeadersInit;
    notFound?: (locale: Locale) => never;
  },
) {
  // The answers' language: the one handleForm answers failures in (decision 049).
  const locale = () => formLocale(request);
  const refused = async (status: number, fieldErrors: Record<string, string>, message: string) =>
    data<SendReply>(
      { ok: false, fieldErrors, toast: failedToast(message, await locale()) },
      { status, headers: opts.headers },
    );
  return handleForm(request, {
    guard: opts.guard,
    maxBytes: MAX_FORM_BYTES,
    tooLarge: async () => {
      const m = messagesMessageIn(await locale(), "This message is too long.");
      return refused(413, { body: m }, m);
    },
    defaultIntent: "send",
    intents: messageIntents(opts.conversationId ?? "", opts.headers, locale),
    reply: async (f) => {
      if (f.status === 404 && opts.notFound) opts.notFound(await locale());
      return refused(f.status, f.fieldErrors ?? {}, f.message);
    },
  });
}

/** The thread page's form post: 404 (the error page) for a conversation that is not the actor's. */
export function threadAction(request: Request, side: Side, conversationId: string | undefined) {
  return handleMessageForm(request, {
    guard: (request) => requireActor(request, side),
    conversationId,
    notFound: (locale) => {
      throw data(
        { message: messagesMessageIn(locale, "Conversation not found.") },
        { status: 404 },
      );
    },
  });
}

function failedToast(description: string, locale: Locale): ResultToast {
  return {
    id: `failed-${newClientId()}`,
    type: "error",
    title: messagesMessageIn(locale, "Failed to send message"),
    description,
  };
}

const CLINIC_NOT_FOUND = "Clinic not found.";

/** The clinic's slug from ?clinic=, or null when it cannot be one. */
function clinicSlugOf(request: Request): string | null {
  const slug = new URL(request.url).searchParams.get("clinic")?.trim() ?? "";
  return /^[a-z0-9-]{1,120}$/.test(slug) ? slug : null;
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
  const notFound = async () =>
    data(
      { message: messagesMessageIn(await accountLocale(request), CLINIC_NOT_FOUND) },
      { status: 404 },
    );
  if (!slug) throw await notFound();
  const found = await findConversationWith(actor.userId, slug);
  if (!found) throw await notFound();
  if (found.conversationId)
    throw redirect(`/dashboard/messages/${found.conversationId}`, { headers: NO_STORE });
  return data({ clinicName: found.clinicName, slug }, { headers: NO_STORE });
}

const startIntent = intentsFor<Actor, never>();

/**
 * POST /dashboard/messages/new?clinic=<slug> (the button, same origin only): starts it and opens
 * it. The button posts no fields, so the body is not read; an unknown clinic is a 404 page.
 */
export function newConversationAction(request: Request) {
  return handleForm(request, {
    guard: (request) => requireActor(request, "patient"),
    read: async () => ok(new FormData()),
    defaultIntent: "start",
    intents: {
      start: startIntent({
        run: async (_form, { user, request }) => {
          const slug = clinicSlugOf(request);
          const c = slug ? await openConversation(user.userId, slug) : null;
          return c ? ok(c.id) : failure(404, CLINIC_NOT_FOUND);
        },
        done: (id) => {
          throw redirect(`/dashboard/messages/${id}`, { headers: NO_STORE });
        },
      }),
    },
    reply: (f) => {
      throw data({ message: f.message }, { status: f.status });
    },
  });
}
