import { and, eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, getDbHandle, setDbHandle } from "~/db/client.server";
import * as schema from "~/db/schema";
import {
  clinics,
  consentRecords,
  conversations,
  emailOutbox,
  medicalRecords,
  messages,
  notifications,
  recordAccessLog,
  recordShares,
} from "~/db/schema";
import { makeRequest } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { revokePatientShare } from "~/features/records/records.server";
import {
  action as patientThreadAction,
  loader as patientThreadLoader,
} from "~/routes/dashboard/messages/thread";
import { loader as clinicThreadLoader } from "~/routes/dashboard/requests/messages/thread";
import {
  action as messagesApiAction,
  loader as messagesApiLoader,
} from "~/routes/resources/messages";
import { loader as streamLoader } from "~/routes/resources/stream";
import type { ClientEvent } from "~/services/realtime/events";
import {
  RealtimeHub,
  type Subscriber,
  getHub,
  resetHubForTests,
} from "~/services/realtime/hub.server";
import { signInAs } from "../../../tests/kit/auth";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { EMPTY_MESSAGE } from "./messages-schema";
import {
  ATTACHMENT_ONLY_BODY,
  SHARE_CONSENT_NEEDED,
  type Actor,
  getThread,
  listConversations,
  messagesAfter,
  openConversation,
  sendMessage,
} from "./messages.server";
import { streamSources } from "./stream-sources.server";

let t: TestDb;
const PW = "Copper-kettle-4821";
const ids: Record<string, string> = {};
let slugX = "";
let slugY = "";
let clinicX = "";
let clinicY = "";
let A: Actor, B: Actor, X: Actor, Y: Actor;

