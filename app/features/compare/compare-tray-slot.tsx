import { useSyncExternalStore } from "react";
import { clientLazy } from "~/utils/client-lazy";
import { COMPARE_CHANGE_EVENT, COMPARE_STORAGE_KEY } from "./compare-keys";

// Never rendered on the server: the compare list lives in this browser's localStorage.
const Tray = clientLazy(null, () => import("./compare-tray").then((m) => m.CompareTray));

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(COMPARE_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(COMPARE_CHANGE_EVENT, onChange);
  };
}

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
  const picked = useSyncExternalStore(subscribe, hasStoredItems, () => false);
  return picked ? <Tray /> : null;
}
