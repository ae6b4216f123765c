import { CalendarDays } from "lucide-react";
import { useLocation } from "react-router";
import { Pagination, pageHref } from "~/components/layout/pagination";
import { EmptyState } from "~/components/layout/panel";
import type { ConfirmedBooking } from "~/features/clinics/availability.server";
import { monthLabel, shortDate } from "../calendar-format";

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
  return (
    <>
      {bookings.items.length ? (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Confirmed bookings in {monthLabel(month)}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Reference
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Treatment
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Patient
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Consultation
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Treatment date
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Return
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
                    <td className="py-2 pr-3 font-mono font-semibold text-slate-900">
                      {b.reference}
                    </td>
                    <td className="py-2 pr-3 text-slate-800">{b.treatment}</td>
                    <td className="py-2 pr-3 text-slate-700">
                      {b.patientName ?? "—"}
                      {b.travellers > 1 ? ` (+${b.travellers - 1})` : ""}
                    </td>
                    <td className="py-2 pr-3 text-slate-700">{shortDate(b.consultationDate)}</td>
                    <td className="py-2 pr-3 text-slate-700">{shortDate(b.surgeryDate)}</td>
                    <td className="py-2 text-slate-700">{shortDate(b.returnDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={bookings.page}
            pages={bookings.totalPages}
            total={bookings.total}
            totalWord="in total"
            label="Bookings pages"
            href={(p) => pageHref(search, "bpage", p)}
            spaced
            preventScrollReset
          />
        </>
      ) : (
        <EmptyState
          icon={CalendarDays}
          title="No confirmed bookings this month"
          text="Bookings you confirm under Requests → Bookings appear here with their dates."
        />
      )}
    </>
  );
}
