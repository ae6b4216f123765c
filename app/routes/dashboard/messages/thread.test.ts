import { beforeAll, describe, expect, it } from "vitest";
import { action as apiAction } from "~/routes/resources/messages";
import { signInAs } from "../../../../tests/kit/auth";
import { createConversation, createPatient } from "../../../../tests/kit/factories";
import { ORIGIN, callRoute, makeRequest, statusOf } from "../../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../../tests/setup/db";
import { action } from "./thread";

let t: TestDb;
let cookie = "";
let conversationId = "";

beforeAll(async () => {
  t = await useTestDb();
  const p = await createPatient(t.db);
  cookie = await signInAs(p.email, { ip: "192.0.2.144" });
  conversationId = await createConversation(p.id, "istanbul-hair-institute");
});

/** Status, body (toast and message ids left out) and Cache-Control of an answer. */
function answer(r: unknown) {
  const d = r as {
    data: { toast?: { id?: string }; message?: { id?: string } | string };
    init?: { headers?: HeadersInit } | null;
  };
  const { id: _toastId, ...toast } = d.data.toast ?? {};
  const body: Record<string, unknown> = { ...d.data };
  if (d.data.toast) body.toast = toast;
  if (typeof d.data.message === "object") body.message = "(the message)";
  return {
    status: statusOf(r),
    body,
    cache: new Headers(d.init?.headers ?? undefined).get("cache-control"),
  };
}

const onPage = (form: Record<string, string> | string) =>
  callRoute(
    action as never,
    typeof form === "string"
      ? new Request(`${ORIGIN}/dashboard/messages/${conversationId}`, {
          method: "POST",
          headers: {
            cookie,
            origin: ORIGIN,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: form,
        })
      : makeRequest(`/dashboard/messages/${conversationId}`, { method: "POST", cookie, form }),
    { conversationId },
  );

const viaApi = (form: Record<string, string> | string) =>
  callRoute(
    apiAction as never,
    typeof form === "string"
      ? new Request(`${ORIGIN}/api/messages/${conversationId}`, {
          method: "POST",
          headers: {
            cookie,
            origin: ORIGIN,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: form,
        })
      : makeRequest(`/api/messages/${conversationId}`, { method: "POST", cookie, form }),
    { conversationId },
  );

const clientId = () => crypto.randomUUID();

describe("the thread's message form, on the page and through /api/messages", () => {
  it("sends (any intent but attach is a text), with the same payload on both", async () => {
    for (const [send, cache] of [
      [onPage, null],
      [viaApi, "private, no-store"],
    ] as const) {
      expect(answer(await send({ body: "Hello", clientId: clientId() }))).toEqual({
        status: 200,
        body: {
          ok: true,
          message: "(the message)",
          fieldErrors: {},
          toast: { type: "success", title: "Message sent" },
        },
        cache,
      });
      expect(
        answer(await send({ intent: "whatever", body: "Hi again", clientId: clientId() })),
      ).toMatchObject({ status: 200, body: { ok: true, toast: { title: "Message sent" } } });
    }
  });

  it("refuses an oversized form (413), a missing consent (400) and an unknown record", async () => {
    const big = `body=${"x".repeat(65 * 1024)}&clientId=${clientId()}`;
    const tooLong = {
      status: 413,
      body: {
        ok: false,
        fieldErrors: { body: "This message is too long." },
        toast: {
          type: "error",
          title: "Failed to send message",
          description: "This message is too long.",
        },
      },
    };
    expect(answer(await onPage(big))).toEqual({ ...tooLong, cache: null });
    expect(answer(await viaApi(big))).toEqual({ ...tooLong, cache: "private, no-store" });

    const noConsent = { intent: "attach", recordId: crypto.randomUUID(), clientId: clientId() };
    const consent = "Please confirm your consent to share this record.";
    const refused = {
      status: 400,
      body: {
        ok: false,
        fieldErrors: { consent },
        toast: { type: "error", title: "Failed to send message", description: consent },
      },
    };
    expect(answer(await onPage(noConsent))).toEqual({ ...refused, cache: null });
    expect(answer(await viaApi(noConsent))).toEqual({ ...refused, cache: "private, no-store" });

    // An unknown record: the API answers the payload (404); the page's error page says 404.
    const unknown = { ...noConsent, consent: "on", clientId: clientId() };
    expect(answer(await viaApi(unknown))).toEqual({
      status: 404,
      body: {
        ok: false,
        fieldErrors: { recordId: "Medical record not found" },
        toast: {
          type: "error",
          title: "Failed to send message",
          description: "Medical record not found",
        },
      },
      cache: "private, no-store",
    });
    const page = (await onPage(unknown)) as { data: unknown };
    expect(statusOf(page)).toBe(404);
    expect(page.data).toEqual({ message: "Conversation not found." });
  });
});
