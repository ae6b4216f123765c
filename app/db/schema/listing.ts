import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { clinics } from "./catalogue";
import {} from "./columns";

/** What a clinic runs on its listing: the calendar it publishes and the daily view counters. */

/** Availability a clinic publishes, by date. No row: not published (not filtered out). */
export const clinicAvailability = pgTable(
  "clinic_availability",
  {
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    open: boolean("open").notNull().default(true),
    capacity: integer("capacity").notNull().default(1),
  },
  (t) => [
    primaryKey({ name: "clinic_availability_pk", columns: [t.clinicId, t.day] }),
    check("clinic_availability_capacity_check", sql`${t.capacity} between 0 and 500`),
  ],
);

/** Daily view counters for clinic profiles and packages (analytics). */
export const listingViews = pgTable(
  "listing_views",
  {
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    /** The clinic's own id for profile views, or a package id. */
    subjectId: uuid("subject_id").notNull(),
    kind: text("kind").$type<"clinic" | "package">().notNull(),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "listing_views_pk", columns: [t.subjectId, t.kind, t.day] }),
    index("listing_views_clinic_idx").on(t.clinicId, t.day),
  ],
);
