import { CalendarPlus, MapPin, User } from "lucide-react";
import type { ReactNode } from "react";
import { useCurrency } from "~/components/currency-context";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import type { BookingStatus, DepositStatus } from "~/db/schema";
import type { MessageId } from "~/i18n/message-ids";
import { usePlace, useText } from "~/i18n/text";
import { DEPOSIT_LABEL, STATUS_BADGE, STATUS_LABEL, formatDay } from "../booking-schema";
import type { BookingRow } from "../bookings.server";

const STATUS_TEXT: Record<BookingStatus, MessageId> = {
  pending: /*i18n*/ "dashboard.booking.status.pending",
  confirmed: /*i18n*/ "dashboard.booking.status.confirmed",
  completed: /*i18n*/ "dashboard.booking.status.completed",
  cancelled: /*i18n*/ "dashboard.booking.status.cancelled",
};

const DEPOSIT_TEXT: Record<DepositStatus, MessageId> = {
  authorized: /*i18n*/ "dashboard.booking.deposit.authorized",
  held: /*i18n*/ "dashboard.booking.deposit.held",
  released: /*i18n*/ "dashboard.booking.deposit.released",
  partially_refunded: /*i18n*/ "dashboard.booking.deposit.partially_refunded",
  refunded: /*i18n*/ "dashboard.booking.deposit.refunded",
  failed: /*i18n*/ "dashboard.booking.deposit.failed",
};

/** A booking's dates as its page's loader formatted them (the page's language). */
export type BookingDays = { consultation: string; surgery: string; return: string };

/**
 * One booking: reference, status badge, clinic or patient, dates, cost and deposit. Its texts
 * are the `dashboard.booking.` messages where the page's loader sends them (English elsewhere),
 * its dates the loader's `days` (else English ones).
 */
export function BookingCard({
  b,
  side,
  days,
  children,
}: {
  b: BookingRow;
  side: "patient" | "clinic";
  days?: BookingDays;
  children?: ReactNode;
}) {
  const place = usePlace();
  const { formatOwn } = useCurrency();
  const t = useText();
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
            {t("dashboard.booking.reference", "Reference")}{" "}
            <span
              dir="ltr"
              className="font-mono font-semibold text-slate-900"
              data-testid="booking-reference"
            >
              {b.reference}
            </span>
          </p>
        </div>
        <Badge variant={STATUS_BADGE[b.status]} size="md" data-testid="booking-status">
          {t(STATUS_TEXT[b.status], STATUS_LABEL[b.status])}
        </Badge>
      </div>

      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        {side === "clinic" && b.patientName && (
          <span className="flex items-center gap-1">
            <User aria-hidden className="size-4 text-slate-500" />
            <span className="sr-only">{t("dashboard.booking.patient", "Patient:")} </span>
            {b.patientName}
          </span>
        )}
        <span className="flex items-center gap-1">
          <MapPin aria-hidden className="size-4 text-slate-500" />
          {side === "patient" ? `${b.clinicName}, ` : ""}
          {place(b.city, b.country)}
        </span>
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t("dashboard.booking.consultation", "Consultation")}</dt>
          <dd className="font-medium text-slate-900">
            {days?.consultation ?? formatDay(b.consultationDate)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("dashboard.booking.treatment", "Treatment")}</dt>
          <dd className="font-medium text-slate-900">
            {days?.surgery ?? formatDay(b.surgeryDate)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("dashboard.booking.return", "Return")}</dt>
          <dd className="font-medium text-slate-900">{days?.return ?? formatDay(b.returnDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("dashboard.booking.travellers", "Travellers")}</dt>
          <dd className="font-medium text-slate-900">{b.travellers}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("dashboard.booking.total", "Total cost")}</dt>
          <dd className="font-semibold text-slate-900" data-testid="booking-total">
            <bdi dir="ltr">{formatOwn(b.totalMinor, b.currency)}</bdi>
          </dd>
        </div>
        {b.deposit && (
          <div className="col-span-2 sm:col-span-3">
            <dt className="text-slate-600">{t("dashboard.booking.deposit", "Deposit")}</dt>
            <dd className="text-slate-900" data-testid="booking-deposit">
              <bdi dir="ltr" className="font-semibold">
                {formatOwn(b.deposit.amountUsdMinor, "USD")} USD
              </bdi>{" "}
              · {t(DEPOSIT_TEXT[b.deposit.status], DEPOSIT_LABEL[b.deposit.status])}
              {b.deposit.cardLast4 && (
                <span className="text-slate-600">
                  {" "}
                  ·{" "}
                  {t("dashboard.booking.card", "{brand} ending {last4}")
                    .replace("{brand}", b.deposit.cardBrand ?? "")
                    .replace("{last4}", b.deposit.cardLast4)}
                </span>
              )}
              {b.deposit.provider === "test" && (
                <span className="text-slate-600">
                  {" "}
                  · {t("dashboard.booking.testMode", "test mode")}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>

      {b.status === "cancelled" && (
        <p className="mt-3 text-sm text-slate-700">
          {b.cancelledBy === "clinic"
            ? t("dashboard.booking.cancelledByClinic", "Cancelled by the clinic")
            : b.cancelledBy === "patient"
              ? t("dashboard.booking.cancelledByPatient", "Cancelled by the patient")
              : b.cancelledBy === "system"
                ? t(
                    "dashboard.booking.cancelledBySystem",
                    "Cancelled automatically: the clinic did not confirm in time",
                  )
                : t("dashboard.booking.cancelledBy", "Cancelled by —")}
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
            <CalendarPlus aria-hidden /> {t("dashboard.booking.ics", "Add to calendar (.ics)")}
          </a>
        )}
        {children}
      </div>
    </article>
  );
}
