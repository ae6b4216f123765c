import { contentDateIn } from "~/features/content/format";
import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, localeInfo, type Locale } from "~/i18n/config";
import type { MessageId } from "~/i18n/message-ids";
import { cityNameIn, countryNameIn } from "~/i18n/names.server";
import type { BlogCategory } from "./blog-categories";
import type { BlogPostMeta } from "./blog.server";

/**
 * What the blog's pages show around an article, in the page's language, formatted on the server
 * (decision 044): category names, dates, reading time, counts. The articles themselves are
 * written in English only (decision 046); their titles and summaries stay as written.
 */

const CATEGORY_NAMES: Record<BlogCategory, MessageId> = {
  "Doctor Interviews": /*i18n*/ "blog-data.category.doctor-interviews",
  "Safe Journey Tips": /*i18n*/ "blog-data.category.safe-journey-tips",
  "Treatment Guides": /*i18n*/ "blog-data.category.treatment-guides",
  "Country/City Insights": /*i18n*/ "blog-data.category.city-insights",
  "Before & After Stories": /*i18n*/ "blog-data.category.stories",
};

/** A category's name as the page's language writes it ("Doctor Interviews" → "Im Gespräch mit Ärzten"). */
export function categoryNameIn(locale: Locale, category: BlogCategory): string {
  return i18nFor(locale)._(CATEGORY_NAMES[category]);
}

/** An article as a card shows it: its own words, and the page's words around them. */
export type PostCardData = BlogPostMeta & {
  categoryName: string;
  dateShort: string;
  dateLong: string;
  readText: string;
};

export function postCardIn(locale: Locale, post: BlogPostMeta): PostCardData {
  // The front matter writes "6 min read"; the number is what every language needs.
  const minutes = Number(/\d+/.exec(post.readTime)?.[0] ?? NaN);
  const i18n = i18nFor(locale);
  return {
    ...post,
    categoryName: categoryNameIn(locale, post.category),
    dateShort: contentDateIn(post.date, locale, "short"),
    dateLong: contentDateIn(post.date, locale, "long"),
    readText: Number.isFinite(minutes) ? i18n._("blog-data.read-time", { minutes }) : post.readTime,
  };
}

/**
 * Industry-wide clinic counts per city (from the product spec), not CareAtlas catalogue counts;
 * the page labels them that way.
 */
const TOP_DESTINATIONS = [
  {
    city: "istanbul",
    cityName: "Istanbul",
    country: "turkey",
    countryName: "Turkey",
    clinics: 1200,
    href: "/destinations/turkey/istanbul",
  },
  {
    city: "seoul",
    cityName: "Seoul",
    country: "south-korea",
    countryName: "South Korea",
    clinics: 850,
    href: "/destinations/south-korea/seoul",
  },
  {
    city: "dubai",
    cityName: "Dubai",
    country: "united-arab-emirates",
    countryName: "United Arab Emirates",
    clinics: 600,
    href: null,
  },
  {
    city: "bangkok",
    cityName: "Bangkok",
    country: "thailand",
    countryName: "Thailand",
    clinics: 400,
    href: "/destinations/thailand/bangkok",
  },
] as const;

export type TopDestination = {
  city: string;
  country: string;
  clinics: string;
  href: string | null;
};

/** The sidebar's cities, named and counted in the page's language ("1.200+" in German). */
export function topDestinationsIn(locale: Locale): TopDestination[] {
  const number = new Intl.NumberFormat(
    locale === DEFAULT_LOCALE ? "en-US" : localeInfo(locale).intl,
  );
  return TOP_DESTINATIONS.map((d) => ({
    city: cityNameIn(locale, d.city, d.cityName),
    country: countryNameIn(locale, d.country, d.countryName),
    clinics: `${number.format(d.clinics)}+`,
    href: d.href,
  }));
}
