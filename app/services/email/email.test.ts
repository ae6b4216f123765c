import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import nodemailer from "nodemailer";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import * as f from "~/db/schema";
import { users } from "~/db/schema";
import { signInWithEmail } from "~/features/accounts/auth-flows.server";
import { cookieJar, makeRequest } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { loader as mailboxLoader } from "~/routes/dev/mailbox";
import { resetEnvForTests } from "~/utils/env.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import {
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  deliverOutbox,
  enqueueEmail,
  startOutboxWorker,
  stopOutboxWorker,
} from "./email.server";
import { isFromThisMachine, LOCAL_REQUEST_HEADER } from "./outbox-access.server";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});
afterEach(() => {
  stopOutboxWorker();
});

const failingTransport: nodemailer.Transport<unknown> = {
  name: "failing",
  version: "1.0.0",
  send: (_mail, callback) => callback(new Error("421 service not available"), undefined),
};
const failing = () => nodemailer.createTransport(failingTransport);

/** A transport that records the messages it was given. */
function capturing() {
  const sent: Array<Record<string, unknown>> = [];
  const capture: nodemailer.Transport<unknown> = {
    name: "capture",
    version: "1.0.0",
    send: (mail, callback) => {
      sent.push(mail.data as unknown as Record<string, unknown>);
      callback(null, { messageId: "test" });
    },
  };
  const transport = nodemailer.createTransport(capture);
  return { transport, sent };
}

async function clearOutbox() {
  await t.db.delete(f.emailOutbox);
}

async function get(id: string) {
  const [row] = await t.db.select().from(f.emailOutbox).where(eq(f.emailOutbox.id, id));
  return row!;
}

async function enqueue(
  to = "patient@example.com",
  extra: Partial<Parameters<typeof enqueueEmail>[1]> = {},
) {
  await enqueueEmail(t.db, { to, subject: "Hello", text: "Plain text body", ...extra });
  const [row] = await t.db.select().from(f.emailOutbox).where(eq(f.emailOutbox.to, to));
  return row!;
}

describe("enqueueEmail", () => {
  it("queues a pending mail that is due now", async () => {
    await clearOutbox();
    const row = await enqueue();
    expect(row).toMatchObject({
      status: "pending",
      attempts: 0,
      subject: "Hello",
      lastError: null,
      sentAt: null,
    });
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it("queues one mail per dedupe key", async () => {
    await clearOutbox();
    const a = await enqueueEmail(t.db, {
      to: "d@example.com",
      subject: "A",
      text: "a",
      dedupeKey: "k1",
    });
    const b = await enqueueEmail(t.db, {
      to: "d@example.com",
      subject: "A",
      text: "a",
      dedupeKey: "k1",
    });
    expect(a.queued).toBe(true);
    expect(b.queued).toBe(false);
    expect(await t.db.select().from(f.emailOutbox)).toHaveLength(1);
  });

  it("is part of the caller's transaction: a rollback leaves no mail", async () => {
    await clearOutbox();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: "rollback@example.com", subject: "x", text: "x" });
        throw new Error("form insert failed");
      }),
    ).rejects.toThrow("form insert failed");
    expect(await t.db.select().from(f.emailOutbox)).toHaveLength(0);
  });

  it("keeps header values to one line", async () => {
    await clearOutbox();
    const row = await enqueue("h@example.com", {
      headers: { "Reply-To": "a@b.co\r\nBcc: victim@x.example", "Bad Header": "x" },
    });
    expect(row.headers).toEqual({ "Reply-To": "a@b.co Bcc: victim@x.example" });
  });
});

