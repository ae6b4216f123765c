import { Inbox } from "lucide-react";
import { Form, data } from "react-router";
import { Field, FieldError, inputClass } from "~/components/forms/field";
import { useResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmptyState, Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { ConfirmDisclosure } from "~/components/ui/confirm-disclosure";
import {
  type BookingActionResult,
  BookingChangeSchema,
  bookingChanged,
  bookingFormTooLarge,
  invalidBookingChange,
  replyBookingFailure,
  unknownBookingAction,
} from "~/features/bookings/booking-actions.server";
import { canCompleteNow, completableFrom, formatDay } from "~/features/bookings/booking-schema";
import {
  type ClinicAction,
  clinicBookingAction,
  listClinicBookings,
} from "~/features/bookings/bookings.server";
import { BookingCard } from "~/features/bookings/components/booking-card";
import { markSeen } from "~/services/notifications/notifications.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { formatMinor } from "~/utils/money";
import type { Route } from "./+types/bookings";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  const clinicId = requireClinicId(user);
  await markSeen(user.id, ["/dashboard/requests/bookings"]);
  const now = new Date();
  const bookings = (await listClinicBookings(clinicId)).map((b) => ({
    ...b,
    // The server's clock decides; the page only shows the date (see clinicBookingAction).
    completableFrom: completableFrom(b),
    canComplete: canCompleteNow(b, now),
  }));
  return data({ bookings }, { headers: NO_STORE });
}

const intent = intentsFor<string, BookingActionResult>();

const DONE: Record<ClinicAction, (ref: string) => string> = {
  confirm: (r) => `Booking ${r} confirmed`,
  complete: (r) => `Booking ${r} marked completed`,
  cancel: (r) => `Booking ${r} cancelled`,
};

/** The clinic confirms (the deposit is released), completes or cancels (it is refunded). */
const change = (action: ClinicAction) =>
  intent({
    schema: BookingChangeSchema,
    invalid: invalidBookingChange,
    run: ({ bookingId, reason }, { user: clinicId }) =>
      clinicBookingAction(clinicId, bookingId, action, { reason: reason || null }),
    done: (res, { bookingId }) =>
      bookingChanged(
        bookingId,
        DONE[action](res.reference),
        res.depositStatus === "released"
          ? "The deposit has been released to your clinic."
          : res.depositStatus === "refunded"
            ? "The patient's deposit has been refunded in full."
            : undefined,
      ),
  });

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) =>
      requireClinicId((await requireDashboardTab(request, "requests", ["clinic"])).user),
    maxBytes: 8 * 1024,
    tooLarge: bookingFormTooLarge,
    intents: { confirm: change("confirm"), complete: change("complete"), cancel: change("cancel") },
    reply: replyBookingFailure,
    unknown: unknownBookingAction,
  });
}

function CancelForm({ id, reference, label }: { id: string; reference: string; label: string }) {
  return (
    <details className="w-full sm:w-auto">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg px-3 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-red-200">
        {label}
      </summary>
      <Form method="post" className="mt-3 max-w-md space-y-3">
        <input type="hidden" name="bookingId" value={id} />
        <Field id={`reason-${id}`} label="Reason for the patient" optional>
          <input id={`reason-${id}`} name="reason" maxLength={300} className={inputClass} />
        </Field>
        <p className="text-sm text-slate-700">The patient's deposit is refunded in full.</p>
        <SubmitButton intent="cancel" variant="destructive" size="sm">
          Yes, {label.toLowerCase()} {reference}
        </SubmitButton>
      </Form>
    </details>
  );
}

export default function RequestsBookings({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { bookings } = loaderData;
  return (
    <Panel
      title="Bookings"
      description="Confirm new bookings to receive the deposit, mark them completed after treatment, or cancel them (the deposit is refunded)."
    >
      {bookings.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No bookings yet"
          text="When a patient books one of your packages or an accepted quote, the booking appears here to confirm."
        />
      ) : (
        <ul className="space-y-4">
          {bookings.map((b) => (
            <li key={b.id}>
              <BookingCard b={b} side="clinic">
                {b.status === "pending" && (
                  <>
                    <ConfirmDisclosure label="Confirm booking" variant="primary">
                      <p>
                        Confirm {b.reference} for {formatDay(b.consultationDate)}? The patient is
                        told
                        {b.deposit
                          ? ` and the deposit of ${formatMinor(b.deposit.amountUsdMinor, "USD")} USD is released to your clinic`
                          : ""}
                        . A confirmed booking can still be cancelled (the deposit is then refunded).
                      </p>
                      <Form method="post" className="mt-3">
                        <input type="hidden" name="bookingId" value={b.id} />
                        <SubmitButton intent="confirm" size="sm">
                          Yes, confirm {b.reference}
                        </SubmitButton>
                      </Form>
                    </ConfirmDisclosure>
                    <CancelForm id={b.id} reference={b.reference} label="Decline" />
                  </>
                )}
                {b.status === "confirmed" && (
                  <>
                    {b.canComplete ? (
                      <ConfirmDisclosure label="Mark completed">
                        <p>
                          Mark {b.reference} completed? Do this once the treatment has taken place:
                          the patient is then invited to review your clinic. It can't be undone.
                        </p>
                        <Form method="post" className="mt-3">
                          <input type="hidden" name="bookingId" value={b.id} />
                          <SubmitButton intent="complete" size="sm">
                            Yes, mark {b.reference} completed
                          </SubmitButton>
                        </Form>
                      </ConfirmDisclosure>
                    ) : (
                      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                        <button
                          type="button"
                          disabled
                          aria-describedby={`complete-from-${b.id}`}
                          className={buttonVariants({
                            variant: "outline",
                            size: "sm",
                            className: "cursor-not-allowed opacity-60",
                          })}
                        >
                          Mark completed
                        </button>
                        <span id={`complete-from-${b.id}`}>
                          Available from {formatDay(b.completableFrom)}, the treatment date
                        </span>
                      </p>
                    )}
                    <CancelForm id={b.id} reference={b.reference} label="Cancel" />
                  </>
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
