import { i18nFor } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/config";
import {
  refundRuleText,
  refundTodayText,
  termsText,
  usdText,
} from "~/utils/cancellation-text.server";
import { type BookingRow, refundIfCancelledNow } from "./bookings.server";

/**
 * A booking's cancellation terms as its page shows them (decision 056): the terms frozen at
 * checkout, what the patient would get back if they cancelled now (the amount the cancel form
 * carries, so the refund applied is the one shown), or what was refunded and why.
 */
export type BookingTermsView = {
  terms: ReturnType<typeof termsText>;
  /** Pending or confirmed with a deposit: the refund if the patient cancelled now. */
  refundToday: { text: string; rule: string; amountUsdMinor: number } | null;
  /** Cancelled: what was refunded and why. */
  refunded: { text: string; rule: string | null } | null;
};

export function bookingTermsView(
  locale: Locale,
  b: BookingRow,
  side: "patient" | "clinic",
  now: Date,
): BookingTermsView {
  const refund = refundIfCancelledNow(b, now);
  const today =
    refund && b.deposit ? refundTodayText(locale, refund, b.deposit.amountUsdMinor, side) : null;
  let refunded: BookingTermsView["refunded"] = null;
  if (b.status === "cancelled" && b.deposit && b.refundRule) {
    refunded = {
      text: i18nFor(locale)._(/*i18n*/ "terms.refunded", {
        refund: usdText(locale, b.deposit.refundedUsdMinor),
        deposit: usdText(locale, b.deposit.amountUsdMinor),
      }),
      rule:
        b.refundRule === "terms"
          ? null
          : refundRuleText(locale, { rule: b.refundRule, percent: 100, daysBefore: null }),
    };
  }
  return {
    terms: termsText(locale, b.cancellationTerms, b.cancellationNote),
    refundToday:
      refund && today
        ? { text: today.today, rule: today.rule, amountUsdMinor: refund.amountUsdMinor }
        : null,
    refunded,
  };
}
