import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, type Locale, localeInfo } from "~/i18n/config";
import type { MessageId } from "~/i18n/message-ids";
import {
  type CancellationTerms,
  CONFIRM_WITHIN_HOURS,
  COOLING_OFF_DAYS,
  LEGACY_TERMS,
  type Refund,
  type RefundRule,
  TERMS_NAME_IDS,
  TERMS_SUMMARY_IDS,
  TERMS_TIERS,
} from "./cancellation-policy";
import { formatMoney } from "./money";

/**
 * The cancellation terms and refunds in the reader's language (decision 056), formatted on the
 * server (the browser has no translation runtime, decision 044): the package page, quotes, the
 * checkout and the booking pages show `TermsText` with <CancellationTermsView>.
 */

export type TermsText = {
  title: string;
  terms: CancellationTerms;
  name: string;
  summary: string;
  always: string;
  note: string | null;
  /** Set for a booking made before terms existed. */
  legacy: string | null;
};

export const TERMS_NAME: Record<CancellationTerms, MessageId> = TERMS_NAME_IDS;
export const TERMS_SUMMARY: Record<CancellationTerms, MessageId> = TERMS_SUMMARY_IDS;

const RULE_TEXT: Record<Exclude<RefundRule, "terms">, MessageId> = {
  cooling_off: /*i18n*/ "terms.rule.cooling_off",
  not_confirmed: /*i18n*/ "terms.rule.not_confirmed",
  clinic_cancelled: /*i18n*/ "terms.rule.clinic_cancelled",
  surgeon_refused: /*i18n*/ "terms.rule.surgeon_refused",
  unconfirmed: /*i18n*/ "terms.rule.unconfirmed",
};

// The texts state the numbers; a template changed without its words fails here, at import.
if (
  COOLING_OFF_DAYS !== 14 ||
  CONFIRM_WITHIN_HOURS !== 72 ||
  TERMS_TIERS.flexible[0]!.minDays !== 14 ||
  TERMS_TIERS.moderate[0]!.minDays !== 30 ||
  TERMS_TIERS.strict[0]!.minDays !== 60
)
  throw new Error("cancellation-text.server.ts: the terms' texts no longer match the templates");

export function termsText(
  locale: Locale,
  terms: CancellationTerms | null,
  note: string | null,
): TermsText {
  const i18n = i18nFor(locale);
  const applied = terms ?? LEGACY_TERMS;
  const clean = note?.trim() || null;
  return {
    title: i18n._("terms.title"),
    terms: applied,
    name: i18n._(TERMS_NAME[applied]),
    summary: i18n._(TERMS_SUMMARY[applied]),
    always: i18n._("terms.always"),
    note: clean ? i18n._("terms.note", { note: clean }) : null,
    legacy: terms ? null : i18n._("terms.legacy"),
  };
}

/** USD cents as the reader's language writes them (English keeps en-US: "$1,250"). */
export function usdText(locale: Locale, minor: number): string {
  return formatMoney(
    minor / 100,
    "USD",
    locale === DEFAULT_LOCALE ? undefined : localeInfo(locale).intl,
  );
}

/** Why a refund is what it is, in a sentence. */
export function refundRuleText(locale: Locale, r: Pick<Refund, "rule" | "percent" | "daysBefore">) {
  const i18n = i18nFor(locale);
  if (r.rule !== "terms") return i18n._(RULE_TEXT[r.rule]);
  if (r.daysBefore === null || r.daysBefore <= 0)
    return i18n._("terms.rule.terms-late", { percent: r.percent });
  return i18n._("terms.rule.terms", { percent: r.percent, days: r.daysBefore });
}

/** "If you cancelled today, you would get back $250 of your $500 deposit." and its reason. */
export function refundTodayText(
  locale: Locale,
  r: Refund,
  depositUsdMinor: number,
  side: "patient" | "clinic",
): { today: string; rule: string } {
  const i18n = i18nFor(locale);
  const values = {
    refund: usdText(locale, r.amountUsdMinor),
    deposit: usdText(locale, depositUsdMinor),
  };
  return {
    today:
      side === "patient"
        ? i18n._("terms.refund-today", values)
        : i18n._("terms.refund-today.clinic", values),
    rule: refundRuleText(locale, r),
  };
}
