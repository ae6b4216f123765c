import { Link, data } from "react-router";
import { Panel } from "~/components/layout/panel";
import { getClinicAnalytics } from "~/features/clinics/analytics.server";
import { BarChart } from "~/features/clinics/components/listing/bar-chart";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { cn } from "~/utils/misc";
import { formatMinor } from "~/utils/money";
import type { Route } from "./+types/analytics";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "analytics", ["clinic"]);
  const clinicId = requireClinicId(user);
  const range = new URL(request.url).searchParams.get("months") === "12" ? 12 : 6;
  const analytics = await getClinicAnalytics(clinicId, range);
  return data({ range, analytics }, { headers: NO_STORE });
}

function formatHours(h: number | null): string {
  if (h === null) return "—";
  if (h < 1) return `${Math.max(1, Math.round(h * 60))} min`;
  if (h < 48) return `${h < 10 ? h.toFixed(1) : Math.round(h)} h`;
  return `${(h / 24).toFixed(1)} days`;
}

export default function AnalyticsTab({ loaderData: { range, analytics } }: Route.ComponentProps) {
  const { months, totals, currency } = analytics;
  const monthKeys = months.map((m) => m.month);
  const money = (minor: number) => formatMinor(minor, currency);
  const stats: { label: string; value: string; note?: string; id: string }[] = [
    {
      id: "profile-views",
      label: "Profile views",
      value: totals.profileViews.toLocaleString("en-GB"),
    },
    {
      id: "package-views",
      label: "Package views",
      value: totals.packageViews.toLocaleString("en-GB"),
    },
    { id: "requests", label: "Quote requests", value: totals.requests.toLocaleString("en-GB") },
    { id: "quotes-sent", label: "Quotes sent", value: totals.quotesSent.toLocaleString("en-GB") },
    {
      id: "acceptance",
      label: "Acceptance rate",
      value: totals.acceptanceRate === null ? "—" : `${Math.round(totals.acceptanceRate * 100)}%`,
      note: `${totals.quotesAccepted} of ${totals.quotesSent} quotes accepted`,
    },
    {
      id: "response",
      label: "Median first response",
      value: formatHours(totals.medianResponseHours),
      note: `${totals.responded} of ${totals.requests} requests answered`,
    },
    { id: "bookings", label: "Bookings", value: totals.bookings.toLocaleString("en-GB") },
    {
      id: "revenue",
      label: "Revenue",
      value: money(totals.revenueMinor),
      note: "Confirmed and completed bookings",
    },
  ];

  return (
    <div className="space-y-5">
      <Panel
        title="Analytics"
        description="How patients find and contact your clinic, and what it brings in."
        actions={
          <nav aria-label="Period" className="flex rounded-lg bg-slate-100 p-1">
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
                Last {n} months
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
        <p className="mt-3 text-xs text-slate-600">
          Last {range} months including this one (UTC). Revenue is shown in {currency}; bookings in
          other currencies are converted at today&apos;s rates.
        </p>
      </Panel>

      <Panel title="By month">
        <div className="grid gap-4 xl:grid-cols-2">
          <BarChart
            id="views"
            title="Views"
            months={monthKeys}
            series={[
              {
                key: "profile",
                label: "Profile views",
                color: "#1d4ed8",
                values: months.map((m) => m.profileViews),
              },
              {
                key: "package",
                label: "Package views",
                color: "#0f766e",
                values: months.map((m) => m.packageViews),
              },
            ]}
          />
          <BarChart
            id="quotes"
            title="Quote requests and quotes"
            months={monthKeys}
            series={[
              {
                key: "requests",
                label: "Quote requests",
                color: "#7c3aed",
                values: months.map((m) => m.requests),
              },
              {
                key: "sent",
                label: "Quotes sent",
                color: "#1d4ed8",
                values: months.map((m) => m.quotesSent),
              },
              {
                key: "accepted",
                label: "Quotes accepted",
                color: "#047857",
                values: months.map((m) => m.quotesAccepted),
              },
            ]}
          />
          <BarChart
            id="bookings"
            title="Bookings"
            months={monthKeys}
            series={[
              {
                key: "bookings",
                label: "Bookings",
                color: "#0f766e",
                values: months.map((m) => m.bookings),
              },
            ]}
          />
          <BarChart
            id="revenue"
            title={`Revenue (${currency})`}
            months={monthKeys}
            format={money}
            series={[
              {
                key: "revenue",
                label: "Revenue",
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
