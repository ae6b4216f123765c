import type { SearchFormOptions } from "~/features/catalogue/catalogue.server";
import { languageNameIn } from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { pageWindow } from "./components/results-pagination";
import type { SearchParams } from "./params";
import { broaderSearches, searchMeta, toResolved, treatmentLabel } from "./search-view";
import type { ClinicSearch } from "./search.server";

/**
 * The search results page's texts in the page's language (docs/i18n.md), like
 * home-texts.server.ts: the `search.` messages as `text`, and every text with a value formatted
 * here on the server (the counts, each result card's labels, the pages, the date, the
 * suggestions, the languages' names and the meta strings). The browser only shows them.
 */
export function searchTexts(
  route: { lang?: string },
  {
    params,
    search,
    options,
    spoken,
  }: {
    params: SearchParams;
    search: ClinicSearch;
    options: SearchFormOptions;
    spoken: string[];
  },
) {
  const { treatment, destination, results, ...rest } = search;
  const resolved = toResolved({ treatment, destination });
  const { i18n } = pageI18n(route, []);
  const dateText = params.date
    ? i18n.date(new Date(`${params.date}T00:00:00Z`), {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      })
    : undefined;
  const first = (search.page - 1) * search.pageSize + 1;
  const t = resolved.treatment;
  const { locale, text } = pageI18n(route, ["search."], {
    "search.found": { count: search.total },
    "search.showing": { first, last: first + results.length - 1, total: search.total },
    "search.form.groupTreatments": { group: treatmentLabel(params, resolved) },
    "search.notice.fallback": {
      treatment: t?.label,
      group: t?.status === "matched" ? t.groupName : undefined,
    },
    "search.notice.loose": { query: params.q },
    "search.notice.date": { date: dateText },
  });
  const pages: Record<number, string> = {};
  for (const p of pageWindow(search.page, search.totalPages))
    if (p !== "gap") pages[p] = i18n._("search.pages.page", { page: p });

  return {
    // Only what the page shows; internal ids stay on the server.
    search: {
      ...rest,
      ...resolved,
      results: results.map((r) => ({
        ...r,
        texts: {
          reviews: i18n._("search.card.reviews", { count: r.reviewCount }),
          contact: i18n._("search.card.contactLabel", { name: r.name }),
          view: i18n._("search.card.viewLabel", { name: r.name }),
          quote: i18n._("search.card.quoteLabel", { name: r.name }),
          priceFor: r.treatmentName
            ? i18n._("search.card.priceFor", { treatment: r.treatmentName })
            : undefined,
        },
      })),
    },
    locale,
    text,
    dateText,
    pageTexts: {
      page: pages,
      of: i18n._("search.pages.of", { page: search.page, total: search.totalPages }),
    },
    allOf: Object.fromEntries(
      options.destinations.map((d) => [
        d.country,
        i18n._("search.form.allOf", { country: d.country }),
      ]),
    ),
    suggestions: search.total === 0 ? broaderSearches(params, resolved, i18n) : [],
    languages: spoken
      .map((value) => ({ value, label: languageNameIn(locale, value) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
    meta: searchMeta(params, { ...resolved, total: search.total }, i18n),
  };
}
