import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, data, useLocation, useNavigationType } from "react-router";
import { FieldError, InputField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Pagination, pageHref } from "~/components/layout/pagination";
import { EmptyState, Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import {
  clearAvailability,
  getMonthAvailability,
  isoDayOf,
  listConfirmedBookings,
  monthBounds,
  openWeekdays,
  setDayAvailability,
} from "~/features/clinics/availability.server";
import { MonthGrid, WEEKDAYS, describeDay } from "~/features/clinics/components/listing/month-grid";
import { BulkAvailabilitySchema, DayAvailabilitySchema } from "~/features/clinics/package-schema";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { readForm } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { fieldErrors } from "~/utils/validation";
import type { Route } from "./+types/calendar";

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

const shortDate = (iso: string | null) =>
  iso
    ? new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      })
    : "—";

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1 + by, 1)).toISOString().slice(0, 7);
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "calendar", ["clinic"]);
  const clinicId = requireClinicId(user);
  const url = new URL(request.url);
  const today = isoDayOf(new Date());
  const dayParam = url.searchParams.get("day");
  const requested = url.searchParams.get("month") ?? (dayParam ? dayParam.slice(0, 7) : "");
  const month = monthBounds(requested) ? requested : today.slice(0, 7);
  const bounds = monthBounds(month)!;
  const selected =
    dayParam &&
    dayParam >= bounds.first &&
    dayParam <= bounds.last &&
    /^\d{4}-\d{2}-\d{2}$/.test(dayParam)
      ? dayParam
      : null;
  const page = Number(url.searchParams.get("bpage") ?? "1");
  const [availability, bookings] = await Promise.all([
    getMonthAvailability(clinicId, month),
    listConfirmedBookings(
      clinicId,
      { from: bounds.first, to: bounds.last },
      Number.isFinite(page) ? page : 1,
    ),
  ]);
  return data(
    {
      month,
      today,
      selected,
      days: availability!.days,
      publishes: availability!.publishes,
      bookings,
      confirmClear: url.searchParams.get("confirm") === "clear",
    },
    { headers: NO_STORE },
  );
}

type ActionResult = {
  intent: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string | string[]>;
};

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user } = await requireDashboardTab(request, "calendar", ["clinic"]);
  const clinicId = requireClinicId(user);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const today = isoDayOf(new Date());
  const url = new URL(request.url);
  const back = (extra = "") => {
    const sp = new URLSearchParams(url.search);
    sp.delete("confirm");
    const q = sp.toString();
    return `/dashboard/calendar${q ? `?${q}` : ""}${extra}`;
  };
  const str = (k: string) => (typeof form.get(k) === "string" ? String(form.get(k)) : "");

  if (intent === "bulk") {
    const values = {
      weekdays: form.getAll("weekdays").map(String),
      weeks: str("weeks"),
      capacity: str("capacity"),
    };
    const parsed = BulkAvailabilitySchema.safeParse(values);
    if (!parsed.success) {
      return data<ActionResult>(
        { intent, fieldErrors: fieldErrors(parsed.error), values },
        { status: 400 },
      );
    }
    const n = await openWeekdays(clinicId, parsed.data, today);
    return redirectWithToast(back(), {
      type: "success",
      title: "Availability saved",
      description: `${n} day${n === 1 ? "" : "s"} opened with capacity ${parsed.data.capacity}.`,
    });
  }

  if (intent === "day") {
    const values = { day: str("day"), status: str("status"), capacity: str("capacity") || "0" };
    const parsed = DayAvailabilitySchema.safeParse(values);
    if (!parsed.success) {
      return data<ActionResult>(
        { intent, fieldErrors: fieldErrors(parsed.error), values },
        { status: 400 },
      );
    }
    if (parsed.data.day < today) {
      return data<ActionResult>(
        { intent, fieldErrors: { day: "Past days cannot be changed." }, values },
        { status: 400 },
      );
    }
    if (parsed.data.status === "open" && parsed.data.capacity < 1) {
      return data<ActionResult>(
        { intent, fieldErrors: { capacity: "An open day needs a capacity of at least 1" }, values },
        { status: 400 },
      );
    }
    await setDayAvailability(clinicId, parsed.data);
    return redirectWithToast(back(), {
      type: "success",
      title: "Day saved",
      description: `${dayLabel(parsed.data.day)} is ${parsed.data.status === "open" ? `open for ${parsed.data.capacity}` : "closed"}.`,
    });
  }

  if (intent === "clear") {
    if (form.get("confirm") !== "yes") {
      return redirectWithToast(back(), { type: "error", title: "Nothing was changed" });
    }
    const n = await clearAvailability(clinicId, today);
    return redirectWithToast(back(), {
      type: "success",
      title: "Availability removed",
      description: `${n} future day${n === 1 ? "" : "s"} removed. Search no longer filters your clinic by date.`,
    });
  }

  throw data({ message: "Unknown action." }, { status: 400 });
}

