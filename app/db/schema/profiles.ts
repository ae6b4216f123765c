import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clinics, packages } from "./catalogue";
import { bytea, createdAt, id, updatedAt } from "./columns";

/** A patient's profile, photo and favourite clinics and packages (one profile row per user). */

export const profiles = pgTable("profiles", {
  /** Equals the user's id. */
  id: uuid("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  phone: text("phone"),
  nationality: text("nationality"),
  medicalInterest: text("medical_interest"),
  languagesSpoken: text("languages_spoken")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Set when a photo is stored in profile_photos ("db:<user id>"); null without a photo. */
  profilePhotoPath: text("profile_photo_path"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The avatar, already resized to 256x256 WebP (a few kB), kept with the account. */
export const profilePhotos = pgTable("profile_photos", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull().default("image/webp"),
  data: bytea("data").notNull(),
  byteSize: integer("byte_size").notNull(),
  updatedAt: updatedAt(),
});

export const patientFavorites = pgTable(
  "patient_favorites",
  {
    id: id(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clinicId: uuid("clinic_id").references(() => clinics.id, { onDelete: "cascade" }),
    packageId: uuid("package_id").references(() => packages.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("patient_favorites_one_item", sql`(${t.clinicId} is null) <> (${t.packageId} is null)`),
    uniqueIndex("patient_favorites_clinic_uq").on(t.patientId, t.clinicId),
    uniqueIndex("patient_favorites_package_uq").on(t.patientId, t.packageId),
    index("patient_favorites_patient_idx").on(t.patientId, t.createdAt),
  ],
);
