import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CancellationTerms, RefundRule } from "~/utils/cancellation-policy";
import type { CareTeam } from "~/utils/care-team";
import { users } from "./auth";
import { clinics, doctors, packages } from "./catalogue";
import { createdAt, id, tz, updatedAt } from "./columns";
import { quotes } from "./quotes";

/** Bookings and their deposits. Money is integer minor units with an ISO currency code. */

export type BookingStatus = "pending" | "confirmed" | "completed" | "cancelled";
export type DepositStatus =
  "authorized" | "held" | "released" | "partially_refunded" | "refunded" | "failed";

export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    /** Human-readable, unique: e.g. CA-7K3M-Q9P2. */
    reference: text("reference").notNull(),
    /** Null once the patient deleted their account: the clinic keeps the booking, anonymised. */
    patientId: uuid("patient_id").references(() => users.id, { onDelete: "set null" }),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "restrict" }),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    packageId: uuid("package_id").references(() => packages.id, { onDelete: "set null" }),
    treatment: text("treatment").notNull(),
    consultationDate: date("consultation_date"),
    surgeryDate: date("surgery_date"),
    returnDate: date("return_date"),
    travellers: integer("travellers").notNull().default(1),
    totalMinor: integer("total_minor").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull(),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    /** The care team at booking time (decision 054): later package edits do not change it. */
    careTeam: jsonb("care_team").$type<CareTeam>(),
    /**
     * The cancellation terms in force when the patient paid (decision 056), frozen: later edits
     * of the package or quote do not change them. Null: booked before terms existed.
     */
    cancellationTerms: text("cancellation_terms").$type<CancellationTerms>(),
    cancellationNote: text("cancellation_note"),
    /** When the patient ticked "I have read the cancellation terms" at checkout. */
    termsAcceptedAt: tz("terms_accepted_at"),
    /** Why the deposit was refunded as it was, when cancelled (cancellation-policy.ts). */
    refundRule: text("refund_rule").$type<RefundRule>(),
    confirmedAt: tz("confirmed_at"),
    completedAt: tz("completed_at"),
    cancelledAt: tz("cancelled_at"),
    /** When the patient deleted their account (patient_id is then null). */
    patientAnonymisedAt: tz("patient_anonymised_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bookings_reference_uq").on(t.reference),
    uniqueIndex("bookings_idem_uq").on(t.patientId, t.idempotencyKey),
    uniqueIndex("bookings_quote_uq").on(t.quoteId),
    index("bookings_patient_idx").on(t.patientId, t.createdAt),
    index("bookings_clinic_idx").on(t.clinicId, t.createdAt),
    check(
      "bookings_cancellation_terms_check",
      sql`${t.cancellationTerms} is null or ${t.cancellationTerms} in ('flexible', 'moderate', 'strict')`,
    ),
    check(
      "bookings_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled')`,
    ),
  ],
);

