import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages.server";
import { AUTH_MESSAGES } from "~/features/accounts/auth-messages.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-texts.server";
import { BOOKING_MESSAGES, BOOKING_PATTERNS } from "~/features/bookings/booking-messages.server";
import { CHECKOUT_MESSAGES, CHECKOUT_PATTERNS } from "~/features/bookings/checkout-messages.server";
import { CLINIC_FORM_MESSAGES } from "~/features/clinics/clinic-messages.server";
import { CONTENT_TRANSLATION_MESSAGES } from "~/features/clinics/content-translation-messages.server";
import { CREDENTIAL_MESSAGES } from "~/features/credentials/credentials-messages.server";
import { INQUIRY_MESSAGES } from "~/features/inquiries/inquiry-messages.server";
import { MESSAGES_MESSAGES } from "~/features/messages/messages-texts.server";
import { NOTIFICATION_MESSAGES } from "~/features/notifications/notification-messages.server";
import { CLINIC_QUOTE_MESSAGES } from "~/features/quotes/clinic-quote-messages.server";
import { QUOTE_KNOWN_MESSAGES } from "~/features/quotes/quote-messages.server";
import { QUOTE_REQUEST_MESSAGES } from "~/features/quotes/quote-messages.server";
import { RECORDS_MESSAGES } from "~/features/records/records-texts.server";
import { RESOLUTION_MESSAGES } from "~/features/resolution/resolution-texts.server";
import { REVIEW_MESSAGES } from "~/features/reviews/review-messages.server";
import type { Failure } from "~/utils/result";
import { i18nFor } from "./catalog.server";
import { DEFAULT_LOCALE } from "./config";
import { type KnownMessages, type KnownPattern, failureIn, messageIn } from "./messages.server";
import { formLocale } from "./page.server";

/**
 * Every feature's table of English messages and their catalogue ids (app/i18n/messages.server.ts).
 * A feature whose forms answer with messages of its own adds its table here; the catalogue test
 * checks each entry (app/i18n/known-messages.test.ts).
 */
export const KNOWN_MESSAGES: readonly KnownMessages[] = [
  AUTH_MESSAGES,
  CONTENT_TRANSLATION_MESSAGES,
  ADMIN_MESSAGES,
  MESSAGES_MESSAGES,
  RECORDS_MESSAGES,
  CLINIC_FORM_MESSAGES,
  CLINIC_QUOTE_MESSAGES,
  ACCOUNT_MESSAGES,
  QUOTE_KNOWN_MESSAGES,
  BOOKING_MESSAGES,
  REVIEW_MESSAGES,
  NOTIFICATION_MESSAGES,
  INQUIRY_MESSAGES,
  QUOTE_REQUEST_MESSAGES,
  CHECKOUT_MESSAGES,
  RESOLUTION_MESSAGES,
  CREDENTIAL_MESSAGES,
];

/** Messages with a value inside (a booking reference, a price), each feature's list. */
export const KNOWN_PATTERNS: readonly KnownPattern[] = [...CHECKOUT_PATTERNS, ...BOOKING_PATTERNS];

/** A failure in the language of the page its form was sent from (`formLocale`). */
export async function localizeFailure(request: Request, f: Failure): Promise<Failure> {
  const locale = await formLocale(request);
  if (locale === DEFAULT_LOCALE) return f;
  return failureIn(i18nFor(locale), f, KNOWN_MESSAGES, KNOWN_PATTERNS);
}

/** One English message in a language (toasts and texts built outside the form pipeline). */
export function knownMessageIn(locale: Parameters<typeof i18nFor>[0], message: string): string {
  return locale === DEFAULT_LOCALE
    ? message
    : messageIn(i18nFor(locale), message, KNOWN_MESSAGES, KNOWN_PATTERNS);
}
