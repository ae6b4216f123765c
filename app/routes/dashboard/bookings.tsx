import { CalendarCheck } from "lucide-react";
import { Form, data } from "react-router";
import { Field, FieldError, inputClass } from "~/components/forms/field";
import { useResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmptyState, Panel } from "~/components/layout/panel";
import {
  type BookingActionResult,
  BookingChangeSchema,
  bookingChanged,
  bookingFormTooLarge,
  invalidBookingChange,
  replyBookingFailure,
  unknownBookingAction,
} from "~/features/bookings/booking-actions.server";
import { PATIENT_CANCEL_CONFIRMED } from "~/features/bookings/booking-schema";
import { cancelBookingByPatient, listPatientBookings } from "~/features/bookings/bookings.server";
import { BookingCard } from "~/features/bookings/components/booking-card";
import { markSeen } from "~/services/notifications/notifications.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import type { SessionUser } from "~/utils/permissions.server";
import type { Route } from "./+types/bookings";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "bookings", ["patient"]);
  await markSeen(user.id, ["/dashboard/bookings"]);
  return data({ bookings: await listPatientBookings(user.id) }, { headers: NO_STORE });
}

const intent = intentsFor<SessionUser, BookingActionResult>();

/** The patient cancels one of their bookings (a deposit is refunded in full when it is due). */
const cancel = intent({
  schema: BookingChangeSchema,
  invalid: invalidBookingChange,
  run: ({ bookingId, reason }, { user }) =>
    cancelBookingByPatient(user.id, bookingId, { reason: reason || null }),
  done: (res, { bookingId }) =>
    bookingChanged(
      bookingId,
      `Booking ${res.reference} cancelled`,
      res.depositStatus === "refunded" ? "Your deposit has been refunded in full." : undefined,
    ),
});

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => (await requireDashboardTab(request, "bookings", ["patient"])).user,
    maxBytes: 8 * 1024,
    tooLarge: bookingFormTooLarge,
    intents: { cancel },
    reply: replyBookingFailure,
    unknown: unknownBookingAction,
  });
}

export default function BookingsTab({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { bookings } = loaderData;
  return (
    <Panel
      title="Bookings"
      description="Your treatment bookings, newest first, with their dates, cost and deposit."
    >
      {bookings.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title="No bookings yet"
          text="When you book a package or an accepted quote, its clinic, dates, status and deposit appear here."
          action={{ to: "/packages", label: "Browse packages" }}
        />
      ) : (
        <ul className="space-y-4">
          {bookings.map((b) => (
            <li key={b.id}>
              <BookingCard b={b} side="patient">
                {b.status === "pending" && (
                  <details className="group w-full sm:w-auto">
                    <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg px-3 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-red-200">
                      Cancel booking
                    </summary>
                    <Form method="post" className="mt-3 max-w-md space-y-3">
                      <input type="hidden" name="bookingId" value={b.id} />
                      <Field id={`reason-${b.id}`} label="Reason" optional>
                        <input
                          id={`reason-${b.id}`}
                          name="reason"
                          maxLength={300}
                          className={inputClass}
                        />
                      </Field>
                      <p className="text-sm text-slate-700">
                        The clinic hasn't confirmed yet, so your deposit is refunded in full.
                      </p>
                      <SubmitButton intent="cancel" variant="destructive" size="sm">
                        Yes, cancel {b.reference}
                      </SubmitButton>
                    </Form>
                  </details>
                )}
                {b.status === "confirmed" && (
                  <p className="max-w-md text-sm text-slate-600">{PATIENT_CANCEL_CONFIRMED}</p>
                )}
                {actionData?.error && actionData.bookingId === b.id && (
                  <FieldError id={`booking-${b.id}-error`} error={actionData.error} />
                )}
              </BookingCard>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
