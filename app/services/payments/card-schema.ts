import "~/utils/zod-config";
import { z } from "zod";

/**
 * The card's helpers for the browser's test-card field (formatting, Luhn, expiry) and the
 * server's payment schema. The number, expiry and CVC are checked and tokenised in the
 * browser; the server reads only a token (docs/decisions/055-stripe-payments.md).
 */

export const CARD_MESSAGES = {
  nameRequired: "Enter the name on the card",
  numberRequired: "Enter your card number",
  numberInvalid: "Your card number is invalid",
  expiryRequired: "Enter the expiry date as MM/YY",
  expiryPast: "Your card has expired",
  cvcInvalid: "Enter the 3 or 4 digit security code (CVC)",
  tokenMissing:
    "Paying needs JavaScript: your card is entered in the payment provider's secure field, which runs in your browser. Turn JavaScript on and try again. Nothing was charged.",
  rawCardRefused:
    "Card numbers and security codes are never sent to CareAtlas. Use the card field on the checkout page. Nothing was charged.",
} as const;

export function digitsOnly(v: string): string {
  return v.replace(/[\s-]/g, "");
}

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = number.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "Mastercard";
  if (/^3[47]/.test(number)) return "American Express";
  if (/^6(011|5)/.test(number)) return "Discover";
  return "Card";
}

/**
 * The expiry as people type it → month and four-digit year, or null: `12/34`, `12/2034`,
 * `12 34`, `12-34`, and digits only (`1234`, `122034`) as a phone's numeric keypad gives them.
 */
export function parseExpiry(v: string): { month: number; year: number } | null {
  const t = v.trim();
  const m = /^(\d{1,2})\s*[/\s.-]\s*(\d{2}|\d{4})$/.exec(t) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(t);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** What the card-number field shows while typing: digits in groups of four (at most 19). */
export function formatCardNumberInput(v: string): string {
  return v
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** What the expiry field shows while typing: `1` → `1`, `12` → `12`, `123` → `12/3`,
 * `1234` → `12/34`, `122034` → `12/2034`, `4` → `04`, `1/34` → `01/34`. The slash comes with the third digit, so deleting
 * it (backspace) simply removes a digit. */
export function formatExpiryInput(v: string): string {
  // A one-digit month: "1/" or "4" → "01", "04" (no month starts with 2–9).
  const raw = v
    .trim()
    .replace(/^(\d)(?:\s*[/\s.-])/, "0$1")
    .replace(/^([2-9])/, "0$1");
  const d = raw.replace(/\D/g, "").slice(0, 6);
  return d.length <= 2 ? d : `${d.slice(0, 2)}/${d.slice(2)}`;
}

/**
 * What the checkout posts about the payment: the name on the card and the token the browser's
 * card component made. Never the number, the expiry or the CVC: a form carrying any field that
 * looks like them is refused whole (`carriesCardData`), and this schema has no field to read
 * them into.
 */
export function makePaymentSchema() {
  return z.object({
    cardName: z
      .string()
      .trim()
      .min(1, CARD_MESSAGES.nameRequired)
      .max(100, "The name on the card is at most 100 characters"),
    paymentToken: z
      .string()
      .trim()
      .min(1, CARD_MESSAGES.tokenMissing)
      .regex(/^[A-Za-z0-9_]{3,255}$/, CARD_MESSAGES.tokenMissing),
  });
}

export type PaymentFields = z.infer<ReturnType<typeof makePaymentSchema>>;

/** Form field names that would carry card data (any spelling a form might use). */
const RAW_CARD_FIELD =
  /(card.?(number|num|no|cvc|cvv|csc|code|exp)|^(number|cvc|cvv|csc|pan|exp.*)$)/i;

/** Whether a posted form carries (or tries to carry) a card number, expiry or security code. */
export function carriesCardData(form: FormData): boolean {
  for (const [k, v] of form) {
    if (RAW_CARD_FIELD.test(k)) return true;
    // A card number typed into any other field (e.g. the name) is refused too.
    if (typeof v === "string" && luhnValid(digitsOnly(v)) && /^[\d\s-]{12,23}$/.test(v.trim()))
      return true;
  }
  return false;
}
