import { describe, expect, it } from "vitest";
import { FOREIGN_TARGETS, staysOn } from "../../tests/e2e/security/redirect-corpus";
import { safeRedirect, sameSitePath } from "./redirect.server";

const ORIGIN = "http://localhost:3000";

describe("the one redirect check", () => {
  it("refuses every target of the corpus, and what it returns resolves to this site", () => {
    for (const bad of FOREIGN_TARGETS) {
      expect(sameSitePath(bad), JSON.stringify(bad)).toBeNull();
      expect(sameSitePath(bad, ORIGIN), JSON.stringify(bad)).toBeNull();
      const out = safeRedirect(bad, "/dashboard");
      expect(out, JSON.stringify(bad)).toBe("/dashboard");
      expect(staysOn(out, ORIGIN)).toBe(true);
    }
  });

  it("keeps ordinary same-site paths with their query and fragment", () => {
    expect(safeRedirect("/search-results?treatment=Hair")).toBe("/search-results?treatment=Hair");
    expect(safeRedirect("/clinic/istanbul-hair-institute#reviews")).toBe(
      "/clinic/istanbul-hair-institute#reviews",
    );
    expect(safeRedirect("/a/../dashboard/quotes")).toBe("/dashboard/quotes");
    expect(safeRedirect("/search-results?treatment=Hair Transplant")).toBe(
      "/search-results?treatment=Hair%20Transplant",
    );
  });

  it("keeps the sign-in pages and APIs out of post-sign-in redirects unless asked", () => {
    expect(safeRedirect("/auth?x=1", "/dashboard")).toBe("/dashboard");
    expect(safeRedirect("/api/sign-out", "/dashboard")).toBe("/dashboard");
    expect(safeRedirect("/auth?redirectTo=%2Fdashboard", "/", { allowAuthPages: true })).toBe(
      "/auth?redirectTo=%2Fdashboard",
    );
  });

  it("accepts an absolute URL only on the given origin (a Referer)", () => {
    expect(sameSitePath(`${ORIGIN}/contact?x=1`, ORIGIN)).toBe("/contact?x=1");
    expect(sameSitePath(`${ORIGIN}//evil.example/`, ORIGIN)).toBeNull();
    expect(sameSitePath(`${ORIGIN}/.//evil.example/`, ORIGIN)).toBeNull();
    expect(sameSitePath("http://localhost:3001/contact", ORIGIN)).toBeNull();
    expect(sameSitePath(`http://user:pw@localhost:3000/contact`, ORIGIN)).toBeNull();
    expect(sameSitePath(`${ORIGIN}/contact`)).toBeNull();
  });
});
