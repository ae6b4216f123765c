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

/** "13 October 2026" from an ISO date; no Intl, so server and browser always agree. */
export function formatLongDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !name) return iso;
  return `${Number(m[3])} ${name} ${m[1]}`;
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
