import { and, asc, desc, eq, gt, or, sql } from "drizzle-orm";
import { getDb, type Db, type DbExecutor } from "~/db/client.server";
import { clinics, users, conversations, messages } from "~/db/schema";
import { shareRecordWithClinic } from "~/features/records/sharing.server";
import { markSeen } from "~/services/notifications/notifications.server";
import { notifyClinic, notifyUser } from "~/services/notifications/notify.server";
import type { StreamMessage } from "~/services/realtime/events";
import { publish } from "~/services/realtime/publish.server";
import { isUuid } from "~/utils/validation";
import { messageColumns, selectMessages, toStream } from "./message-rows.server";
import { SendMessageSchema } from "./messages-schema";

/**
 * Conversations between a patient and a clinic (one per pair) and their messages.
 * Every function takes the acting side and scopes its queries by it: a patient sees the
 * conversations whose patient_id is theirs, a clinic user those whose clinic_id is their
 * clinic's. A conversation id that is not the actor's reads as "not found" (404), never 403,
 * so ids of others' conversations cannot be probed.
 */
export type Actor =
  { role: "patient"; userId: string } | { role: "clinic"; userId: string; clinicId: string };

export const THREAD_LIMIT = 200;

function scope(actor: Actor) {
  return actor.role === "patient"
    ? eq(conversations.patientId, actor.userId)
    : eq(conversations.clinicId, actor.clinicId);
}

/** Unread for the actor: messages from the other side after the actor's read marker. */
function unreadExpr(actor: Actor) {
  const marker =
    actor.role === "patient" ? conversations.patientLastReadSeq : conversations.clinicLastReadSeq;
  const other = actor.role === "patient" ? "clinic" : "patient";
  return sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id} and m.seq > ${marker} and m.sender_role = ${other})`;
}

const lastBodyExpr = sql<
  string | null
>`(select m.body from ${messages} m where m.conversation_id = ${conversations.id} order by m.seq desc limit 1)`;

export type ConversationSummary = {
  id: string;
  /** The other side: the clinic (for a patient) or the patient (for a clinic). */
  title: string;
  clinicSlug: string;
  lastMessageAt: string | null;
  lastBody: string | null;
  unread: number;
};

export async function listConversations(
  actor: Actor,
  db: Db | null = null,
): Promise<ConversationSummary[]> {
  db ??= await getDb();
  const rows = await db
    .select({
      id: conversations.id,
      clinicName: clinics.name,
      clinicSlug: clinics.slug,
      patientName: users.name,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
      lastBody: lastBodyExpr,
      unread: unreadExpr(actor),
    })
    .from(conversations)
    .innerJoin(clinics, eq(clinics.id, conversations.clinicId))
    .innerJoin(users, eq(users.id, conversations.patientId))
    .where(
      actor.role === "patient"
        ? scope(actor)
        : // A clinic sees a conversation once the patient has written in it.
          and(scope(actor), sql`${conversations.lastMessageAt} is not null`),
    )
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    title: actor.role === "patient" ? r.clinicName : r.patientName,
    clinicSlug: r.clinicSlug,
    lastMessageAt: r.lastMessageAt ? new Date(r.lastMessageAt).toISOString() : null,
    lastBody: r.lastBody ? r.lastBody.slice(0, 140) : null,
    unread: Number(r.unread) || 0,
  }));
}

/** The actor's total unread messages (for a badge). */
export async function unreadTotal(actor: Actor): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadExpr(actor)}), 0)::int` })
    .from(conversations)
    .where(scope(actor));
  return Number(row?.n ?? 0);
}

/** A patient's conversation with a clinic (by slug), created if it does not exist yet. */
/**
 * Reads only (a GET may never create anything): the clinic's name and the patient's existing
 * conversation with it, or null when no clinic has this slug.
 */
export async function findConversationWith(
  patientId: string,
  clinicSlug: string,
): Promise<{ clinicName: string; conversationId: string | null } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ clinicName: clinics.name, conversationId: conversations.id })
    .from(clinics)
    .leftJoin(
      conversations,
      and(eq(conversations.clinicId, clinics.id), eq(conversations.patientId, patientId)),
    )
    .where(eq(clinics.slug, clinicSlug))
    .limit(1);
  return row ?? null;
}

