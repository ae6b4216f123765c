import { i18nFor } from "~/i18n/catalog.server";
import { type Locale, localeInfo } from "~/i18n/config";
import type { MessageId } from "~/i18n/message-ids";
import {
  LEGACY_TERMS,
  type RefundRule,
  dayOf,
  daysFromTo,
  treatmentDay,
} from "~/utils/cancellation-policy";
import { TERMS_NAME, usdText } from "~/utils/cancellation-text.server";
import type { BookingRow } from "./bookings.server";
import { type PatientMovement, patientSummary } from "./money.server";

/**
 * A booking's payments as the patient reads them (decision 060), written on the server in the
 * patient's language: each movement of their money with what happened and why, and the summary.
 */
export type PatientMoneyView = {
  lines: { id: string; at: string; date: string; text: string; amount: string; kind: string }[];
  summary: { paid: string; held: string; refunded: string } | null;
};

const WHY: Record<Exclude<RefundRule, "terms">, MessageId> = {
  cooling_off: /*i18n*/ "money.why.cooling_off",
  not_confirmed: /*i18n*/ "money.why.not_confirmed",
  clinic_cancelled: /*i18n*/ "money.why.clinic_cancelled",
  surgeon_refused: /*i18n*/ "money.why.surgeon_refused",
  unconfirmed: /*i18n*/ "money.why.unconfirmed",
};

type Booking = Pick<
  BookingRow,
  "surgeryDate" | "consultationDate" | "cancellationTerms" | "refundRule" | "deposit"
>;

/** Why a refund, void or kept deposit: the booking's refund rule, in a clause. */
function whyText(locale: Locale, b: Booking, m: PatientMovement): string {
  const i18n = i18nFor(locale);
  if (m.reason === "reconciled") return i18n._("money.why.reconciled");
  if (m.reason === "case-refund" || m.reason === "case-closed") return i18n._("money.why.case");
  const rule = b.refundRule;
  if (rule && rule !== "terms") return i18n._(WHY[rule]);
  if (rule === "terms") {
    const terms = i18n._(TERMS_NAME[b.cancellationTerms ?? LEGACY_TERMS]);
    const day = treatmentDay(b);
    const days = day ? daysFromTo(dayOf(m.createdAt), day) : null;
    return days !== null && days > 0
      ? i18n._("money.why.terms", { days, terms })
      : i18n._("money.why.terms-late", { terms });
  }
  return m.reason === "clinic-cancelled"
    ? i18n._("money.why.clinic_cancelled")
    : i18n._("money.why.patient");
}

function lineText(locale: Locale, b: Booking, m: PatientMovement): string {
  const i18n = i18nFor(locale);
  switch (m.kind) {
    case "hold":
      return i18n._("money.patient.hold");
    case "capture":
      if (m.reason === "booked-long-lead") return i18n._("money.patient.capture.balance");
      if (m.reason === "clinic-confirmed") return i18n._("money.patient.capture.confirmed");
      if (m.reason === "reconciled") return i18n._("money.patient.capture");
      // Kept under the terms, or captured before part of it is refunded (decision 063).
      return i18n._("money.patient.capture.kept", { why: whyText(locale, b, m) });
    case "void":
      return i18n._("money.patient.void", { why: whyText(locale, b, m) });
    case "refund":
      return i18n._("money.patient.refund", { why: whyText(locale, b, m) });
    default:
      return m.kind;
  }
}

export function patientMoneyView(
  locale: Locale,
  b: Booking,
  movements: readonly PatientMovement[],
): PatientMoneyView {
  const intl = localeInfo(locale).intl;
  const date = new Intl.DateTimeFormat(intl, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const summary = movements.length ? patientSummary(movements, b.deposit ?? null) : null;
  return {
    lines: movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      at: m.createdAt.toISOString(),
      date: date.format(m.createdAt),
      text: lineText(locale, b, m),
      amount: usdText(locale, m.amountUsdMinor),
    })),
    summary: summary && {
      paid: usdText(locale, summary.paidUsdMinor),
      held: usdText(locale, summary.heldUsdMinor),
      refunded: usdText(locale, summary.refundedUsdMinor),
    },
  };
}
