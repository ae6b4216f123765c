import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { clinics, packages } from "./catalogue";
import { createdAt, id, tz } from "./columns";

/**
 * Everything the public forms store: contact messages, partner applications, mailing-list and
 * launch sign-ups, search alerts and the per-IP rate-limit counters.
 * Every submission row keeps what was sent, when, and from which page (source_path).
 */

export type ContactKind = "contact" | "dialog";
export type PartnerStatus = "pending" | "approved" | "rejected";
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";
export type SearchAlertCriteria = {
  treatment?: string;
  destination?: string;
  budget?: string;
  date?: string;
  q?: string;
};

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    kind: text("kind").$type<ContactKind>().notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** Contact page: general | booking | partner | feedback. Null for the dialog. */
    subject: text("subject"),
    message: text("message").notNull(),
    /** Dialog: uk | us | ca | au | de | fr | other. */
    country: text("country"),
    treatmentOfInterest: text("treatment_of_interest"),
    clinicId: uuid("clinic_id").references(() => clinics.id, { onDelete: "set null" }),
    packageId: uuid("package_id").references(() => packages.id, { onDelete: "set null" }),
    sourcePath: text("source_path").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    ipHash: text("ip_hash"),
    handledAt: tz("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("contact_messages_idempotency_key_uq").on(t.idempotencyKey),
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_clinic_idx").on(t.clinicId),
    index("contact_messages_package_idx").on(t.packageId),
  ],
);

export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: id(),
    clinicName: text("clinic_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    whatsapp: text("whatsapp"),
    country: text("country").notNull(),
    city: text("city").notNull(),
    website: text("website"),
    treatments: text("treatments")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experience: text("experience"),
    languages: text("languages"),
    accreditation: text("accreditation"),
    status: text("status").$type<PartnerStatus>().notNull().default("pending"),
    sourcePath: text("source_path").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    ipHash: text("ip_hash"),
    createdAt: createdAt(),
    reviewedAt: tz("reviewed_at"),
    reviewNote: text("review_note"),
    /** The clinic created on approval. */
    clinicId: uuid("clinic_id").references(() => clinics.id, { onDelete: "set null" }),
    reviewedByUserId: uuid("reviewed_by_user_id"),
  },
  (t) => [
    uniqueIndex("partner_applications_idempotency_key_uq").on(t.idempotencyKey),
    index("partner_applications_status_created_idx").on(t.status, t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    /** Stored lower-cased, so one address is one subscriber. */
    email: text("email").notNull(),
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    /** footer | blog */
    source: text("source").notNull(),
    sourcePath: text("source_path"),
    /** When they ticked 'I agree to receive emails' (footer), or confirmed by link (blog). */
    consentAt: tz("consent_at"),
    confirmToken: text("confirm_token").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    confirmedAt: tz("confirmed_at"),
    unsubscribedAt: tz("unsubscribed_at"),
    createdAt: createdAt(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
    handledAt: tz("handled_at"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_uq").on(t.email),
    uniqueIndex("newsletter_subscribers_confirm_token_uq").on(t.confirmToken),
    uniqueIndex("newsletter_subscribers_unsubscribe_token_uq").on(t.unsubscribeToken),
  ],
);

export const appNotifySignups = pgTable(
  "app_notify_signups",
  {
    id: id(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    sourcePath: text("source_path"),
    handledAt: tz("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("app_notify_signups_email_uq").on(t.email)],
);

export const searchAlerts = pgTable(
  "search_alerts",
  {
    id: id(),
    email: text("email").notNull(),
    criteria: jsonb("criteria").$type<SearchAlertCriteria>().notNull().default({}),
    sourcePath: text("source_path").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    ipHash: text("ip_hash"),
    handledAt: tz("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("search_alerts_idempotency_key_uq").on(t.idempotencyKey),
    index("search_alerts_email_idx").on(t.email),
  ],
);

/** Fixed-window counters: one row per (form + hashed IP, window). Old windows are pruned. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: tz("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "rate_limits_pk", columns: [t.key, t.windowStart] }),
    index("rate_limits_window_idx").on(t.windowStart),
  ],
);
