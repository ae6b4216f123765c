import { beforeAll, describe, expect, it, vi } from "vitest";
import * as authFlows from "~/features/accounts/auth-flows.server";
import { action, loader } from "~/routes/resources/sign-out";
import { getUser } from "~/utils/permissions.server";
import { readToasts } from "~/utils/toast.server";
import { signInAs } from "../../../tests/kit/auth";
import { callRoute, cookieJar, makeRequest } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

/** The toasts a redirect or reply carries, as the next page would read them. */
async function toastsOf(res: Response) {
  const cookie = cookieJar(undefined, res.headers);
  return (await readToasts(new Request("http://localhost/", { headers: { cookie } }))).toasts;
}

const setCookies = (res: Response) => res.headers.getSetCookie();

describe("POST /api/sign-out", () => {
  it("a plain form post ends the session and redirects home with a toast", async () => {
    const cookie = await signInAs("patient", { db: t.db, ip: "192.0.2.150" });
    const res = (await callRoute(
      action,
      makeRequest("/api/sign-out", { method: "POST", cookie, form: { redirectTo: "/clinics" } }),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const cookies = setCookies(res);
    expect(cookies.some((c) => /session_token=;/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("careatlas_toast="))).toBe(true);
    expect(await toastsOf(res)).toMatchObject([
      {
        type: "success",
        title: "Signed out",
        description: "You have been signed out. See you soon!",
      },
    ]);
    const after = cookieJar(cookie, res.headers);
    expect(await getUser(makeRequest("/", { cookie: after }))).toBeNull();
    // The old session is gone from the database too.
    expect(await getUser(makeRequest("/", { cookie }))).toBeNull();
  });

  it("the header's script (format=json) gets {ok, redirectTo} with the same cookies", async () => {
    const cookie = await signInAs("patient", { db: t.db, ip: "192.0.2.151" });
    const res = (await callRoute(
      action,
      makeRequest("/api/sign-out", { method: "POST", cookie, form: { format: "json" } }),
    )) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ ok: true, redirectTo: "/" });
    expect(setCookies(res).some((c) => /session_token=;/.test(c))).toBe(true);
    expect(await toastsOf(res)).toMatchObject([{ type: "success", title: "Signed out" }]);
  });

  it("when sign-out fails: a 500 JSON, or a redirect back with an error toast", async () => {
    const spy = vi
      .spyOn(authFlows, "signOut")
      .mockResolvedValue({ ok: false, status: 500, message: "x" } as never);
    try {
      const json = (await callRoute(
        action,
        makeRequest("/api/sign-out", { method: "POST", form: { format: "json" } }),
      )) as Response;
      expect(json.status).toBe(500);
      expect(await json.json()).toEqual({ ok: false, message: "Failed to sign out" });

      const plain = (await callRoute(
        action,
        makeRequest("/api/sign-out", { method: "POST", form: { redirectTo: "/clinics" } }),
      )) as Response;
      expect(plain.status).toBe(302);
      expect(plain.headers.get("location")).toBe("/clinics");
      expect(await toastsOf(plain)).toMatchObject([
        { type: "error", title: "Error", description: "Failed to sign out" },
      ]);

      const offsite = (await callRoute(
        action,
        makeRequest("/api/sign-out", { method: "POST", form: { redirectTo: "//evil.example" } }),
      )) as Response;
      expect(offsite.headers.get("location")).toBe("/");
    } finally {
      spy.mockRestore();
    }
  });

  it("refuses a cross-site post; GET goes home", async () => {
    const cross = (await callRoute(
      action,
      makeRequest("/api/sign-out", {
        method: "POST",
        form: {},
        headers: { origin: "http://evil.example" },
      }),
    )) as Response;
    expect(cross.status).toBe(403);
    const get = (await callRoute(loader, makeRequest("/api/sign-out"))) as Response;
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/");
  });
});
