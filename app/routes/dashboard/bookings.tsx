import { CalendarCheck } from "lucide-react";
import { Form, data } from "react-router";
import type { Route } from "./+types/bookings";
import { markSeen } from "~/services/notifications/notifications.server";
import { EmptyState, Panel } from "~/components/layout/panel";
import { Field, FieldError, inputClass } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useResultToast, type ResultToast } from "~/components/forms/result-toast";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import { readFormLimited } from "~/utils/request.server";
import { PATIENT_CANCEL_CONFIRMED } from "~/features/bookings/booking-schema";
import {
  BookingError,
  cancelBookingByPatient,
  listPatientBookings,
} from "~/features/bookings/bookings.server";
import { BookingCard } from "~/features/bookings/components/booking-card";
import { assertSameOrigin } from "~/utils/csrf.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "bookings", ["patient"]);
  await markSeen(user.id, ["/dashboard/bookings"]);
  return data({ bookings: await listPatientBookings(user.id) }, { headers: NO_STORE });
}

type ActionResult = { toast?: ResultToast; error?: string; bookingId?: string };

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user } = await requireDashboardTab(request, "bookings", ["patient"]);
  const body = await readFormLimited(request, 8 * 1024);
  if (body.tooLarge)
    return data<ActionResult>({ error: "The form is too large." }, { status: 413 });
  const form = body.form;
  const bookingId = String(form.get("bookingId") ?? "");
  if (form.get("intent") !== "cancel")
    return data<ActionResult>({ error: "Unknown action.", bookingId }, { status: 400 });
  const reason = String(form.get("reason") ?? "").trim();
  if (reason.length > 300)
    return data<ActionResult>(
      { error: "The reason is at most 300 characters.", bookingId },
      { status: 400 },
    );
  try {
    const res = await cancelBookingByPatient(user.id, bookingId, { reason: reason || null });
    return data<ActionResult>({
      bookingId,
      toast: {
        id: crypto.randomUUID(),
        type: "success",
        title: `Booking ${res.reference} cancelled`,
        description:
          res.depositStatus === "refunded" ? "Your deposit has been refunded in full." : undefined,
      },
    });
  } catch (e) {
    if (e instanceof BookingError)
      return data<ActionResult>({ error: e.message, bookingId }, { status: e.status });
    throw e;
  }
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
