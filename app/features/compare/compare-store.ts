import { useCallback, useSyncExternalStore } from "react";
import {
  addCompareItem,
  parseStoredCompareItems,
  removeCompareItem,
  type AddResult,
  type CompareItem,
  type CompareRef,
} from "./compare";
import {
  COMPARE_CHANGE_EVENT,
  COMPARE_STORAGE_KEY,
  subscribeToCompareList,
} from "./compare-storage";

/**
 * The compare tray's list, kept in localStorage so it survives navigation and reloads, and shared
 * live between every toggle and the tray (and between tabs through the 'storage' event).
 */
const EMPTY: CompareItem[] = [];

let cachedRaw: string | null = null;
let cachedItems: CompareItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function getSnapshot(): CompareItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseStoredCompareItems(raw);
  }
  return cachedItems;
}

function getServerSnapshot(): CompareItem[] {
  return EMPTY;
}

function write(items: CompareItem[]) {
  try {
    if (items.length) localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
    else localStorage.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    /* storage disabled: the tray simply does not persist */
  }
  window.dispatchEvent(new Event(COMPARE_CHANGE_EVENT));
}

export function useCompareItems() {
  const items = useSyncExternalStore(subscribeToCompareList, getSnapshot, getServerSnapshot);
  const add = useCallback((item: CompareItem): AddResult["status"] => {
    const result = addCompareItem(getSnapshot(), item);
    if (result.status === "added") write(result.items);
    return result.status;
  }, []);
  const remove = useCallback((ref: CompareRef) => write(removeCompareItem(getSnapshot(), ref)), []);
  const clear = useCallback(() => write([]), []);
  return { items, add, remove, clear };
}
