import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import type { DayStatus } from "~/features/clinics/availability.server";
import { MonthGrid } from "~/features/clinics/components/listing/month-grid";
import { type CalendarResult, monthLabel, shiftMonth } from "../calendar-format";
import { type CalendarBookingsPage, ConfirmedBookings } from "./calendar-bookings";
import { BulkForm } from "./calendar-bulk-form";
import { DayEditor } from "./calendar-day-editor";

/** What the calendar tab's loader gives the page. */
export type CalendarData = {
  month: string;
  today: string;
  selected: string | null;
  days: DayStatus[];
  publishes: boolean;
  bookings: CalendarBookingsPage;
  confirmClear: boolean;
};

/** Dashboard → Calendar (clinic): the month grid with its day editor, bulk opening, the
 * month's confirmed bookings, and stopping the calendar. */
export function CalendarTab({ data, result }: { data: CalendarData; result?: CalendarResult }) {
  const { month, today, selected, days, publishes, bookings, confirmClear } = data;
  const prev = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const selectedDay = selected ? days.find((d) => d.day === selected) : undefined;

  return (
    <div className="space-y-5">
      <Panel
        title="Calendar"
        description="The days you take new patients and how many per day. Search shows your clinic for a date only when that day is open with a place left."
      >
        {!publishes && (
          <Notice tone="info" className="mb-5">
            You have not published any availability yet, so search shows your clinic for every date.
            Once you open days, search shows it only on those days.
          </Notice>
        )}
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-base font-bold text-slate-900" id="calendar-month" aria-live="polite">
            {monthLabel(month)}
          </h3>
          <nav aria-label="Month" className="flex flex-wrap items-center gap-2">
            <Link
              to={`?month=${prev}`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              preventScrollReset
            >
              <ChevronLeft aria-hidden />
              <span>
                <span className="sr-only">Previous month, </span>
                {monthLabel(prev)}
              </span>
            </Link>
            {month !== today.slice(0, 7) && (
              <Link
                to="?"
                className={buttonVariants({ variant: "ghost", size: "sm" })}
                preventScrollReset
              >
                This month
              </Link>
            )}
            <Link
              to={`?month=${next}`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              preventScrollReset
            >
              <span>
                <span className="sr-only">Next month, </span>
                {monthLabel(next)}
              </span>
              <ChevronRight aria-hidden />
            </Link>
          </nav>
        </div>
        <p id="calendar-help" className="mb-2 text-sm text-slate-600">
          Choose a day to change it. Arrow keys move between days. Green: open (free places of
          capacity); grey: closed.
        </p>
        <Form method="get" preventScrollReset>
          <input type="hidden" name="month" value={month} />
          <MonthGrid
            caption={`Availability in ${monthLabel(month)}`}
            days={days}
            publishes={publishes}
            today={today}
            selected={selected}
          />
        </Form>

        {selectedDay && (
          <DayEditor
            key={selectedDay.day}
            day={selectedDay}
            publishes={publishes}
            past={selectedDay.day < today}
            result={result?.intent === "day" ? result : undefined}
          />
        )}
      </Panel>

      <Panel
        title="Open days in bulk"
        description="Open the same weekdays for the coming weeks, starting today. Days you already set on those weekdays get the new capacity."
      >
        <BulkForm result={result?.intent === "bulk" ? result : undefined} />
      </Panel>

      <Panel
        title="Confirmed bookings"
        description={`Patients with a confirmed booking whose stay falls in ${monthLabel(month)}, or with dates still to agree.`}
      >
        <ConfirmedBookings bookings={bookings} month={month} />
      </Panel>

      {publishes && (
        <Panel title="Stop publishing availability" id="clear-availability">
          {confirmClear ? (
            <Notice tone="warning" title="Remove all availability from today on?">
              <p>
                Search will show your clinic for every date again. Past days and bookings are kept.
              </p>
              <Form method="post" className="mt-3 flex flex-wrap gap-2">
                <input type="hidden" name="confirm" value="yes" />
                <SubmitButton intent="clear" variant="destructive" size="sm">
                  Yes, remove availability
                </SubmitButton>
                <Link
                  to={`?month=${month}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Cancel
                </Link>
              </Form>
            </Notice>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">
                Removes your open and closed days from today on. You will be asked to confirm.
              </p>
              <Link
                to={`?month=${month}&confirm=clear#clear-availability`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                Remove availability…
              </Link>
            </div>
          )}
        </Panel>
      )}
    </div>
  );
}
