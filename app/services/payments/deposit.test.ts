import { describe, expect, it } from "vitest";
import { DEFAULT_RATES } from "~/utils/money";
import { convertToMinor, depositQuote } from "./deposit";

describe("deposit amounts", () => {
  it("rounds the 20% deposit to the nearest cent, half a cent and more going up", () => {
    // 20% of $10.03 is 200.6 cents: the deposit is $2.01, not $2.00.
    expect(depositQuote(1003, "USD", "USD", DEFAULT_RATES).depositUsdMinor).toBe(201);
    // 20% of $10.02 is 200.4 cents: $2.00.
    expect(depositQuote(1002, "USD", "USD", DEFAULT_RATES).depositUsdMinor).toBe(200);
  });

  it("converts to minor units without losing a cent to floating point", () => {
    // $19.99 is €16.99, and 16.99 * 100 is 1698.9999999999998 in binary floating point.
    expect(convertToMinor(1999, "USD", "EUR", DEFAULT_RATES)).toBe(1699);
    expect(depositQuote(1999, "USD", "EUR", DEFAULT_RATES)).toMatchObject({
      totalDisplayMinor: 1699,
      depositUsdMinor: 400,
    });
  });
});
