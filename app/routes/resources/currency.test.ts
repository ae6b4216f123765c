import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/resources/currency";
import { callRoute } from "../../../tests/kit/request";

/** POST /api/currency: the header's currency selector without JavaScript. */
function post(fields: Record<string, string>, opts: { origin?: string; url?: string } = {}) {
  return new Request(opts.url ?? "http://localhost/api/currency", {
    method: "POST",
    headers: { origin: opts.origin ?? "http://localhost" },
    body: new URLSearchParams(fields),
  });
}

describe("POST /api/currency", () => {
  it("sets the currency cookie and goes back to the page", async () => {
    const res = (await callRoute(
      action,
      post({ currency: "EUR", redirectTo: "/clinics?x=1" }),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/clinics?x=1");
    expect(res.headers.get("set-cookie")).toBe(
      "careatlas-currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax",
    );
  });

  it("marks the cookie Secure over https", async () => {
    const res = (await callRoute(
      action,
      post(
        { currency: "GBP", redirectTo: "/" },
        {
          url: "https://example.test/api/currency",
          origin: "https://example.test",
        },
      ),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toBe(
      "careatlas-currency=GBP; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
  });

  it("an unknown currency goes back without a cookie", async () => {
    const res = (await callRoute(
      action,
      post({ currency: "XXX", redirectTo: "/about" }),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/about");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("never redirects off-site; the sign-in page is allowed", async () => {
    const off = (await callRoute(
      action,
      post({ currency: "USD", redirectTo: "//evil.example" }),
    )) as Response;
    expect(off.headers.get("location")).toBe("/");
    const auth = (await callRoute(
      action,
      post({ currency: "USD", redirectTo: "/auth" }),
    )) as Response;
    expect(auth.headers.get("location")).toBe("/auth");
  });

  it("refuses a cross-site post and a malformed body", async () => {
    const cross = (await callRoute(
      action,
      post({ currency: "EUR" }, { origin: "http://evil.example" }),
    )) as Response;
    expect(cross.status).toBe(403);
    const bad = await callRoute(
      action,
      new Request("http://localhost/api/currency", {
        method: "POST",
        headers: { origin: "http://localhost", "content-type": "multipart/form-data; boundary=x" },
        body: "garbage",
      }),
    );
    expect(bad).toMatchObject({ init: { status: 400 } });
  });

  it("GET goes home", async () => {
    const res = (await callRoute(loader, new Request("http://localhost/api/currency"))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });
});