export async function openConversation(
  patientId: string,
  clinicSlug: string,
): Promise<{ id: string } | null> {
  const db = await getDb();
  const [clinic] = await db
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.slug, clinicSlug))
    .limit(1);
  if (!clinic) return null;
  await db
    .insert(conversations)
    .values({ patientId, clinicId: clinic.id })
    .onConflictDoNothing({ target: [conversations.patientId, conversations.clinicId] });
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.patientId, patientId), eq(conversations.clinicId, clinic.id)))
    .limit(1);
  return row ?? null;
}

export type ThreadView = {
  conversation: {
    id: string;
    title: string;
    clinicSlug: string;
    patientLastReadSeq: number;
    clinicLastReadSeq: number;
  };
  messages: StreamMessage[];
  /** True when older messages exist beyond THREAD_LIMIT. */
  truncated: boolean;
};

async function findConversation(
  db: DbExecutor,
  actor: Actor,
  conversationId: string,
  opts: { lock?: boolean } = {},
) {
  if (!isUuid(conversationId)) return null;
  const q = db
    .select({
      id: conversations.id,
      patientId: conversations.patientId,
      clinicId: conversations.clinicId,
      clinicName: clinics.name,
      clinicSlug: clinics.slug,
      patientName: users.name,
      patientLastReadSeq: conversations.patientLastReadSeq,
      clinicLastReadSeq: conversations.clinicLastReadSeq,
    })
    .from(conversations)
    .innerJoin(clinics, eq(clinics.id, conversations.clinicId))
    .innerJoin(users, eq(users.id, conversations.patientId))
    .where(and(eq(conversations.id, conversationId), scope(actor)))
    .limit(1);
  const [row] = await (opts.lock ? q.for("update", { of: conversations }) : q);
  return row ?? null;
}

/**
 * The thread (latest THREAD_LIMIT messages, oldest first), or null when the conversation is
 * not the actor's. Reading marks it read (`markRead: false` to only look).
 */
export async function getThread(
  actor: Actor,
  conversationId: string,
  opts: { markRead?: boolean } = {},
): Promise<ThreadView | null> {
  const db = await getDb();
  const c = await findConversation(db, actor, conversationId);
  if (!c) return null;
  const rows = await selectMessages(db)
    .where(eq(messages.conversationId, c.id))
    .orderBy(desc(messages.seq))
    .limit(THREAD_LIMIT + 1);
  const truncated = rows.length > THREAD_LIMIT;
  const list = rows
    .slice(0, THREAD_LIMIT)
    .reverse()
    .map((m) => toStream(m, actor.role));
  let { patientLastReadSeq, clinicLastReadSeq } = c;
  if (opts.markRead !== false && list.length) {
    const seq = await markRead(actor, c.id);
    if (seq !== null) {
      if (actor.role === "patient") patientLastReadSeq = seq;
      else clinicLastReadSeq = seq;
    }
    // The bell's "new message" notifications for this thread are seen now too.
    await markSeen(actor.userId, [
      actor.role === "patient"
        ? `/dashboard/messages/${c.id}`
        : `/dashboard/requests/messages/${c.id}`,
    ]);
  }
  return {
    conversation: {
      id: c.id,
      title: actor.role === "patient" ? c.clinicName : c.patientName,
      clinicSlug: c.clinicSlug,
      patientLastReadSeq,
      clinicLastReadSeq,
    },
    messages: list,
    truncated,
  };
}

/**
 * What a thread on screen missed: the conversation's messages after `afterSeq` (oldest first,
 * at most THREAD_LIMIT) and both read markers, or null when the conversation is not the
 * actor's. Reading marks it read, as opening the thread does.
 */
export async function threadSince(
  actor: Actor,
  conversationId: string,
  afterSeq: number,
): Promise<{
  messages: StreamMessage[];
  patientLastReadSeq: number;
  clinicLastReadSeq: number;
  more: boolean;
} | null> {
  const db = await getDb();
  const c = await findConversation(db, actor, conversationId);
  if (!c) return null;
  const rows = await selectMessages(db)
    .where(and(eq(messages.conversationId, c.id), gt(messages.seq, afterSeq)))
    .orderBy(asc(messages.seq))
    .limit(THREAD_LIMIT + 1);
  let { patientLastReadSeq, clinicLastReadSeq } = c;
  // Also when nothing is new here: a message that arrived on the stream is read now.
  const seq = await markRead(actor, c.id);
  if (seq !== null) {
    if (actor.role === "patient") patientLastReadSeq = seq;
    else clinicLastReadSeq = seq;
  }
  return {
    messages: rows.slice(0, THREAD_LIMIT).map((m) => toStream(m, actor.role)),
    patientLastReadSeq: Number(patientLastReadSeq),
    clinicLastReadSeq: Number(clinicLastReadSeq),
    more: rows.length > THREAD_LIMIT,
  };
}

