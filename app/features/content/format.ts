const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "13 October 2026" (or "13 Oct 2026" with `month: "short"`) from an ISO date, in English; no
 * Intl, so server and browser always agree (and en-GB's "Sept" never appears).
 */
export function formatLongDate(iso: string, month: "short" | "long" = "long"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !name) return iso;
  return `${Number(m[3])} ${month === "short" ? name.slice(0, 3) : name} ${m[1]}`;
}

/** "what-we-store-and-why" style ids for in-page anchors. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-");
}
