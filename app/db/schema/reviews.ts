import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { clinics, packages } from "./catalogue";
import { createdAt, id, updatedAt } from "./columns";

export type ReviewStatus = "published" | "pending" | "rejected" | "hidden";

/** Patient reviews of a clinic. Seeded samples have no patient; real ones come with bookings. */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    patientId: uuid("patient_id"),
    authorName: text("author_name").notNull(),
    authorCountry: text("author_country"),
    treatment: text("treatment"),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    isPublished: boolean("is_published").notNull().default(true),
    verifiedPatient: boolean("verified_patient").notNull().default(false),
    /** published | pending (moderation) | rejected | hidden. Keep is_published = (status = 'published'). */
    status: text("status").notNull().default("published"),
    moderationReason: text("moderation_reason"),
    replyBody: text("reply_body"),
    replyAt: timestamp("reply_at", { withTimezone: true }),
    replyByUserId: uuid("reply_by_user_id"),
    replyHidden: boolean("reply_hidden").notNull().default(false),
    replyHiddenReason: text("reply_hidden_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("reviews_clinic_idx").on(t.clinicId, t.isPublished, t.createdAt)],
);

export const packageReviews = pgTable(
  "package_reviews",
  {
    id: id(),
    packageId: uuid("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorCountry: text("author_country"),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("package_reviews_package_idx").on(t.packageId)],
);

/** Links a verified review to the completed booking it came from (one review per booking). */
export const reviewBookings = pgTable(
  "review_bookings",
  {
    reviewId: uuid("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("review_bookings_booking_uq").on(t.bookingId)],
);
