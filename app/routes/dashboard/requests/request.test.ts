import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { quotes } from "~/db/schema";
import { signInAs } from "../../../../tests/kit/auth";
import {
  createClinicUser,
  createPatient,
  createRequestTarget,
  inFuture,
} from "../../../../tests/kit/factories";
import { ORIGIN, callRoute, makeRequest, statusOf } from "../../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../../tests/setup/db";
import { action, loader } from "./request";

let t: TestDb;
const SLUG_X = "bosphorus-aesthetic-hospital";
const SLUG_Y = "antalya-smile-dental";
let patientId = "";
let cookieX = "";
let cookieY = "";

beforeAll(async () => {
  t = await useTestDb();
  patientId = (await createPatient(t.db)).id;
  cookieX = await signInAs((await createClinicUser(t.db, { clinic: SLUG_X })).email, {
    ip: "192.0.2.145",
  });
  cookieY = await signInAs((await createClinicUser(t.db, { clinic: SLUG_Y })).email, {
    ip: "192.0.2.146",
  });
});

/** A patient's new quote request to clinic X: its row for X (the page's :requestId). */
const newTarget = () => createRequestTarget(t.db, { patientId, clinics: [SLUG_X] });

const quoteForm = (over: Record<string, string> = {}) => ({
  intent: "quote",
  itemLabel: "Hotel and transfers",
  itemAmount: "150,50",
  currency: "EUR",
  includes: "",
  excludes: "",
  notes: "",
  expiresOn: inFuture(14),
  ...over,
});

const post = (target: string, form: Record<string, string> | string, cookie = cookieX) =>
  callRoute(
    action as never,
    typeof form === "string"
      ? new Request(`${ORIGIN}/dashboard/requests/${target}`, {
          method: "POST",
          headers: {
            cookie,
            origin: ORIGIN,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: form,
        })
      : makeRequest(`/dashboard/requests/${target}`, { method: "POST", form, cookie }),
    { requestId: target },
  );

const dataOf = (r: unknown) => (r as { data: unknown }).data;

describe("a quote request's page (/dashboard/requests/:requestId)", () => {
  it("clinic Y gets 404 for clinic X's request page; clinic X gets it", async () => {
    const target = await newTarget();
    const path = `/dashboard/requests/${target}`;
    const get = (cookie: string) =>
      callRoute(loader as never, makeRequest(path, { cookie }), { requestId: target });
    expect(statusOf(await get(cookieY))).toBe(404);
    expect(statusOf(await get(cookieX))).toBe(200);
  });

  it("a quote line typed 150,50 through the clinic's form is stored as 15050 cents, not 1505000", async () => {
    const target = await newTarget();
    const res = (await post(target, quoteForm())) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/dashboard/requests/${target}`);
    const [q] = await t.db.select().from(quotes).where(eq(quotes.requestClinicId, target));
    expect(q).toMatchObject({ amountMinor: 15_050, currency: "EUR" });
    expect(q!.items).toEqual([{ label: "Hotel and transfers", amountMinor: 15_050 }]);
  });

  it("a refused quote comes back with what was typed and its errors; a quoted request cannot be declined", async () => {
    const target = await newTarget();
    const bad = await post(target, quoteForm({ itemAmount: "", expiresOn: "" }));
    expect(statusOf(bad)).toBe(400);
    expect(dataOf(bad)).toMatchObject({
      formError: "Please check the highlighted fields.",
      values: { items: [{ label: "Hotel and transfers", amount: "" }], expiresOn: "" },
    });
    expect(
      Object.keys((dataOf(bad) as { fieldErrors: object }).fieldErrors).length,
    ).toBeGreaterThan(0);
    expect(statusOf(await post(target, quoteForm()))).toBe(302);
    const again = await post(target, quoteForm());
    expect(statusOf(again)).toBe(409);
    expect(dataOf(again)).toMatchObject({ fieldErrors: {}, values: { currency: "EUR" } });
    const decline = await post(target, { intent: "decline" });
    expect(statusOf(decline)).toBe(409);
    expect(dataOf(decline)).toMatchObject({ fieldErrors: {}, values: null });
  });

  it("declines with a toast; another clinic's request, an unknown intent and an oversized form are refused", async () => {
    const target = await newTarget();
    expect(statusOf(await post(target, { intent: "decline" }, cookieY))).toBe(404);
    expect(dataOf(await post(target, { intent: "decline" }, cookieY))).toEqual({
      formError: "Quote request not found",
      fieldErrors: {},
      values: null,
    });
    const unknown = await post(target, { intent: "archive" });
    expect(statusOf(unknown)).toBe(400);
    expect(dataOf(unknown)).toEqual({ message: "Unknown action" });
    const big = await post(target, `intent=quote&notes=${"x".repeat(65 * 1024)}`);
    expect(statusOf(big)).toBe(413);
    expect(dataOf(big)).toEqual({ message: "The quote is too large." });
    const declined = (await post(target, { intent: "decline" })) as Response;
    expect(declined.status).toBe(302);
    expect(declined.headers.get("location")).toBe("/dashboard/requests");
  });
});