export default function CalendarTab({ loaderData, actionData }: Route.ComponentProps) {
  const { month, today, selected, days, publishes, bookings, confirmClear } = loaderData;
  const { search } = useLocation();
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
            result={actionData?.intent === "day" ? actionData : undefined}
          />
        )}
      </Panel>

      <Panel
        title="Open days in bulk"
        description="Open the same weekdays for the coming weeks, starting today. Days you already set on those weekdays get the new capacity."
      >
        <BulkForm result={actionData?.intent === "bulk" ? actionData : undefined} />
      </Panel>

      <Panel
        title="Confirmed bookings"
        description={`Patients with a confirmed booking whose stay falls in ${monthLabel(month)}, or with dates still to agree.`}
      >
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

function DayEditor({
  day,
  publishes,
  past,
  result,
}: {
  day: { day: string; set: boolean; open: boolean; capacity: number; booked: number };
  publishes: boolean;
  past: boolean;
  result?: ActionResult;
}) {
  const values = result?.values as Record<string, string> | undefined;
  const errors = result?.fieldErrors ?? {};
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const shown = clientErrors ?? errors;
  const sectionRef = useRef<HTMLElement>(null);
  const navigationType = useNavigationType();
  // A day picked in the month grid: its editor (below the grid, often below the fold) comes
  // into view and takes focus, so the click visibly did something. Not on a fresh page load.
  useEffect(() => {
    const el = sectionRef.current;
    if (!el || navigationType === "POP") return;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      el.scrollIntoView({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
    }
    el.focus({ preventScroll: true });
  }, [navigationType]);
  const defaultStatus = values?.status ?? (day.set && !day.open ? "closed" : "open");
  const defaultCapacity =
    values?.capacity ?? String(day.set ? Math.max(day.capacity, day.open ? 1 : 0) || 1 : 1);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const fd = new FormData(e.currentTarget);
    const parsed = DayAvailabilitySchema.safeParse({
      day: day.day,
      status: fd.get("status"),
      capacity: fd.get("capacity") || "0",
    });
    const errs = parsed.success ? {} : fieldErrors(parsed.error);
    if (parsed.success && parsed.data.status === "open" && parsed.data.capacity < 1)
      errs.capacity = "An open day needs a capacity of at least 1";
    if (Object.keys(errs).length) {
      e.preventDefault();
      setClientErrors(errs);
    } else setClientErrors(null);
  }

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      data-testid="day-editor"
      aria-labelledby="day-editor-title"
      className="mt-5 scroll-mb-24 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
    >
      <h3 id="day-editor-title" className="font-bold text-slate-900">
        {dayLabel(day.day)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">Now: {describeDay(day, publishes)}.</p>
      {past ? (
        <p className="mt-2 text-sm text-slate-600">Past days cannot be changed.</p>
      ) : (
        <Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="mt-3 flex flex-wrap items-end gap-4"
          preventScrollReset
        >
          <input type="hidden" name="day" value={day.day} />
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-slate-800">This day is</legend>
            <div className="flex gap-4">
              {(["open", "closed"] as const).map((s) => (
                <label key={s} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="status"
                    value={s}
                    defaultChecked={defaultStatus === s}
                    className="size-4 accent-primary-700"
                  />
                  {s === "open" ? "Open" : "Closed"}
                </label>
              ))}
            </div>
            <FieldError id="day-status-error" error={shown.status ?? shown.day} />
          </fieldset>
          <InputField
            id="day-capacity"
            label="Patients per day"
            error={shown.capacity}
            className="w-44"
            name="capacity"
            inputMode="numeric"
            defaultValue={defaultCapacity}
          />
          <SubmitButton intent="day" pendingLabel="Saving…">
            Save day
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

function BulkForm({ result }: { result?: ActionResult }) {
  const values = result?.values;
  const serverErrors = result?.fieldErrors ?? {};
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? serverErrors;
  const checked = (values?.weekdays as string[] | undefined) ?? ["1", "2", "3", "4", "5"];

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const fd = new FormData(e.currentTarget);
    const parsed = BulkAvailabilitySchema.safeParse({
      weekdays: fd.getAll("weekdays"),
      weeks: fd.get("weeks"),
      capacity: fd.get("capacity"),
    });
    if (!parsed.success) {
      e.preventDefault();
      setClientErrors(fieldErrors(parsed.error));
    } else setClientErrors(null);
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" preventScrollReset>
      <fieldset aria-describedby={errors.weekdays ? "bulk-weekdays-error" : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">Weekdays</legend>
        <div className="flex flex-wrap gap-x-4">
          {WEEKDAYS.map((w, i) => (
            <label key={w} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="weekdays"
                value={i}
                defaultChecked={checked.includes(String(i))}
                className="size-4 accent-primary-700"
              />
              {w}
            </label>
          ))}
        </div>
        <FieldError id="bulk-weekdays-error" error={errors.weekdays} />
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <InputField
          id="bulk-weeks"
          label="For the next (weeks)"
          error={errors.weeks}
          className="w-44"
          name="weeks"
          inputMode="numeric"
          defaultValue={(values?.weeks as string | undefined) ?? "8"}
        />
        <InputField
          id="bulk-capacity"
          label="Patients per day"
          error={errors.capacity}
          className="w-44"
          name="capacity"
          inputMode="numeric"
          defaultValue={(values?.capacity as string | undefined) ?? "2"}
        />
        <SubmitButton intent="bulk" pendingLabel="Opening…">
          Open these days
        </SubmitButton>
      </div>
    </Form>
  );
}
