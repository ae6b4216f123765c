import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clinics, packages } from "./catalogue";
import { updatedAt } from "./columns";

/**
 * Translations clinics write of their own texts, one row per item and language
 * (docs/decisions/050-clinic-content-translations.md). The original stays in its table, in
 * English; a language without a row shows the original with a note naming its language.
 * Plain text only, written from the dashboard's Translations tab.
 */

/** A clinic's description (`clinics.bio`) in one language. */
export const clinicTranslations = pgTable(
  "clinic_translations",
  {
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    description: text("description").notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.locale] }),
    check("clinic_translations_locale_check", sql`${t.locale} in ('de', 'es', 'fr', 'tr', 'ar')`),
  ],
);

/**
 * A package's overview and inclusions in one language; either may be missing (null: the
 * original is shown for that part), never both.
 */
export const packageTranslations = pgTable(
  "package_translations",
  {
    packageId: uuid("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    overview: text("overview"),
    includes: text("includes").array(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.locale] }),
    check("package_translations_locale_check", sql`${t.locale} in ('de', 'es', 'fr', 'tr', 'ar')`),
    check(
      "package_translations_some_text",
      sql`${t.overview} is not null or ${t.includes} is not null`,
    ),
  ],
);
