import { data } from "react-router";
import { z } from "zod";
import type { ResultToast } from "~/components/forms/result-toast";
import { CHECK_FIELDS, type IntentContext } from "~/utils/action.server";
import { type Failure, failure } from "~/utils/result";

/**
 * What the patient's and the clinic's bookings tabs share in their actions (the action
 * pipeline, decision 034): one form per booking and status change, a toast on success, and a
 * refusal shown beside the booking it is about.
 */

export type BookingActionResult = { toast?: ResultToast; error?: string; bookingId?: string };

/** A status change of one booking, with the reason a cancellation may give. */
export const BookingChangeSchema = z.object({
  // Any string reaches the domain function, which answers 404 for a booking out of scope.
  bookingId: z.string().catch(""),
  reason: z
    .string()
    .catch("")
    .transform((s) => s.trim())
    .refine((s) => s.length <= 300, "The reason is at most 300 characters."),
  /** The refund the patient's cancel form showed (decision 056); absent on the clinic's forms. */
  expectRefundUsdMinor: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .optional()
    .catch(undefined),
});

/** The booking forms have one field to get wrong: its message is the form's message. */
export const invalidBookingChange = (errors: Record<string, string>) =>
  failure(400, errors.reason ?? CHECK_FIELDS);

/** A refusal beside the booking the form was about. */
export function replyBookingFailure(f: Failure, { form }: Pick<IntentContext<unknown>, "form">) {
  return data<BookingActionResult>(
    { error: f.message, bookingId: String(form.get("bookingId") ?? "") },
    { status: f.status },
  );
}

export const unknownBookingAction = (ctx: Pick<IntentContext<unknown>, "form">) =>
  replyBookingFailure(failure(400, "Unknown action."), ctx);

export const bookingFormTooLarge = () =>
  data<BookingActionResult>({ error: "The form is too large." }, { status: 413 });

/** Success: the page stays, with a toast naming the booking. */
export function bookingChanged(bookingId: string, title: string, description?: string) {
  return data<BookingActionResult>({
    bookingId,
    toast: { id: crypto.randomUUID(), type: "success", title, description },
  });
}
