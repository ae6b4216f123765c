import type { I18n } from "@lingui/core";
import type {
  CatalogueStats,
  DestinationCard,
  PackageCardData,
  SearchFormOptions,
  listInsurancePartners,
  listTestimonials,
} from "~/features/catalogue/catalogue.server";
import { packageCardTexts } from "~/features/packages/package-card-texts.server";
import {
  cityIn,
  countryIn,
  isCatalogueCity,
  localizeSearchOptions,
  placeIn,
  specialtyIn,
} from "~/i18n/catalogue-names.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import {
  countryNameIn,
  homeCountryNameIn,
  isKnownTreatmentWording,
  packageBadgeIn,
  treatmentWordingIn,
} from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";

type Testimonial = Awaited<ReturnType<typeof listTestimonials>>[number];
type Partner = Awaited<ReturnType<typeof listInsurancePartners>>[number];

/** The partners' status badges as the catalogue stores them (English), and their messages. */
const PARTNER_STATUS: Record<string, string> = {
  "EU Licensed": /*i18n*/ "homeData.insurance.status.eu",
  "UK Regulated": /*i18n*/ "homeData.insurance.status.uk",
  "Fully Verified": /*i18n*/ "homeData.insurance.status.verified",
};

/**
 * A testimonial's "Rhinoplasty in Istanbul" in the page's language ("Nasenkorrektur
 * (Rhinoplastik) in Istanbul"): the treatment and the city through the catalogue. A caption in
 * another shape, or naming what the catalogue does not know, is shown as written.
 */
export function testimonialTreatmentIn(locale: Locale, i18n: I18n, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  const m = /^(.+) in (.+)$/.exec(english);
  if (!m) return treatmentWordingIn(locale, english);
  const [, treatment, city] = m as unknown as [string, string, string];
  if (!isKnownTreatmentWording(treatment) || !isCatalogueCity(city)) return english;
  return i18n._("homeData.testimonials.treatment", {
    treatment: treatmentWordingIn(locale, treatment),
    city: cityIn(locale, city),
  });
}

/**
 * The home page's texts in the page's language (docs/i18n.md): the `home.` messages as `text`,
 * the meta strings, and what depends on one card or one figure, formatted here on the server
 * (`homeData.` messages: plurals per destination, the headline figures, a review's stars, an
 * insurance partner's name in a sentence). The browser only shows these strings. Catalogue names
 * (the search form's treatments and places, the cards' countries, cities and specialties) come
 * in the page's language; the form's values and the links keep the English ones.
 */
export function homeTexts(
  params: { lang?: string },
  data: {
    destinations: DestinationCard[];
    testimonials: Testimonial[];
    partners: Partner[];
    stats: CatalogueStats;
    searchOptions: SearchFormOptions;
    packages: PackageCardData[];
  },
) {
  const amount = { amount: "{amount}" };
  // "packages.card.": the featured cards' words for screen readers, as /packages says them.
  const { locale, i18n, text } = pageI18n(params, ["home.", "packages.card."], {
    // The budget bound is known in the browser only (the visitor's currency): it fills it in.
    "home.search.budgetUnder": amount,
    "home.search.budgetAbove": amount,
  });
  const n = (v: number) => i18n.number(v);
  const { stats } = data;
  return {
    locale,
    text,
    searchOptions: localizeSearchOptions(locale, data.searchOptions),
    packages: data.packages.map((p) => ({
      ...p,
      names: {
        place: placeIn(locale, cityIn(locale, p.city), countryIn(locale, p.country)),
        badge: p.badge && packageBadgeIn(locale, p.badge),
      },
      texts: packageCardTexts(locale, i18n, p),
    })),
    meta: { title: i18n._("home.meta.title"), description: i18n._("home.meta.description") },
    /** The headline figures (decision 027: the catalogue's own counts), labels per plural rule. */
    stats: [
      {
        value: n(stats.clinics),
        label: i18n._("homeData.stats.clinics", { count: stats.clinics }),
      },
      {
        value: n(stats.doctors),
        label: i18n._("homeData.stats.doctors", { count: stats.doctors }),
      },
      {
        value: n(stats.reviews),
        label: i18n._("homeData.stats.reviews", { count: stats.reviews }),
      },
    ],
    destinations: data.destinations.map((d) => ({
      ...d,
      name: countryNameIn(locale, d.slug, d.name),
      specialties: d.specialties.map((s) => specialtyIn(locale, s)),
      clinicsLabel: i18n._("homeData.destinations.clinics", { count: d.clinicsCount }),
    })),
    testimonials: data.testimonials.map((t) => ({
      ...t,
      country: homeCountryNameIn(locale, t.country),
      treatment: testimonialTreatmentIn(locale, i18n, t.treatment),
      ratingLabel: i18n._("homeData.testimonials.rating", { rating: t.rating }),
    })),
    partners: data.partners.map((p) => {
      const status = PARTNER_STATUS[p.status];
      const price = i18n.number(p.priceFromEur, {
        style: "currency",
        currency: "EUR",
        maximumFractionDigits: 0,
      });
      return {
        ...p,
        statusLabel: status ? i18n._(status) : p.status,
        fromLabel: i18n._("homeData.insurance.from", { price }),
        logoAlt: i18n._("homeData.insurance.logo", { name: p.name }),
        aboutLabel: i18n._("homeData.insurance.about", { name: p.name }),
        visitLabel: i18n._("homeData.insurance.visit", { name: p.name }),
      };
    }),
  };
}
