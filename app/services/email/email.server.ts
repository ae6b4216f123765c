import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import pino from "pino";
import { getDb, type Db, type DbExecutor } from "~/db/client.server";
import * as f from "~/db/schema";
import { getEnv, logLevel } from "~/utils/env.server";

/**
 * Transactional outbox. A form stores its row and queues its mails in ONE transaction
 * (enqueueEmail), so a stored submission always has its acknowledgement queued and a failed
 * insert never sends a mail. A background worker (startOutboxWorker) delivers due mails with
 * retries; requests never wait for SMTP.
 */

const log = pino({
  level: logLevel(),
  base: { app: "careatlas", module: "email" },
});

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. Reply-To, List-Unsubscribe, List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** Queue at most one mail per key (e.g. 'contact:<id>:ack'); a second enqueue is a no-op. */
  dedupeKey?: string;
};

/** Delays after the 1st, 2nd, ... failed attempt. The 8th failure marks the mail 'failed'. */
export const RETRY_DELAYS_MS = [
  60_000, // 1 min
  5 * 60_000, // 5 min
  30 * 60_000, // 30 min
  2 * 3_600_000, // 2 h
  6 * 3_600_000, // 6 h
  12 * 3_600_000, // 12 h
  24 * 3_600_000, // 24 h
] as const;
export const MAX_ATTEMPTS = 8;
/** A claimed mail is not picked again for this long (covers a crash mid-send). */
const LEASE_MS = 5 * 60_000;

const HEADER_NAME_RE = /^[A-Za-z][A-Za-z0-9-]{0,60}$/;

function cleanHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) {
    // Header injection guard: values must be one line.
    if (HEADER_NAME_RE.test(k) && typeof v === "string")
      out[k] = v.replace(/[\r\n]+/g, " ").slice(0, 2_000);
  }
  return out;
}

/** Queues one mail. Call it with the transaction that stores the form's row. */
export async function enqueueEmail(
  tx: DbExecutor,
  mail: OutgoingEmail,
): Promise<{ queued: boolean }> {
  const rows = await tx
    .insert(f.emailOutbox)
    .values({
      to: mail.to.replace(/[\r\n]+/g, "").trim(),
      subject: mail.subject.replace(/[\r\n]+/g, " ").slice(0, 300),
      text: mail.text,
      html: mail.html ?? null,
      headers: cleanHeaders(mail.headers),
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: f.emailOutbox.id });
  if (rows.length > 0) wakeOutboxWorker();
  return { queued: rows.length > 0 };
}

/* ------------------------------------------------------------------ delivery */

/** What deliverOutbox needs from nodemailer: a transporter's sendMail. */
export type MailTransport = { sendMail: (mail: nodemailer.SendMailOptions) => Promise<unknown> };

let smtpTransport:
  | {
      url: string;
      transport: nodemailer.Transporter<SMTPTransport.SentMessageInfo, SMTPTransport.Options>;
    }
  | undefined;
