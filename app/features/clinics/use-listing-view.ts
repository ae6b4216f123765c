import { useEffect } from "react";

/** Where a page reports that it was seen (routes/resources/listing-view.ts). */
export const LISTING_VIEW_PATH = "/api/listing-view";

/**
 * Counts one view of a clinic or package page once it is on a person's screen: after hydration,
 * and again on a client-side move to another listing. Counting in the browser is what keeps the
 * clinic's analytics right when a shared cache serves the page (decision 065). A beacon: it
 * never delays the page, survives the person leaving, and a failure is not retried.
 */
export function useListingView(kind: "clinic" | "package", id: string): void {
  useEffect(() => {
    const body = new URLSearchParams({ kind, id });
    try {
      if (navigator.sendBeacon?.(LISTING_VIEW_PATH, body)) return;
    } catch {
      /* fall through to fetch */
    }
    fetch(LISTING_VIEW_PATH, { method: "POST", body, keepalive: true }).catch(() => {});
  }, [kind, id]);
}
