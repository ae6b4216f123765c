/**
 * Shape of the catalogue seed. The seed script (app/db/seed/seed.server.ts) maps these
 * records into the database; UUIDs are derived deterministically from the slugs so that
 * re-running the seed is idempotent.
 *
 * Money is integer minor units (cents) plus an ISO currency code.
 */

export type CurrencyCode = "USD" | "EUR" | "GBP";

/** Treatment group = the home search form's optgroups, plus Bariatric (a package category). */
export type TreatmentGroupSlug =
  "cosmetic" | "dental" | "hair" | "eye" | "fertility" | "general" | "bariatric";

/** Procedure slugs. The first 15 are exactly the home search form's options. */
export type TreatmentSlug =
  // Cosmetic
  | "rhinoplasty" // 'Nose Surgery (Rhinoplasty)'
  | "liposuction" // 'Liposuction'
  | "facelift" // 'Facelift'
  | "bbl" // 'BBL (Brazilian Butt Lift)'
  // Dental
  | "dental-implants" // 'Dental Implants'
  | "veneers" // 'Veneers'
  | "hollywood-smile" // 'Hollywood Smile'
  // Hair
  | "hair-transplant" // 'Hair Transplant'
  | "beard-transplant" // 'Beard Transplant'
  // Eye
  | "lasik" // 'LASIK'
  | "cataract-surgery" // 'Cataract Surgery'
  // Fertility
  | "ivf" // 'IVF Treatment'
  // General
  | "health-checkup" // 'Health Check-up'
  | "orthopaedics" // 'Orthopaedics'
  | "cardiology" // 'Cardiology'
  // Not in the search form; used by packages and clinics
  | "breast-augmentation" // Cosmetic
  | "tummy-tuck" // Cosmetic
  | "gastric-sleeve" // Bariatric
  | "gastric-bypass"; // Bariatric

export type CountrySeed = {
  slug: "turkey" | "south-korea" | "thailand" | "mexico";
  name: string;
  flag: string; // emoji flag
  description: string; // 1-2 sentences for the destination card
  patientsPerYear: string; // e.g. '1.2M+'
  savingsRange: string; // e.g. '60-80%' (spec: TR 60-80, KR 40-60, TH 50-70, MX 60-80)
  popularTreatments: string[]; // 3-5 labels, e.g. ['Hair Transplant', 'Dental', 'Cosmetic Surgery']
  specialNote: string; // one sentence
  image: string; // '/images/countries/{slug}.svg'
};

export type CitySeed = {
  slug: string; // istanbul, antalya, izmir, bursa, seoul, bangkok, phuket, tijuana, cancun
  countrySlug: CountrySeed["slug"];
  name: string;
  tagline: string;
  description: string;
  image: string; // '/images/cities/{slug}.svg'
  lat: number;
  lng: number;
};

export type ClinicTreatmentSeed = {
  treatment: TreatmentSlug;
  priceFrom: number; // minor units
  priceTo: number; // minor units
  currency: CurrencyCode;
};

export type DoctorSeed = {
  slug: string; // unique across all clinics, e.g. 'dr-mehmet-yilmaz'
  name: string; // 'Dr. Mehmet Yilmaz'
  title: string; // 'Chief Hair Restoration Surgeon'
  specialty: string;
  languages: string[];
  yearsExperience: number;
  licenseNumber: string; // plausible, clearly sample-looking e.g. 'TR-TTB-48213'
  registryUrl: string | null; // the national registry home page (https), or null
};

export type BeforeAfterSeed = {
  slug: string; // unique across all clinics
  title: string;
  treatmentType: string; // display label e.g. 'Hair Transplant'
  treatment: TreatmentSlug; // chooses the generated art (app/db/seed/art.ts)
  timeframe: string; // '12 months after'
  doctorName: string;
  patientInfo: string; // 'Male, 34'
  description: string;
};

export type ClinicReviewSeed = {
  authorName: string; // 'Sarah M.'
  authorCountry: string; // 'United Kingdom'
  treatment: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  date: string; // ISO date 'YYYY-MM-DD', within 2025-2026
};

export type ClinicSeed = {
  slug: string;
  name: string;
  citySlug: string;
  address: string;
  specialty: string; // headline specialty text e.g. 'Hair Restoration & FUE Hair Transplant'
  website: string; // https://...example-style fictional domain, e.g. https://istanbulhairinstitute.example
  rating: number; // 4.7 .. 4.9
  reviewCount: number; // published review total claimed (e.g. 312)
  topReview: string; // one quote
  languages: string[];
  certifications: string[]; // e.g. 'JCI Accredited', 'ISO 9001:2015', 'Ministry of Health Licensed'
  social: { instagram?: string; facebook?: string; youtube?: string }; // full https URLs
  lat: number;
  lng: number;
  bio: string | null; // some clinics have null (the page generates a text)
  yearsExperience: number | null; // null -> the page shows no figure
  verified: boolean; // all true except exactly one clinic (to prove unverified are hidden)
  awards: string[]; // e.g. 'Medical Travel Awards 2025 — Best Hair Clinic'
  treatments: ClinicTreatmentSeed[];
  doctors: DoctorSeed[]; // 1-3
  beforeAfter: BeforeAfterSeed[]; // 0 for some clinics; >= 7 cases on at least one clinic with >2 treatment types
  reviews: ClinicReviewSeed[]; // >= 3
  availabilityNote?: string;
};

export type PackageReviewSeed = {
  authorName: string;
  authorCountry: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  date: string; // ISO date
};

export type PackageSeed = {
  slug: string;
  clinicSlug: string;
  title: string;
  treatment: TreatmentSlug;
  /** Package list category: 'Dental' | 'Hair Restoration' | 'Fertility' | 'Plastic Surgery' | 'Bariatric' | 'Eye Surgery' | 'Health Check-up' */
  category: string;
  price: number; // minor units
  originalPrice: number; // minor units, > price
  currency: CurrencyCode; // USD for all packages (payment is processed in USD)
  durationText: string; // '7-10 days'
  durationDays: number; // typical stay in days, used for trip-cost estimates
  groupSize: string; // 'Private (1-2 people)'
  rating: number; // 4.5 .. 4.9
  reviewCount: number;
  includes: string[]; // 4-8 items
  excludes: string[]; // 2-4 items (flights, etc.)
  overview: string; // 2-3 paragraphs separated by \n\n
  images: string[]; // 3 images: the treatment's two illustrations (app/db/seed/art.ts) and '/images/cities/{city}.svg'
  badge: "Most Popular" | "Best Value" | "Top Rated" | "Beach Location" | null;
  featured: boolean; // exactly 4 featured (home page)
  reviews: PackageReviewSeed[]; // 2-4
};

export type TestimonialSeed = {
  name: string;
  country: string;
  treatment: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
};

export type InsurancePartnerSeed = {
  slug: string;
  name: string;
  status: "EU Licensed" | "UK Regulated" | "Fully Verified";
  description: string; // short, for the card
  details: string; // longer, shown by 'Learn More'
  coverage: string[]; // 4-6 covered items
  priceFromEur: number; // whole euros, >= 29
  website: string; // https fictional
};
