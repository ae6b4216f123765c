import "~/utils/zod-config";
import { z } from "zod";

/**
 * The card fields of the checkout form (shared by the browser and the action). Only what a
 * provider needs to place a hold is read; the full number and CVC are never stored or logged:
 * they go to the provider and only brand, last 4 and the provider's reference are kept.
 */

export const CARD_MESSAGES = {
  nameRequired: "Enter the name on the card",
  numberRequired: "Enter your card number",
  numberInvalid: "Your card number is invalid",
  expiryRequired: "Enter the expiry date as MM/YY",
  expiryPast: "Your card has expired",
  cvcInvalid: "Enter the 3 or 4 digit security code (CVC)",
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

/** MM/YY (or MM/YYYY) → month and four-digit year, or null. */
export function parseExpiry(v: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(v);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function makeCardSchema(now: () => Date = () => new Date()) {
  return z.object({
    cardName: z
      .string()
      .trim()
      .min(1, CARD_MESSAGES.nameRequired)
      .max(100, "The name on the card is at most 100 characters"),
    cardNumber: z
      .string()
      .transform(digitsOnly)
      .pipe(
        z
          .string()
          .min(1, CARD_MESSAGES.numberRequired)
          .refine((v) => luhnValid(v), CARD_MESSAGES.numberInvalid),
      ),
    cardExpiry: z
      .string()
      .trim()
      .min(1, CARD_MESSAGES.expiryRequired)
      .refine((v) => parseExpiry(v) !== null, CARD_MESSAGES.expiryRequired)
      .refine((v) => {
        const e = parseExpiry(v);
        if (!e) return true;
        const d = now();
        return e.year > d.getUTCFullYear() ||
          (e.year === d.getUTCFullYear() && e.month >= d.getUTCMonth() + 1);
      }, CARD_MESSAGES.expiryPast),
    cardCvc: z.string().trim().regex(/^\d{3,4}$/, CARD_MESSAGES.cvcInvalid),
  });
}

export type CardFields = z.infer<ReturnType<typeof makeCardSchema>>;