describe("deliverOutbox", () => {
  it("sends due mail with nodemailer and marks it sent", async () => {
    await clearOutbox();
    const row = await enqueue();
    const r = await deliverOutbox({
      transport: nodemailer.createTransport({ jsonTransport: true }),
    });
    expect(r).toMatchObject({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    const after = await get(row.id);
    expect(after.status).toBe("sent");
    expect(after.attempts).toBe(1);
    expect(after.sentAt).toBeInstanceOf(Date);
    // Nothing left to do.
    expect(
      (await deliverOutbox({ transport: nodemailer.createTransport({ jsonTransport: true }) }))
        .claimed,
    ).toBe(0);
  });

  it("passes Reply-To and the List-Unsubscribe headers to the transport", async () => {
    await clearOutbox();
    await enqueue("list@example.com", {
      headers: {
        "Reply-To": "sender@example.com",
        "List-Unsubscribe": "<http://localhost/newsletter/unsubscribe?token=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    const { transport, sent } = capturing();
    await deliverOutbox({ transport });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "list@example.com",
      replyTo: "sender@example.com",
      text: "Plain text body",
      headers: {
        "List-Unsubscribe": "<http://localhost/newsletter/unsubscribe?token=abc>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(String(sent[0]!.from)).toContain("CareAtlas");
  });

  it("backs off 1 min, 5 min, 30 min, 2 h ... and marks the mail failed after 8 attempts", async () => {
    await clearOutbox();
    const row = await enqueue("retry@example.com");
    // A second ahead: PostgreSQL stamps next_attempt_at in microseconds (see below).
    let now = new Date(Date.now() + 1000);
    const transport = failing();

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const r = await deliverOutbox({ transport, now });
      expect(r.claimed, `attempt ${attempt}`).toBe(1);
      const after = await get(row.id);
      expect(after.attempts).toBe(attempt);
      expect(after.lastError).toContain("421 service not available");
      if (attempt < MAX_ATTEMPTS) {
        expect(after.status).toBe("pending");
        const delay = RETRY_DELAYS_MS[attempt - 1]!;
        expect(after.nextAttemptAt.getTime() - now.getTime()).toBe(delay);
        // Not due yet: a run just before the retry time leaves it alone.
        const early = await deliverOutbox({
          transport,
          now: new Date(now.getTime() + delay - 1_000),
        });
        expect(early.claimed).toBe(0);
        now = new Date(now.getTime() + delay);
      } else {
        expect(after.status).toBe("failed");
      }
    }
    expect(RETRY_DELAYS_MS.slice(0, 4)).toEqual([60_000, 300_000, 1_800_000, 7_200_000]);
    // A failed mail is never picked again.
    expect(
      (await deliverOutbox({ transport, now: new Date(now.getTime() + 10 * 86_400_000) })).claimed,
    ).toBe(0);
  });

  it("a mail that failed once is sent on a later run once the transport recovers", async () => {
    await clearOutbox();
    const row = await enqueue("recover@example.com");
    // PostgreSQL stamps next_attempt_at in microseconds: a JS "now" in the same millisecond
    // can be earlier than it, so the first run looks a second ahead.
    const now = new Date(Date.now() + 1000);
    await deliverOutbox({ transport: failing(), now });
    await deliverOutbox({
      transport: nodemailer.createTransport({ jsonTransport: true }),
      now: new Date(now.getTime() + 61_000),
    });
    const after = await get(row.id);
    expect(after.status).toBe("sent");
    expect(after.attempts).toBe(2);
    expect(after.lastError).toBeNull();
  });

  it("without SMTP_URL and without a transport, mail stays pending in the outbox", async () => {
    await clearOutbox();
    const saved = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    resetEnvForTests();
    try {
      const row = await enqueue("nosmtp@example.com");
      const r = await deliverOutbox();
      expect(r.skipped).toBe(true);
      expect((await get(row.id)).status).toBe("pending");
    } finally {
      if (saved !== undefined) process.env.SMTP_URL = saved;
      resetEnvForTests();
    }
  });

  it("claims rows with FOR UPDATE SKIP LOCKED, so a second worker skips what the first holds", async () => {
    // PGlite runs one statement at a time, so the race itself cannot happen here; the claim
    // query is checked as sent to the database, on the test's own connection.
    await clearOutbox();
    await enqueue("lock@example.com");
    const statements: string[] = [];
    const logger = { logQuery: (q: string) => void statements.push(q) };
    const client = (t.db as unknown as { $client: never }).$client;
    const db = (t.kind === "pglite"
      ? drizzlePglite(client, { schema, logger })
      : drizzlePg(client, { schema, logger })) as unknown as Db;
    const a = capturing();
    expect((await deliverOutbox({ transport: a.transport, db })).sent).toBe(1);
    const claim = statements.find((q) => /^update "email_outbox" set "next_attempt_at"/i.test(q));
    expect(claim).toMatch(/for update skip locked/i);
  });

  it("a mail queued in the same millisecond as the run is due", async () => {
    await clearOutbox();
    const row = await enqueue("same-ms@example.com");
    // The column keeps microseconds; a run's clock (a Date) has milliseconds.
    await t.db.execute(
      sql`update email_outbox set next_attempt_at = '2026-01-01 12:00:00.123456+00' where id = ${row.id}`,
    );
    const a = capturing();
    const r = await deliverOutbox({
      transport: a.transport,
      now: new Date("2026-01-01T12:00:00.123Z"),
    });
    expect(r.claimed).toBe(1);
    expect(a.sent).toHaveLength(1);
  });

  it("two concurrent runs never send the same mail twice", async () => {
    await clearOutbox();
    for (let i = 0; i < 5; i++) await enqueue(`c${i}@example.com`);
    const a = capturing();
    const b = capturing();
    // One clock for both runs, a second after the mails were queued: the database stamps
    // next_attempt_at in microseconds and a JavaScript Date has milliseconds, so a run started
    // within the same millisecond as the last enqueue saw that mail as not yet due (this test
    // failed once in CI with fewer than 5 sent, then passed on retry).
    const now = new Date(Date.now() + 1000);
    await Promise.all([
      deliverOutbox({ transport: a.transport, now }),
      deliverOutbox({ transport: b.transport, now }),
    ]);
    expect(a.sent.length + b.sent.length).toBe(5);
  });
});

describe("startOutboxWorker", () => {
  it("returns at once, is idempotent and stops cleanly", () => {
    vi.useFakeTimers();
    try {
      expect(vi.getTimerCount()).toBe(0);
      const stop = startOutboxWorker({ intervalMs: 60_000 });
      // Its interval and the first wake-up: nothing has run yet.
      const running = vi.getTimerCount();
      expect(running).toBe(2);
      const again = startOutboxWorker({ intervalMs: 60_000 });
      expect(again).toBe(stop);
      expect(vi.getTimerCount()).toBe(running);
      stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("/dev/mailbox", () => {
  const PW = "Copper-kettle-4821";
  const load = (headers: Record<string, string> = {}) =>
    (mailboxLoader as (a: unknown) => Promise<unknown>)({
      request: makeRequest("/dev/mailbox?to=list@example.com", { headers }),
      params: {},
      context: {},
    });
  async function cookieOf(email: string, role: "admin" | "patient", twoFactor: boolean) {
    await createVerifiedUser(t.db, { email, password: PW, role, name: role });
    const r = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "192.0.2.91" }), {
      email,
      password: PW,
    });
    if (!r.ok || r.value.kind !== "signed-in")
      throw new Error(`sign-in failed: ${JSON.stringify(r)}`);
    if (twoFactor)
      await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, email));
    return cookieJar("", r.value.headers);
  }

  it("lists the outbox to a request from this machine (set by server/app.ts from the socket)", async () => {
    await clearOutbox();
    await enqueue("list@example.com", {
      text: "Confirm: http://localhost/newsletter/confirm?token=abc",
    });
    const out = (await load({ [LOCAL_REQUEST_HEADER]: "1" })) as {
      data: { mails: Array<{ to: string; text: string; status: string }> };
    };
    expect(out.data.mails).toHaveLength(1);
    expect(out.data.mails[0]).toMatchObject({ to: "list@example.com", status: "pending" });
  });

  it("is a 404 to anyone else: anonymous, a patient, an admin without two-factor", async () => {
    await expect(load()).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load({ [LOCAL_REQUEST_HEADER]: "0" })).rejects.toMatchObject({
      init: { status: 404 },
    });
    const patient = await cookieOf("mailbox-patient@example.test", "patient", false);
    await expect(load({ cookie: patient })).rejects.toMatchObject({ init: { status: 404 } });
    const weakAdmin = await cookieOf("mailbox-admin-no2fa@example.test", "admin", false);
    await expect(load({ cookie: weakAdmin })).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("lists the outbox to a signed-in admin with two-factor on, from anywhere", async () => {
    const admin = await cookieOf("mailbox-admin@example.test", "admin", true);
    const out = (await load({ cookie: admin })) as { data: { mails: unknown[] } };
    expect(Array.isArray(out.data.mails)).toBe(true);
  });

  it("the local check comes from the socket: loopback only, not relayed by a proxy", () => {
    expect(isFromThisMachine("127.0.0.1", {}, [])).toBe(true);
    expect(isFromThisMachine("::1", {}, [])).toBe(true);
    expect(isFromThisMachine("::ffff:127.0.0.1", {}, [])).toBe(true);
    expect(isFromThisMachine("192.0.2.2", {}, [])).toBe(false);
    expect(isFromThisMachine("::ffff:10.0.0.8", {}, [])).toBe(false);
    // A reverse proxy on this machine: its requests are not "from this machine".
    expect(isFromThisMachine("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }, [])).toBe(false);
    expect(isFromThisMachine("127.0.0.1", { forwarded: "for=203.0.113.9" }, [])).toBe(false);
    expect(isFromThisMachine("127.0.0.1", {}, ["127.0.0.1"])).toBe(false);
  });
});
