import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  consentRecords,
  medicalRecords,
  messages,
  recordAccessLog,
  recordShares,
} from "~/db/schema";
import { makeRequest } from "~/features/accounts/test-helpers";
import { EMPTY_MESSAGE } from "~/features/messages/messages-schema";
import {
  ATTACHMENT_ONLY_BODY,
  SHARE_CONSENT_NEEDED,
  type Actor,
  getThread,
  listConversations,
  messagesAfter,
  openConversation,
  sendMessage,
} from "~/features/messages/messages.server";
import { revokePatientShare } from "~/features/records/records.server";
import { resetHubForTests } from "~/services/realtime/hub.server";
import { signInAs } from "../../../tests/kit/auth";
import { messagingCast } from "../../../tests/kit/messaging";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { action as messagesApiAction, loader as messagesApiLoader } from "./messages";

/* POST and GET /api/messages: the thread page's outbox and catch-up, and files attached from
   the records vault. (The messaging rules themselves: features/messages/messages.test.ts.) */

let t: TestDb;
let ids: Record<"a" | "b" | "x" | "y", string>;
let slugX = "";
let slugY = "";
let clinicY = "";
let A: Actor, X: Actor, Y: Actor;

beforeAll(async () => {
  t = await useTestDb();
  resetHubForTests();
  ({ ids, slugX, slugY, clinicY, A, X, Y } = await messagingCast(t));
});

afterAll(async () => {
  const { closeAllStreams } = await import("~/services/realtime/hub.server");
  await closeAllStreams();
  resetHubForTests();
});

const cid = () => crypto.randomUUID();

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
