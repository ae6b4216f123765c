import { beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "../../../../tests/kit/auth";
import { createPatient } from "../../../../tests/kit/factories";
import { ORIGIN, callRoute, statusOf } from "../../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../../tests/setup/db";
import { action } from "./new";

let t: TestDb;
let cookie = "";
const SLUG = "istanbul-hair-institute";

beforeAll(async () => {
  t = await useTestDb();
  const p = await createPatient(t.db);
  cookie = await signInAs(p.email, { ip: "192.0.2.143" });
});

/** The "Start conversation" button's post: no fields, no body (as a plain client may send it). */
const start = (query: string, headers: Record<string, string> = {}) =>
  callRoute(
    action as never,
    new Request(`${ORIGIN}/dashboard/messages/new${query}`, {
      method: "POST",
      headers: { cookie, origin: ORIGIN, ...headers },
    }),
  );

describe("starting a conversation (POST /dashboard/messages/new?clinic=…)", () => {
  it("opens it (once) and redirects to it, without reading a body", async () => {
    const first = (await start(`?clinic=${SLUG}`)) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const to = first.headers.get("location") ?? "";
    expect(to).toMatch(/^\/dashboard\/messages\/[0-9a-f-]{36}$/);
    const again = (await start(`?clinic=${SLUG}`)) as Response;
    expect(again.headers.get("location")).toBe(to);
  });

  it("answers an unknown or malformed clinic with a 404 page, another site with a 403", async () => {
    for (const q of ["?clinic=no-such-clinic", "?clinic=Not%20A%20Slug", ""]) {
      const r = (await start(q)) as { data: unknown };
      expect(statusOf(r)).toBe(404);
      expect(r.data).toEqual({ message: "Clinic not found." });
    }
    expect(statusOf(await start(`?clinic=${SLUG}`, { origin: "https://evil.example" }))).toBe(403);
  });
});
