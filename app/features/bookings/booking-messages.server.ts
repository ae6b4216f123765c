import type { KnownMessages } from "~/i18n/messages.server";
import { PATIENT_CANCEL_CONFIRMED } from "./booking-schema";

/**
 * The booking tabs' answers (a cancellation refused) and their catalogue ids: answered in the
 * person's language by the form pipeline (decision 049).
 */
export const BOOKING_MESSAGES: KnownMessages = {
  // bookings (booking-actions.server.ts, bookings.server.ts)
  [PATIENT_CANCEL_CONFIRMED]: { id: /*i18n*/ "dashboard-msg.booking.confirmed" },
  "This booking was cancelled.": { id: /*i18n*/ "dashboard-msg.booking.cancelled" },
  "This booking is already completed.": { id: /*i18n*/ "dashboard-msg.booking.completed" },
  "We couldn't find this booking.": { id: /*i18n*/ "dashboard-msg.booking.notFound" },
  "The reason is at most 300 characters.": { id: /*i18n*/ "dashboard-msg.booking.reason" },
  "Unknown action.": { id: /*i18n*/ "dashboard-msg.unknown" },
};
