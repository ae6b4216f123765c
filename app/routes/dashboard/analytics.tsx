import type { I18n } from "@lingui/core";
import { Link, data } from "react-router";
import { Panel } from "~/components/layout/panel";
import { getClinicAnalytics } from "~/features/clinics/analytics.server";
import { clinicTabI18n } from "~/features/clinics/clinic-messages.server";
import { BarChart, type ChartWords } from "~/features/clinics/components/listing/bar-chart";
import { localeInfo, numberLocaleOf } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import { useText } from "~/i18n/text";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { cn } from "~/utils/misc";
import { formatMoney } from "~/utils/money";
import type { Route } from "./+types/analytics";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "analytics", ["clinic"]);
  const clinicId = requireClinicId(user);
  const range = new URL(request.url).searchParams.get("months") === "12" ? 12 : 6;
  const analytics = await getClinicAnalytics(clinicId, range);
  const { locale, i18n, text } = await clinicTabI18n(request, ["clinic-dash.stats."], {
    "clinic-dash.stats.period": placeholders("n"),
    "clinic-dash.stats.revenue-in": placeholders("currency"),
    "clinic-dash.stats.footnote": { range, currency: analytics.currency },
    "clinic-dash.stats.chart.range": placeholders("title", "from", "to", "totals"),
    "clinic-dash.stats.chart.peaked": placeholders("series", "month", "value"),
    "clinic-dash.stats.chart.highest": placeholders("value"),
    "clinic-dash.stats.chart.by-month": placeholders("title"),
  });
  const { totals, currency } = analytics;
  const money = (minor: number) => formatMoney(minor / 100, currency, numberLocaleOf(locale));
  const n = (v: number) => i18n.number(v);
  const stats: { label: string; value: string; note?: string; id: string }[] = [
    {
      id: "profile-views",
      label: i18n._("clinic-dash.stats.profile-views"),
      value: n(totals.profileViews),
    },
    {
      id: "package-views",
      label: i18n._("clinic-dash.stats.package-views"),
      value: n(totals.packageViews),
    },
    { id: "requests", label: i18n._("clinic-dash.stats.requests"), value: n(totals.requests) },
    {
      id: "quotes-sent",
      label: i18n._("clinic-dash.stats.quotes-sent"),
      value: n(totals.quotesSent),
    },
    {
      id: "acceptance",
      label: i18n._("clinic-dash.stats.acceptance"),
      value:
        totals.acceptanceRate === null
          ? "—"
          : i18n._("clinicData.stats.percent", { n: Math.round(totals.acceptanceRate * 100) }),
      note: i18n._("clinicData.stats.accepted-of", {
        accepted: totals.quotesAccepted,
        sent: totals.quotesSent,
      }),
    },
    {
      id: "response",
      label: i18n._("clinic-dash.stats.response"),
      value: formatHours(totals.medianResponseHours, i18n),
      note: i18n._("clinicData.stats.answered-of", {
        responded: totals.responded,
        requests: totals.requests,
      }),
    },
    { id: "bookings", label: i18n._("clinic-dash.stats.bookings"), value: n(totals.bookings) },
    {
      id: "revenue",
      label: i18n._("clinic-dash.stats.revenue"),
      value: money(totals.revenueMinor),
      note: i18n._("clinic-dash.stats.revenue-note"),
    },
  ];
  return data({ range, analytics, stats, locale, text }, { headers: NO_STORE });
}

function formatHours(h: number | null, i18n: I18n): string {
  if (h === null) return "—";
  if (h < 1) return i18n._("clinicData.stats.minutes", { n: Math.max(1, Math.round(h * 60)) });
  if (h < 48)
    return i18n._("clinicData.stats.hours", {
      n: h < 10 ? i18n.number(Number(h.toFixed(1)), { minimumFractionDigits: 1 }) : Math.round(h),
    });
  return i18n._("clinicData.stats.days", {
    n: i18n.number(Number((h / 24).toFixed(1)), { minimumFractionDigits: 1 }),
  });
}