function defaultTransport(): MailTransport | undefined {
  const { SMTP_URL } = getEnv();
  // Without SMTP_URL mail stays in the outbox; the server says where to read it once, at start
  // (server/index.ts, server/dev.ts: outboxAddress()).
  if (!SMTP_URL) return undefined;
  if (smtpTransport?.url !== SMTP_URL) {
    smtpTransport = {
      url: SMTP_URL,
      // Bounded timeouts: a hung SMTP server must not stall the worker for minutes.
      transport: nodemailer.createTransport({
        url: SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return smtpTransport.transport;
}

export type DeliverResult = {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  skipped: boolean;
};

/**
 * Sends the due pending mails once. Rows are claimed with a short UPDATE ... FOR UPDATE SKIP
 * LOCKED (several workers never send one mail twice) and sent outside any transaction, so a
 * slow SMTP server never holds a database lock. Failures back off 1 min, 5 min, 30 min, 2 h,
 * 6 h, 12 h, 24 h; the 8th failure marks the mail 'failed'.
 */
export async function deliverOutbox(
  opts: { transport?: MailTransport; now?: Date; batchSize?: number; db?: Db } = {},
): Promise<DeliverResult> {
  const result: DeliverResult = { claimed: 0, sent: 0, retrying: 0, failed: 0, skipped: false };
  const transport = opts.transport ?? defaultTransport();
  if (!transport) return { ...result, skipped: true };
  const db = opts.db ?? (await getDb());
  const now = opts.now ?? new Date();
  const o = f.emailOutbox;

  // A Date has milliseconds and the column microseconds: a mail stamped 12:00:00.123456 is due
  // for a run at 12:00:00.123, so the whole millisecond counts.
  const dueBefore = new Date(now.getTime() + 1);
  const due = db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.status, "pending"), lt(o.nextAttemptAt, dueBefore)))
    .orderBy(asc(o.nextAttemptAt))
    .limit(opts.batchSize ?? 20)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(o)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(inArray(o.id, due), eq(o.status, "pending")))
    .returning();
  result.claimed = claimed.length;
  if (claimed.length === 0) return result;

  const { MAIL_FROM } = getEnv();
  for (const mail of claimed) {
    const { "Reply-To": replyTo, ...headers } = mail.headers ?? {};
    try {
      await transport.sendMail({
        from: MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(replyTo ? { replyTo } : {}),
        headers,
      });
      await db
        .update(o)
        .set({
          status: "sent",
          sentAt: new Date(),
          attempts: sql`${o.attempts} + 1`,
          lastError: null,
        })
        .where(eq(o.id, mail.id));
      result.sent++;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      if (attempts >= MAX_ATTEMPTS) {
        await db
          .update(o)
          .set({ status: "failed", attempts, lastError: message })
          .where(eq(o.id, mail.id));
        result.failed++;
        log.error({ mailId: mail.id, attempts, err: message }, "mail failed permanently");
      } else {
        const delay = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)];
        await db
          .update(o)
          .set({ attempts, lastError: message, nextAttemptAt: new Date(now.getTime() + delay) })
          .where(eq(o.id, mail.id));
        result.retrying++;
        log.warn(
          { mailId: mail.id, attempts, retryInMs: delay, err: message },
          "mail delivery failed; will retry",
        );
      }
    }
  }
  return result;
}

/* ------------------------------------------------------------------ worker */

type WorkerState = {
  timer: NodeJS.Timeout;
  running: boolean;
  again: boolean;
  wake?: NodeJS.Timeout;
};
// On globalThis: the server entry and the SSR bundle may each load this module.
const WORKER_KEY = Symbol.for("careatlas.outboxWorker");
const g = globalThis as typeof globalThis & { [WORKER_KEY]?: WorkerState };

async function tick() {
  const state = g[WORKER_KEY];
  if (!state) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  try {
    do {
      state.again = false;
      const r = await deliverOutbox();
      if (r.claimed >= 20) state.again = true;
    } while (state.again);
  } catch (err) {
    log.error({ err }, "outbox delivery run failed");
  } finally {
    state.running = false;
  }
}

/**
 * Delivers the outbox every `intervalMs` (10 s) in the background. The timers are unref'd, so
 * they never keep the process alive; returns a stop function. Calling it twice is harmless.
 */
export function startOutboxWorker(opts: { intervalMs?: number } = {}): () => void {
  if (!g[WORKER_KEY]) {
    const timer = setInterval(() => void tick(), opts.intervalMs ?? 10_000);
    timer.unref();
    g[WORKER_KEY] = { timer, running: false, again: false };
    wakeOutboxWorker();
  }
  return stopOutboxWorker;
}

export function stopOutboxWorker() {
  const state = g[WORKER_KEY];
  if (!state) return;
  clearInterval(state.timer);
  if (state.wake) clearTimeout(state.wake);
  g[WORKER_KEY] = undefined;
}

/** Asks a running worker to deliver soon (after the current transaction has committed). */
export function wakeOutboxWorker() {
  const state = g[WORKER_KEY];
  if (!state || state.wake) return;
  state.wake = setTimeout(() => {
    state.wake = undefined;
    void tick();
  }, 250);
  state.wake.unref();
}
