import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { quoteRequestDrafts, quoteRequests } from "~/db/schema";
import { action, loader } from "~/routes/quote-request";
import { setClockForTests } from "~/utils/clock.server";
import { signInAs } from "../../../tests/kit/auth";
import { callRoute, cookieJar, makeRequest } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import {
  QUOTE_DRAFT_TTL_SECONDS,
  keepQuoteDraft,
  readQuoteDraft,
  sweepQuoteDrafts,
} from "./quote-draft.server";

/**
 * The notes of a quote request sent signed out (decision 079): kept by the server while the
 * patient signs in, never in an address, readable only with the patient's cookie.
 */

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

const NOTES = "I had a nasal fracture years ago. كسر في الأنف منذ سنوات";
let ipN = 0;
const ip = () => `198.51.100.${++ipN}`;

function sendForm(over: Record<string, string> = {}) {
  return {
    clinics: "bosphorus-aesthetic-hospital",
    treatment: "Rhinoplasty",
    travellers: "2",
    notes: NOTES,
    idempotencyKey: crypto.randomUUID(),
    ...over,
  };
}

type LoaderResult = { data: { values: { notes: string; treatment: string } } };

async function notesOnReturn(path: string, cookie: string) {
  const r = (await callRoute(loader, makeRequest(path, { cookie }))) as LoaderResult;
  return r.data.values;
}

