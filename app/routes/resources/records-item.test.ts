import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { medicalRecords } from "~/db/schema";
import { signInAs } from "../../../tests/kit/auth";
import { callRoute, makeRequest, ORIGIN, statusOf } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { action as uploadAction } from "./records";
import { action, loader } from "./records-item";

// Files go to a private temp DATA_DIR, never the shared ./data.
vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/careatlas-records-item-test-${process.pid}-${Date.now()}`;
});

let t: TestDb;
let owner = "";
let other = "";
let clinic = "";
beforeAll(async () => {
  t = await useTestDb();
  owner = await signInAs("patient", { db: t.db, ip: "192.0.2.160" });
  other = await signInAs("patient", { db: t.db, ip: "192.0.2.161" });
  clinic = await signInAs("clinic", { db: t.db, ip: "192.0.2.162" });
});

async function upload(cookie: string): Promise<string> {
  const form = new FormData();
  const body = `%PDF-1.4\n% item ${crypto.randomUUID()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  form.set("file", new File([body], "scan.pdf", { type: "application/pdf" }));
  const res = await callRoute(
    uploadAction,
    new Request(`${ORIGIN}/api/records`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: ORIGIN, accept: "application/json" },
    }),
  );
  expect(statusOf(res), JSON.stringify(res)).toBe(201);
  const out = res instanceof Response ? await res.json() : (res as { data: unknown }).data;
  return (out as { record: { id: string } }).record.id;
}

const del = (id: string, cookie?: string, method = "DELETE") =>
  callRoute(action, makeRequest(`/api/records/${id}`, { method, cookie }), { id });

type Out = { data: unknown; init: ResponseInit | null };

describe("DELETE /api/records/:id", () => {
  it("the owner deletes: 200 {ok, message}, no-store, the row is gone", async () => {
    const id = await upload(owner);
    const res = (await del(id, owner)) as Out;
    expect(statusOf(res)).toBe(200);
    expect(res.data).toEqual({ ok: true, message: "Record deleted" });
    expect(new Headers(res.init?.headers).get("cache-control")).toBe("no-store");
    expect(await t.db.select().from(medicalRecords).where(eq(medicalRecords.id, id))).toEqual([]);
  });

  it("someone else's record, a clinic user, an unknown or malformed id: 404, nothing deleted", async () => {
    const id = await upload(owner);
    for (const [cookie, which] of [
      [other, id],
      [clinic, id],
      [owner, crypto.randomUUID()],
      [owner, "not-a-uuid"],
    ] as const) {
      const res = (await del(which, cookie)) as Out;
      expect(statusOf(res)).toBe(404);
      expect(res.data).toEqual({ ok: false, message: "Medical record not found" });
      expect(new Headers(res.init?.headers).get("cache-control")).toBeNull();
    }
    expect(await t.db.select().from(medicalRecords).where(eq(medicalRecords.id, id))).toHaveLength(
      1,
    );
  });

  it("another method is a 405 with Allow; signed out is refused; cross-site is a 403", async () => {
    const id = await upload(owner);
    const post = (await del(id, owner, "POST")) as Out;
    expect(statusOf(post)).toBe(405);
    expect(post.data).toEqual({ ok: false, message: "Method not allowed" });
    expect(new Headers(post.init?.headers).get("allow")).toBe("DELETE");

    const anon = await del(id);
    expect(statusOf(anon)).toBe(401);

    const cross = (await callRoute(
      action,
      makeRequest(`/api/records/${id}`, {
        method: "DELETE",
        cookie: owner,
        headers: { origin: "http://evil.example" },
      }),
      { id },
    )) as Response;
    expect(cross.status).toBe(403);
    expect(await t.db.select().from(medicalRecords).where(eq(medicalRecords.id, id))).toHaveLength(
      1,
    );
  });

  it("GET is a 404", async () => {
    const res = (await callRoute(loader, makeRequest("/api/records/x"))) as Out;
    expect(statusOf(res)).toBe(404);
    expect(res.data).toEqual({ ok: false, message: "Not found" });
  });
});
