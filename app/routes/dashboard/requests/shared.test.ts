import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { clinics, conversations, messages, notifications, recordAccessLog } from "~/db/schema";
import { signInWithEmail } from "~/features/accounts/auth-flows.server";
import { cookieJar, makeRequest, ORIGIN } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { action as tabAction } from "~/routes/dashboard/records";
import { loader as threadLoader } from "~/routes/dashboard/requests/messages/thread";
import { action as uploadAction } from "~/routes/resources/records";
import { loader as downloadLoader } from "~/routes/resources/records-download";
import { useTestDb, type TestDb } from "../../../../tests/setup/db";
import { loader as sharedLoader } from "./shared";
import { loader as patientLoader } from "./shared-patient";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/careatlas-sharing-test-${process.pid}-${Date.now()}`;
});

let t: TestDb;
const PW = "Pebble-orchard-3816";
const ctx = { context: {} as never, unstable_pattern: "" } as const;
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};
let clinicId = "";

/** Runs a loader/action; a thrown Response or data() is returned, with its status. */
async function run(fn: unknown, request: Request, params: Record<string, string> = {}) {
  let r: unknown;
  try {
    r = await (fn as (a: unknown) => Promise<unknown>)({ ...ctx, request, params });
  } catch (e) {
    r = e;
  }
  if (r instanceof Response) return { status: r.status, data: null as never, response: r };
  const d = r as { data: Record<string, unknown>; init?: ResponseInit | null };
  return { status: d.init?.status ?? 200, data: d.data as never, response: null };
}

beforeAll(async () => {
  t = await useTestDb();
  const rows = await t.db.select({ id: clinics.id, slug: clinics.slug }).from(clinics);
  clinicId = rows.find((c) => c.slug === "aegean-medical-hospital")!.id;

  const people = [
    ["patient", "ana.share@example.test", "patient", "Ana María Ruiz", undefined],
    ["clinic", "aegean.share@example.test", "clinic", "Dr Deniz", "aegean-medical-hospital"],
    ["other", "ihi.share@example.test", "clinic", "Dr Other", "istanbul-hair-institute"],
  ] as const;
  let ip = 60;
  for (const [key, email, role, name, clinic] of people) {
    ids[key] = (
      await createVerifiedUser(t.db, {
        email,
        password: PW,
        role,
        name,
        ...(clinic ? { clinic } : {}),
      })
    ).id;
    const r = await signInWithEmail(
      makeRequest("/auth", { method: "POST", ip: `192.0.2.${ip++}` }),
      { email, password: PW },
    );
    if (!r.ok || r.value.kind !== "signed-in") throw new Error("sign-in failed");
    cookies[key] = cookieJar("", r.value.headers);
  }
});

describe("a record shared from the Records tab", () => {
  it("reaches the clinic: notification, Shared with us, per-patient list, thread link; revoke removes it", async () => {
    const form = new FormData();
    form.set(
      "file",
      new File([new Uint8Array(PDF)], "dental-xray.pdf", { type: "application/pdf" }),
    );
    const upload = await run(
      uploadAction,
      new Request(`${ORIGIN}/api/records`, {
        method: "POST",
        body: form,
        headers: {
          cookie: cookies.patient!,
          origin: ORIGIN,
          accept: "application/json",
          "x-careatlas-client-ip": "203.0.113.91",
        },
      }),
    );
    const recordId = (upload.data as { record: { id: string } }).record.id;
    // A conversation with the clinic, so the thread can link to the records.
    const [conv] = await t.db
      .insert(conversations)
      .values({ patientId: ids.patient!, clinicId, lastMessageAt: new Date() })
      .returning();
    await t.db.insert(messages).values({
      conversationId: conv!.id,
      senderRole: "patient",
      senderUserId: ids.patient!,
      body: "Hi",
      clientId: "s1",
    });

    const tab = (form: Record<string, string>) =>
      run(
        tabAction,
        makeRequest("/dashboard/records", { method: "POST", cookie: cookies.patient, form }),
      );
    const shared = await tab({ intent: "share", recordId, clinicId, consent: "on" });
    expect(JSON.stringify(shared.data)).toContain("Record shared with Aegean Medical Hospital");
    // Sharing again tells nobody twice.
    await tab({ intent: "share", recordId, clinicId, consent: "on" });

    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids.clinic!));
    expect(notes.map((n) => [n.kind, n.title, n.link])).toEqual([
      [
        "record_shared",
        "Ana shared a record with you",
        `/dashboard/requests/shared/${ids.patient}`,
      ],
    ]);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, ids.other!)),
    ).toEqual([]);

    // Requests > Shared with us.
    const list = await run(
      sharedLoader,
      makeRequest("/dashboard/requests/shared", { cookie: cookies.clinic }),
    );
    expect(list.status).toBe(200);
    expect((list.data as { patients: unknown[] }).patients).toEqual([
      expect.objectContaining({
        firstName: "Ana",
        records: 1,
        conversationId: conv!.id,
        to: `/dashboard/requests/shared/${ids.patient}`,
      }),
    ]);
    const page = await run(
      patientLoader,
      makeRequest(`/dashboard/requests/shared/${ids.patient}`, { cookie: cookies.clinic }),
      { patientId: ids.patient! },
    );
    expect(page.status).toBe(200);
    const recs = (page.data as { records: { fileName: string; downloadUrl: string }[] }).records;
    expect(recs).toEqual([
      expect.objectContaining({
        fileName: "dental-xray.pdf",
        downloadUrl: `/api/records/${recordId}/download`,
      }),
    ]);
    // The link downloads through the access-checked route and is logged.
    const dl = await run(
      downloadLoader,
      makeRequest(recs[0]!.downloadUrl, { cookie: cookies.clinic }),
      { id: recordId },
    );
    expect(dl.status).toBe(200);
    expect(Buffer.from(await dl.response!.arrayBuffer()).equals(PDF)).toBe(true);
    const log = await t.db
      .select()
      .from(recordAccessLog)
      .where(and(eq(recordAccessLog.recordId, recordId), eq(recordAccessLog.action, "download")));
    expect(log).toEqual([expect.objectContaining({ actorUserId: ids.clinic, clinicId })]);

    // The clinic's thread with the patient links to the records.
    const thread = await run(
      threadLoader,
      makeRequest(`/dashboard/requests/messages/${conv!.id}`, { cookie: cookies.clinic }),
      { conversationId: conv!.id },
    );
    expect((thread.data as { sharedRecords: unknown }).sharedRecords).toEqual({
      count: 1,
      label: "1 medical record shared with your clinic",
      to: `/dashboard/requests/shared/${ids.patient}`,
    });

    // Another clinic, and the patient, see nothing.
    expect(
      (
        await run(
          sharedLoader,
          makeRequest("/dashboard/requests/shared", { cookie: cookies.other }),
        )
      ).data,
    ).toMatchObject({ patients: [] });
    expect(
      (
        await run(
          patientLoader,
          makeRequest(`/dashboard/requests/shared/${ids.patient}`, { cookie: cookies.other }),
          { patientId: ids.patient! },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await run(
          patientLoader,
          makeRequest(`/dashboard/requests/shared/${ids.patient}`, { cookie: cookies.patient }),
          { patientId: ids.patient! },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await run(
          patientLoader,
          makeRequest("/dashboard/requests/shared/not-a-uuid", { cookie: cookies.clinic }),
          { patientId: "not-a-uuid" },
        )
      ).status,
    ).toBe(404);

    // Revoking removes it everywhere; the download answers 404.
    await tab({ intent: "revoke", recordId, clinicId });
    expect(
      (
        await run(
          sharedLoader,
          makeRequest("/dashboard/requests/shared", { cookie: cookies.clinic }),
        )
      ).data,
    ).toMatchObject({ patients: [] });
    expect(
      (
        await run(
          patientLoader,
          makeRequest(`/dashboard/requests/shared/${ids.patient}`, { cookie: cookies.clinic }),
          { patientId: ids.patient! },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await run(downloadLoader, makeRequest(recs[0]!.downloadUrl, { cookie: cookies.clinic }), {
          id: recordId,
        })
      ).status,
    ).toBe(404);
    const after = await run(
      threadLoader,
      makeRequest(`/dashboard/requests/messages/${conv!.id}`, { cookie: cookies.clinic }),
      { conversationId: conv!.id },
    );
    expect((after.data as { sharedRecords: unknown }).sharedRecords).toBeNull();
  });
});