describe("quote request sent signed out", () => {
  it("sends the patient to sign in with the notes kept by the server, not in the address", async () => {
    const known = new Set((await t.db.select().from(quoteRequestDrafts)).map((r) => r.id));
    const res = (await callRoute(
      action,
      makeRequest("/quote-request", { method: "POST", form: sendForm(), ip: ip() }),
    )) as Response;
    expect(res.status).toBe(302);
    const location = decodeURIComponent(res.headers.get("location") ?? "");
    expect(location).toMatch(/^\/auth\?redirectTo=\/quote-request\?/);
    expect(location).not.toContain("fracture");
    expect(location).toContain("treatment=Rhinoplasty");

    const [setCookie] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^careatlas_quote_draft=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(new RegExp(`Max-Age=${QUOTE_DRAFT_TTL_SECONDS}`));
    expect(setCookie!.length).toBeLessThan(400);
    expect(setCookie).not.toContain("fracture");

    // What is stored cannot be read without the cookie: no note text in the row.
    const cookie = cookieJar("", res.headers);
    const rows = await t.db.select().from(quoteRequestDrafts);
    const mine = rows.find((r) => !known.has(r.id));
    expect(mine).toBeDefined();
    expect(mine!.sealed.toString("utf8")).not.toContain("fracture");
    expect(mine!.sealed.includes(Buffer.from("كسر", "utf8"))).toBe(false);

    // Back from signing in (same browser): the form has its notes again.
    const back = location.slice("/auth?redirectTo=".length);
    const patient = await signInAs("patient", { db: t.db, ip: ip() });
    const values = await notesOnReturn(back, `${patient}; ${cookie}`);
    expect(values.notes).toBe(NOTES);
    expect(values.treatment).toBe("Rhinoplasty");
    // Another browser coming back to the same address finds nothing.
    expect((await notesOnReturn(back, patient)).notes).toBe("");
    // Without `resume`, the form starts empty.
    expect((await notesOnReturn("/quote-request", `${patient}; ${cookie}`)).notes).toBe("");

    // Sent signed in: the request keeps the notes, the draft is deleted and its cookie forgotten.
    const key = crypto.randomUUID();
    const sent = (await callRoute(
      action,
      makeRequest("/quote-request", {
        method: "POST",
        form: sendForm({ idempotencyKey: key }),
        cookie: `${patient}; ${cookie}`,
        ip: ip(),
      }),
    )) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/dashboard/quotes");
    expect(
      sent.headers.getSetCookie().some((c) => /^careatlas_quote_draft=;.*Max-Age=0/i.test(c)),
    ).toBe(true);
    const [request] = await t.db
      .select({ notes: quoteRequests.notes })
      .from(quoteRequests)
      .where(eq(quoteRequests.idempotencyKey, key));
    expect(request?.notes).toBe(NOTES);
    expect(
      await t.db.select().from(quoteRequestDrafts).where(eq(quoteRequestDrafts.id, mine!.id)),
    ).toEqual([]);
    expect((await notesOnReturn(back, `${patient}; ${cookie}`)).notes).toBe("");
  });

  it("sent from the Arabic page: signing in and the form it comes back to stay in Arabic", async () => {
    const res = (await callRoute(
      action,
      makeRequest("/ar/quote-request", { method: "POST", form: sendForm(), ip: ip() }),
      { lang: "ar" },
    )) as Response;
    expect(res.status).toBe(302);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/^\/ar\/auth\?redirectTo=/);
    const back = new URLSearchParams(location.split("?")[1]).get("redirectTo") ?? "";
    expect(back).toMatch(/^\/ar\/quote-request\?.*resume=1/);
    expect(back).not.toContain("fracture");
  });

  it("keeps 4,000 Arabic characters (about 8 KB, more than a cookie holds) whole", async () => {
    const long = "ك".repeat(4000);
    const res = (await callRoute(
      action,
      makeRequest("/quote-request", { method: "POST", form: sendForm({ notes: long }), ip: ip() }),
    )) as Response;
    const cookie = cookieJar("", res.headers);
    expect(cookie.length).toBeLessThan(400);
    expect(await readQuoteDraft(makeRequest("/quote-request", { cookie }))).toBe(long);
  });

  it("a second send from the same browser replaces its draft; empty notes delete it", async () => {
    const first = await keepQuoteDraft(makeRequest("/quote-request", { ip: ip() }), "first");
    const cookie = cookieJar("", new Headers([["set-cookie", first!]]));
    const before = (await t.db.select().from(quoteRequestDrafts)).length;
    await keepQuoteDraft(makeRequest("/quote-request", { cookie, ip: ip() }), "second");
    expect((await t.db.select().from(quoteRequestDrafts)).length).toBe(before);
    expect(await readQuoteDraft(makeRequest("/quote-request", { cookie }))).toBe("second");

    const cleared = await keepQuoteDraft(makeRequest("/quote-request", { cookie, ip: ip() }), "  ");
    expect(cleared).toMatch(/Max-Age=0/);
    expect((await t.db.select().from(quoteRequestDrafts)).length).toBe(before - 1);
    expect(await readQuoteDraft(makeRequest("/quote-request", { cookie }))).toBeNull();
  });

  it("no notes, no draft and no cookie", async () => {
    const res = (await callRoute(
      action,
      makeRequest("/quote-request", { method: "POST", form: sendForm({ notes: "" }), ip: ip() }),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("an altered or forged cookie reads nothing", async () => {
    const set = await keepQuoteDraft(makeRequest("/quote-request", { ip: ip() }), NOTES);
    const cookie = cookieJar("", new Headers([["set-cookie", set!]]));
    const [name, value] = [cookie.split("=")[0], cookie.slice(cookie.indexOf("=") + 1)];
    const altered = `${name}=${value!.slice(0, -3)}AAA`;
    expect(await readQuoteDraft(makeRequest("/quote-request", { cookie: altered }))).toBeNull();
    expect(
      await readQuoteDraft(makeRequest("/quote-request", { cookie: `${name}=not-a-draft` })),
    ).toBeNull();
  });

  it("a draft expires with its cookie, and the daily sweep deletes it", async () => {
    const set = await keepQuoteDraft(makeRequest("/quote-request", { ip: ip() }), NOTES);
    const cookie = cookieJar("", new Headers([["set-cookie", set!]]));
    const later = new Date(Date.now() + (QUOTE_DRAFT_TTL_SECONDS + 60) * 1000);
    setClockForTests(later);
    try {
      expect(await readQuoteDraft(makeRequest("/quote-request", { cookie }))).toBeNull();
      const { deleted } = await sweepQuoteDrafts(t.db, later);
      expect(deleted).toBeGreaterThanOrEqual(1);
      expect(
        (await t.db.select().from(quoteRequestDrafts)).filter((r) => r.expiresAt <= later),
      ).toEqual([]);
    } finally {
      setClockForTests(null);
    }
  });

  it("one address cannot fill the table: past its limit, no new draft is kept", async () => {
    const from = "203.0.113.200";
    const kept: (string | null)[] = [];
    for (let i = 0; i < 40; i++)
      kept.push(await keepQuoteDraft(makeRequest("/quote-request", { ip: from }), `note ${i}`));
    // FORM_RATE_LIMIT_MAX (5 by default) times six per window.
    expect(kept.filter(Boolean).length).toBe(30);
    expect(kept.at(-1)).toBeNull();
  });
});
