import { Outlet, data, useLocation } from "react-router";
import { GeneralErrorBoundary, NotFoundMessage } from "~/components/error-boundary";
import { DashboardShell } from "~/features/accounts/components/dashboard-shell";
import { tabsFor, viewForRole } from "~/utils/dashboard-tabs";
import { NO_STORE } from "~/utils/dashboard.server";
import { requireUser } from "~/utils/permissions.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/dashboard";

/**
 * The dashboard layout: the shell with the tab bar. Each tab is its own child route
 * (routes/dashboard/<tab>.tsx) whose loader and action check the user themselves.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const view = viewForRole(user.role);
  return data(
    {
      user: {
        name: user.name,
        email: user.email,
        role: user.role,
        twoFactorEnabled: user.twoFactorEnabled,
      },
      view,
      tabs: tabsFor(view).map((t) => ({ id: t.id, label: t.label })),
      adminLink: user.role === "admin" && user.twoFactorEnabled,
    },
    { headers: NO_STORE },
  );
}

export type DashboardLayoutData = Awaited<ReturnType<typeof loader>>["data"];

/** The tab a dashboard path shows: /dashboard → profile, /dashboard/quotes/123 → quotes. */
export function tabFromPath(pathname: string): string {
  return pathname.split("/")[2] || "profile";
}

export function headers() {
  return NO_STORE;
}

export default function DashboardLayout({ loaderData: d }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <DashboardShell
      view={d.view}
      name={d.user.name}
      role={d.user.role}
      tabs={d.tabs}
      current={tabFromPath(pathname)}
      adminLink={d.adminLink}
    >
      <Outlet />
    </DashboardShell>
  );
}

export const meta: Route.MetaFunction = ({ data: d, matches, location }) => {
  const tabId = tabFromPath(location.pathname);
  const tab = d?.tabs.find((t) => t.id === tabId)?.label;
  const title = d
    ? `${d.view === "clinic" ? "Clinic Dashboard" : "My Dashboard"}${tab ? ` — ${tab}` : ""}`
    : "Dashboard";
  return seo({
    title,
    description:
      "Your CareAtlas dashboard: profile, bookings, messages, records, quotes, favourites and reviews.",
    path: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <NotFoundMessage
            title="Dashboard page not found"
            text="This part of the dashboard doesn't exist."
            linkTo="/dashboard"
            linkLabel="Back to your dashboard"
          />
        ),
      }}
    />
  );
}
