import type { KnownMessages } from "~/i18n/messages.server";
import { AMOUNT_MESSAGES } from "~/utils/amount-input";
import { MAX_QUOTE_LINES, MAX_QUOTE_VALIDITY_DAYS, QUOTE_MESSAGES } from "./quote-schema";

/** "Enter an amount…" → "enter an amount…", as the schema writes it after "Line 2: ". */
const lowerFirst = (m: string) => m[0]!.toLowerCase() + m.slice(1);

/** Each line's messages ("Line 3: …"), one entry per line the form can have. */
function lineMessages(): KnownMessages {
  const out: Record<string, KnownMessages[string]> = {};
  for (let n = 1; n <= MAX_QUOTE_LINES; n++) {
    out[`Line ${n}: describe the item (up to 120 characters)`] = {
      id: /*i18n*/ "clinic-quote-msg.line.label",
      values: { n },
    };
    out[`Line ${n}: ${lowerFirst(AMOUNT_MESSAGES.required)}`] = {
      id: /*i18n*/ "clinic-quote-msg.line.required",
      values: { n },
    };
    out[`Line ${n}: ${lowerFirst(AMOUNT_MESSAGES.invalid)}`] = {
      id: /*i18n*/ "clinic-quote-msg.line.invalid",
      values: { n },
    };
    out[`Line ${n}: ${lowerFirst(AMOUNT_MESSAGES.negative)}`] = {
      id: /*i18n*/ "clinic-quote-msg.line.negative",
      values: { n },
    };
    out[`Line ${n}: ${lowerFirst(AMOUNT_MESSAGES.tooLarge)}`] = {
      id: /*i18n*/ "clinic-quote-msg.line.too-large",
      values: { n },
    };
  }
  return out;
}

/**
 * What the clinic's quote form (Requests > a request) answers with, English → catalogue id
 * (`clinic-quote-msg.*`, decision 049); listed in KNOWN_MESSAGES.
 */
export const CLINIC_QUOTE_MESSAGES: KnownMessages = {
  "Add at least one priced line": { id: /*i18n*/ "clinic-quote-msg.lines.min" },
  [`At most ${MAX_QUOTE_LINES} lines`]: {
    id: /*i18n*/ "clinic-quote-msg.lines.max",
    values: { max: MAX_QUOTE_LINES },
  },
  ...lineMessages(),
  "Keep each included line under 200 characters": {
    id: /*i18n*/ "clinic-quote-msg.includes.line",
  },
  "At most 30 included lines": { id: /*i18n*/ "clinic-quote-msg.includes.max" },
  "Keep each not included line under 200 characters": {
    id: /*i18n*/ "clinic-quote-msg.excludes.line",
  },
  "At most 30 not included lines": { id: /*i18n*/ "clinic-quote-msg.excludes.max" },
  "Keep the notes under 4,000 characters": { id: /*i18n*/ "clinic-quote-msg.notes" },
  "Enter the date the quote expires": { id: /*i18n*/ "clinic-quote-msg.expiry.enter" },
  "The expiry date must be today or later": { id: /*i18n*/ "clinic-quote-msg.expiry.past" },
  [`A quote can stay open for at most ${MAX_QUOTE_VALIDITY_DAYS} days`]: {
    id: /*i18n*/ "clinic-quote-msg.expiry.max",
    values: { max: MAX_QUOTE_VALIDITY_DAYS },
  },
  "The total must be more than 0: price at least one line": {
    id: /*i18n*/ "clinic-quote-msg.total.zero",
  },
  "The total is too large": { id: /*i18n*/ "clinic-quote-msg.total.large" },
  [QUOTE_MESSAGES.requestNotOpen]: { id: /*i18n*/ "clinic-quote-msg.not-open" },
};
