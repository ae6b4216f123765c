// Where the compare list is kept, in a module of its own: the root layout's tray slot needs only
// this, and importing compare.ts would put all of compare.ts in every page's first download.

export const COMPARE_STORAGE_KEY = "careatlas-compare";
/** Raised on window when this tab changes the list (other tabs see a "storage" event). */
export const COMPARE_CHANGE_EVENT = "careatlas-compare-change";

/** Calls `onChange` whenever the stored list may have changed, in this tab or another. */
export function subscribeToCompareList(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === COMPARE_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(COMPARE_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(COMPARE_CHANGE_EVENT, onChange);
  };
}
