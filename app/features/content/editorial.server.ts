import { contentDateIn } from "~/features/content/format";
import type { Locale } from "~/i18n/config";
import type {
  AboutContent,
  ContactPanelContent,
  FaqContent,
  HowItWorksContent,
  LegalContent,
  ReviewsContent,
  TeamContent,
  WhyTrustUsContent,
} from "../../../content/pages/types";

/**
 * The editorial pages' texts (content/pages/*, docs/i18n.md "Editorial texts") in a page's
 * language: each language is its own module, typed like the English one, loaded here on the
 * server only, so a page's loader sends one language and the browser downloads none of them.
 */
export interface EditorialPages {
  about: AboutContent;
  contact: ContactPanelContent;
  faq: FaqContent;
  howItWorks: HowItWorksContent;
  legal: LegalContent;
  reviews: ReviewsContent;
  team: TeamContent;
  whyTrustUs: WhyTrustUsContent;
}

type Loaders = { [P in keyof EditorialPages]: Record<Locale, () => Promise<EditorialPages[P]>> };

const LOADERS: Loaders = {
  about: {
    en: () => import("../../../content/pages/about").then((m) => m.ABOUT),
    de: () => import("../../../content/pages/de/about").then((m) => m.ABOUT),
    es: () => import("../../../content/pages/es/about").then((m) => m.ABOUT),
    fr: () => import("../../../content/pages/fr/about").then((m) => m.ABOUT),
    tr: () => import("../../../content/pages/tr/about").then((m) => m.ABOUT),
    ar: () => import("../../../content/pages/ar/about").then((m) => m.ABOUT),
  },
  contact: {
    en: () => import("../../../content/pages/contact").then((m) => m.CONTACT_PANEL),
    de: () => import("../../../content/pages/de/contact").then((m) => m.CONTACT_PANEL),
    es: () => import("../../../content/pages/es/contact").then((m) => m.CONTACT_PANEL),
    fr: () => import("../../../content/pages/fr/contact").then((m) => m.CONTACT_PANEL),
    tr: () => import("../../../content/pages/tr/contact").then((m) => m.CONTACT_PANEL),
    ar: () => import("../../../content/pages/ar/contact").then((m) => m.CONTACT_PANEL),
  },
  faq: {
    en: () => import("../../../content/pages/faq").then((m) => m.FAQ),
    de: () => import("../../../content/pages/de/faq").then((m) => m.FAQ),
    es: () => import("../../../content/pages/es/faq").then((m) => m.FAQ),
    fr: () => import("../../../content/pages/fr/faq").then((m) => m.FAQ),
    tr: () => import("../../../content/pages/tr/faq").then((m) => m.FAQ),
    ar: () => import("../../../content/pages/ar/faq").then((m) => m.FAQ),
  },
  howItWorks: {
    en: () => import("../../../content/pages/how-it-works").then((m) => m.HOW_IT_WORKS),
    de: () => import("../../../content/pages/de/how-it-works").then((m) => m.HOW_IT_WORKS),
    es: () => import("../../../content/pages/es/how-it-works").then((m) => m.HOW_IT_WORKS),
    fr: () => import("../../../content/pages/fr/how-it-works").then((m) => m.HOW_IT_WORKS),
    tr: () => import("../../../content/pages/tr/how-it-works").then((m) => m.HOW_IT_WORKS),
    ar: () => import("../../../content/pages/ar/how-it-works").then((m) => m.HOW_IT_WORKS),
  },
  legal: {
    en: () => import("../../../content/pages/legal").then((m) => m.LEGAL),
    de: () => import("../../../content/pages/de/legal").then((m) => m.LEGAL),
    es: () => import("../../../content/pages/es/legal").then((m) => m.LEGAL),
    fr: () => import("../../../content/pages/fr/legal").then((m) => m.LEGAL),
    tr: () => import("../../../content/pages/tr/legal").then((m) => m.LEGAL),
    ar: () => import("../../../content/pages/ar/legal").then((m) => m.LEGAL),
  },
  reviews: {
    en: () => import("../../../content/pages/reviews").then((m) => m.REVIEWS),
    de: () => import("../../../content/pages/de/reviews").then((m) => m.REVIEWS),
    es: () => import("../../../content/pages/es/reviews").then((m) => m.REVIEWS),
    fr: () => import("../../../content/pages/fr/reviews").then((m) => m.REVIEWS),
    tr: () => import("../../../content/pages/tr/reviews").then((m) => m.REVIEWS),
    ar: () => import("../../../content/pages/ar/reviews").then((m) => m.REVIEWS),
  },
  team: {
    en: () => import("../../../content/pages/team").then((m) => m.TEAM),
    de: () => import("../../../content/pages/de/team").then((m) => m.TEAM),
    es: () => import("../../../content/pages/es/team").then((m) => m.TEAM),
    fr: () => import("../../../content/pages/fr/team").then((m) => m.TEAM),
    tr: () => import("../../../content/pages/tr/team").then((m) => m.TEAM),
    ar: () => import("../../../content/pages/ar/team").then((m) => m.TEAM),
  },
  whyTrustUs: {
    en: () => import("../../../content/pages/why-trust-us").then((m) => m.WHY_TRUST_US),
    de: () => import("../../../content/pages/de/why-trust-us").then((m) => m.WHY_TRUST_US),
    es: () => import("../../../content/pages/es/why-trust-us").then((m) => m.WHY_TRUST_US),
    fr: () => import("../../../content/pages/fr/why-trust-us").then((m) => m.WHY_TRUST_US),
    tr: () => import("../../../content/pages/tr/why-trust-us").then((m) => m.WHY_TRUST_US),
    ar: () => import("../../../content/pages/ar/why-trust-us").then((m) => m.WHY_TRUST_US),
  },
};

/** One editorial page's content in `locale` (only that language's module is loaded). */
export function editorialContent<P extends keyof EditorialPages>(
  page: P,
  locale: Locale,
): Promise<EditorialPages[P]> {
  return LOADERS[page][locale]();
}

/** A content date in the page's language (`contentDateIn`, features/content/format.ts). */
export function editorialDate(iso: string, locale: Locale): string {
  return contentDateIn(iso, locale);
}

/** The date the legal documents take effect: the same in every language. */
export { LEGAL_EFFECTIVE_DATE } from "../../../content/pages/legal";