/**
 * Moves the actor's read marker to the conversation's latest message. Returns the new marker
 * when it moved (and announces it), null otherwise. Only ever moves forward.
 */
export async function markRead(actor: Actor, conversationId: string): Promise<number | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const marker =
      actor.role === "patient" ? conversations.patientLastReadSeq : conversations.clinicLastReadSeq;
    const latest = sql<number>`(select coalesce(max(m.seq), 0)::int from ${messages} m where m.conversation_id = ${conversations.id})`;
    const [row] = await tx
      .update(conversations)
      .set(
        actor.role === "patient" ? { patientLastReadSeq: latest } : { clinicLastReadSeq: latest },
      )
      .where(and(eq(conversations.id, conversationId), scope(actor), sql`${marker} < ${latest}`))
      .returning({
        patientId: conversations.patientId,
        clinicId: conversations.clinicId,
        patientLastReadSeq: conversations.patientLastReadSeq,
        clinicLastReadSeq: conversations.clinicLastReadSeq,
      });
    if (!row) return null;
    await publish(tx, {
      type: "read",
      conversationId,
      patientId: row.patientId,
      clinicId: row.clinicId,
    });
    return actor.role === "patient" ? row.patientLastReadSeq : row.clinicLastReadSeq;
  });
}

export type SendResult =
  | { ok: true; message: StreamMessage; duplicate: boolean }
  | {
      ok: false;
      status: 400 | 404;
      fieldErrors?: { body?: string; recordId?: string; consent?: string };
      message: string;
    };

/** The text of a message that is only a file. */
export const ATTACHMENT_ONLY_BODY = "Shared a file from my records.";
export const SHARE_CONSENT_NEEDED = "Please confirm your consent to share this record.";

/**
 * Stores a message (once per clientId), moves the sender's read marker past it, announces it
 * on the realtime channel and tells the other side (in-app + email) — all in one transaction,
 * so nothing is announced for a message that was not stored.
 *
 * The other side is notified once per unread burst: when they still have an earlier unread
 * message from this sender in the conversation, they already have a notification. Mails are
 * further limited to one per conversation, recipient and hour.
 */
