import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics, medicalRecords } from "~/db/schema";
import { signInAs } from "../../../tests/kit/auth";
import { createPatient } from "../../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { action } from "./records";

let t: TestDb;
let patientId = "";
let otherId = "";
let cookie = "";
let clinicId = "";
let clinicName = "";

beforeAll(async () => {
  t = await useTestDb();
  const p = await createPatient(t.db);
  patientId = p.id;
  otherId = (await createPatient(t.db)).id;
  cookie = await signInAs(p.email, { ip: "192.0.2.142" });
  const [c] = await t.db
    .select({ id: clinics.id, name: clinics.name })
    .from(clinics)
    .where(eq(clinics.verified, true))
    .limit(1);
  clinicId = c!.id;
  clinicName = c!.name;
});

const record = async (owner: string) =>
  (
    await t.db
      .insert(medicalRecords)
      .values({
        patientId: owner,
        fileName: "scan.pdf",
        fileType: "pdf",
        contentType: "application/pdf",
        byteSize: 1234,
        storageKey: `test-${crypto.randomUUID()}`,
        sha256: "0".repeat(64),
      })
      .returning({ id: medicalRecords.id })
  )[0]!.id;

/** Status, body (the toast's random id left out) and Cache-Control of the tab's answer. */
async function post(form: Record<string, string>, opts: { raw?: string } = {}) {
  const request = opts.raw
    ? new Request("http://localhost:3000/dashboard/records", {
        method: "POST",
        headers: {
          cookie,
          origin: "http://localhost:3000",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: opts.raw,
      })
    : makeRequest("/dashboard/records", { method: "POST", cookie, form });
  const r = await callRoute(action as never, request);
  const d = r as { data: { toast?: { id?: string } }; init?: { headers?: HeadersInit } };
  const { id, ...toast } = d.data.toast ?? {};
  expect(typeof id).toBe("string");
  return {
    status: statusOf(r),
    body: { ...d.data, toast },
    cache: new Headers(d.init?.headers).get("cache-control"),
  };
}

const NO_STORE = "private, no-store";

describe("the records tab's forms", () => {
  it("shares and revokes with a toast; a refused share keeps the clinic and shows its errors", async () => {
    const recordId = await record(patientId);
    expect(await post({ intent: "share", recordId, clinicId, consent: "on" })).toEqual({
      status: 200,
      body: {
        intent: "share",
        recordId,
        ok: true,
        toast: { type: "success", title: `Record shared with ${clinicName}` },
      },
      cache: NO_STORE,
    });
    expect(await post({ intent: "share", recordId })).toEqual({
      status: 400,
      body: {
        intent: "share",
        recordId,
        ok: false,
        errors: {
          clinicId: "Choose a clinic to share this record with.",
          consent: "Please confirm your consent to share this record.",
        },
        values: { clinicId: "" },
        toast: {
          type: "error",
          title: "Record not shared",
          description: "Choose a clinic to share this record with.",
        },
      },
      cache: NO_STORE,
    });
    expect(await post({ intent: "share", recordId, clinicId, consent: "yes" })).toEqual({
      status: 400,
      body: {
        intent: "share",
        recordId,
        ok: false,
        errors: { consent: "Please confirm your consent to share this record." },
        values: { clinicId },
        toast: {
          type: "error",
          title: "Record not shared",
          description: "Please confirm your consent to share this record.",
        },
      },
      cache: NO_STORE,
    });
    const stranger = crypto.randomUUID();
    expect(await post({ intent: "share", recordId, clinicId: stranger, consent: "on" })).toEqual({
      status: 400,
      body: {
        intent: "share",
        recordId,
        ok: false,
        errors: { clinicId: "Choose a clinic to share this record with." },
        values: { clinicId: stranger },
        toast: {
          type: "error",
          title: "Record not shared",
          description: "Choose a clinic to share this record with.",
        },
      },
      cache: NO_STORE,
    });
    const theirs = await record(otherId);
    expect(await post({ intent: "share", recordId: theirs, clinicId, consent: "on" })).toEqual({
      status: 404,
      body: {
        intent: "share",
        recordId: theirs,
        ok: false,
        errors: {},
        values: { clinicId },
        toast: {
          type: "error",
          title: "Record not shared",
          description: "Medical record not found",
        },
      },
      cache: NO_STORE,
    });
    expect(await post({ intent: "revoke", recordId, clinicId })).toEqual({
      status: 200,
      body: {
        intent: "revoke",
        recordId,
        ok: true,
        toast: { type: "success", title: `Access revoked for ${clinicName}` },
      },
      cache: NO_STORE,
    });
    expect(await post({ intent: "revoke", recordId, clinicId })).toEqual({
      status: 404,
      body: {
        intent: "revoke",
        recordId,
        ok: false,
        toast: { type: "error", title: "This record is not shared with that clinic." },
      },
      cache: NO_STORE,
    });
  });

  it("deletes the patient's own record only; an unknown intent and an oversized form are refused", async () => {
    const recordId = await record(patientId);
    const theirs = await record(otherId);
    expect(await post({ intent: "delete", recordId: theirs })).toEqual({
      status: 404,
      body: {
        intent: "delete",
        recordId: theirs,
        ok: false,
        toast: { type: "error", title: "Medical record not found" },
      },
      cache: NO_STORE,
    });
    expect(await post({ intent: "delete", recordId })).toEqual({
      status: 200,
      body: {
        intent: "delete",
        recordId,
        ok: true,
        toast: { type: "success", title: "Record deleted" },
      },
      cache: NO_STORE,
    });
    expect(await post({ intent: "archive", recordId })).toEqual({
      status: 400,
      body: { intent: "archive", ok: false, toast: { type: "error", title: "Unknown action" } },
      cache: NO_STORE,
    });
    expect(await post({}, { raw: `intent=delete&pad=${"x".repeat(17 * 1024)}` })).toEqual({
      status: 413,
      body: { intent: "", ok: false, toast: { type: "error", title: "The form was too large" } },
      cache: NO_STORE,
    });
  });
});
