import type { KnownMessages, KnownPattern } from "~/i18n/messages.server";
import { CARD_MESSAGES } from "~/services/payments/card-schema";
import { DECLINE_MESSAGES } from "~/services/payments/test-provider.server";
import { DATE_MESSAGES, MAX_STAY_DAYS, MAX_TRAVELLERS } from "./booking-schema";
import { AUTHENTICATE, TERMS_REQUIRED } from "./bookings.server";

/**
 * The checkout's answers in the person's language (decision 049): the English texts of its
 * schemas (booking dates, card), of the booking and payment code, and the test cards' labels,
 * with their catalogue ids. Messages with a value inside (a booking reference, a changed price)
 * are matched by CHECKOUT_PATTERNS.
 */
export const CHECKOUT_MESSAGES: KnownMessages = {
  "Bookings are made from a patient account. Sign in as a patient to book.": {
    id: /*i18n*/ "checkout-msg.patients-only",
  },
  "Choose a package or an accepted quote to book.": { id: /*i18n*/ "checkout-msg.choose-source" },
  "Please correct the highlighted fields.": { id: /*i18n*/ "checkout-msg.correct-fields" },
  "Please check the amount below, then pay again to confirm it. Nothing was charged.": {
    id: /*i18n*/ "checkout-msg.confirm-amount",
  },
  "We couldn't find this quote in your account.": { id: /*i18n*/ "checkout-msg.quote-not-found" },
  "This package doesn't exist or is no longer offered.": {
    id: /*i18n*/ "checkout-msg.package-not-found",
  },
  "Accept this quote in your dashboard before you book it.": {
    id: /*i18n*/ "checkout-msg.accept-first",
  },
  "This quote was declined, so it can't be booked.": { id: /*i18n*/ "checkout-msg.quote-declined" },
  "This quote has expired. Ask the clinic for a new quote.": {
    id: /*i18n*/ "checkout-msg.quote-expired",
  },
  "This checkout form is out of date. Please reload the page.": {
    id: /*i18n*/ "checkout-msg.out-of-date",
  },
  "Choose a consultation date from tomorrow onwards.": {
    id: /*i18n*/ "checkout-msg.consultation-tomorrow-dot",
  },
  "This quote is already booked.": { id: /*i18n*/ "checkout-msg.already-booked" },
  [TERMS_REQUIRED]: { id: /*i18n*/ "checkout-msg.terms-required" },
  [DATE_MESSAGES.consultationRequired]: { id: /*i18n*/ "checkout-msg.date.consultation-required" },
  [DATE_MESSAGES.invalid]: { id: /*i18n*/ "checkout-msg.date.invalid" },
  [DATE_MESSAGES.consultationPast]: { id: /*i18n*/ "checkout-msg.date.consultation-past" },
  [DATE_MESSAGES.tooFar]: { id: /*i18n*/ "checkout-msg.date.too-far" },
  [DATE_MESSAGES.surgeryBeforeConsultation]: { id: /*i18n*/ "checkout-msg.date.surgery-before" },
  [DATE_MESSAGES.returnBeforeSurgery]: { id: /*i18n*/ "checkout-msg.date.return-before" },
  [DATE_MESSAGES.stayTooLong]: {
    id: /*i18n*/ "checkout-msg.date.stay-too-long",
    values: { max: MAX_STAY_DAYS },
  },
  [DATE_MESSAGES.travellers]: {
    id: /*i18n*/ "checkout-msg.date.travellers",
    values: { max: MAX_TRAVELLERS },
  },
  [CARD_MESSAGES.nameRequired]: { id: /*i18n*/ "checkout-msg.card.name-required" },
  "The name on the card is at most 100 characters": { id: /*i18n*/ "checkout-msg.card.name-long" },
  [CARD_MESSAGES.numberRequired]: { id: /*i18n*/ "checkout-msg.card.number-required" },
  [CARD_MESSAGES.numberInvalid]: { id: /*i18n*/ "checkout-msg.card.number-invalid" },
  [CARD_MESSAGES.expiryRequired]: { id: /*i18n*/ "checkout-msg.card.expiry-required" },
  [CARD_MESSAGES.expiryPast]: { id: /*i18n*/ "checkout-msg.card.expiry-past" },
  [CARD_MESSAGES.cvcInvalid]: { id: /*i18n*/ "checkout-msg.card.cvc-invalid" },
  [DECLINE_MESSAGES.card_declined]: { id: /*i18n*/ "checkout-msg.card.declined" },
  [DECLINE_MESSAGES.insufficient_funds]: { id: /*i18n*/ "checkout-msg.card.funds" },
  [DECLINE_MESSAGES.incorrect_cvc]: { id: /*i18n*/ "checkout-msg.card.cvc-wrong" },
  [DECLINE_MESSAGES.test_card_required]: { id: /*i18n*/ "checkout-msg.card.test-only" },
  [DECLINE_MESSAGES.processing_error]: { id: /*i18n*/ "checkout-msg.card.processing" },
  [DECLINE_MESSAGES.authentication_failed]: { id: /*i18n*/ "checkout-msg.card.auth-failed" },
  [CARD_MESSAGES.tokenMissing]: { id: /*i18n*/ "checkout-msg.card.token-missing" },
  [CARD_MESSAGES.rawCardRefused]: { id: /*i18n*/ "checkout-msg.card.raw-refused" },
  [AUTHENTICATE]: { id: /*i18n*/ "checkout-msg.authenticate" },
  "Your bank asks you to confirm (3-D Secure)": { id: /*i18n*/ "checkout-msg.test.sca" },
  "Visa — payment succeeds": { id: /*i18n*/ "checkout-msg.test.visa" },
  "Mastercard — payment succeeds": { id: /*i18n*/ "checkout-msg.test.mastercard" },
  "Declined — 'Your card was declined'": { id: /*i18n*/ "checkout-msg.test.declined" },
  "Declined — insufficient funds": { id: /*i18n*/ "checkout-msg.test.funds" },
  "Declined — incorrect CVC": { id: /*i18n*/ "checkout-msg.test.cvc" },
};

/** The checkout's messages with a booking reference or amounts inside (bookings.server.ts). */
export const CHECKOUT_PATTERNS: readonly KnownPattern[] = [
  {
    pattern:
      /^This quote is already booked \(reference (\S+)\)\. You'll find it under Bookings in your dashboard\.$/,
    id: /*i18n*/ "checkout-msg.already-booked-ref-hint",
    values: (m) => ({ reference: m[1] }),
  },
  {
    pattern: /^This quote is already booked \(reference (\S+)\)\.$/,
    id: /*i18n*/ "checkout-msg.already-booked-ref",
    values: (m) => ({ reference: m[1] }),
  },
  {
    pattern:
      /^This checkout form was already used for booking (\S+), with other details\. Nothing new was booked and nothing was charged\. To make another booking, open the checkout again\.$/,
    id: /*i18n*/ "checkout-msg.key-reused",
    values: (m) => ({ reference: m[1] }),
  },
  {
    pattern:
      /^The price changed since you opened this page: the total is now (.+?) \(it was (.+?)\) and the deposit (.+?) \(it was (.+?)\)\. Nothing was charged\. Check the new amount, then pay again to confirm\.$/,
    id: /*i18n*/ "checkout-msg.price-changed",
    values: (m) => ({ total: m[1], totalWas: m[2], deposit: m[3], depositWas: m[4] }),
  },
];
