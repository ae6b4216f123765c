import { CalendarDays } from "lucide-react";
import { useLocation } from "react-router";
import { Pagination, pageHref } from "~/components/layout/pagination";
import { EmptyState } from "~/components/layout/panel";
import type { ConfirmedBooking } from "~/features/clinics/availability.server";
import { localeInfo } from "~/i18n/config";
import { useLocale, useText } from "~/i18n/text";
import { monthLabel, shortDate } from "../calendar-format";
import { put } from "../clinic-messages";

export type CalendarBookingsPage = {
  items: ConfirmedBooking[];
  total: number;
  page: number;
  totalPages: number;
};

/** The clinic's confirmed bookings whose stay falls in the month, a page at a time. */
export function ConfirmedBookings({
  bookings,
  month,
}: {
  bookings: CalendarBookingsPage;
  month: string;
}) {
  const { search } = useLocation();
  const t = useText();
  const intl = localeInfo(useLocale()).intl;
  const date = (iso: string | null) => shortDate(iso, intl);
  return (
    <>
      {bookings.items.length ? (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-start text-sm">
              <caption className="sr-only">
                {put(t("clinic-dash.cal.bookings.caption"), { month: monthLabel(month, intl) })}
              </caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pe-3 font-semibold">
                    {t("clinic-dash.cal.col.reference")}
                  </th>
                  <th scope="col" className="py-2 pe-3 font-semibold">
                    {t("clinic-dash.cal.col.treatment")}
                  </th>
                  <th scope="col" className="py-2 pe-3 font-semibold">
                    {t("clinic-dash.cal.col.patient")}
                  </th>
                  <th scope="col" className="py-2 pe-3 font-semibold">
                    {t("clinic-dash.cal.col.consultation")}
                  </th>
                  <th scope="col" className="py-2 pe-3 font-semibold">
                    {t("clinic-dash.cal.col.treatment-date")}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t("clinic-dash.cal.col.return")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {bookings.items.map((b) => (
                  <tr
                    key={b.id}
                    className="border-b border-slate-100"
                    data-testid="calendar-booking"
                  >
                    <td className="py-2 pe-3 font-mono font-semibold text-slate-900" dir="ltr">
                      {b.reference}
                    </td>
                    <td className="py-2 pe-3 text-slate-800">{b.treatment}</td>
                    <td className="py-2 pe-3 text-slate-700">
                      {b.patientName ?? "—"}
                      {b.travellers > 1 ? ` (+${b.travellers - 1})` : ""}
                    </td>
                    <td className="py-2 pe-3 text-slate-700">{date(b.consultationDate)}</td>
                    <td className="py-2 pe-3 text-slate-700">{date(b.surgeryDate)}</td>
                    <td className="py-2 text-slate-700">{date(b.returnDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={bookings.page}
            pages={bookings.totalPages}
            total={bookings.total}
            totalWord={t("clinic-dash.common.in-total")}
            label={t("clinic-dash.cal.bookings.pages")}
            href={(p) => pageHref(search, "bpage", p)}
            spaced
            preventScrollReset
          />
        </>
      ) : (
        <EmptyState
          icon={CalendarDays}
          title={t("clinic-dash.cal.bookings.empty.title")}
          text={t("clinic-dash.cal.bookings.empty.text")}
        />
      )}
    </>
  );
}
