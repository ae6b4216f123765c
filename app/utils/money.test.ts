import { describe, expect, it } from "vitest";
import { DEFAULT_RATES, convertMinor, currencySymbol, displayPrice, formatMoney, isCurrencyCode } from "./money";

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

  it("converts and formats in one step", () => {
    expect(displayPrice(680000, "USD", "GBP", DEFAULT_RATES)).toBe("£4,964");
    expect(displayPrice(680000, "USD", "EUR", { ...DEFAULT_RATES, EUR: 0.9 })).toBe("€6,120");
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