beforeAll(async () => {
  t = await useTestDb();
  resetHubForTests();
  const cs = await t.db.select({ id: clinics.id, slug: clinics.slug }).from(clinics).limit(2);
  [slugX, slugY] = [cs[0]!.slug, cs[1]!.slug];
  [clinicX, clinicY] = [cs[0]!.id, cs[1]!.id];
  const mk = async (k: string, role: "patient" | "clinic", clinic?: string) =>
    (ids[k] = (
      await createVerifiedUser(t.db, {
        email: `${k}@msg.example.test`,
        password: PW,
        role,
        clinic,
        name: `User ${k.toUpperCase()}`,
      })
    ).id);
  await mk("a", "patient");
  await mk("b", "patient");
  await mk("x", "clinic", slugX);
  await mk("y", "clinic", slugY);
  A = { role: "patient", userId: ids.a! };
  B = { role: "patient", userId: ids.b! };
  X = { role: "clinic", userId: ids.x!, clinicId: clinicX };
  Y = { role: "clinic", userId: ids.y!, clinicId: clinicY };
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

/** Calls a route's loader or action as the router would: its status and JSON body. */
async function call(fn: unknown, req: Request, params: Record<string, string> = {}) {
  const r = await (fn as (a: unknown) => Promise<unknown>)({
    request: req,
    params,
    context: {} as never,
    unstable_pattern: "",
  }).catch((e: unknown) => e);
  if (r instanceof Response) return { status: r.status, body: {} as Record<string, unknown> };
  const d = r as { data?: Record<string, unknown>; init?: { status?: number } | null };
  return { status: d.init?.status ?? 200, body: d.data ?? {} };
}

describe("/api/messages (the page's outbox and catch-up)", () => {
  it("a resent post (same clientId) is stored once; ?after returns what was missed and marks it read", async () => {
    const c = (await openConversation(ids.b!, slugX))!;
    const cookieB = await signInAs("b@msg.example.test");
    const before = await t.db.select().from(messages).where(eq(messages.conversationId, c.id));
    const clientId = cid();
    const post = () =>
      call(
        messagesApiAction,
        makeRequest(`/api/messages/${c.id}`, {
          method: "POST",
          cookie: cookieB,
          form: { body: "Sent while offline", clientId },
        }),
        {
          conversationId: c.id,
        },
      );
    const first = await post();
    const again = await post();
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect((first.body.message as { id: string }).id).toBe(
      (again.body.message as { id: string }).id,
    );
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, c.id));
    expect(stored.filter((m) => m.body === "Sent while offline")).toHaveLength(1);
    expect(stored).toHaveLength(before.length + 1);

    // The clinic missed two messages: it gets them after its last seen seq, and they are read.
    const seen = (first.body.message as { seq: number }).seq - 1;
    await sendMessage({ role: "patient", userId: ids.b! }, c.id, {
      body: "And one more",
      clientId: cid(),
    });
    const cookieX = await signInAs("x@msg.example.test");
    expect(
      (await call(messagesApiLoader, makeRequest("/api/messages?count=1", { cookie: cookieX })))
        .body.unread,
    ).toBeGreaterThanOrEqual(2);
    const since = await call(
      messagesApiLoader,
      makeRequest(`/api/messages/${c.id}?after=${seen}`, { cookie: cookieX }),
      {
        conversationId: c.id,
      },
    );
    expect(since.status).toBe(200);
    expect((since.body.messages as { body: string }[]).map((m) => m.body)).toEqual([
      "Sent while offline",
      "And one more",
    ]);
    const list = (await listConversations(X)).find((x) => x.id === c.id);
    expect(list?.unread).toBe(0);
  });

  it("refuses others, signed-out users, empty text and cross-site posts", async () => {
    const c = (await openConversation(ids.b!, slugX))!;
    const cookieA = await signInAs("a@msg.example.test");
    const cookieB = await signInAs("b@msg.example.test");
    const before = await t.db.select().from(messages).where(eq(messages.conversationId, c.id));
    const post = (
      cookie: string | undefined,
      form: Record<string, string>,
      headers?: Record<string, string>,
    ) =>
      call(
        messagesApiAction,
        makeRequest(`/api/messages/${c.id}`, { method: "POST", cookie, form, headers }),
        { conversationId: c.id },
      );
    expect((await post(cookieA, { body: "intrusion", clientId: cid() })).status).toBe(404);
    expect((await post(undefined, { body: "anonymous", clientId: cid() })).status).toBe(401);
    const empty = await post(cookieB, { body: "   ", clientId: cid() });
    expect(empty.status).toBe(400);
    expect((empty.body.fieldErrors as { body?: string }).body).toBe(EMPTY_MESSAGE);
    const cross = await post(
      cookieB,
      { body: "from elsewhere", clientId: cid() },
      { origin: "https://evil.example" },
    );
    expect(cross.status).toBe(403);
    expect(
      (
        await call(
          messagesApiLoader,
          makeRequest(`/api/messages/${c.id}?after=0`, { cookie: cookieA }),
          { conversationId: c.id },
        )
      ).status,
    ).toBe(404);
    const after = await t.db.select().from(messages).where(eq(messages.conversationId, c.id));
    expect(after).toHaveLength(before.length);
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

describe("files from the records vault in a conversation", () => {
  const record = async (patientId: string, fileName: string) =>
    (
      await t.db
        .insert(medicalRecords)
        .values({
          patientId,
          fileName,
          fileType: "jpg",
          contentType: "image/jpeg",
          byteSize: 48_213,
          storageKey: `test-${cid()}`,
          sha256: "0".repeat(64),
        })
        .returning({ id: medicalRecords.id })
    )[0]!.id;

  it("a patient attaches a record: shared with consent and logged, the clinic sees and may open it until access is withdrawn", async () => {
    const c = (await openConversation(ids.a!, slugY))!;
    const mine = await record(ids.a!, "scalp-front.jpg");
    const theirs = await record(ids.b!, "someone-else.jpg");
    const cookieA = await signInAs("a@msg.example.test");
    const before = await t.db.select().from(messages).where(eq(messages.conversationId, c.id));
    const post = (form: Record<string, string>) =>
      call(
        messagesApiAction,
        makeRequest(`/api/messages/${c.id}`, { method: "POST", cookie: cookieA, form }),
        {
          conversationId: c.id,
        },
      );

    // No consent, another patient's record, an unknown id: refused, nothing stored or shared.
    const noConsent = await post({ intent: "attach", recordId: mine, clientId: cid(), body: "" });
    expect(noConsent.status).toBe(400);
    expect((noConsent.body.fieldErrors as { consent?: string }).consent).toBe(SHARE_CONSENT_NEEDED);
    for (const recordId of [theirs, "not-a-uuid"]) {
      const r = await post({ intent: "attach", recordId, clientId: cid(), consent: "on" });
      expect(r.status).toBe(404);
      expect((r.body.fieldErrors as { recordId?: string }).recordId).toBe(
        "Medical record not found",
      );
    }
    expect(
      await t.db.select().from(messages).where(eq(messages.conversationId, c.id)),
    ).toHaveLength(before.length);
    expect(
      await t.db.select().from(recordShares).where(eq(recordShares.patientId, ids.a!)),
    ).toHaveLength(0);

    // Attached with a note, twice with the same client id: one message, one share.
    const clientId = cid();
    const ok = await post({
      intent: "attach",
      recordId: mine,
      clientId,
      consent: "on",
      body: "The photo you asked for",
    });
    const again = await post({
      intent: "attach",
      recordId: mine,
      clientId,
      consent: "on",
      body: "The photo you asked for",
    });
    expect(ok.status).toBe(200);
    const sent = ok.body.message as { id: string; body: string; attachment: unknown };
    expect((again.body.message as { id: string }).id).toBe(sent.id);
    expect(sent.body).toBe("The photo you asked for");
    expect(sent.attachment).toEqual({
      recordId: mine,
      fileName: "scalp-front.jpg",
      fileType: "jpg",
      byteSize: 48_213,
      shared: true,
    });
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(stored!.recordId).toBe(mine);
    const shares = await t.db
      .select()
      .from(recordShares)
      .where(and(eq(recordShares.recordId, mine), eq(recordShares.clinicId, clinicY)));
    expect(shares).toHaveLength(1);
    expect(shares[0]!.revokedAt).toBeNull();
    const consents = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.recordId, mine));
    expect(consents.map((r) => r.granted)).toEqual([true]);
    const log = await t.db.select().from(recordAccessLog).where(eq(recordAccessLog.recordId, mine));
    expect(log.map((r) => [r.action, r.clinicId])).toEqual([["share", clinicY]]);

    // A file alone is a message too.
    const bare = await post({ intent: "attach", recordId: mine, clientId: cid(), consent: "on" });
    expect((bare.body.message as { body: string }).body).toBe(ATTACHMENT_ONLY_BODY);

    // The clinic sees the file in the thread and on its stream's catch-up.
    const clinicView = (await getThread(Y, c.id, { markRead: false }))!;
    const att = clinicView.messages.find((m) => m.id === sent.id)!.attachment;
    expect(att).toMatchObject({ fileName: "scalp-front.jpg", shared: true });
    const replay = await messagesAfter({ userId: ids.y!, clinicId: clinicY }, 0);
    expect(replay.find((m) => m.id === sent.id)!.attachment).toMatchObject({ shared: true });

    // A clinic cannot attach a patient's records.
    const cookieY = await signInAs("y@msg.example.test");
    const byClinic = await call(
      messagesApiAction,
      makeRequest(`/api/messages/${c.id}`, {
        method: "POST",
        cookie: cookieY,
        form: { intent: "attach", recordId: mine, clientId: cid(), consent: "on" },
      }),
      { conversationId: c.id },
    );
    expect(byClinic.status).toBe(400);

    // Withdrawn in the Records tab: the clinic no longer sees the name; the patient still does.
    await revokePatientShare(ids.a!, mine, clinicY);
    const afterRevoke = (await getThread(Y, c.id, { markRead: false }))!.messages.find(
      (m) => m.id === sent.id,
    )!;
    expect(afterRevoke.attachment).toEqual({
      recordId: mine,
      fileName: null,
      fileType: null,
      byteSize: null,
      shared: false,
    });
    const patientSees = (await getThread(A, c.id, { markRead: false }))!.messages.find(
      (m) => m.id === sent.id,
    )!;
    expect(patientSees.attachment).toMatchObject({ fileName: "scalp-front.jpg", shared: false });
  });
});
