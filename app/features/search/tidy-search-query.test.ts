import { describe, expect, it } from "vitest";
import { tidySearchQuery } from "./params";

describe("tidySearchQuery", () => {
  it("drops empty values and keeps the first non-empty value of a repeated key", () => {
    const sp = new URLSearchParams("q=&treatment=Hair+Transplant&date=&date=2026-12-15&budget=");
    expect(tidySearchQuery(sp)).toBe("treatment=Hair+Transplant&date=2026-12-15");
  });

  it("leaves a tidy query alone", () => {
    expect(tidySearchQuery(new URLSearchParams("treatment=Dental&page=2"))).toBeNull();
    expect(tidySearchQuery(new URLSearchParams(""))).toBeNull();
  });

  it("can end with no query at all", () => {
    expect(tidySearchQuery(new URLSearchParams("q=&date="))).toBe("");
  });
});
