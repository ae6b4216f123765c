import { describe, expect, it } from "vitest";
import { completeTooEarlyMessage } from "~/features/bookings/booking-schema";
import { KEY_REUSED } from "~/features/bookings/bookings.server";
import { parseAmount } from "~/utils/amount-input";
import { i18nFor } from "./catalog.server";
import { KNOWN_MESSAGES, KNOWN_PATTERNS } from "./known-messages.server";
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

describe("messages with a value inside (KNOWN_PATTERNS)", () => {
  const en = i18nFor("en");
  it("each pattern reads back the English catalogue's own text, values included", () => {
    const samples: Record<string, string> = {
      reference: "CA-7K2Q9X",
      total: "4,250 EUR",
      totalWas: "4,100 EUR",
      deposit: "500 USD",
      depositWas: "480 USD",
      amount: "190 USD",
      date: "Tue, 12 Jan 2027",
    };
    for (const p of KNOWN_PATTERNS) {
      const english = en._(p.id, samples);
      const m = p.pattern.exec(english);
      expect(m, `${p.id}: "${english}"`).not.toBeNull();
      // The values the pattern reads are the ones the text was written with.
      // (A date is written again the language's way: checked on its own below.)
      for (const [k, v] of Object.entries(p.values(m!, en)))
        if (k !== "date") expect(v).toBe(samples[k]);
    }
  });

  it("a booking completed too early, and a booking's state, are told in the clinic's language", () => {
    const de = i18nFor("de");
    expect(
      messageIn(de, completeTooEarlyMessage("2027-01-12"), KNOWN_MESSAGES, KNOWN_PATTERNS),
    ).toBe(
      "Sie können diese Buchung ab dem Di., 12. Jan. 2027, dem Behandlungsdatum, als abgeschlossen markieren.",
    );
    expect(
      messageIn(
        i18nFor("ar"),
        completeTooEarlyMessage("2027-01-12"),
        KNOWN_MESSAGES,
        KNOWN_PATTERNS,
      ),
    ).not.toMatch(/You can mark/);
    expect(
      messageIn(de, "This booking is already confirmed.", KNOWN_MESSAGES, KNOWN_PATTERNS),
    ).toBe("Diese Buchung ist bereits bestätigt.");
    expect(messageIn(de, "This booking is pending.", KNOWN_MESSAGES, KNOWN_PATTERNS)).toBe(
      "Diese Buchung wartet noch auf Bestätigung.",
    );
  });

  it("a reused checkout form and a taken quote are told in the patient's language", () => {
    expect(messageIn(i18nFor("de"), KEY_REUSED("CA-7K2Q9X"), KNOWN_MESSAGES, KNOWN_PATTERNS)).toBe(
      "Dieses Buchungsformular wurde bereits für die Buchung CA-7K2Q9X mit anderen Angaben verwendet. Es wurde nichts neu gebucht und nichts belastet. Für eine weitere Buchung öffnen Sie die Bezahlseite bitte erneut.",
    );
    expect(
      messageIn(
        i18nFor("ar"),
        "This quote is already booked (reference CA-7K2Q9X).",
        KNOWN_MESSAGES,
        KNOWN_PATTERNS,
      ),
    ).toBe("تم حجز عرض السعر هذا بالفعل (رقم الحجز CA-7K2Q9X).");
  });
});
