import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { clientLazy } from "~/perf/client-lazy";
import { isTaskPage } from "~/utils/bottom-bars";

export const BANNER_STORAGE_KEY = "app-banner-dismissed";
export const BANNER_DELAY_MS = 3000;
export const BANNER_BREAKPOINT_PX = 768;

// The bar itself (markup, icons) downloads only when it is about to show: never on a desktop.
const Bar = clientLazy(null, () => import("./app-banner-bar").then((m) => m.AppBannerBar));

/** The sticky red 'app launching soon' bar: phones only, 3 s after load, until dismissed. */
export function AppBanner() {
  const [visible, setVisible] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    try {
      if (localStorage.getItem(BANNER_STORAGE_KEY)) return;
    } catch {
      return;
    }
    if (!window.matchMedia(`(max-width: ${BANNER_BREAKPOINT_PX - 0.02}px)`).matches) return;
    const t = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  if (!visible || isTaskPage(pathname)) return null;
  return <Bar onDismiss={() => setVisible(false)} />;
}
