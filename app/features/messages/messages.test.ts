import { and, eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, getDbHandle, setDbHandle } from "~/db/client.server";
import * as schema from "~/db/schema";
import { conversations, emailOutbox, messages, notifications } from "~/db/schema";
import { makeRequest } from "~/features/accounts/test-helpers";
import {
  action as patientThreadAction,
  loader as patientThreadLoader,
} from "~/routes/dashboard/messages/thread";
import { loader as clinicThreadLoader } from "~/routes/dashboard/requests/messages/thread";
import { loader as streamLoader } from "~/routes/resources/stream";
import type { ClientEvent } from "~/services/realtime/events";
import {
  RealtimeHub,
  type Subscriber,
  getHub,
  resetHubForTests,
} from "~/services/realtime/hub.server";
import { signInAs } from "../../../tests/kit/auth";
import { messagingCast } from "../../../tests/kit/messaging";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { EMPTY_MESSAGE } from "./messages-schema";
import {
  type Actor,
  getThread,
  listConversations,
  messagesAfter,
  openConversation,
  sendMessage,
} from "./messages.server";
import { streamSources } from "./stream-sources.server";

let t: TestDb;
let ids: Record<"a" | "b" | "x" | "y", string>;
let slugX = "";
let slugY = "";
let clinicX = "";
let clinicY = "";
let A: Actor, B: Actor, X: Actor, Y: Actor;

beforeAll(async () => {
  t = await useTestDb();
  resetHubForTests();
  ({ ids, slugX, slugY, clinicX, clinicY, A, B, X, Y } = await messagingCast(t));
});

afterAll(async () => {
  const { closeAllStreams } = await import("~/services/realtime/hub.server");
  await closeAllStreams();
  resetHubForTests();
});

/** A fake stream: collects what the hub sends it. */
function collector(owner: { userId: string; clinicId: string | null }) {
  const events: ClientEvent[] = [];
  const sub: Subscriber = {
    ...owner,
    send: (e) => events.push(e),
    ping: () => {},
    close: () => {},
  };
  return { events, sub };
}

async function until<T>(fn: () => T | undefined | false, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const cid = () => crypto.randomUUID();

describe("conversations and messages", () => {
  it("opens one conversation per patient and clinic (again: the same one)", async () => {
    const c1 = await openConversation(ids.a!, slugX);
    const c2 = await openConversation(ids.a!, slugX);
    expect(c1?.id).toBeTruthy();
    expect(c2?.id).toBe(c1?.id);
    expect(await openConversation(ids.a!, "no-such-clinic")).toBeNull();
  });

  it("refuses empty and whitespace-only messages, in the app and in the database", async () => {
    const c = (await openConversation(ids.a!, slugX))!;
    for (const body of ["", "   ", "\n\t  \n"]) {
      const r = await sendMessage(A, c.id, { body, clientId: cid() });
      expect(r).toMatchObject({ ok: false, status: 400, fieldErrors: { body: EMPTY_MESSAGE } });
    }
    // The route answers 400 with the spec's failure toast.
    const cookie = await signInAs("a@msg.example.test");
    const res = (await patientThreadAction({
      request: makeRequest(`/dashboard/messages/${c.id}`, {
        method: "POST",
        cookie,
        form: { body: "  ", clientId: cid() },
      }),
      params: { conversationId: c.id },
      context: {} as never,
      unstable_pattern: "",
    } as never)) as unknown as { init: { status: number }; data: { toast: { title: string } } };
    expect(res.init.status).toBe(400);
    expect(res.data.toast.title).toBe("Failed to send message");
    // The check constraint (length(btrim(body)) > 0) refuses a blank body even past the app.
    // (btrim strips spaces only: tabs/newlines are refused by the app's validation above.)
    await expect(
      t.db
        .insert(messages)
        .values({ conversationId: c.id, senderRole: "patient", body: "    ", clientId: cid() }),
    ).rejects.toThrow();
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, c.id));
    expect(stored).toHaveLength(0);
  });

  it("stores a resent message (same clientId) once", async () => {
    const c = (await openConversation(ids.a!, slugX))!;
    const clientId = cid();
    const first = await sendMessage(A, c.id, { body: "  Hello, do you do FUE?  ", clientId });
    const again = await sendMessage(A, c.id, { body: "  Hello, do you do FUE?  ", clientId });
    expect(first).toMatchObject({
      ok: true,
      duplicate: false,
      message: { body: "Hello, do you do FUE?" },
    });
    expect(again).toMatchObject({ ok: true, duplicate: true });
    if (!first.ok || !again.ok) throw new Error("unreachable");
    expect(again.message.id).toBe(first.message.id);
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, c.id));
    expect(stored.map((m) => m.body)).toEqual(["Hello, do you do FUE?"]);
  });

  it("counts unread per conversation for the other side, and reading clears it", async () => {
    const c = (await openConversation(ids.a!, slugX))!;
    await sendMessage(A, c.id, { body: "Second question", clientId: cid() });
    // The sender has nothing unread; the clinic has both.
    expect((await listConversations(A)).find((r) => r.id === c.id)?.unread).toBe(0);
    const forX = (await listConversations(X)).find((r) => r.id === c.id);
    expect(forX).toMatchObject({ unread: 2, title: "User A", lastBody: "Second question" });
    // Only looking (markRead: false) leaves it; reading clears it.
    await getThread(X, c.id, { markRead: false });
    expect((await listConversations(X)).find((r) => r.id === c.id)?.unread).toBe(2);
    const thread = await getThread(X, c.id);
    expect(thread?.messages.map((m) => m.body)).toEqual([
      "Hello, do you do FUE?",
      "Second question",
    ]);
    expect((await listConversations(X)).find((r) => r.id === c.id)?.unread).toBe(0);
    // The reply is unread for the patient until they open the thread.
    await sendMessage(X, c.id, { body: "Yes, we do.", clientId: cid() });
    expect((await listConversations(A)).find((r) => r.id === c.id)).toMatchObject({
      unread: 1,
      title: expect.any(String),
    });
    await getThread(A, c.id);
    expect((await listConversations(A)).find((r) => r.id === c.id)?.unread).toBe(0);
  });

  it("notifies the other side once per unread burst (in-app), mail at most once an hour, without the text", async () => {
    const c = (await openConversation(ids.b!, slugY))!;
    for (const body of ["one", "two", "three"])
      await sendMessage(B, c.id, { body, clientId: cid() });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, ids.y!));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: "message",
      link: `/dashboard/requests/messages/${c.id}`,
    });
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "y@msg.example.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain("three");
    // After the clinic reads, the next message notifies again (mail still deduped this hour).
    await getThread(Y, c.id);
    await sendMessage(B, c.id, { body: "four", clientId: cid() });
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, ids.y!)),
    ).toHaveLength(2);
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "y@msg.example.test")),
    ).toHaveLength(1);
  });
});

