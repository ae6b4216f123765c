import type { CatalogueStats } from "./catalogue.server";

type Stat = { value: string; label: string };
const n = (v: number) => v.toLocaleString("en-US");

/**
 * The figures home, about and partner pages state, from the catalogue itself (decision 027):
 * every number a visitor reads matches what search, the destination cards and the clinic pages
 * show.
 */
export function headlineStats(s: CatalogueStats): Stat[] {
  return [
    { value: n(s.clinics), label: s.clinics === 1 ? "Verified clinic" : "Verified clinics" },
    { value: n(s.doctors), label: s.doctors === 1 ? "Listed doctor" : "Listed doctors" },
    {
      value: n(s.reviews),
      label:
        s.reviews === 1
          ? "Patient review, incl. other platforms"
          : "Patient reviews, incl. other platforms",
    },
  ];
}

/** The reviews page's figures: average rating, reviews, clinics and countries. */
export function reviewStats(s: CatalogueStats): Stat[] {
  return [
    { value: s.rating === null ? "New" : `${s.rating.toFixed(1)}/5`, label: "Average rating" },
    {
      value: n(s.verifiedReviews),
      label:
        s.verifiedReviews === 1
          ? "Review verified by a CareAtlas booking"
          : "Reviews verified by a CareAtlas booking",
    },
    {
      value: n(s.reviews - s.verifiedReviews),
      label:
        s.reviews - s.verifiedReviews === 1
          ? "Review on other platforms, as reported by clinics when they joined"
          : "Reviews on other platforms, as reported by clinics when they joined",
    },
    { value: n(s.clinics), label: s.clinics === 1 ? "Verified clinic" : "Verified clinics" },
    {
      value: n(s.countries),
      label: s.countries === 1 ? "Destination country" : "Destination countries",
    },
  ];
}

/** One sentence with the same figures, for meta descriptions. */
export function statsSentence(s: CatalogueStats): string {
  return `${n(s.clinics)} verified ${s.clinics === 1 ? "clinic" : "clinics"} and ${n(s.doctors)} listed ${s.doctors === 1 ? "doctor" : "doctors"} in ${n(s.countries)} ${s.countries === 1 ? "country" : "countries"}`;
}