/** The protected deposit: one per booking, charged in USD through a payment provider. */
export const deposits = pgTable(
  "deposits",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** Null once the patient deleted their account (the payment record is kept). */
    patientId: uuid("patient_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    amountUsdMinor: integer("amount_usd_minor").notNull(),
    /** What the patient saw in their selected currency at checkout. */
    displayAmountMinor: integer("display_amount_minor"),
    displayCurrency: text("display_currency"),
    status: text("status").$type<DepositStatus>().notNull(),
    /** How much of the deposit was refunded (computed by the cancellation policy, never typed). */
    refundedUsdMinor: integer("refunded_usd_minor").notNull().default(0),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    failureMessage: text("failure_message"),
    /**
     * authorisation: a card hold, captured when the clinic confirms. balance: captured at
     * booking (the treatment is further away than an authorisation lasts) and kept by CareAtlas
     * as a balance owed to the patient until released to the clinic or refunded.
     */
    captureMode: text("capture_mode").$type<CaptureMode>().notNull().default("authorisation"),
    transferredUsdMinor: integer("transferred_usd_minor").notNull().default(0),
    commissionUsdMinor: integer("commission_usd_minor").notNull().default(0),
    heldAt: tz("held_at"),
    releasedAt: tz("released_at"),
    refundedAt: tz("refunded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("deposits_booking_uq").on(t.bookingId),
    index("deposits_patient_idx").on(t.patientId),
    check("deposits_capture_mode_check", sql`${t.captureMode} in ('authorisation', 'balance')`),
  ],
);

export type CaptureMode = "authorisation" | "balance";
export type MovementKind =
  "hold" | "capture" | "refund" | "void" | "transfer" | "transfer_reversal" | "commission";

/**
 * The ledger of money movements (decision 055): one row per thing money did, written by the
 * one deposit path (createBooking and changeIn) in the same transaction as the deposit's state.
 * `idempotency_key` is the provider call's key, so a retried step records nothing twice.
 */
export const paymentMovements = pgTable(
  "payment_movements",
  {
    id: id(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    depositId: uuid("deposit_id").references(() => deposits.id, { onDelete: "set null" }),
    clinicId: uuid("clinic_id").references(() => clinics.id, { onDelete: "set null" }),
    kind: text("kind").$type<MovementKind>().notNull(),
    amountUsdMinor: integer("amount_usd_minor").notNull(),
    reason: text("reason").notNull(),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_movements_idem_uq").on(t.idempotencyKey),
    index("payment_movements_booking_idx").on(t.bookingId, t.createdAt),
    index("payment_movements_clinic_idx").on(t.clinicId, t.createdAt),
    check(
      "payment_movements_kind_check",
      sql`${t.kind} in ('hold', 'capture', 'refund', 'void', 'transfer', 'transfer_reversal', 'commission')`,
    ),
    check("payment_movements_amount_check", sql`${t.amountUsdMinor} >= 0`),
  ],
);

/** Provider events (webhooks) processed, each id once (decision 055). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    providerRef: text("provider_ref"),
    eventCreated: tz("event_created").notNull(),
    outcome: text("outcome").notNull(),
    receivedAt: tz("received_at").notNull().defaultNow(),
  },
  (t) => [index("payment_events_ref_idx").on(t.providerRef, t.eventCreated)],
);

/**
 * What the nightly reconciliation found that does not agree (decision 061): a deposit against
 * its ledger rows, or against the provider's state. At most one open row per deposit and kind
 * (a later run does not repeat it); an admin marks it resolved (audit-logged).
 */
export const paymentMismatches = pgTable(
  "payment_mismatches",
  {
    id: id(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    depositId: uuid("deposit_id").references(() => deposits.id, { onDelete: "set null" }),
    kind: text("kind").$type<MismatchKind>().notNull(),
    /** What CareAtlas's records say (a state or an amount in USD cents). */
    expected: text("expected").notNull(),
    /** What the ledger or the provider says. */
    found: text("found").notNull(),
    detectedAt: tz("detected_at").notNull().defaultNow(),
    resolvedAt: tz("resolved_at"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("payment_mismatches_open_uq")
      .on(t.depositId, t.kind)
      .where(sql`${t.resolvedAt} is null`),
    index("payment_mismatches_detected_idx").on(t.resolvedAt, t.detectedAt),
  ],
);

export type MismatchKind =
  | "ledger-refunded"
  | "ledger-transferred"
  | "ledger-commission"
  | "provider-unknown"
  | "provider-amount"
  | "provider-state"
  | "provider-refunded";

export type SurgeonChangeState = "pending" | "accepted" | "refused" | "withdrawn";

/**
 * A clinic's proposal to change a booking's operating surgeon (decision 054). The patient
 * accepts (the booking's care team names the new surgeon) or refuses (the booking is cancelled
 * and the deposit refunded), or the clinic withdraws it while pending (decision 058); the rows
 * are the booking's history. At most one pending per booking.
 */
export const surgeonChanges = pgTable(
  "surgeon_changes",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromName: text("from_name").notNull(),
    toDoctorId: uuid("to_doctor_id").references(() => doctors.id, { onDelete: "set null" }),
    toName: text("to_name").notNull(),
    toTitle: text("to_title").notNull().default(""),
    reason: text("reason"),
    state: text("state").$type<SurgeonChangeState>().notNull().default("pending"),
    proposedByUserId: uuid("proposed_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decidedAt: tz("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("surgeon_changes_booking_idx").on(t.bookingId, t.createdAt),
    uniqueIndex("surgeon_changes_pending_uq")
      .on(t.bookingId)
      .where(sql`${t.state} = 'pending'`),
    check(
      "surgeon_changes_state_check",
      sql`${t.state} in ('pending', 'accepted', 'refused', 'withdrawn')`,
    ),
  ],
);
