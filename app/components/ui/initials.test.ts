import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initials of a name", () => {
  it("are the first letters of up to two words, without the doctor's title", () => {
    expect(initialsOf("Sarah Mitchell")).toBe("SM");
    expect(initialsOf("Dr. Ayşe Kaya")).toBe("AK");
    expect(initialsOf("ayşe kaya")).toBe("AK");
    expect(initialsOf("Ömer")).toBe("Ö");
  });

  it("skip words that do not start with a letter (the home page showed '&R' in Arabic)", () => {
    expect(initialsOf("Rachel & Sam Green")).toBe("RS");
    expect(initialsOf("James W.")).toBe("JW");
    expect(initialsOf("— 42")).toBe("");
  });

  it("take whole characters, in any script", () => {
    expect(initialsOf("ليلى حداد")).toBe("لح");
    expect(initialsOf("𝒜lex Smith")).toBe("𝒜S");
  });
});
