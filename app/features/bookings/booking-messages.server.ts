import type { KnownMessages, KnownPattern } from "~/i18n/messages.server";
import { CARE_TEAM_MESSAGES as C } from "~/utils/care-team";
import { PATIENT_CANCEL_CONFIRMED } from "./booking-schema";
import { SURGEON_CHANGE_MESSAGES as S } from "./surgeon-change.server";

/**
 * The booking tabs' answers (a cancellation refused) and their catalogue ids: answered in the
 * person's language by the form pipeline (decision 049).
 */
export const BOOKING_MESSAGES: KnownMessages = {
  // bookings (booking-actions.server.ts, bookings.server.ts)
  [PATIENT_CANCEL_CONFIRMED]: { id: /*i18n*/ "dashboard-msg.booking.confirmed" },
  "This booking was cancelled.": { id: /*i18n*/ "dashboard-msg.booking.cancelled" },
  "This booking is already completed.": { id: /*i18n*/ "dashboard-msg.booking.completed" },
  "A completed booking can't be cancelled.": {
    id: /*i18n*/ "dashboard-msg.booking.completedNoCancel",
  },
  "We couldn't find this booking.": { id: /*i18n*/ "dashboard-msg.booking.notFound" },
  "The reason is at most 300 characters.": { id: /*i18n*/ "dashboard-msg.booking.reason" },
  "Unknown action.": { id: /*i18n*/ "dashboard-msg.unknown" },
  // the clinic's bookings (bookings.server.ts clinicBookingAction)
  "This booking is already confirmed.": { id: /*i18n*/ "dashboard-msg.booking.alreadyConfirmed" },
  "This booking is pending.": { id: /*i18n*/ "dashboard-msg.booking.pending" },
  "This booking is confirmed.": { id: /*i18n*/ "dashboard-msg.booking.isConfirmed" },
  // who performs each step (decision 054): the care-team forms and the surgeon changes
  [C.surgeon]: { id: /*i18n*/ "care-msg.surgeon" },
  [C.foreignSurgeon]: { id: /*i18n*/ "care-msg.foreign-surgeon" },
  [C.foreignDoctor]: { id: /*i18n*/ "care-msg.foreign-doctor" },
  [C.performer]: { id: /*i18n*/ "care-msg.performer" },
  [C.staffName]: { id: /*i18n*/ "care-msg.staff-name" },
  [C.staffRole]: { id: /*i18n*/ "care-msg.staff-role" },
  [C.check]: { id: /*i18n*/ "care-msg.check" },
  [S.noTeam]: { id: /*i18n*/ "care-msg.no-team" },
  [S.sameSurgeon]: { id: /*i18n*/ "care-msg.same-surgeon" },
  [S.foreignDoctor]: { id: /*i18n*/ "care-msg.foreign-doctor-full" },
  [S.pending]: { id: /*i18n*/ "care-msg.pending" },
  [S.closed]: { id: /*i18n*/ "care-msg.closed" },
  [S.answered]: { id: /*i18n*/ "care-msg.answered" },
  [S.notFound]: { id: /*i18n*/ "care-msg.not-found" },
  [S.withdrawn]: { id: /*i18n*/ "care-msg.withdrawn" },
  [S.notPending]: { id: /*i18n*/ "care-msg.not-pending" },
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Booking answers with a value inside: "You can mark this booking completed from Mon, 12 Jan
 * 2027, its treatment date." (completeTooEarlyMessage), the date written the language's way.
 */
export const BOOKING_PATTERNS: readonly KnownPattern[] = [
  // REFUND_CHANGED (bookings.server.ts): the refund shown before a cancellation changed.
  {
    pattern:
      /^The refund for cancelling today is now (.+?) USD\. Nothing was cancelled\. Check the amount, then cancel again to confirm\.$/,
    id: /*i18n*/ "dashboard-msg.booking.refundChanged",
    values: (m) => ({ amount: `${m[1]} USD` }),
  },
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
