import {
  BarChart3,
  Building2,
  CalendarCheck,
  CalendarDays,
  FileText,
  Heart,
  Inbox,
  Landmark,
  Languages,
  MessageSquare,
  Package,
  Receipt,
  ShieldCheck,
  Smartphone,
  Star,
  User,
  Users,
  Wallet,
  X,
} from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import {
  UnreadMessagesBadge,
  UnreadMessagesSync,
} from "~/features/messages/components/unread-badge";
import { useLocalePath, useText } from "~/i18n/text";
import { promotesPatientApp } from "~/utils/bottom-bars";
import { APP_CARD_DISMISSED_KEY, type DashboardView } from "~/utils/dashboard-tabs";
import { cn } from "~/utils/misc";
import { useCurrentInView } from "~/utils/use-current-in-view";

const TAB_ICONS: Record<string, typeof User> = {
  profile: User,
  bookings: CalendarCheck,
  messages: MessageSquare,
  records: FileText,
  quotes: Receipt,
  favorites: Heart,
  reviews: Star,
  team: Users,
  packages: Package,
  calendar: CalendarDays,
  requests: Inbox,
  analytics: BarChart3,
  money: Wallet,
  translations: Languages,
  payouts: Landmark,
};

export function DashboardShell({
  view,
  role,
  tabs,
  current,
  adminLink,
  children,
}: {
  view: DashboardView;
  name: string;
  role: string;
  tabs: readonly { id: string; label: string }[];
  current: string;
  adminLink: boolean;
  children: ReactNode;
}) {
  const t = useText();
  const navRef = useRef<HTMLElement>(null);
  // The app is for patients: clinic staff and admins are not asked to wait for it.
  const appCard = promotesPatientApp(role);
  // On phones the tab bar scrolls sideways: bring the current tab into view (without moving the page).
  useCurrentInView(navRef, current);
  return (
    <div className="bg-slate-50/70 pb-16">
      <UnreadMessagesSync />
      <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="container-page flex flex-wrap items-end justify-between gap-4 pb-6 pt-8 sm:pt-10">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-primary-800">
              {view === "clinic" ? (
                <Building2 aria-hidden className="size-4" />
              ) : (
                <User aria-hidden className="size-4" />
              )}
              {view === "clinic" ? t("dashboard.shell.clinic") : t("dashboard.shell.mine")}
              {role === "admin" && <Badge variant="neutral">{t("dashboard.shell.admin")}</Badge>}
            </p>
            <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900">
              {t("dashboard.shell.welcome")}
            </h1>
          </div>
          {adminLink && (
            <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
              <ShieldCheck aria-hidden />
              {t("dashboard.shell.adminArea")}
            </Link>
          )}
        </div>
      </div>
      <div className="container-page mt-6 grid gap-6 lg:grid-cols-[14.5rem_minmax(0,1fr)] lg:gap-8">
        <div className="min-w-0 space-y-6">
          <nav
            ref={navRef}
            aria-label={t("dashboard.shell.sections")}
            className="relative -mx-4 overflow-x-auto px-4 pb-1 lg:mx-0 lg:overflow-visible lg:px-0"
          >
            <ul className="flex gap-2 lg:flex-col lg:gap-1">
              {tabs.map((tab) => {
                const Icon = TAB_ICONS[tab.id] ?? User;
                return (
                  <li key={tab.id} className="shrink-0">
                    <NavLink
                      to={`/dashboard/${tab.id}`}
                      prefetch="intent"
                      preventScrollReset
                      aria-current={current === tab.id ? "page" : undefined}
                      className={cn(
                        "flex min-h-11 items-center gap-2.5 rounded-lg px-3.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300",
                        current === tab.id
                          ? "bg-primary-700 text-white shadow-sm"
                          : "bg-white text-slate-700 ring-1 ring-slate-900/5 hover:bg-primary-50 hover:text-primary-900 lg:bg-transparent lg:ring-0",
                      )}
                    >
                      <Icon aria-hidden className="size-4 shrink-0" />
                      {tab.label}
                      {(tab.id === "messages" || tab.id === "requests") && (
                        <UnreadMessagesBadge className="ms-auto" />
                      )}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          {appCard && (
            <div className="hidden lg:block">
              <AppCard />
            </div>
          )}
        </div>
        <div className="min-w-0">
          {children}
          {appCard && (
            <div className="mt-6 lg:hidden">
              <AppCard />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The dismissible card about the mobile app (shown once the browser says it was not dismissed). */
function AppCard() {
  const t = useText();
  const to = useLocalePath();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    try {
      setVisible(window.localStorage.getItem(APP_CARD_DISMISSED_KEY) !== "true");
    } catch {
      setVisible(true);
    }
  }, []);
  if (!visible) return null;
  function dismiss() {
    try {
      window.localStorage.setItem(APP_CARD_DISMISSED_KEY, "true");
    } catch {
      // ignore
    }
    setVisible(false);
  }
  return (
    <aside
      aria-labelledby="app-card-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-primary-800 to-primary-950 p-5 text-white shadow-[var(--shadow-card)]"
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label={t("dashboard.shell.app.dismiss")}
        className="absolute end-1.5 top-1.5 grid size-11 place-items-center rounded-full text-primary-100 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/40"
      >
        <X aria-hidden className="size-4" />
      </button>
      <Smartphone aria-hidden className="size-7 text-primary-200" />
      <p id="app-card-title" className="mt-3 pe-6 font-semibold">
        {t("dashboard.shell.app.title")}
      </p>
      <p className="mt-1 text-sm text-primary-100">{t("dashboard.shell.app.text")}</p>
      <Link
        to={`${to("/")}#mobile-app`}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-primary-900 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/40"
      >
        {t("dashboard.shell.app.notify")}
      </Link>
    </aside>
  );
}

export { TAB_ICONS };
