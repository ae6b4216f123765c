import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CancellationTerms } from "~/utils/cancellation-policy";
import type { CareTeam } from "~/utils/care-team";
import { createdAt, id, tz, updatedAt } from "./columns";

/**
 * The public catalogue: geography, treatments, clinics with their doctors and before/after
 * cases, packages, and the home page's testimonials and insurance partners.
 *
 * `clinics.search_doc` and `start_usd_minor`, and `clinic_treatments.verified`, `city_id` and
 * `usd_minor` are written by database triggers, never by the app: see docs/search.md.
 */

/** PostgreSQL full-text document (written by triggers, read by search SQL only). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const countries = pgTable("countries", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  flag: text("flag").notNull(),
  description: text("description").notNull(),
  patientsPerYear: text("patients_per_year").notNull(),
  savingsRange: text("savings_range").notNull(),
  popularTreatments: text("popular_treatments").array().notNull(),
  specialNote: text("special_note").notNull(),
  image: text("image").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const cities = pgTable(
  "cities",
  {
    id: id(),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "restrict" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    tagline: text("tagline").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("cities_country_idx").on(t.countryId)],
);

/** Groups are the home search form's optgroups (plus Bariatric, a package category). */
export const treatmentGroups = pgTable("treatment_groups", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  inSearchForm: boolean("in_search_form").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const treatments = pgTable(
  "treatments",
  {
    id: id(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => treatmentGroups.id, { onDelete: "restrict" }),
    slug: text("slug").notNull().unique(),
    /** The label exactly as the search form shows it, e.g. 'Nose Surgery (Rhinoplasty)'. */
    name: text("name").notNull(),
    /** Extra words that should find this procedure in free-text search. */
    keywords: text("keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inSearchForm: boolean("in_search_form").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("treatments_group_idx").on(t.groupId)],
);

/**
 * Labels used elsewhere in the product (package categories, the partner form's treatments,
 * the profile's medical interests) mapped onto the taxonomy: a group, or one procedure.
 */
export const treatmentAliases = pgTable(
  "treatment_aliases",
  {
    id: id(),
    context: text("context").notNull(), // 'package_category' | 'partner' | 'medical_interest'
    label: text("label").notNull(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => treatmentGroups.id, { onDelete: "restrict" }),
    treatmentId: uuid("treatment_id").references(() => treatments.id, { onDelete: "restrict" }),
  },
  (t) => [uniqueIndex("treatment_aliases_context_label_uq").on(t.context, t.label)],
);

export type ClinicSocial = { instagram?: string; facebook?: string; youtube?: string };

export const clinics = pgTable(
  "clinics",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    address: text("address").notNull(),
    specialty: text("specialty").notNull(),
    website: text("website"),
    /** The clinic's Stripe Connect account (acct_…), once it started onboarding. */
    stripeAccountId: text("stripe_account_id"),
    /**
     * The connected account can receive transfers (Stripe's `payouts_enabled`, from the
     * `account.updated` webhook, or the test provider's onboarding): deposits are transferred
     * only then (decision 061).
     */
    stripePayoutsEnabled: boolean("stripe_payouts_enabled").notNull().default(false),
    /** The clinic finished Stripe's onboarding form (`details_submitted`). */
    stripeDetailsSubmitted: boolean("stripe_details_submitted").notNull().default(false),
    /** When the account's status above was last written (the event's time: older events lose). */
    stripeAccountUpdatedAt: tz("stripe_account_updated_at"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /**
     * Reviews a clinic brought from before CareAtlas (the catalogue's figures) that are not
     * stored as rows: rating and review_count = this baseline plus the published review rows.
     */
    baseReviewCount: integer("base_review_count").notNull().default(0),
    baseRatingSum: doublePrecision("base_rating_sum").notNull().default(0),
    topReview: text("top_review"),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: text("certifications")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    awards: text("awards")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    social: jsonb("social").$type<ClinicSocial>().notNull().default({}),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    interiorImages: text("interior_images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text("bio"),
    yearsExperience: integer("years_experience"),
    verified: boolean("verified").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verificationNote: text("verification_note"),
    /** Set when a clinic changes name, address or certifications: back to admin review. */
    needsReview: boolean("needs_review").notNull().default(false),
    /**
     * Clinic search (kept by triggers, see drizzle/0006_search_perf.sql; never written by the
     * app): the starting price in US cents (lowest price_from_minor converted with
     * exchange_rates), and the search document: the words of name and specialty plus a token
     * per offered treatment and for the city.
     */
    startUsdMinor: doublePrecision("start_usd_minor"),
    searchDoc: tsvector("search_doc"),
    /**
     * Measured response times (drizzle/0021_response_times.sql, decision 053; never written by
     * the app): kept by triggers on quote requests and messages, for ordering. Pages show the
     * live figure (`clinic_response_stats`).
     */
    responseAsked: integer("response_asked").notNull().default(0),
    responseMedianMinutes: integer("response_median_minutes"),
    responseWithinDayPct: integer("response_within_day_pct"),
    /** Ranking factors (decision 053), computed by the database. */
    rankRating: numeric("rank_rating", {
      precision: 2,
      scale: 1,
      mode: "number",
    }).generatedAlwaysAs(sql`round((40.0 + rating * review_count) / (10 + review_count), 1)`),
    responseRank: smallint("response_rank").generatedAlwaysAs(
      sql`CASE WHEN response_asked < 5 OR response_within_day_pct IS NULL THEN 5 ELSE (response_within_day_pct / 10)::smallint END`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("clinics_city_idx").on(t.cityId),
    index("clinics_verified_rating_idx").on(t.verified, t.rating, t.reviewCount),
  ],
);

export const clinicTreatments = pgTable(
  "clinic_treatments",
  {
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    treatmentId: uuid("treatment_id")
      .notNull()
      .references(() => treatments.id, { onDelete: "restrict" }),
    priceFromMinor: integer("price_from_minor").notNull(),
    priceToMinor: integer("price_to_minor").notNull(),
    currency: text("currency").notNull(),
    /**
     * Clinic search (kept by triggers, see drizzle/0006_search_perf.sql; never written by the
     * app): the clinic's verification and city, and price_from_minor in US cents; below, its
     * ranking factors.
     */
    verified: boolean("verified").notNull().default(false),
    cityId: uuid("city_id"),
    usdMinor: doublePrecision("usd_minor"),
    /** The clinic's ranking factors (`clinics.rank_rating`, `.response_rank`), kept by the same
     * triggers for clinic_treatments_ranked_idx (drizzle/0031_offer_ranking.sql, decision 074). */
    rankRating: numeric("rank_rating", { precision: 2, scale: 1, mode: "number" }),
    responseRank: smallint("response_rank"),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.treatmentId] }),
    index("clinic_treatments_treatment_idx").on(t.treatmentId),
  ],
);

/** Where a practitioner's or a credential's verification stands (docs/decisions/051). */
export const VERIFICATION_STATUSES = ["unverified", "verified", "rejected", "expired"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * The verification state shared by `doctors` and `clinic_credentials`: an admin checks the item
 * against the official register and records who, when and how. `verification_expires_at` is
 * min(verified_at + 12 months, the document's own expiry); the badge shows only while
 * status = 'verified' and verification_expires_at > now.
 */
export const verificationColumns = () => ({
  verificationStatus: text("verification_status")
    .$type<VerificationStatus>()
    .notNull()
    .default("unverified"),
  verifiedAt: tz("verified_at"),
  /** The admin's user id. The foreign key (users, on delete set null) is declared in
   * drizzle/0019_credentials.sql: declaring it here would make catalogue.ts import auth.ts,
   * which imports catalogue.ts. */
  verifiedBy: uuid("verified_by"),
  verificationMethod: text("verification_method"),
  verificationNote: text("verification_note"),
  verificationExpiresAt: tz("verification_expires_at"),
});

export const doctors = pgTable(
  "doctors",
  {
    id: id(),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    specialty: text("specialty").notNull(),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yearsExperience: integer("years_experience"),
    photo: text("photo"),
    /** The registration or licence number issued by `regulator`. */
    licenseNumber: text("license_number"),
    /** Link to the official register's public search (where anyone can check the number). */
    registryUrl: text("registry_url"),
    /** The issuing body (e.g. "Turkish Medical Association / Ministry of Health"). */
    regulator: text("regulator"),
    boardCertification: text("board_certification"),
    /** Procedures of each kind per year as declared by the clinic: {"<treatment name>": count}. */
    proceduresPerYear: jsonb("procedures_per_year").$type<Record<string, number>>(),
    /** The licence's own expiry, when it has one. */
    licenceExpiresOn: date("licence_expires_on"),
    ...verificationColumns(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("doctors_clinic_idx").on(t.clinicId),
    index("doctors_verification_idx").on(t.verificationStatus, t.verificationExpiresAt),
    check(
      "doctors_verification_status_check",
      sql`${t.verificationStatus} in ('unverified', 'verified', 'rejected', 'expired')`,
    ),
  ],
);

export const beforeAfterCases = pgTable(
  "before_after_cases",
  {
    id: id(),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    treatmentType: text("treatment_type").notNull(),
    beforeImage: text("before_image").notNull(),
    afterImage: text("after_image").notNull(),
    timeframe: text("timeframe").notNull(),
    doctorName: text("doctor_name").notNull(),
    patientInfo: text("patient_info").notNull(),
    description: text("description").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("before_after_clinic_idx").on(t.clinicId)],
);

export const packages = pgTable(
  "packages",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    treatmentId: uuid("treatment_id")
      .notNull()
      .references(() => treatments.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    category: text("category").notNull(),
    priceMinor: integer("price_minor").notNull(),
    originalPriceMinor: integer("original_price_minor"),
    currency: text("currency").notNull().default("USD"),
    durationText: text("duration_text").notNull(),
    durationDays: integer("duration_days").notNull(),
    groupSize: text("group_size").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    includes: text("includes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    excludes: text("excludes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    overview: text("overview").notNull(),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    badge: text("badge"),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(true),
    /** Who performs each step (CareTeam, app/utils/care-team.ts; decision 054); null: not stated. */
    careTeam: jsonb("care_team").$type<CareTeam>(),
    /** The cancellation terms template (decision 056) and the clinic's optional note. */
    cancellationTerms: text("cancellation_terms")
      .$type<CancellationTerms>()
      .notNull()
      .default("moderate"),
    cancellationNote: text("cancellation_note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "packages_cancellation_terms_check",
      sql`${t.cancellationTerms} in ('flexible', 'moderate', 'strict')`,
    ),
    index("packages_clinic_idx").on(t.clinicId),
    index("packages_treatment_idx").on(t.treatmentId),
    index("packages_published_featured_idx").on(t.published, t.featured),
  ],
);

export const testimonials = pgTable("testimonials", {
  id: id(),
  name: text("name").notNull(),
  country: text("country").notNull(),
  treatment: text("treatment").notNull(),
  rating: integer("rating").notNull(),
  text: text("text").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const insurancePartners = pgTable("insurance_partners", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  logo: text("logo").notNull(),
  status: text("status").notNull(),
  description: text("description").notNull(),
  details: text("details").notNull(),
  coverage: text("coverage")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  priceFromEur: integer("price_from_eur").notNull(),
  website: text("website").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Records which seed version has been applied, so start-up seeds only once. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  appliedAt: createdAt(),
});
