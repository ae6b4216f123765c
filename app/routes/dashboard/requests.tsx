import { NavLink, Outlet, data } from "react-router";
import { UnreadMessagesBadge } from "~/features/messages/components/unread-badge";
import { accountPageI18n } from "~/i18n/page.server";
import { useText } from "~/i18n/text";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { cn } from "~/utils/misc";
import type { Route } from "./+types/requests";

/**
 * The clinic's 'Requests' tab: incoming quote requests (with the quote form), bookings to
 * confirm, complete or cancel, patient messages and the records patients share with the clinic,
 * each its own child route.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  requireClinicId(user);
  const { locale, text } = await accountPageI18n(request, ["clinic-dash.reqnav."]);
  return data({ locale, text }, { headers: NO_STORE });
}

const SECTIONS = [
  { to: "/dashboard/requests", label: /*i18n*/ "clinic-dash.reqnav.requests", end: true },
  { to: "/dashboard/requests/bookings", label: /*i18n*/ "clinic-dash.reqnav.bookings", end: false },
  { to: "/dashboard/requests/messages", label: /*i18n*/ "clinic-dash.reqnav.messages", end: false },
  { to: "/dashboard/requests/shared", label: /*i18n*/ "clinic-dash.reqnav.shared", end: false },
  { to: "/dashboard/requests/cases", label: /*i18n*/ "clinic-dash.reqnav.cases", end: false },
] as const;

export default function RequestsLayout() {
  const t = useText();
  return (
    <div className="space-y-5">
      <nav aria-label={t("clinic-dash.reqnav.label")}>
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((s) => (
            <li key={s.to}>
              <NavLink
                to={s.to}
                end={s.end}
                prefetch="intent"
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300",
                    isActive
                      ? "bg-slate-900 text-white"
                      : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50",
                  )
                }
              >
                {t(s.label)}
                {s.to === "/dashboard/requests/messages" && <UnreadMessagesBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
