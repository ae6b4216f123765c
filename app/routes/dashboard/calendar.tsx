import { data } from "react-router";
import { z } from "zod";
import {
  clearAvailability,
  getMonthAvailability,
  isoDayOf,
  listConfirmedBookings,
  monthBounds,
  openWeekdays,
  setDayAvailability,
} from "~/features/clinics/availability.server";
import { type CalendarResult, dayLabel } from "~/features/clinics/calendar-format";
import { dayTexts } from "~/features/clinics/calendar-texts.server";
import { clinicActionI18n, clinicTabI18n } from "~/features/clinics/clinic-messages.server";
import { CalendarTab } from "~/features/clinics/components/calendar-tab";
import { BulkAvailabilitySchema, DayAvailabilitySchema } from "~/features/clinics/package-schema";
import { localeInfo } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import { treatmentWordingIn } from "~/i18n/names.server";
import { formLocale } from "~/i18n/page.server";
import { type IntentContext, handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { ok } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/calendar";

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
  const { locale, i18n, text } = await clinicTabI18n(request, ["clinic-dash.cal."], {
    "clinic-dash.cal.caption": placeholders("month"),
    "clinic-dash.cal.bookings.description": placeholders("month"),
    "clinic-dash.cal.bookings.caption": placeholders("month"),
    "clinic-dash.cal.day.now": placeholders("state"),
  });
  const publishes = availability!.publishes;
  return data(
    {
      locale,
      text,
      month,
      today,
      selected,
      days: availability!.days.map((d) => ({ ...d, ...dayTexts(d, publishes, i18n) })),
      publishes: availability!.publishes,
      bookings: {
        ...bookings,
        items: bookings.items.map((b) => ({
          ...b,
          treatment: treatmentWordingIn(locale, b.treatment),
        })),
      },
      confirmClear: url.searchParams.get("confirm") === "clear",
    },
    { headers: NO_STORE },
  );
}

const intent = intentsFor<string, CalendarResult>();

const text = (form: FormData, k: string) => {
  const v = form.get(k);
  return typeof v === "string" ? v : "";
};

/** What each form sent, as its fields show it again after a failure. */
const bulkValues = (form: FormData) => ({
  weekdays: form.getAll("weekdays").map(String),
  weeks: text(form, "weeks"),
  capacity: text(form, "capacity"),
});
const dayValues = (form: FormData) => ({
  day: text(form, "day"),
  status: text(form, "status"),
  capacity: text(form, "capacity") || "0",
});

/** Back to the calendar as it was shown (month, day, page), without the confirmation step. */
function back({ request }: IntentContext<unknown>) {
  const sp = new URL(request.url).searchParams;
  sp.delete("confirm");
  const q = sp.toString();
  return `/dashboard/calendar${q ? `?${q}` : ""}`;
}

const today = () => isoDayOf(new Date());

const bulk = intent({
  schema: BulkAvailabilitySchema,
  input: bulkValues,
  run: async (input, { user: clinicId }) => ok(await openWeekdays(clinicId, input, today())),
  done: async (n, { capacity }, ctx) => {
    const i18n = await clinicActionI18n(ctx.request);
    return redirectWithToast(back(ctx), {
      type: "success",
      title: i18n._("clinicData.cal.toast.saved"),
      description: i18n._("clinicData.cal.toast.opened", { count: n, capacity }),
    });
  },
});

const day = intent({
  schema: DayAvailabilitySchema,
  input: dayValues,
  run: (input, { user: clinicId }) => setDayAvailability(clinicId, input, today()),
  done: async (_v, input, ctx) => {
    const locale = await formLocale(ctx.request);
    const i18n = await clinicActionI18n(ctx.request);
    const day = dayLabel(input.day, localeInfo(locale).intl);
    return redirectWithToast(back(ctx), {
      type: "success",
      title: i18n._("clinicData.cal.toast.day"),
      description:
        input.status === "open"
          ? i18n._("clinicData.cal.toast.day-open", { day, capacity: input.capacity })
          : i18n._("clinicData.cal.toast.day-closed", { day }),
    });
  },
});

/** Stops publishing: only with the confirmation the warning's button sends. */
const clear = intent({
  schema: z.object({ confirm: z.string().optional() }),
  run: async ({ confirm }, { user: clinicId }) =>
    ok(confirm === "yes" ? await clearAvailability(clinicId, today()) : null),
  done: async (n, _input, ctx) => {
    const i18n = await clinicActionI18n(ctx.request);
    return n === null
      ? redirectWithToast(back(ctx), {
          type: "error",
          title: i18n._("clinicData.cal.toast.unchanged"),
        })
      : redirectWithToast(back(ctx), {
          type: "success",
          title: i18n._("clinicData.cal.toast.removed"),
          description: i18n._("clinicData.cal.toast.removed-text", { count: n }),
        });
  },
});

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) =>
      requireClinicId((await requireDashboardTab(request, "calendar", ["clinic"])).user),
    intents: { bulk, day, clear },
    reply: (f, { intent, form }) =>
      data<CalendarResult>(
        {
          intent,
          fieldErrors: f.fieldErrors ?? {},
          values: intent === "bulk" ? bulkValues(form) : dayValues(form),
        },
        { status: f.status },
      ),
    unknown: () => {
      throw data({ message: "Unknown action." }, { status: 400 });
    },
  });
}

export default function CalendarRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarTab data={loaderData} result={actionData} />;
}
