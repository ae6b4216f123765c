import { CITY_GUIDES } from "./cities";
import { COUNTRY_GUIDES } from "./countries";
import type { CityGuide, CountryGuide } from "./types";

export { CITY_GUIDES } from "./cities";
export { COUNTRY_GUIDES } from "./countries";
export type * from "./types";

const normalise = (slug: string): string => slug.trim().toLowerCase();

/** The country guide for a slug such as "south-korea", or undefined when unknown. */
export function getCountryGuide(slug: string): CountryGuide | undefined {
  const key = normalise(slug);
  return COUNTRY_GUIDES.find((guide) => guide.slug === key);
}

/** The city guide for a country/city pair, or undefined when either is unknown or they do not match. */
export function getCityGuide(countrySlug: string, citySlug: string): CityGuide | undefined {
  const country = normalise(countrySlug);
  const city = normalise(citySlug);
  return CITY_GUIDES.find((guide) => guide.countrySlug === country && guide.slug === city);
}
