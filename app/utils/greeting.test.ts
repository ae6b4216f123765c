import { describe, expect, it } from "vitest";
import { greetingName } from "./greeting";

describe("greetingName", () => {
  it("greets by the first name", () => {
    expect(greetingName("Maria Lopez")).toBe("Maria");
    expect(greetingName("  James   Okafor ")).toBe("James");
  });

  it("skips titles, with or without a full stop", () => {
    expect(greetingName("Dr. Kemal Arslan")).toBe("Kemal");
    expect(greetingName("Dr Kemal Arslan")).toBe("Kemal");
    expect(greetingName("Prof. Dr. Ayse Celik")).toBe("Ayse");
    expect(greetingName("Mrs. Jane Doe")).toBe("Jane");
  });

  it("keeps names that only start like a title", () => {
    expect(greetingName("Drew Barrymore")).toBe("Drew");
    expect(greetingName("Miss-Marple")).toBe("Miss-Marple");
  });

  it("says 'there' without a usable name", () => {
    expect(greetingName("")).toBe("there");
    expect(greetingName(null)).toBe("there");
    expect(greetingName("Dr.")).toBe("there");
  });
});
