import { type CurrencyCode, DEFAULT_RATES, type Rates } from "~/utils/money";
import { countOf } from "~/utils/plural";
import type { ActiveFilter } from "./components/active-filters";
import { budgetOption, formatSearchDate, type SearchParams } from "./params";
import { budgetLabel, searchUrl } from "./search-url";
import type { ClinicSearch } from "./search.server";

/** How the search understood its treatment and destination, without internal ids. */
export type Resolved = {
  treatment?:
    | {
        status: "matched";
        kind: "treatment" | "group";
        label: string;
        groupName: string;
        fallback: boolean;
      }
    | { status: "unknown"; label: string };
  destination?:
    | { status: "matched"; kind: "city" | "country"; label: string }
    | { status: "unknown"; label: string };
};

export function toResolved(search: Pick<ClinicSearch, "treatment" | "destination">): Resolved {
  const { treatment: t, destination: d } = search;
  const out: Resolved = {};
  if (t) {
    out.treatment =
      t.status === "matched"
        ? {
            status: "matched",
            kind: t.kind,
            label: t.label,
            groupName: t.groupName,
            fallback: t.fallback,
          }
        : { status: "unknown", label: t.label };
  }
  if (d)
    out.destination =
      d.status === "matched"
        ? { status: "matched", kind: d.kind, label: d.label }
        : { status: "unknown", label: d.label };
  return out;
}

/** What to call the treatment: the taxonomy's label when recognised, else what was typed. */
export function treatmentLabel(params: SearchParams, search: Resolved): string | undefined {
  if (!params.treatment) return undefined;
  return search.treatment?.status === "matched" ? search.treatment.label : params.treatment;
}

export function destinationLabel(params: SearchParams, search: Resolved): string | undefined {
  if (!params.destination) return undefined;
  return search.destination?.status === "matched" ? search.destination.label : params.destination;
}

/** The badges above the results; each links to the same search without that criterion. */
export function activeFilters(
  params: SearchParams,
  search: Resolved,
  money: { currency: CurrencyCode; rates: Rates } = { currency: "USD", rates: DEFAULT_RATES },
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const remove = (key: keyof SearchParams) =>
    searchUrl(params, { [key]: undefined, page: undefined });
  const t = treatmentLabel(params, search);
  if (t)
    out.push({ key: "treatment", label: "Treatment", value: t, removeHref: remove("treatment") });
  const d = destinationLabel(params, search);
  if (d)
    out.push({
      key: "destination",
      label: "Destination",
      value: d,
      removeHref: remove("destination"),
    });
  const b = budgetOption(params.budget);
  if (b)
    out.push({
      key: "budget",
      label: "Budget",
      value: budgetLabel(b, money.currency, money.rates),
      removeHref: remove("budget"),
    });
  if (params.date)
    out.push({
      key: "date",
      label: "Date",
      value: formatSearchDate(params.date),
      removeHref: remove("date"),
    });
  if (params.q)
    out.push({ key: "q", label: "Search", value: `“${params.q}”`, removeHref: remove("q") });
  return out;
}

const clip = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** Title, description and indexing for the page's meta tags. */
export function searchMeta(params: SearchParams, search: Resolved & { total: number }) {
  const t = treatmentLabel(params, search);
  const d = destinationLabel(params, search);
  const what = t ? `${clip(t, 40)} clinics` : "Verified clinics";
  const where = d ? ` in ${clip(d, 40)}` : "";
  const query = params.q ? ` matching “${clip(params.q, 40)}”` : "";
  const filtered = Boolean(t || d || params.q || params.budget || params.date);
  const title = filtered
    ? `${what}${where}${query} — Compare Verified Clinics & Doctors`
    : "Compare Verified Clinics & Doctors";
  const count = countOf(search.total, "verified clinic");
  const description = filtered
    ? `${search.total > 0 ? `Compare ${count}` : "No verified clinics yet"} for ${t ? clip(t, 40) : "medical treatment"}${where}${query}: ratings, doctors, reviews and starting prices.`
    : "Search and compare verified clinics and doctors in Turkey, South Korea, Thailand and Mexico by treatment, destination, date and budget.";
  // Plain treatment/destination pages are worth indexing; free text, budgets, dates, orders and
  // later pages are variants of them.
  const recognised =
    (!params.treatment || search.treatment?.status === "matched") &&
    (!params.destination || search.destination?.status === "matched");
  const noindex = Boolean(
    params.q ||
    params.budget ||
    params.date ||
    params.sort ||
    params.page > 1 ||
    !recognised ||
    search.total === 0,
  );
  const canonical = searchUrl({ page: 1, treatment: t, destination: d });
  return { title, description, noindex, canonical };
}

/** Broader searches to offer when nothing matched: the same search without one criterion. */
export function broaderSearches(
  params: SearchParams,
  search: Resolved,
): { href: string; label: string }[] {
  const t = treatmentLabel(params, search);
  const d = destinationLabel(params, search);
  const out: { href: string; label: string }[] = [];
  const base = { ...params, page: 1 };
  if (t && d) {
    out.push({
      href: searchUrl(base, { destination: undefined }),
      label: `${clip(t, 40)} in any destination`,
    });
    out.push({
      href: searchUrl(base, { treatment: undefined }),
      label: `All clinics in ${clip(d, 40)}`,
    });
  }
  if (params.budget)
    out.push({ href: searchUrl(base, { budget: undefined }), label: "Any budget" });
  if (params.q)
    out.push({ href: searchUrl(base, { q: undefined }), label: "Without the search words" });
  if (out.length === 0 && (t || d || params.date))
    out.push({ href: "/search-results", label: "All verified clinics" });
  return out;
}
