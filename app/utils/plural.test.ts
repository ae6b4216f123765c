import { describe, expect, it } from "vitest";
import { countOf, pluralOf } from "./plural";

describe("countOf", () => {
  it("uses the singular for exactly one", () => {
    expect(countOf(1, "verified clinic")).toBe("1 verified clinic");
    expect(countOf(1, "review")).toBe("1 review");
  });

  it("uses the plural for zero and many, with thousands separators", () => {
    expect(countOf(0, "verified clinic")).toBe("0 verified clinics");
    expect(countOf(2, "earlier review")).toBe("2 earlier reviews");
    expect(countOf(1200, "review")).toBe("1,200 reviews");
  });

  it("takes an irregular plural", () => {
    expect(countOf(3, "person", "people")).toBe("3 people");
  });

  it("forms regular English plurals", () => {
    expect(pluralOf("city")).toBe("cities");
    expect(pluralOf("day")).toBe("days");
    expect(pluralOf("match")).toBe("matches");
    expect(pluralOf("package")).toBe("packages");
  });
});
