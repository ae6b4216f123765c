import type { SearchFormOptions } from "~/features/catalogue/catalogue.server";
import {
  cityIn,
  countryIn,
  destinationIn,
  groupIn,
  destinationAfterIn,
  localizeSearchOptions,
  placeIn,
  treatmentOrGroupIn,
} from "~/i18n/catalogue-names.server";
import { languageNameIn } from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { responseTimeTexts } from "~/utils/response-time.server";
import { pageWindow } from "./components/results-pagination";
import type { SearchParams } from "./params";
import {
  broaderSearches,
  destinationLabel,
  searchMeta,
  toResolved,
  treatmentLabel,
} from "./search-view";
import type { ClinicSearch } from "./search.server";

/**
 * The search results page's texts in the page's language (docs/i18n.md), like
 * home-texts.server.ts: the `search.` messages as `text`, and every text with a value formatted
 * here on the server (the counts, each result card's labels, the pages, the date, the
 * suggestions, the languages' names and the meta strings). The browser only shows them.
 * Catalogue names (treatments, groups, cities, countries) are shown in the page's language
 * (app/i18n/catalogue-names.server.ts); the form values, URLs and compare/quote links keep the English ones.
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
  const { i18n, locale: pageLocale } = pageI18n(route, []);
  // What the page calls the searched treatment and destination, in its language.
  const tl = treatmentLabel(params, resolved);
  const dl = destinationLabel(params, resolved);
  const names = {
    treatment: tl === undefined ? undefined : treatmentOrGroupIn(pageLocale, tl),
    destination: dl === undefined ? undefined : destinationIn(pageLocale, dl),
  };
  // In sentences ("… in {destination}"): German says "in der Türkei".
  const namesInSentence = {
    ...names,
    destination: names.destination && destinationAfterIn(pageLocale, names.destination),
  };
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
    // Free text past FREE_TEXT_COUNT_MAX: "more than 1,000", "of the best 1,000".
    "search.found": { count: search.total, more: search.moreThanTotal ? "yes" : "no" },
    "search.showing": {
      first,
      last: first + results.length - 1,
      total: search.total,
      more: search.moreThanTotal ? "yes" : "no",
    },
    "search.form.groupTreatments": { group: names.treatment },
    "search.notice.fallback": {
      treatment: t ? treatmentOrGroupIn(pageLocale, t.label) : undefined,
      group: t?.status === "matched" ? groupIn(pageLocale, t.groupName) : undefined,
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
        // Shown names; `treatmentName` stays English (it is compared with the searched one).
        names: {
          city: cityIn(locale, r.city),
          place: placeIn(locale, cityIn(locale, r.city), countryIn(locale, r.country)),
          treatment: r.treatmentName ? treatmentOrGroupIn(locale, r.treatmentName) : null,
        },
        texts: {
          reviews: i18n._("search.card.reviews", { count: r.reviewCount }),
          contact: i18n._("search.card.contactLabel", { name: r.name }),
          view: i18n._("search.card.viewLabel", { name: r.name }),
          quote: i18n._("search.card.quoteLabel", { name: r.name }),
          response: responseTimeTexts(i18n, r.response).title,
          priceFor: r.treatmentName
            ? i18n._("search.card.priceFor", {
                treatment: treatmentOrGroupIn(locale, r.treatmentName),
              })
            : undefined,
        },
      })),
    },
    locale,
    text,
    dateText,
    /** The form's options: English values, names in the page's language. */
    options: localizeSearchOptions(locale, options),
    names,
    pageTexts: {
      page: pages,
      of: i18n._("search.pages.of", { page: search.page, total: search.totalPages }),
    },
    allOf: Object.fromEntries(
      options.destinations.map((d) => [
        d.country,
        i18n._("search.form.allOf", { country: countryIn(locale, d.country) }),
      ]),
    ),
    suggestions: search.total === 0 ? broaderSearches(params, resolved, i18n, namesInSentence) : [],
    languages: spoken
      .map((value) => ({ value, label: languageNameIn(locale, value) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
    meta: searchMeta(
      params,
      { ...resolved, total: search.total, moreThanTotal: search.moreThanTotal },
      i18n,
      namesInSentence,
    ),
  };
}
