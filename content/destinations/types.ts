/**
 * Destination and city guide content (spec section 2 'Destinations', section 3 'Destination guide').
 *
 * All strings are plain text (no HTML). Guidance on recovery is general travel information
 * written as "commonly advised" / "your surgeon will tell you", never as medical advice.
 */

export type CountrySlug = "turkey" | "south-korea" | "thailand" | "mexico";

export type CitySlug =
  | "istanbul"
  | "antalya"
  | "izmir"
  | "bursa"
  | "seoul"
  | "bangkok"
  | "phuket"
  | "tijuana"
  | "cancun";

export interface CountryMedicalInfo {
  specialties: string[];
  patientsPerYear: string;
  averageSavings: string;
  /** Clinic names from the catalogue. */
  popularClinics: string[];
  languages: string[];
  paymentOptions: string[];
  careExpectation: string;
  safety: string;
}

export interface CountryTravelInfo {
  airports: string[];
  directFlights: string;
  bestNeighborhoods: string[];
  transport: string;
  culture: string;
  currency: string;
  costs: string;
  safety: string;
  visa: string;
}

export interface AccommodationOption {
  name: string;
  description: string;
  priceRange: string;
}

export interface CountryCityCard {
  name: string;
  slug: CitySlug;
  tagline: string;
  description: string;
}

export interface CountryGuide {
  slug: CountrySlug;
  name: string;
  flag: string;
  heroTitle: string;
  /** Exactly two paragraphs. */
  intro: [string, string];
  medicalInfo: CountryMedicalInfo;
  travelInfo: CountryTravelInfo;
  accommodation: {
    description: string;
    options: AccommodationOption[];
  };
  activities: {
    relaxation: string[];
    avoid: string[];
    walkingAreas: string[];
  };
  checklist: string[];
  cities: CountryCityCard[];
}

export interface CityGuide {
  slug: CitySlug;
  countrySlug: CountrySlug;
  name: string;
  tagline: string;
  intro: string;
  specialNote: string;
  medicalInfo: {
    overview: string;
    specialties: string[];
    hospitals: string;
  };
  travelInfo: {
    gettingThere: string;
    gettingAround: string;
    fromAirport: string;
  };
  accommodation: {
    overview: string;
    bestDistricts: { name: string; why: string }[];
    recommendations: { name: string; type: string; why: string }[];
  };
  activities: {
    gentle: string[];
    cultural: string[];
    food: string[];
    avoid: string[];
  };
  practicalInfo: {
    weather: string;
    costs: string;
    apps: string[];
    safety: string;
  };
  checklist: string[];
}

/**
 * A destination country's card on /destinations in another language: the short description and
 * the "Good to know" tip (English: the `countries` table's own texts). Same four slugs per language.
 */
export interface CountrySummary {
  slug: CountrySlug;
  description: string;
  specialNote: string;
}
