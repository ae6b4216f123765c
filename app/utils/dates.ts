// UTC keeps the server and the browser rendering the same day.
const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "13 October 2026" from an ISO timestamp (the clinic page's and the reviews tab's dates). */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}
