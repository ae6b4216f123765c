import { NavLink, Outlet, data } from "react-router";
import { UnreadMessagesBadge } from "~/features/messages/components/unread-badge";
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
  return data({}, { headers: NO_STORE });
}

const SECTIONS = [
  { to: "/dashboard/requests", label: "Quote requests", end: true },
  { to: "/dashboard/requests/bookings", label: "Bookings", end: false },
  { to: "/dashboard/requests/messages", label: "Messages", end: false },
  { to: "/dashboard/requests/shared", label: "Shared with us", end: false },
] as const;

export default function RequestsLayout() {
  return (
    <div className="space-y-5">
      <nav aria-label="Requests sections">
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
                {s.label}
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
