import { describe, expect, it } from "vitest";
import { textsFor } from "./catalog.server";
import { publicPagePath, samePageIn } from "./public-path.server";

describe("the language choice's landing page (server)", () => {
  it("knows the public pages, in any language, and nothing else", () => {
    expect(publicPagePath("/")).toBe("/");
    expect(publicPagePath("/de")).toBe("/");
    expect(publicPagePath("/ar/faq")).toBe("/faq");
    expect(publicPagePath("/clinic/bosphorus-aesthetic-hospital")).toBe(
      "/clinic/bosphorus-aesthetic-hospital",
    );
    expect(publicPagePath("/tr/destinations/turkey/istanbul")).toBe(
      "/destinations/turkey/istanbul",
    );
    // The sign-in pages have a URL per language but no alternates (noindex).
    for (const path of [
      "/dashboard",
      "/auth",
      "/de/auth",
      "/ar/auth/forgot-password",
      "/de/dashboard",
      "/xx/about",
      "/en/about",
    ]) {
      expect(publicPagePath(path), path).toBeNull();
    }
  });

  it("lands on the same public page in the chosen language, keeping the query", () => {
    expect(samePageIn("/how-it-works", "tr")).toBe("/tr/how-it-works");
    expect(samePageIn("/de/faq", "en")).toBe("/faq");
    expect(samePageIn("/de", "ar")).toBe("/ar");
    expect(samePageIn("/ar", "en")).toBe("/");
    expect(samePageIn("/search-results?q=hair&page=2", "de")).toBe(
      "/de/search-results?q=hair&page=2",
    );
  });

  it("keeps any other page of ours as it is", () => {
    expect(samePageIn("/dashboard/bookings?tab=past", "de")).toBe("/dashboard/bookings?tab=past");
  });

  it("lands on the sign-in and password pages in the chosen language", () => {
    expect(samePageIn("/auth", "fr")).toBe("/fr/auth");
    expect(samePageIn("/auth?mode=signup", "de")).toBe("/de/auth?mode=signup");
    expect(samePageIn("/ar/auth/forgot-password", "en")).toBe("/auth/forgot-password");
    expect(samePageIn("/auth/reset-password?token=abc", "tr")).toBe(
      "/tr/auth/reset-password?token=abc",
    );
    expect(samePageIn("/auth/two-factor", "de")).toBe("/auth/two-factor");
  });

  it("never leaves the site: anything but one of our paths lands on the home page", () => {
    for (const to of ["https://evil.example/x", "//evil.example", "/\\evil.example", "", null]) {
      expect(samePageIn(to, "de"), String(to)).toBe("/de");
      expect(samePageIn(to, "en"), String(to)).toBe("/");
    }
  });
});

describe("texts the server formats for the browser", () => {
  it("are a language's messages of the given namespaces, parameters filled in", () => {
    const de = textsFor("de", ["shell."], { "shell.footer.copyright": { year: 2031 } });
    expect(de["shell.nav.about"]).toBe("Über uns");
    expect(de["shell.footer.copyright"]).toContain("2031");
    expect(Object.keys(de).every((id) => id.startsWith("shell."))).toBe(true);
    expect(textsFor("en", ["about."])["about.eyebrow"]).toBeTruthy();
  });

  it("keep a parameter the loader gave no value for as a placeholder, never an empty string", () => {
    // The clinic editor's move buttons fill `{name}` in the browser ("Move photo 5 up").
    expect(textsFor("en", ["clinic-dash.common."])["clinic-dash.common.move-up"]).toBe(
      "Move {name} up",
    );
    expect(textsFor("de", ["clinic-dash.common."])["clinic-dash.common.move-up"]).toBe(
      "{name} nach oben verschieben",
    );
    // A value given still wins.
    expect(
      textsFor("en", ["clinic-dash.common."], {
        "clinic-dash.common.move-up": { name: "photo 2" },
      })["clinic-dash.common.move-up"],
    ).toBe("Move photo 2 up");
  });

  it("are formatted once per language, yet one request's values never reach the next", () => {
    // textsFor keeps each language's formatted namespaces (formatting them on every request
    // cost about 12 ms of each render); what a call fills in or changes is its own.
    const first = textsFor("en", ["shell."], { "shell.footer.copyright": { year: 2031 } });
    expect(first["shell.footer.copyright"]).toContain("2031");
    first["shell.nav.about"] = "changed by a caller";
    const next = textsFor("en", ["shell."]);
    expect(next["shell.footer.copyright"]).toBe("© {year} CareAtlas. All rights reserved.");
    expect(next["shell.nav.about"]).toBe("About");
    expect(textsFor("de", ["shell."])["shell.nav.about"]).toBe("Über uns");
    // The same namespaces with the editorial ones (pageI18n) are a list of their own.
    const both = textsFor("en", ["editorial.", "shell."]);
    expect(Object.keys(both).length).toBeGreaterThan(Object.keys(next).length);
  });
});
