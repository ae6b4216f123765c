import type { KnownMessages, KnownPattern } from "~/i18n/messages.server";
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
  // the clinic's bookings (bookings.server.ts clinicBookingAction)
  "This booking is already confirmed.": { id: /*i18n*/ "dashboard-msg.booking.alreadyConfirmed" },
  "This booking is pending.": { id: /*i18n*/ "dashboard-msg.booking.pending" },
  "This booking is confirmed.": { id: /*i18n*/ "dashboard-msg.booking.isConfirmed" },
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Booking answers with a value inside: "You can mark this booking completed from Mon, 12 Jan
 * 2027, its treatment date." (completeTooEarlyMessage), the date written the language's way.
 */
export const BOOKING_PATTERNS: readonly KnownPattern[] = [
  {
    pattern:
      /^You can mark this booking completed from \w{3}, (\d{1,2}) (\w{3}) (\d{4}), its treatment date\.$/,
    id: /*i18n*/ "dashboard-msg.booking.completeFrom",
    values: (m, i18n) => ({
      date: i18n.date(new Date(Date.UTC(Number(m[3]), MONTHS.indexOf(m[2]!), Number(m[1]))), {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }),
    }),
  },
];
