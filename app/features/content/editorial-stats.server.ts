import type { i18nFor } from "~/i18n/catalog.server";

type I18n = ReturnType<typeof i18nFor>;
type Stat = { value: string; label: string };
/** The figures of getCatalogueStats (catalogue feature) these pages show. */
type CatalogueStats = {
  clinics: number;
  doctors: number;
  reviews: number;
  verifiedReviews: number;
  countries: number;
  rating: number | null;
};

/**
 * The catalogue figures of the about and reviews pages in the page's language (English: exactly
 * headlineStats / reviewStats in catalogue-stats.ts). Labels are plural messages of the figure
 * above them (ids `editorialData.stats.*`, formatted here per figure, never sent as `text`).
 */
export function aboutStats(s: CatalogueStats, i18n: I18n): Stat[] {
  return [
    {
      value: i18n.number(s.clinics),
      label: i18n._("editorialData.stats.clinics", { count: s.clinics }),
    },
    {
      value: i18n.number(s.doctors),
      label: i18n._("editorialData.stats.doctors", { count: s.doctors }),
    },
    {
      value: i18n.number(s.reviews),
      label: i18n._("editorialData.stats.patientReviews", { count: s.reviews }),
    },
  ];
}

export function reviewsPageStats(s: CatalogueStats, i18n: I18n): Stat[] {
  const rating =
    s.rating === null
      ? i18n._("editorialData.stats.ratingNew")
      : `${i18n.number(s.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}/5`;
  return [
    { value: rating, label: i18n._("editorialData.stats.rating") },
    // Reviews verified by a CareAtlas booking apart from those clinics brought (decision 053).
    {
      value: i18n.number(s.verifiedReviews),
      label: i18n._("editorialData.stats.verifiedReviews", { count: s.verifiedReviews }),
    },
    {
      value: i18n.number(s.reviews - s.verifiedReviews),
      label: i18n._("editorialData.stats.otherReviews", { count: s.reviews - s.verifiedReviews }),
    },
    {
      value: i18n.number(s.clinics),
      label: i18n._("editorialData.stats.clinics", { count: s.clinics }),
    },
    {
      value: i18n.number(s.countries),
      label: i18n._("editorialData.stats.countries", { count: s.countries }),
    },
  ];
}
