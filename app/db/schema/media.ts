import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clinics } from "./catalogue";
import { createdAt, id, tz } from "./columns";

/** Images uploaded by clinics (photos, interior, doctors, packages, before/after), public. */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: id(),
    clinicId: uuid("clinic_id").references(() => clinics.id, { onDelete: "cascade" }),
    uploadedByUserId: uuid("uploaded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("media_files_storage_key_uq").on(t.storageKey),
    index("media_files_clinic_idx").on(t.clinicId),
  ],
);

/**
 * Files to remove from storage (decision 031). A trigger adds the storage key of every
 * medical_records and media_files row deleted, in the deleting transaction, by any path
 * (a record deleted, an account deleted through any door, a cascade, plain SQL); the erasure
 * worker (app/features/storage/erasure.server.ts) removes the file and then the row.
 */
export const storageErasures = pgTable("storage_erasures", {
  storageKey: text("storage_key").primaryKey(),
  /** Which store holds it: "records" (getStorage) or "media" (mediaStorage). */
  store: text("store").notNull(),
  queuedAt: tz("queued_at").notNull().defaultNow(),
  attempts: integer("attempts").notNull().default(0),
});
