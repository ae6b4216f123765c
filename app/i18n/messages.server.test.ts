import { describe, expect, it } from "vitest";
import { parseAmount } from "~/utils/amount-input";
import { i18nFor } from "./catalog.server";
import { KNOWN_MESSAGES } from "./known-messages.server";
import { messageIn } from "./messages.server";

/** What the parser answers for an input it refuses (the English message the schemas carry). */
function refusal(input: string): string {
  const r = parseAmount(input);
  if (r.ok) throw new Error(`${input} was read`);
  return r.error;
}

describe("an amount a clinic typed that could mean two things", () => {
  it("is explained in the page's language, with numbers written that language's way", () => {
    // A German clinic types 1.250 (one thousand two hundred and fifty, as Germans write it).
    expect(messageIn(i18nFor("de"), refusal("1.250"), KNOWN_MESSAGES)).toBe(
      "„1.250“ ist nicht eindeutig: Schreiben Sie 1250 für 1.250 (ohne Trennzeichen) oder 1,25 für einen Betrag mit Nachkommastellen",
    );
    // A quote's line, after "Line 2: ".
    expect(messageIn(i18nFor("tr"), `Line 2: ${refusal("4,200")}`, KNOWN_MESSAGES)).toBe(
      "Satır 2: “4,200” belirsiz: 4.200 için ayraç kullanmadan 4200 yazın, küsuratlı bir tutar için 4,20 yazın",
    );
    expect(messageIn(i18nFor("fr"), refusal("1,250"), KNOWN_MESSAGES)).toContain(
      "« 1,250 » est ambigu : écrivez 1250 pour 1\u202f250",
    );
  });

  it("stays in English on English pages, and other texts are left alone", () => {
    expect(messageIn(i18nFor("en"), refusal("1,250"), [])).toBe(refusal("1,250"));
    expect(messageIn(i18nFor("de"), "Something else", KNOWN_MESSAGES)).toBe("Something else");
  });
});
