import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import type { DayStatus } from "~/features/clinics/availability.server";
import { MonthGrid } from "~/features/clinics/components/listing/month-grid";
import { localeInfo } from "~/i18n/config";
import { useLocale, useText } from "~/i18n/text";
import { type CalendarResult, type DayTexts, monthLabel, shiftMonth } from "../calendar-format";
import { put } from "../clinic-messages";
import { type CalendarBookingsPage, ConfirmedBookings } from "./calendar-bookings";
import { BulkForm } from "./calendar-bulk-form";
import { DayEditor } from "./calendar-day-editor";

/** What the calendar tab's loader gives the page. */
export type CalendarData = {
  month: string;
  today: string;
  selected: string | null;
  days: (DayStatus & DayTexts)[];
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
  const t = useText();
  const intl = localeInfo(useLocale()).intl;
  const monthOf = (m: string) => monthLabel(m, intl);

  return (
    <div className="space-y-5">
      <Panel title={t("clinic-dash.cal.title")} description={t("clinic-dash.cal.description")}>
        {!publishes && (
          <Notice tone="info" className="mb-5">
            {t("clinic-dash.cal.unpublished")}
          </Notice>
        )}
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-base font-bold text-slate-900" id="calendar-month" aria-live="polite">
            {monthOf(month)}
          </h3>
          <nav
            aria-label={t("clinic-dash.cal.month-nav")}
            className="flex flex-wrap items-center gap-2"
          >
            <Link
              to={`?month=${prev}`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              preventScrollReset
            >
              <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
              <span>
                <span className="sr-only">{t("clinic-dash.cal.prev-month")}</span>
                {monthOf(prev)}
              </span>
            </Link>
            {month !== today.slice(0, 7) && (
              <Link
                to="?"
                className={buttonVariants({ variant: "ghost", size: "sm" })}
                preventScrollReset
              >
                {t("clinic-dash.cal.this-month")}
              </Link>
            )}
            <Link
              to={`?month=${next}`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              preventScrollReset
            >
              <span>
                <span className="sr-only">{t("clinic-dash.cal.next-month")}</span>
                {monthOf(next)}
              </span>
              <ChevronRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </nav>
        </div>
        <p id="calendar-help" className="mb-2 text-sm text-slate-600">
          {t("clinic-dash.cal.help")}
        </p>
        <Form method="get" preventScrollReset>
          <input type="hidden" name="month" value={month} />
          <MonthGrid
            caption={put(t("clinic-dash.cal.caption"), { month: monthOf(month) })}
            days={days}
            today={today}
            selected={selected}
          />
        </Form>

        {selectedDay && (
          <DayEditor
            key={selectedDay.day}
            day={selectedDay}
            past={selectedDay.day < today}
            result={result?.intent === "day" ? result : undefined}
          />
        )}
      </Panel>

      <Panel
        title={t("clinic-dash.cal.bulk.title")}
        description={t("clinic-dash.cal.bulk.description")}
      >
        <BulkForm result={result?.intent === "bulk" ? result : undefined} />
      </Panel>

      <Panel
        title={t("clinic-dash.cal.bookings.title")}
        description={put(t("clinic-dash.cal.bookings.description"), { month: monthOf(month) })}
      >
        <ConfirmedBookings bookings={bookings} month={month} />
      </Panel>

      {publishes && (
        <Panel title={t("clinic-dash.cal.clear.title")} id="clear-availability">
          {confirmClear ? (
            <Notice tone="warning" title={t("clinic-dash.cal.clear.ask")}>
              <p>{t("clinic-dash.cal.clear.warning")}</p>
              <Form method="post" className="mt-3 flex flex-wrap gap-2">
                <input type="hidden" name="confirm" value="yes" />
                <SubmitButton intent="clear" variant="destructive" size="sm">
                  {t("clinic-dash.cal.clear.yes")}
                </SubmitButton>
                <Link
                  to={`?month=${month}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  {t("clinic-dash.common.cancel")}
                </Link>
              </Form>
            </Notice>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">{t("clinic-dash.cal.clear.explain")}</p>
              <Link
                to={`?month=${month}&confirm=clear#clear-availability`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {t("clinic-dash.cal.clear.button")}
              </Link>
            </div>
          )}
        </Panel>
      )}
    </div>
  );
}
