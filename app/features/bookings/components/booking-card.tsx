import { CalendarPlus, MapPin, User } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { formatMinor } from "~/utils/money";
import { DEPOSIT_LABEL, STATUS_BADGE, STATUS_LABEL, formatDay } from "../booking-schema";
import type { BookingRow } from "../bookings.server";

/** One booking: reference, status badge, clinic or patient, dates, cost and deposit. */
export function BookingCard({
  b,
  side,
  children,
}: {
  b: BookingRow;
  side: "patient" | "clinic";
  children?: ReactNode;
}) {
  const titleId = `booking-${b.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="booking"
      data-reference={b.reference}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-bold text-slate-900">
            {b.treatment}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            Reference{" "}
            <span
              className="font-mono font-semibold text-slate-900"
              data-testid="booking-reference"
            >
              {b.reference}
            </span>
          </p>
        </div>
        <Badge variant={STATUS_BADGE[b.status]} size="md" data-testid="booking-status">
          {STATUS_LABEL[b.status]}
        </Badge>
      </div>

      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        {side === "clinic" && b.patientName && (
          <span className="flex items-center gap-1">
            <User aria-hidden className="size-4 text-slate-500" />
            <span className="sr-only">Patient: </span>
            {b.patientName}
          </span>
        )}
        <span className="flex items-center gap-1">
          <MapPin aria-hidden className="size-4 text-slate-500" />
          {side === "patient" ? `${b.clinicName}, ` : ""}
          {b.city}, {b.country}
        </span>
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Consultation</dt>
          <dd className="font-medium text-slate-900">{formatDay(b.consultationDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Treatment</dt>
          <dd className="font-medium text-slate-900">{formatDay(b.surgeryDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Return</dt>
          <dd className="font-medium text-slate-900">{formatDay(b.returnDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Travellers</dt>
          <dd className="font-medium text-slate-900">{b.travellers}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Total cost</dt>
          <dd className="font-semibold text-slate-900" data-testid="booking-total">
            {formatMinor(b.totalMinor, b.currency)}
          </dd>
        </div>
        {b.deposit && (
          <div className="col-span-2 sm:col-span-3">
            <dt className="text-slate-600">Deposit</dt>
            <dd className="text-slate-900" data-testid="booking-deposit">
              <span className="font-semibold">
                {formatMinor(b.deposit.amountUsdMinor, "USD")} USD
              </span>{" "}
              · {DEPOSIT_LABEL[b.deposit.status]}
              {b.deposit.cardLast4 && (
                <span className="text-slate-600">
                  {" "}
                  · {b.deposit.cardBrand} ending {b.deposit.cardLast4}
                </span>
              )}
              {b.deposit.provider === "test" && (
                <span className="text-slate-600"> · test mode</span>
              )}
            </dd>
          </div>
        )}
      </dl>

      {b.status === "cancelled" && (
        <p className="mt-3 text-sm text-slate-700">
          Cancelled by{" "}
          {b.cancelledBy === "clinic"
            ? "the clinic"
            : b.cancelledBy === "patient"
              ? "the patient"
              : "—"}
          {b.cancelReason ? `: ${b.cancelReason}` : "."}
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-start gap-3 border-t border-slate-100 pt-4">
        {/* A cancelled booking has no dates to keep (the file is refused too). */}
        {b.status !== "cancelled" && (
          <a
            href={`/api/bookings/${b.id}/ics`}
            download={`careatlas-${b.reference}.ics`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <CalendarPlus aria-hidden /> Add to calendar (.ics)
          </a>
        )}
        {children}
      </div>
    </article>
  );
}
