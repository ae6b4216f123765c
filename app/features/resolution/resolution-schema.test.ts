import { describe, expect, it } from "vitest";
import { DecideCaseSchema, parseUsdToMinor } from "./resolution-schema";

/**
 * A refund amount as an admin types it (session 22: "12,50" typed the German way was read as
 * 1,250 dollars, because the comma was dropped as a thousands mark).
 */
describe("a refund amount as an admin types it", () => {
  it("reads a decimal comma as a decimal mark", () => {
    expect(parseUsdToMinor("12,50")).toBe(1250);
    expect(parseUsdToMinor("50,00")).toBe(5000);
    expect(parseUsdToMinor("1.250,50")).toBe(125050);
  });

  it("reads what it read before", () => {
    expect(parseUsdToMinor("50")).toBe(5000);
    expect(parseUsdToMinor("50.5")).toBe(5050);
    expect(parseUsdToMinor("1,250.00")).toBe(125000);
    expect(parseUsdToMinor("$50")).toBe(5000);
  });

  it("refuses what it cannot read exactly, zero and more than 9,999,999.99", () => {
    for (const v of ["1,250", "1.250", "0", "0,00", "-5", "abc", "", "10000000", "12,505"])
      expect(parseUsdToMinor(v), v).toBeNull();
  });

  it("gives the decision the amount in cents", () => {
    const r = DecideCaseSchema.safeParse({
      decision: "partial_refund",
      amount: "12,50",
      explanation: "Half of the transfer was not provided.",
    });
    expect(r.success && r.data.amountUsdMinor).toBe(1250);
  });
});
