import { type CurrencyCode, DEFAULT_RATES, type Rates } from "~/utils/money";
import type { ActiveFilter } from "./components/active-filters";
import { budgetOption, formatSearchDate, type SearchParams } from "./params";
import { type BudgetWords, budgetLabel, searchUrl } from "./search-url";
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

/** The searched treatment's and destination's names in the page's language (the loader's). */
export type ShownNames = {
  treatment?: string;
  destination?: string;
  /** "Under {amount}" and "Above {amount}" in the page's language. */
  budgetWords?: BudgetWords;
};

/**
 * Formats a message on the server: Lingui's `i18n` (app/i18n/catalog.server.ts). Only its type
 * is named here, so the browser, which imports this module for `activeFilters`, gets no Lingui.
 */
export type Messages = { _(id: string, values?: Record<string, unknown>): string };

/**
 * The badges above the results; each links to the same search without that criterion. `label`
 * and `remove` are message ids (the page looks them up); `dateText` is the date as the page's
 * language writes it (the loader formats it).
 */
export function activeFilters(
  params: SearchParams,
  search: Resolved,
  money: { currency: CurrencyCode; rates: Rates } = { currency: "USD", rates: DEFAULT_RATES },
  dateText = params.date ? formatSearchDate(params.date) : undefined,
  /** The language filter's name in the page's language (the loader's). */
  languageText = params.language,
  /** The treatment's and destination's names in the page's language (the loader's). */
  names: ShownNames = {},
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const removeHref = (key: keyof SearchParams) =>
    searchUrl(params, { [key]: undefined, page: undefined });
  const t = treatmentLabel(params, search);
  if (t)
    out.push({
      key: "treatment",
      label: /*i18n*/ "search.filter.treatment",
      remove: /*i18n*/ "search.filter.remove.treatment",
      value: names.treatment ?? t,
      removeHref: removeHref("treatment"),
    });
  const d = destinationLabel(params, search);
  if (d)
    out.push({
      key: "destination",
      label: /*i18n*/ "search.filter.destination",
      remove: /*i18n*/ "search.filter.remove.destination",
      value: names.destination ?? d,
      removeHref: removeHref("destination"),
    });
  const b = budgetOption(params.budget);
  if (b)
    out.push({
      key: "budget",
      label: /*i18n*/ "search.filter.budget",
      remove: /*i18n*/ "search.filter.remove.budget",
      value: budgetLabel(b, money.currency, money.rates, names.budgetWords),
      removeHref: removeHref("budget"),
    });
  if (params.date)
    out.push({
      key: "date",
      label: /*i18n*/ "search.filter.date",
      remove: /*i18n*/ "search.filter.remove.date",
      value: dateText ?? params.date,
      removeHref: removeHref("date"),
    });
  if (params.language)
    out.push({
      key: "language",
      label: /*i18n*/ "search.filter.language",
      remove: /*i18n*/ "search.filter.remove.language",
      value: languageText ?? params.language,
      removeHref: removeHref("language"),
    });
  if (params.q)
    out.push({
      key: "q",
      label: /*i18n*/ "search.filter.q",
      remove: /*i18n*/ "search.filter.remove.q",
      value: `“${params.q}”`,
      removeHref: removeHref("q"),
    });
  return out;
}

const clip = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** Title, description and indexing for the page's meta tags, in the language of `i18n`. */
export function searchMeta(
  params: SearchParams,
  search: Resolved & { total: number; moreThanTotal?: boolean },
  i18n: Messages,
  names: ShownNames = {},
) {
  const t = treatmentLabel(params, search);
  const d = destinationLabel(params, search);
  // The words use the names in the page's language; the canonical URL keeps the English values.
  const tn = t && (names.treatment ?? t);
  const dn = d && (names.destination ?? d);
  // "Hair Transplant clinics" → "… in Istanbul" → "… matching “x”".
  const scoped = (what: string) => {
    let out = what;
    if (dn) out = i18n._("search.meta.in", { what: out, destination: clip(dn, 40) });
    if (params.q) out = i18n._("search.meta.matching", { what: out, query: clip(params.q, 40) });
    return out;
  };
  const filtered = Boolean(t || d || params.q || params.budget || params.date);
  const title = filtered
    ? i18n._("search.meta.titleFiltered", {
        subject: scoped(
          tn
            ? i18n._("search.meta.treatmentClinics", { treatment: clip(tn, 40) })
            : i18n._("search.meta.verifiedClinics"),
        ),
      })
    : i18n._("search.meta.title");
  const description = filtered
    ? i18n._("search.meta.descriptionFiltered", {
        count: search.total,
        // Free text past FREE_TEXT_COUNT_MAX: "Compare more than 1,000 …".
        more: search.moreThanTotal ? "yes" : "no",
        scope: scoped(tn ? clip(tn, 40) : i18n._("search.meta.anyTreatment")),
      })
    : i18n._("search.meta.description");
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
  i18n: Messages,
  names: ShownNames = {},
): { href: string; label: string }[] {
  const t = treatmentLabel(params, search);
  const d = destinationLabel(params, search);
  const out: { href: string; label: string }[] = [];
  const base = { ...params, page: 1 };
  if (t && d) {
    out.push({
      href: searchUrl(base, { destination: undefined }),
      label: i18n._("search.broader.anyDestination", {
        treatment: clip(names.treatment ?? t, 40),
      }),
    });
    out.push({
      href: searchUrl(base, { treatment: undefined }),
      label: i18n._("search.broader.allIn", { destination: clip(names.destination ?? d, 40) }),
    });
  }
  if (params.budget)
    out.push({
      href: searchUrl(base, { budget: undefined }),
      label: i18n._("search.broader.anyBudget"),
    });
  if (params.q)
    out.push({
      href: searchUrl(base, { q: undefined }),
      label: i18n._("search.broader.withoutWords"),
    });
  if (out.length === 0 && (t || d || params.date))
    out.push({ href: "/search-results", label: i18n._("search.broader.all") });
  return out;
}
