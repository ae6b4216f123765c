import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { clientLazy } from "~/perf/client-lazy";
import { isTaskPage } from "~/utils/bottom-bars";
import { COMPARE_STORAGE_KEY, subscribeToCompareList } from "./compare-storage";

// Never rendered on the server: the compare list lives in this browser's localStorage.
const Tray = clientLazy(null, () => import("./compare-tray").then((m) => m.CompareTray));

/** Whether the stored list has anything in it (the tray itself parses and checks the items). */
function hasStoredItems() {
  try {
    const raw = window.localStorage.getItem(COMPARE_STORAGE_KEY);
    return Boolean(raw && raw !== "[]");
  } catch {
    return false;
  }
}

/**
 * The compare tray's place in the root layout. The tray's code, with the list's store and
 * rules, loads once something is picked; until then this only watches localStorage.
 */
export function CompareTraySlot() {
  const picked = useSyncExternalStore(subscribeToCompareList, hasStoredItems, () => false);
  const { pathname } = useLocation();
  // Not over a checkout or a dashboard, and not on the compare page, which shows the list itself.
  if (!picked || pathname === "/compare" || isTaskPage(pathname)) return null;
  return <Tray />;
}
