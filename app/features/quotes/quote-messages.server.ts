import type { KnownMessages } from "~/i18n/messages.server";
import { MAX_CLINICS_PER_REQUEST, MAX_TRAVELLERS } from "./quote-limits";
import { QUOTE_MESSAGES } from "./quote-schema";

/**
 * The quote request form's answers in the page's language (decision 049): the English texts of
 * its schema (quote-schema.ts), of `createQuoteRequest` and of its action, and their ids.
 */
export const QUOTE_REQUEST_MESSAGES: KnownMessages = {
  "Quote requests are sent from a patient account.": { id: /*i18n*/ "quote-msg.clinic-account" },
  "Enter a valid date": { id: /*i18n*/ "quote-msg.invalid-date" },
  "Choose at least one clinic": { id: /*i18n*/ "quote-msg.choose-clinic" },
  [`You can ask up to ${MAX_CLINICS_PER_REQUEST} clinics at once`]: {
    id: /*i18n*/ "quote-msg.max-clinics",
    values: { max: MAX_CLINICS_PER_REQUEST },
  },
  "Tell the clinics which treatment you need": { id: /*i18n*/ "quote-msg.treatment" },
  "Keep the treatment under 200 characters": { id: /*i18n*/ "quote-msg.treatment-long" },
  "Enter the number of travellers": { id: /*i18n*/ "quote-msg.travellers" },
  "Enter a whole number": { id: /*i18n*/ "quote-msg.whole" },
  "At least 1 traveller": { id: /*i18n*/ "quote-msg.min-travellers" },
  [`At most ${MAX_TRAVELLERS} travellers`]: {
    id: /*i18n*/ "quote-msg.max-travellers",
    values: { max: MAX_TRAVELLERS },
  },
  "Keep your notes under 4,000 characters": { id: /*i18n*/ "quote-msg.notes-long" },
  "Choose a date from today on": { id: /*i18n*/ "quote-msg.from-today" },
  "The latest date must be on or after the earliest date": {
    id: /*i18n*/ "quote-msg.end-before-start",
  },
  "One of the chosen clinics is not available": { id: /*i18n*/ "quote-msg.clinic-unavailable" },
  "Medical record not found": { id: /*i18n*/ "quote-msg.record-not-found" },
  "Clinic not found": { id: /*i18n*/ "quote-msg.clinic-not-found" },
};

/**
 * The patient's quote answers (accept, decline) and their catalogue ids: answered in the
 * person's language by the form pipeline (decision 049).
 */
export const QUOTE_KNOWN_MESSAGES: KnownMessages = {
  // quotes (quote-schema.ts)
  [QUOTE_MESSAGES.notFound]: { id: /*i18n*/ "dashboard-msg.quote.notFound" },
  [QUOTE_MESSAGES.expired]: { id: /*i18n*/ "dashboard-msg.quote.expired" },
  [QUOTE_MESSAGES.alreadyAccepted]: { id: /*i18n*/ "dashboard-msg.quote.alreadyAccepted" },
  [QUOTE_MESSAGES.alreadyRejected]: { id: /*i18n*/ "dashboard-msg.quote.alreadyDeclined" },
};
