import { Outlet, data, useLocation } from "react-router";
import { GeneralErrorBoundary, NotFoundMessage } from "~/components/error-boundary";
import { DashboardShell } from "~/features/accounts/components/dashboard-shell";
import { accountPageI18n } from "~/i18n/page.server";
import { useText } from "~/i18n/text";
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
  const first = user.name.trim().split(/\s+/)[0];
  const { i18n, text } = await accountPageI18n(request, ["dashboard.shell."], {
    "dashboard.shell.welcome": { name: first || "there" },
  });
  return data(
    {
      text: first
        ? text
        : { ...text, "dashboard.shell.welcome": i18n._("dashboard.shell.welcome-anon") },
      meta: {
        title: i18n._(view === "clinic" ? "dashboard.shell.clinic" : "dashboard.shell.mine"),
        description: i18n._("dashboard.shell.meta.description"),
      },
      user: {
        name: user.name,
        email: user.email,
        role: user.role,
        twoFactorEnabled: user.twoFactorEnabled,
      },
      view,
      tabs: tabsFor(view).map((t) => ({ id: t.id, label: i18n._(t.label) })),
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
  const title = d ? `${d.meta.title}${tab ? ` — ${tab}` : ""}` : "Dashboard";
  return seo({
    title,
    description:
      d?.meta.description ??
      "Your CareAtlas dashboard: profile, bookings, messages, records, quotes, favourites and reviews.",
    path: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

export function ErrorBoundary() {
  const t = useText();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <NotFoundMessage
            title={t("dashboard.shell.notFound.title", "Dashboard page not found")}
            text={t("dashboard.shell.notFound.text", "This part of the dashboard doesn't exist.")}
            linkTo="/dashboard"
            linkLabel={t("dashboard.shell.notFound.link", "Back to your dashboard")}
          />
        ),
      }}
    />
  );
}
