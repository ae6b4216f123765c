import { describe, expect, it } from "vitest";
import { LOCALE_CODES, numberLocaleOf } from "~/i18n/config";
import { AMOUNT_MESSAGES, formatAmountInput, parseAmount } from "./amount-input";
import {
  DEFAULT_RATES,
  convertMinor,
  currencySymbol,
  displayPrice,
  displayWholePrice,
  formatMoney,
  isCurrencyCode,
} from "./money";

describe("currency conversion", () => {
  it("converts USD minor units with the spec's fixed rates, rounded to 2 decimals", () => {
    expect(convertMinor(290000, "USD", "USD", DEFAULT_RATES)).toBe(2900);
    expect(convertMinor(290000, "USD", "EUR", DEFAULT_RATES)).toBe(2465);
    expect(convertMinor(290000, "USD", "GBP", DEFAULT_RATES)).toBe(2117);
    expect(convertMinor(1999, "USD", "EUR", DEFAULT_RATES)).toBe(16.99);
  });

  it("converts between two non-USD currencies through USD", () => {
    // 100 EUR = 117.647 USD = 85.88 GBP
    expect(convertMinor(10000, "EUR", "GBP", DEFAULT_RATES)).toBe(85.88);
    expect(convertMinor(10000, "EUR", "USD", DEFAULT_RATES)).toBe(117.65);
  });

  it("refuses an unknown currency instead of showing a wrong price", () => {
    expect(() => convertMinor(100, "JPY", "USD", DEFAULT_RATES)).toThrow(/No exchange rate/);
  });
});

describe("formatting", () => {
  it("shows the symbol of each currency, cents only when present", () => {
    expect(formatMoney(2900, "USD")).toBe("$2,900");
    expect(formatMoney(2465, "EUR")).toBe("€2,465");
    expect(formatMoney(2117, "GBP")).toBe("£2,117");
    expect(formatMoney(16.99, "EUR")).toBe("€16.99");
    expect(formatMoney(16.5, "USD")).toBe("$16.50");
  });

  it("writes amounts as the page's language does", () => {
    const nb = "\u00a0"; // Intl puts a no-break space between amount and symbol
    expect(formatMoney(2900, "USD", "de-DE")).toBe(`2.900${nb}$`);
    expect(formatMoney(16.5, "EUR", "de-DE")).toBe(`16,50${nb}€`);
    expect(formatMoney(120000, "USD", "tr-TR")).toBe("$120.000");
    expect(formatMoney(2900, "USD", "fr-FR")).toMatch(/^2\s900\s\$$/);
    expect(formatMoney(2900, "USD", "ar-u-nu-latn")).toContain("2,900");
    expect(displayWholePrice(290000, "USD", "EUR", DEFAULT_RATES, "de-DE")).toBe(`2.465${nb}€`);
  });

  it("converts and formats in one step", () => {
    expect(displayPrice(680000, "USD", "GBP", DEFAULT_RATES)).toBe("£4,964");
    expect(displayPrice(680000, "USD", "EUR", { ...DEFAULT_RATES, EUR: 0.9 })).toBe("€6,120");
  });

  it("shows headline prices in whole units in every currency; exact amounts keep their cents", () => {
    // $2,300 clinic price at EUR 0.85 → $2,705.88 in the field test; a shop shows $2,706.
    expect(displayWholePrice(230000, "EUR", "USD", DEFAULT_RATES)).toBe("$2,706");
    expect(displayWholePrice(25000, "USD", "EUR", DEFAULT_RATES)).toBe("€213");
    expect(displayWholePrice(290000, "USD", "GBP", DEFAULT_RATES)).toBe("£2,117");
    expect(displayPrice(230000, "EUR", "USD", DEFAULT_RATES)).toBe("$2,705.88");
  });

  it("knows the three currencies and their symbols", () => {
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("EUR")).toBe("€");
    expect(currencySymbol("GBP")).toBe("£");
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("eur")).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});

describe("amounts as people type them (parseAmount)", () => {
  const minor = (v: string) => {
    const r = parseAmount(v);
    return r.ok ? r.minor : r.error;
  };

  it("reads Turkish/German style: dot for thousands, comma for decimals", () => {
    expect(minor("1.250,50")).toBe(125050);
    expect(minor("1.250.000")).toBe(125000000);
    expect(minor("1.250.000,5")).toBe(125000050);
  });

  it("reads Mexican/US style: comma for thousands, dot for decimals", () => {
    expect(minor("1,250.50")).toBe(125050);
    expect(minor("1,250,000")).toBe(125000000);
    expect(minor("1250.5")).toBe(125050);
  });

  it("reads a decimal comma without thousands, and spaces as thousands", () => {
    expect(minor("150,50")).toBe(15050);
    expect(minor("1250,50")).toBe(125050);
    expect(minor("1 250,50")).toBe(125050);
    expect(minor("1\u00a0250,50")).toBe(125050);
    expect(minor("1 250")).toBe(125000);
    expect(minor("1250")).toBe(125000);
    expect(minor(" €1.250,50 ")).toBe(125050);
  });

  it("refuses 1,250 and 1.250 as ambiguous, saying how to write them", () => {
    for (const v of ["1,250", "1.250", "12,500", "150.500"]) {
      const r = parseAmount(v);
      expect(r.ok, v).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/ambiguous/);
    }
    const r = parseAmount("1,250");
    expect(r.ok ? "" : r.error).toBe(
      '"1,250" is ambiguous: write 1250 for 1,250 (no separator), or 1.25 / 1,25 for a decimal amount',
    );
  });

  it("allows zero (an included item) and refuses negatives with 'must be 0 or more'", () => {
    expect(minor("0")).toBe(0);
    expect(minor("0,00")).toBe(0);
    expect(minor("-5")).toBe(AMOUNT_MESSAGES.negative);
    expect(AMOUNT_MESSAGES.negative).toMatch(/must be 0 or more/);
  });

  it("refuses what is not an amount, never multiplying by 100", () => {
    for (const v of ["abc", "1,2,3", "12.345.67", "1.2345", "1,250.50.3", "1..5", "1e5", ",50"])
      expect(minor(v), v).toBe(AMOUNT_MESSAGES.invalid);
    expect(minor("")).toBe(AMOUNT_MESSAGES.required);
    expect(minor("10000000")).toBe(AMOUNT_MESSAGES.tooLarge);
  });
});

describe("a stored amount back in a form field (formatAmountInput)", () => {
  it("writes the decimal mark of the page's language, without grouping", () => {
    expect(formatAmountInput(125050)).toBe("1250.50");
    expect(formatAmountInput(125050, numberLocaleOf("tr"))).toBe("1250,50");
    expect(formatAmountInput(125050, numberLocaleOf("de"))).toBe("1250,50");
    expect(formatAmountInput(125050, numberLocaleOf("fr"))).toBe("1250,50");
    expect(formatAmountInput(125050, numberLocaleOf("ar"))).toBe("1250.50");
    expect(formatAmountInput(420000, numberLocaleOf("tr"))).toBe("4200");
    expect(formatAmountInput(999_999_999, numberLocaleOf("es"))).toBe("9999999,99");
  });

  it("is read back exactly by parseAmount in every language", () => {
    for (const locale of LOCALE_CODES)
      for (const stored of [0, 5, 50, 15050, 125050, 420000, 999_999_999]) {
        const r = parseAmount(formatAmountInput(stored, numberLocaleOf(locale)));
        expect(r.ok ? r.minor : r.error, `${locale} ${stored}`).toBe(stored);
      }
  });
});
