// The compare list's storage names, in a module of their own: the root layout's tray slot needs
// only these, and importing compare.ts would put all of compare.ts in every page's first download.

export const COMPARE_STORAGE_KEY = "careatlas-compare";
/** Raised on window when this tab changes the list (other tabs see a "storage" event). */
export const COMPARE_CHANGE_EVENT = "careatlas-compare-change";
