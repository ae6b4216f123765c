import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions } from "~/db/schema";
import { signInWithEmail } from "~/features/accounts/auth-flows.server";
import { makeRequest } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";

const DAY = 24 * 60 * 60;
let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

describe("session lifetime (docs/security.md: 7 days, refreshed daily)", () => {
  it("a real sign-in sets a session cookie and a stored session that last 7 days", async () => {
    const email = "seven-days@example.test";
    const password = "Copper-kettle-4821";
    const { id } = await createVerifiedUser(t.db, {
      email,
      password,
      role: "patient",
      name: "Seven",
    });
    const before = Date.now();
    const r = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "192.0.2.77" }), {
      email,
      password,
    });
    expect(r.ok && r.value.kind).toBe("signed-in");
    if (!r.ok || r.value.kind !== "signed-in") return;
    const cookie = r.value.headers
      .getSetCookie()
      .find(
        (c) =>
          c.startsWith("careatlas.session_token=") ||
          c.startsWith("__Secure-careatlas.session_token="),
      );
    expect(cookie).toBeDefined();
    const maxAge = Number(/max-age=(\d+)/i.exec(cookie!)?.[1]);
    expect(maxAge).toBe(7 * DAY);

    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, id));
    const lifetime = (row!.expiresAt.getTime() - before) / 1000;
    expect(lifetime).toBeGreaterThan(7 * DAY - 60);
    expect(lifetime).toBeLessThan(7 * DAY + 60);
  });
});
