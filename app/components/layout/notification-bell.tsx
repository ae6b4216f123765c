import { Bell } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigation, useRevalidator } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useText } from "~/i18n/text";
import { refreshUnread, useUnreadCount } from "~/services/notifications/unread-store";
import { useRealtime } from "~/services/realtime/use-realtime";
import { useOptionalUser } from "~/utils/root-data";

export function unreadLabel(n: number | null): string {
  if (!n) return "Notifications";
  return `Notifications, ${n} unread`;
}

/**
 * The header bell (signed-in users only): a link to /notifications with the unread count. The
 * count is fetched after hydration, refreshed on navigation and when the tab regains focus, and
 * live when the realtime stream announces a notification (or asks for a resync).
 */
export function NotificationBell({ small = false }: { small?: boolean }) {
  const signedIn = Boolean(useOptionalUser());
  const count = useUnreadCount();
  const { pathname } = useLocation();
  const t = useText();

  useEffect(() => {
    if (signedIn) void refreshUnread(3_000);
  }, [signedIn, pathname]);

  // Pages mark what they show as seen (a thread, the bookings list) when their data loads, so
  // the count is fetched again each time the page's data has finished loading.
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle";
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && signedIn) void refreshUnread();
    wasBusy.current = busy;
  }, [busy, signedIn]);

  useEffect(() => {
    if (!signedIn) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") void refreshUnread(10_000);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [signedIn]);

  if (!signedIn) return null;
  const shown = count && count > 99 ? "99+" : count ? String(count) : null;
  return (
    <Link
      to="/notifications"
      aria-label={
        count
          ? t("shell.bell.unread", unreadLabel(count)).replace("{count}", String(count))
          : t("shell.bell.label", unreadLabel(count))
      }
      data-testid="notification-bell"
      className={buttonVariants({
        variant: "ghost",
        size: small ? "iconSm" : "icon",
        className: "relative",
      })}
    >
      <LiveUnread />
      <Bell aria-hidden className="!size-5" />
      {shown && (
        <span
          aria-hidden
          className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}

/** Subscribes to the tab's realtime stream (rendered only for signed-in users). */
function LiveUnread() {
  useRealtime((e) => {
    if (e.type === "notification" || e.type === "resync") void refreshUnread();
  });
  return null;
}