export default function AnalyticsTab({
  loaderData: { range, analytics, stats, locale },
}: Route.ComponentProps) {
  const t = useText();
  const { months, currency } = analytics;
  const monthKeys = months.map((m) => m.month);
  const intl = localeInfo(locale).intl;
  const money = (minor: number) => formatMoney(minor / 100, currency, numberLocaleOf(locale));
  const words: ChartWords = {
    range: t("clinic-dash.stats.chart.range"),
    peaked: t("clinic-dash.stats.chart.peaked"),
    lowerSeries: locale !== "de" && locale !== "ar",
    highest: t("clinic-dash.stats.chart.highest"),
    nothing: t("clinic-dash.stats.chart.nothing"),
    showTable: t("clinic-dash.stats.chart.show-table"),
    byMonth: t("clinic-dash.stats.chart.by-month"),
    month: t("clinic-dash.stats.chart.month"),
  };
  const chart = { intl, words };

  return (
    <div className="space-y-5">
      <Panel
        title={t("clinic-dash.stats.title")}
        description={t("clinic-dash.stats.description")}
        actions={
          <nav
            aria-label={t("clinic-dash.stats.period-nav")}
            className="flex rounded-lg bg-slate-100 p-1"
          >
            {([6, 12] as const).map((n) => (
              <Link
                key={n}
                to={n === 6 ? "?" : "?months=12"}
                aria-current={range === n ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300",
                  range === n
                    ? "bg-white text-slate-900 shadow-sm"
                    : "text-slate-700 hover:text-slate-900",
                )}
              >
                {t("clinic-dash.stats.period").replace("{n}", String(n))}
              </Link>
            ))}
          </nav>
        }
      >
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {stats.map((s) => (
            <div
              key={s.id}
              className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
              data-testid={`stat-${s.id}`}
            >
              <dt className="text-sm text-slate-600">{s.label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{s.value}</dd>
              {s.note && <dd className="mt-0.5 text-xs text-slate-600">{s.note}</dd>}
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-slate-600">{t("clinic-dash.stats.footnote")}</p>
      </Panel>

      <Panel title={t("clinic-dash.stats.by-month")}>
        <div className="grid gap-4 xl:grid-cols-2">
          <BarChart
            id="views"
            title={t("clinic-dash.stats.chart.views")}
            {...chart}
            months={monthKeys}
            series={[
              {
                key: "profile",
                label: t("clinic-dash.stats.profile-views"),
                color: "#1d4ed8",
                values: months.map((m) => m.profileViews),
              },
              {
                key: "package",
                label: t("clinic-dash.stats.package-views"),
                color: "#0f766e",
                values: months.map((m) => m.packageViews),
              },
            ]}
          />
          <BarChart
            id="quotes"
            title={t("clinic-dash.stats.chart.quotes")}
            {...chart}
            months={monthKeys}
            series={[
              {
                key: "requests",
                label: t("clinic-dash.stats.requests"),
                color: "#7c3aed",
                values: months.map((m) => m.requests),
              },
              {
                key: "sent",
                label: t("clinic-dash.stats.quotes-sent"),
                color: "#1d4ed8",
                values: months.map((m) => m.quotesSent),
              },
              {
                key: "accepted",
                label: t("clinic-dash.stats.quotes-accepted"),
                color: "#047857",
                values: months.map((m) => m.quotesAccepted),
              },
            ]}
          />
          <BarChart
            id="bookings"
            title={t("clinic-dash.stats.bookings")}
            {...chart}
            months={monthKeys}
            series={[
              {
                key: "bookings",
                label: t("clinic-dash.stats.bookings"),
                color: "#0f766e",
                values: months.map((m) => m.bookings),
              },
            ]}
          />
          <BarChart
            id="revenue"
            title={t("clinic-dash.stats.revenue-in").replace("{currency}", currency)}
            {...chart}
            months={monthKeys}
            format={money}
            series={[
              {
                key: "revenue",
                label: t("clinic-dash.stats.revenue"),
                color: "#b45309",
                values: months.map((m) => m.revenueMinor),
              },
            ]}
          />
        </div>
      </Panel>
    </div>
  );
}
