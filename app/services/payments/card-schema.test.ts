import { describe, expect, it } from "vitest";
import {
  CARD_MESSAGES,
  formatCardNumberInput,
  formatExpiryInput,
  makeCardSchema,
  parseExpiry,
} from "./card-schema";

describe("card expiry as a phone keypad types it", () => {
  it("reads 1234, 12 34, 12/34, 12/2034 and 122034 as December 2034", () => {
    for (const v of ["1234", "12 34", "12/34", "12/2034", "122034", " 12 / 34 ", "12-34"])
      expect(parseExpiry(v), v).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry("1/34")).toEqual({ month: 1, year: 2034 });
  });

  it("refuses what is not a month and year", () => {
    for (const v of ["1334", "0034", "123", "12345", "ab/cd", "12//34", ""])
      expect(parseExpiry(v), v).toBeNull();
  });

  it("the checkout's card schema accepts a digits-only expiry and refuses a past one", () => {
    const schema = makeCardSchema(() => new Date("2026-11-25T12:00:00Z"));
    const card = { cardName: "Maria Lopez", cardNumber: "4242424242424242", cardCvc: "123" };
    expect(schema.safeParse({ ...card, cardExpiry: "1234" }).success).toBe(true);
    const past = schema.safeParse({ ...card, cardExpiry: "1025" });
    expect(past.success).toBe(false);
    expect(past.error!.issues[0]!.message).toBe(CARD_MESSAGES.expiryPast);
  });

  it("formats while typing: the slash comes with the third digit, groups of four for the number", () => {
    expect(["1", "12", "123", "1234"].map(formatExpiryInput)).toEqual(["1", "12", "12/3", "12/34"]);
    // Backspace over "12/3" leaves "12/" → shown as "12"; another one leaves "1".
    expect(formatExpiryInput("12/")).toBe("12");
    expect(formatExpiryInput("12/2034")).toBe("12/2034");
    expect(formatExpiryInput("1/34")).toBe("01/34");
    expect(formatExpiryInput("4")).toBe("04");
    expect(formatCardNumberInput("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumberInput("4242 42")).toBe("4242 42");
    expect(formatCardNumberInput("4242-4242-4242-4242-9999")).toBe("4242 4242 4242 4242 999");
  });
});
