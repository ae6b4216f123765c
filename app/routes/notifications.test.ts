import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "~/db/schema";
import { action as apiAction } from "~/routes/resources/notifications";
import { notifyUser } from "~/services/notifications/notify.server";
import { signInAs } from "../../tests/kit/auth";
import { createPatient } from "../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../tests/kit/request";
import { type TestDb, useTestDb } from "../../tests/setup/db";
import { action as pageAction } from "./notifications";

let t: TestDb;
let userId = "";
let cookie = "";

beforeAll(async () => {
  t = await useTestDb();
  const p = await createPatient(t.db);
  userId = p.id;
  cookie = await signInAs(p.email, { ip: "192.0.2.141" });
});

const note = async () => {
  await notifyUser(t.db, userId, {
    kind: "quote_received",
    title: { id: /*i18n*/ "notice.quote.title-anonymous" },
    link: "/x",
    email: false,
  });
  const [row] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(1);
  return row!.id;
};

/** Status, body and Cache-Control of what an action answered. */
function answer(r: unknown) {
  const d = r as { data?: unknown; init?: { headers?: HeadersInit } | null };
  return {
    status: statusOf(r),
    body: d.data,
    cache: new Headers(d.init?.headers ?? undefined).get("cache-control"),
  };
}

const post = (
  fn: typeof pageAction | typeof apiAction,
  path: string,
  form: Record<string, string>,
  c = cookie,
) => callRoute(fn as never, makeRequest(path, { method: "POST", cookie: c, form }));

describe("the notifications page's forms (POST /notifications)", () => {
  it("marks one read, all read; an unknown notification is a 404, an unknown intent a 400", async () => {
    const id = await note();
    expect(answer(await post(pageAction, "/notifications", { intent: "read", id }))).toEqual({
      status: 200,
      body: { ok: true, message: null },
      cache: null,
    });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row!.readAt).not.toBeNull();
    expect(answer(await post(pageAction, "/notifications", { intent: "read-all" }))).toEqual({
      status: 200,
      body: { ok: true, message: null },
      cache: null,
    });
    expect(
      answer(await post(pageAction, "/notifications", { intent: "read", id: crypto.randomUUID() })),
    ).toEqual({
      status: 404,
      body: { ok: false, message: "Notification not found." },
      cache: null,
    });
    expect(answer(await post(pageAction, "/notifications", { intent: "read" }))).toEqual({
      status: 404,
      body: { ok: false, message: "Notification not found." },
      cache: null,
    });
    expect(answer(await post(pageAction, "/notifications", { intent: "nope" }))).toEqual({
      status: 400,
      body: { ok: false, message: "Unknown action" },
      cache: null,
    });
  });

  it("sends a signed-out visitor to sign in, and refuses another site's post", async () => {
    const out = await post(pageAction, "/notifications", { intent: "read-all" }, "");
    expect(out).toBeInstanceOf(Response);
    expect((out as Response).status).toBe(302);
    const cross = await callRoute(
      pageAction as never,
      makeRequest("/notifications", {
        method: "POST",
        cookie,
        form: { intent: "read-all" },
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(statusOf(cross)).toBe(403);
  });
});

describe("the bell's forms (POST /api/notifications)", () => {
  it("answers the unread count after marking; 404 and 400 as the page does; 401 signed out", async () => {
    const id = await note();
    expect(answer(await post(apiAction, "/api/notifications", { intent: "read", id }))).toEqual({
      status: 200,
      body: { ok: true, unread: 0 },
      cache: "private, no-store",
    });
    await note();
    expect(answer(await post(apiAction, "/api/notifications", { intent: "read-all" }))).toEqual({
      status: 200,
      body: { ok: true, unread: 0 },
      cache: "private, no-store",
    });
    expect(
      answer(await post(apiAction, "/api/notifications", { intent: "read", id: "not-a-uuid" })),
    ).toEqual({
      status: 404,
      body: { ok: false, message: "Notification not found." },
      cache: null,
    });
    expect(answer(await post(apiAction, "/api/notifications", { intent: "" }))).toEqual({
      status: 400,
      body: { ok: false, message: "Unknown action" },
      cache: null,
    });
    expect(statusOf(await post(apiAction, "/api/notifications", { intent: "read-all" }, ""))).toBe(
      401,
    );
  });
});