describe("access matrix", () => {
  it("patient A cannot read or send in patient B's conversation; clinic X cannot read clinic Y's", async () => {
    const cB = (await openConversation(ids.b!, slugY))!;
    const before = await t.db.select().from(messages).where(eq(messages.conversationId, cB.id));
    expect(await getThread(A, cB.id)).toBeNull();
    expect(await sendMessage(A, cB.id, { body: "intrusion", clientId: cid() })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await getThread(X, cB.id)).toBeNull();
    expect(await sendMessage(X, cB.id, { body: "intrusion", clientId: cid() })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect((await listConversations(A)).some((c) => c.id === cB.id)).toBe(false);
    expect((await listConversations(X)).some((c) => c.id === cB.id)).toBe(false);
    const after = await t.db.select().from(messages).where(eq(messages.conversationId, cB.id));
    expect(after).toHaveLength(before.length);
    // Nor does a crafted id read anything: 404 (not 403) via the routes.
    const ctx = { context: {} as never, unstable_pattern: "" };
    const cookieA = await signInAs("a@msg.example.test");
    const cookieX = await signInAs("x@msg.example.test");
    for (const [fn, cookie] of [
      [patientThreadLoader, cookieA],
      [clinicThreadLoader, cookieX],
    ] as const) {
      const err = await (fn as (a: unknown) => Promise<unknown>)({
        ...ctx,
        request: makeRequest(`/x/${cB.id}`, { cookie }),
        params: { conversationId: cB.id },
      }).catch((e: unknown) => e);
      expect((err as { init?: { status: number } }).init?.status).toBe(404);
    }
    // Clinic Y (the owner) does see it.
    expect((await getThread(Y, cB.id, { markRead: false }))?.messages.length).toBe(before.length);
  });

  it("resync: messagesAfter returns only the owner's conversations", async () => {
    const all = await t.db.select({ seq: messages.seq }).from(messages);
    const minSeq = Math.min(...all.map((m) => m.seq)) - 1;
    const forA = await messagesAfter({ userId: ids.a!, clinicId: null }, minSeq);
    const forY = await messagesAfter({ userId: ids.y!, clinicId: clinicY }, minSeq);
    const convA = await t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.patientId, ids.a!));
    const convY = await t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.clinicId, clinicY));
    expect(forA.length).toBeGreaterThan(0);
    expect(forY.length).toBeGreaterThan(0);
    expect(forA.every((m) => convA.some((c) => c.id === m.conversationId))).toBe(true);
    expect(forY.every((m) => convY.some((c) => c.id === m.conversationId))).toBe(true);
  });
});

