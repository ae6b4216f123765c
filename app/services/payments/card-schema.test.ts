import { describe, expect, it } from "vitest";
import {
  CARD_MESSAGES,
  carriesCardData,
  formatCardNumberInput,
  formatExpiryInput,
  makePaymentSchema,
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

describe("what the checkout posts about the card", () => {
  const form = (o: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(o)) f.set(k, v);
    return f;
  };

  it("the server's schema reads a name and a token, and refuses a missing token (JavaScript off)", () => {
    const schema = makePaymentSchema();
    expect(schema.safeParse({ cardName: "Maria Lopez", paymentToken: "tok_visa" }).success).toBe(
      true,
    );
    const none = schema.safeParse({ cardName: "Maria Lopez", paymentToken: "" });
    expect(none.error!.issues[0]!.message).toBe(CARD_MESSAGES.tokenMissing);
    // A schema with no card number field: a number is not something it can read.
    const parsed = schema.parse({
      cardName: "M",
      paymentToken: "tok_visa",
      cardNumber: "4242424242424242",
    } as never);
    expect(JSON.stringify(parsed)).not.toContain("4242424242424242");
  });

  it("a form carrying a card number, expiry or CVC under any name is recognised (and refused)", () => {
    const ok = { cardName: "Maria", paymentToken: "tok_visa", idempotencyKey: crypto.randomUUID() };
    expect(carriesCardData(form(ok))).toBe(false);
    for (const extra of <Array<Record<string, string>>>[
      { cardNumber: "4242 4242 4242 4242" },
      { card_number: "1" },
      { cvc: "123" },
      { cardCvc: "123" },
      { cardExpiry: "12/34" },
      { number: "4242424242424242" },
      { note: "4242 4242 4242 4242" },
    ])
      expect(carriesCardData(form({ ...ok, ...extra })), JSON.stringify(extra)).toBe(true);
  });
});
