/**
 * Test mode's documented card numbers and the tokens the test-card field makes of them in the
 * browser (the same token names as the card provider's own test tokens). The number never
 * leaves the browser: only the token is posted. Shared by the browser (the test-card field)
 * and the server (the test provider, the checkout's list of test cards).
 */

export type TestOutcome =
  "success" | "card_declined" | "insufficient_funds" | "incorrect_cvc" | "requires_action";

export const TEST_CARDS: ReadonlyArray<{
  number: string;
  token: string;
  label: string;
  brand: string;
  outcome: TestOutcome;
}> = [
  {
    number: "4242424242424242",
    token: "tok_visa",
    brand: "Visa",
    label: "Visa — payment succeeds",
    outcome: "success",
  },
  {
    number: "5555555555554444",
    token: "tok_mastercard",
    brand: "Mastercard",
    label: "Mastercard — payment succeeds",
    outcome: "success",
  },
  {
    number: "4000000000000002",
    token: "tok_chargeDeclined",
    brand: "Visa",
    label: "Declined — 'Your card was declined'",
    outcome: "card_declined",
  },
  {
    number: "4000000000009995",
    token: "tok_chargeDeclinedInsufficientFunds",
    brand: "Visa",
    label: "Declined — insufficient funds",
    outcome: "insufficient_funds",
  },
  {
    number: "4000000000000127",
    token: "tok_chargeDeclinedIncorrectCvc",
    brand: "Visa",
    label: "Declined — incorrect CVC",
    outcome: "incorrect_cvc",
  },
  {
    number: "4000002500003155",
    token: "tok_threeDSecure",
    brand: "Visa",
    label: "Your bank asks you to confirm (3-D Secure)",
    outcome: "requires_action",
  },
];

/** The token the test-card field posts for a typed number (digits only), or null. */
export function testTokenFor(number: string): string | null {
  return TEST_CARDS.find((c) => c.number === number)?.token ?? null;
}

export function testCardForToken(token: string) {
  return TEST_CARDS.find((c) => c.token === token) ?? null;
}
