import { describe, expect, it } from "vitest";
import { assertLanguagePrefix } from "./page.server";

/** What a thrown `data(…, { status })` carries. */
function statusOf(fn: () => void): number | null {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("the language prefix of a page's action", () => {
  it("passes English URLs and the other languages, and 404s anything else", () => {
    expect(statusOf(() => assertLanguagePrefix({}))).toBeNull();
    for (const lang of ["de", "es", "fr", "tr", "ar"])
      expect(statusOf(() => assertLanguagePrefix({ lang }))).toBeNull();
    // /api/auth/reset-password reaches the reset page's action as lang "api".
    for (const lang of ["api", "en", "xx", ""])
      expect(
        statusOf(() => assertLanguagePrefix({ lang })),
        lang,
      ).toBe(404);
  });

  it("is what the localized pages' actions check first", async () => {
    const routes = await Promise.all([
      import("~/routes/contact"),
      import("~/routes/partner"),
      import("~/routes/quote-request"),
      import("~/routes/auth/index"),
      import("~/routes/auth/forgot-password"),
      import("~/routes/auth/reset-password"),
    ]);
    for (const r of routes) {
      const request = new Request("http://localhost/api/auth/reset-password", {
        method: "POST",
        body: new URLSearchParams({ password: "x" }),
      });
      // Each route's action takes its own args type; the call is the same for all six.
      const action = r.action as (args: unknown) => Promise<unknown>;
      await expect(action({ request, params: { lang: "api" }, context: {} })).rejects.toMatchObject(
        { init: { status: 404 } },
      );
    }
  });
});