describe("realtime fan-out", () => {
  it("the hub delivers a committed message to both sides' streams and to nobody else (LISTEN on this instance's database)", async () => {
    const hub = await getHub(streamSources.readers);
    await hub.start();
    const a = collector({ userId: ids.a!, clinicId: null });
    const b = collector({ userId: ids.b!, clinicId: null });
    const x = collector({ userId: ids.x!, clinicId: clinicX });
    const y = collector({ userId: ids.y!, clinicId: clinicY });
    const offs = [a, b, x, y].map((c) => hub.subscribe(c.sub));
    try {
      const c = (await openConversation(ids.a!, slugX))!;
      await getThread(X, c.id); // all read: the next message notifies the clinic
      a.events.length = 0;
      x.events.length = 0;
      const r = await sendMessage(A, c.id, { body: "live <b>hello</b>", clientId: cid() });
      if (!r.ok) throw new Error("send failed");
      const gotX = await until(() =>
        x.events.find((e) => e.type === "message" && e.message.id === r.message.id),
      );
      expect(gotX).toMatchObject({
        type: "message",
        conversationId: c.id,
        message: { body: "live <b>hello</b>", senderRole: "patient" },
      });
      await until(() =>
        a.events.find((e) => e.type === "message" && e.message.id === r.message.id),
      );
      // The clinic's notification reaches the clinic user's stream, not the patient's.
      await until(() => x.events.find((e) => e.type === "notification"));
      // Reading publishes a read marker to both sides.
      await getThread(X, c.id);
      await until(() => a.events.find((e) => e.type === "read" && e.conversationId === c.id));
      await new Promise((res) => setTimeout(res, 100));
      expect(b.events).toEqual([]);
      expect(y.events).toEqual([]);
      expect(a.events.some((e) => e.type === "notification")).toBe(false);
    } finally {
      offs.forEach((off) => off());
    }
  });

  it("GET /api/stream: 401 signed out; signed in, it streams only the user's own conversations", async () => {
    const unauth = await streamLoader({
      request: makeRequest("/api/stream"),
      params: {},
      context: {} as never,
      unstable_pattern: "",
    } as never).catch((e: unknown) => e);
    expect((unauth as { init?: { status: number } }).init?.status).toBe(401);

    const controller = new AbortController();
    const req = new Request("http://localhost:3000/api/stream", {
      headers: {
        cookie: await signInAs("b@msg.example.test"),
        "x-careatlas-client-ip": "203.0.113.9",
      },
      signal: controller.signal,
    });
    const res = (await streamLoader({
      request: req,
      params: {},
      context: {} as never,
      unstable_pattern: "",
    } as never)) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("cache-control")).toContain("no-transform");
    const reader = res.body!.getReader();
    let text = "";
    const dec = new TextDecoder();
    const readUntil = async (needle: string) => {
      const end = Date.now() + 5_000;
      while (!text.includes(needle)) {
        if (Date.now() > end) throw new Error(`stream never said ${needle}; got ${text}`);
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        text += dec.decode(value);
      }
    };
    await readUntil("event: ready");
    expect(text).toMatch(/^retry: 1000\n/);
    // A's conversation with X: B's stream must not hear it; B's own conversation it does.
    const cA = (await openConversation(ids.a!, slugX))!;
    await sendMessage(A, cA.id, { body: "secret-for-a-only", clientId: cid() });
    const cB = (await openConversation(ids.b!, slugY))!;
    await sendMessage(Y, cB.id, { body: "reply-for-b", clientId: cid() });
    await readUntil("reply-for-b");
    expect(text).not.toContain("secret-for-a-only");
    expect(text).toMatch(/id: \d+\ndata: \{"type":"message"/);
    controller.abort();
    await reader.cancel().catch(() => {});
  });

  it("?after=<seq> replays the messages a reconnecting stream missed", async () => {
    const cB = (await openConversation(ids.b!, slugY))!;
    const r1 = await sendMessage(B, cB.id, { body: "before-disconnect", clientId: cid() });
    const r2 = await sendMessage(Y, cB.id, { body: "missed-while-away", clientId: cid() });
    if (!r1.ok || !r2.ok) throw new Error("send failed");
    const controller = new AbortController();
    const req = new Request(`http://localhost:3000/api/stream?after=${r1.message.seq}`, {
      headers: { cookie: await signInAs("b@msg.example.test") },
      signal: controller.signal,
    });
    const res = (await streamLoader({
      request: req,
      params: {},
      context: {} as never,
      unstable_pattern: "",
    } as never)) as Response;
    const reader = res.body!.getReader();
    let text = "";
    const end = Date.now() + 5_000;
    while (!text.includes("missed-while-away") && Date.now() < end) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain("missed-while-away");
    expect(text).not.toContain("before-disconnect");
    controller.abort();
    await reader.cancel().catch(() => {});
  });

  const url = process.env.TEST_DATABASE_URL;
  // PostgreSQL-only tests (two instances need two connections to one server; PGlite is one
  // process): defined only in the PostgreSQL pass of the suite (CI runs both passes), so the
  // PGlite pass reports no skipped tests.
  const onPostgres = (url ? it : () => undefined) as typeof it;
  onPostgres(
    "two app instances on one PostgreSQL deliver each other's messages (separate pools and LISTEN connections)",
    async () => {
      const handleA = await getDbHandle();
      const conn = (handleA.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const hubA = new RealtimeHub(
        handleA.db,
        { kind: "postgres", connectionString: conn },
        streamSources.readers,
      );
      const poolB = new pg.Pool({ connectionString: conn, max: 4 });
      poolB.on("error", () => {});
      const dbB = drizzlePg(poolB, { schema }) as unknown as Db;
      const hubB = new RealtimeHub(
        dbB,
        { kind: "postgres", connectionString: conn },
        streamSources.readers,
      );
      await Promise.all([hubA.start(), hubB.start()]);
      const patientOnA = collector({ userId: ids.a!, clinicId: null });
      const clinicOnB = collector({ userId: ids.x!, clinicId: clinicX });
      const strangerOnB = collector({ userId: ids.y!, clinicId: clinicY });
      hubA.subscribe(patientOnA.sub);
      hubB.subscribe(clinicOnB.sub);
      hubB.subscribe(strangerOnB.sub);
      try {
        const c = (await openConversation(ids.a!, slugX))!;
        // Sent through instance A's pool: instance B's stream gets it.
        const r1 = await sendMessage(A, c.id, { body: "from instance A", clientId: cid() });
        if (!r1.ok) throw new Error("send failed");
        await until(() =>
          clinicOnB.events.find(
            (e) => e.type === "message" && e.message.body === "from instance A",
          ),
        );
        // The reply goes through instance B's pool: instance A's stream gets it.
        setDbHandle({
          db: dbB,
          kind: "postgres",
          pool: poolB,
          close: async () => {},
          ping: async () => {},
        });
        try {
          await sendMessage(X, c.id, { body: "from instance B", clientId: cid() });
        } finally {
          setDbHandle(handleA);
        }
        await until(() =>
          patientOnA.events.find(
            (e) => e.type === "message" && e.message.body === "from instance B",
          ),
        );
        expect(strangerOnB.events).toEqual([]);
      } finally {
        await hubA.close();
        await hubB.close();
        await poolB.end();
      }
    },
  );

  onPostgres(
    "the PostgreSQL listener reconnects, LISTENs again and tells streams to resync",
    async () => {
      const handle = await getDbHandle();
      const conn = (handle.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const hub = new RealtimeHub(
        handle.db,
        { kind: "postgres", connectionString: conn },
        streamSources.readers,
      );
      await hub.start();
      const x = collector({ userId: ids.x!, clinicId: clinicX });
      hub.subscribe(x.sub);
      try {
        // Kill the listener's backend, as a database restart or network cut would.
        await handle.pool!.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'careatlas-realtime' and datname = current_database()`,
        );
        await until(() => x.events.find((e) => e.type === "resync"), 8_000);
        const c = (await openConversation(ids.a!, slugX))!;
        await sendMessage(A, c.id, { body: "after listener reconnect", clientId: cid() });
        await until(() =>
          x.events.find(
            (e) => e.type === "message" && e.message.body === "after listener reconnect",
          ),
        );
      } finally {
        await hub.close();
      }
    },
  );
});

describe("stored state", () => {
  it("keeps each conversation's read markers monotonic", async () => {
    const rows = await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.patientId, ids.a!), eq(conversations.clinicId, clinicX)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.clinicLastReadSeq).toBeGreaterThan(0);
  });
});