export async function sendMessage(
  actor: Actor,
  conversationId: string,
  input: { body: unknown; clientId: unknown; attach?: { recordId: string; consent: boolean } },
): Promise<SendResult> {
  const attach = input.attach;
  if (attach) {
    if (actor.role !== "patient") {
      return {
        ok: false,
        status: 400,
        message: "Only the patient can attach files from their records.",
      };
    }
    if (!attach.consent) {
      return {
        ok: false,
        status: 400,
        fieldErrors: { consent: SHARE_CONSENT_NEEDED },
        message: SHARE_CONSENT_NEEDED,
      };
    }
    // A file alone is a message too: the note is optional.
    if (typeof input.body !== "string" || !input.body.trim())
      input = { ...input, body: ATTACHMENT_ONLY_BODY };
  }
  const parsed = SendMessageSchema.safeParse(input);
  if (!parsed.success) {
    const bodyIssue = parsed.error.issues.find((i) => i.path[0] === "body");
    return {
      ok: false,
      status: 400,
      fieldErrors: bodyIssue ? { body: bodyIssue.message } : undefined,
      message: bodyIssue?.message ?? parsed.error.issues[0]?.message ?? "Failed to send message",
    };
  }
  const { body, clientId } = parsed.data;
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The conversation row is locked before the message takes its seq, so within a conversation
    // seqs commit in order: a stream resuming `after` a seq can never miss an earlier one that
    // committed later (patient and clinic may send at the same moment from two instances).
    const c = await findConversation(tx, actor, conversationId, { lock: true });
    if (!c) return { ok: false as const, status: 404 as const, message: "Conversation not found." };
    if (attach) {
      // The same consent record, share row and access-log entry as sharing from the Records tab.
      const shared = await shareRecordWithClinic(tx, {
        patientId: actor.userId,
        recordId: attach.recordId,
        clinicId: c.clinicId,
      });
      if (!shared.ok) {
        return {
          ok: false as const,
          status: 404 as const,
          fieldErrors: { recordId: shared.message },
          message: shared.message,
        };
      }
    }
    const [inserted] = await tx
      .insert(messages)
      .values({
        conversationId: c.id,
        senderUserId: actor.userId,
        senderRole: actor.role,
        body,
        clientId,
        recordId: attach?.recordId ?? null,
      })
      .onConflictDoNothing({ target: [messages.conversationId, messages.clientId] })
      .returning(messageColumns);
    if (!inserted) {
      const [existing] = await selectMessages(tx)
        .where(and(eq(messages.conversationId, c.id), eq(messages.clientId, clientId)))
        .limit(1);
      return { ok: true as const, message: toStream(existing!, actor.role), duplicate: true };
    }
    const seq = Number(inserted.seq);
    await tx
      .update(conversations)
      .set(
        actor.role === "patient"
          ? {
              lastMessageAt: sql`now()`,
              patientLastReadSeq: sql`greatest(${conversations.patientLastReadSeq}, ${seq})`,
            }
          : {
              lastMessageAt: sql`now()`,
              clinicLastReadSeq: sql`greatest(${conversations.clinicLastReadSeq}, ${seq})`,
            },
      )
      .where(eq(conversations.id, c.id));
    await publish(tx, {
      type: "message",
      conversationId: c.id,
      patientId: c.patientId,
      clinicId: c.clinicId,
      seq,
    });

    const otherMarker = actor.role === "patient" ? c.clinicLastReadSeq : c.patientLastReadSeq;
    const [earlierUnread] = await tx
      .select({ seq: messages.seq })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, c.id),
          eq(messages.senderRole, actor.role),
          gt(messages.seq, otherMarker),
          sql`${messages.seq} < ${seq}`,
        ),
      )
      .limit(1);
    if (!earlierUnread) {
      const hour = new Date().toISOString().slice(0, 13);
      // No message text in the notification or mail: it may hold health details.
      if (actor.role === "patient") {
        await notifyClinic(tx, c.clinicId, {
          kind: "message",
          title: { id: /*i18n*/ "notice.message.title", values: { name: c.patientName } },
          body: [{ id: /*i18n*/ "notice.message.clinic.body" }],
          emailNote: { id: /*i18n*/ "notice.message.clinic.email-note" },
          link: `/dashboard/requests/messages/${c.id}`,
          dedupeKey: `message:${c.id}:${hour}`,
          about: c.patientId,
        });
      } else {
        await notifyUser(tx, c.patientId, {
          kind: "message",
          title: { id: /*i18n*/ "notice.message.title", values: { name: c.clinicName } },
          body: [{ id: /*i18n*/ "notice.message.patient.body" }],
          emailNote: { id: /*i18n*/ "notice.message.patient.email-note" },
          link: `/dashboard/messages/${c.id}`,
          dedupeKey: `message:${c.id}:${hour}`,
        });
      }
    }
    if (attach) {
      // The insert's own row has no attachment columns: read it back with them.
      const [withFile] = await selectMessages(tx).where(eq(messages.id, inserted.id)).limit(1);
      return { ok: true as const, message: toStream(withFile!, actor.role), duplicate: false };
    }
    return { ok: true as const, message: toStream(inserted, actor.role), duplicate: false };
  });
}

/**
 * The messages a reconnecting stream missed: everything after `afterSeq` in the stream
 * owner's conversations (as patient, or as the clinic they manage), oldest first.
 */
export async function messagesAfter(
  owner: { userId: string; clinicId: string | null },
  afterSeq: number,
  limit = 500,
): Promise<StreamMessage[]> {
  const db = await getDb();
  const mine = owner.clinicId
    ? or(eq(conversations.patientId, owner.userId), eq(conversations.clinicId, owner.clinicId))
    : eq(conversations.patientId, owner.userId);
  const rows = await selectMessages(db)
    .where(and(gt(messages.seq, afterSeq), mine))
    .orderBy(asc(messages.seq))
    .limit(limit);
  // The owner reads a conversation as the clinic when it is their clinic's, else as its patient.
  return rows.map((m) =>
    toStream(m, owner.clinicId && m.conversationClinicId === owner.clinicId ? "clinic" : "patient"),
  );
}
