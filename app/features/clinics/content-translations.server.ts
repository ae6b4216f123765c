import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { clinicTranslations, clinics, packageTranslations, packages } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { type Result, failure, ok } from "~/utils/result";
import { UUID_RE } from "~/utils/validation";
import {
  TRANSLATION_LOCALES,
  TR_MESSAGES,
  type TranslationLocale,
  isTranslationLocale,
} from "./content-translation-schema";

/**
 * Translations clinics write of their own texts (docs/decisions/050): the description and each
 * package's overview and inclusions, per language. Writes take the clinic id from the session
 * (requireClinicId) and act only on that clinic's packages: another clinic's package id is a 404
 * failure and nothing is stored. Reads for public pages return null where no translation exists
 * (the page then shows the original with its note).
 */

// ---------------------------------------------------------------- public pages

/** The clinic's description in `locale`, or null (English, or not translated). */
export async function clinicDescriptionIn(
  clinicId: string,
  locale: Locale | string | undefined,
): Promise<string | null> {
  if (!isTranslationLocale(locale)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ description: clinicTranslations.description })
    .from(clinicTranslations)
    .where(and(eq(clinicTranslations.clinicId, clinicId), eq(clinicTranslations.locale, locale)))
    .limit(1);
  return row?.description ?? null;
}

export type PackageTexts = { overview: string | null; includes: string[] | null };

/** The packages' overviews and inclusions in `locale`, by package id (absent: none). */
export async function packageTextsIn(
  packageIds: readonly string[],
  locale: Locale | string | undefined,
): Promise<Map<string, PackageTexts>> {
  const out = new Map<string, PackageTexts>();
  if (!isTranslationLocale(locale) || packageIds.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({
      id: packageTranslations.packageId,
      overview: packageTranslations.overview,
      includes: packageTranslations.includes,
    })
    .from(packageTranslations)
    .where(
      and(
        inArray(packageTranslations.packageId, [...packageIds]),
        eq(packageTranslations.locale, locale),
      ),
    );
  for (const r of rows) out.set(r.id, { overview: r.overview, includes: r.includes });
  return out;
}

/** The same, by package slug (the related-package cards know only slugs). */
export async function packageTextsBySlug(
  slugs: readonly string[],
  locale: Locale | string | undefined,
): Promise<Map<string, PackageTexts>> {
  const out = new Map<string, PackageTexts>();
  if (!isTranslationLocale(locale) || slugs.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({
      slug: packages.slug,
      overview: packageTranslations.overview,
      includes: packageTranslations.includes,
    })
    .from(packageTranslations)
    .innerJoin(packages, eq(packages.id, packageTranslations.packageId))
    .where(and(inArray(packages.slug, [...slugs]), eq(packageTranslations.locale, locale)));
  for (const r of rows) out.set(r.slug, { overview: r.overview, includes: r.includes });
  return out;
}

/** A clinic's description in `locale` by the clinic's slug (the package page knows only that). */
export async function clinicDescriptionBySlug(
  slug: string,
  locale: Locale | string | undefined,
): Promise<string | null> {
  if (!isTranslationLocale(locale)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ description: clinicTranslations.description })
    .from(clinicTranslations)
    .innerJoin(clinics, eq(clinics.id, clinicTranslations.clinicId))
    .where(and(eq(clinics.slug, slug), eq(clinicTranslations.locale, locale)))
    .limit(1);
  return row?.description ?? null;
}

// ---------------------------------------------------------------- the dashboard's tab

export type TranslationItemStatus = "missing" | "translated" | "nothing";

export type TranslationsBoard = {
  description: { original: string | null; translation: string | null };
  packages: {
    id: string;
    title: string;
    slug: string;
    published: boolean;
    overview: string;
    includes: string[];
    translation: PackageTexts | null;
  }[];
  /** Per language: texts with an original and no translation yet. */
  missing: Record<TranslationLocale, number>;
  /** Texts that have an original (the same in every language). */
  total: number;
};

/** The clinic's originals beside their translations in `locale`, and what is missing per language. */
export async function translationsBoard(
  clinicId: string,
  locale: TranslationLocale,
): Promise<TranslationsBoard> {
  const db = await getDb();
  const [clinic] = await db
    .select({ bio: clinics.bio })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .limit(1);
  const own = await db
    .select({
      id: packages.id,
      title: packages.title,
      slug: packages.slug,
      published: packages.published,
      overview: packages.overview,
      includes: packages.includes,
    })
    .from(packages)
    .where(eq(packages.clinicId, clinicId))
    .orderBy(desc(packages.published), asc(packages.title));
  const [clinicRows, packageRows] = await Promise.all([
    db
      .select({ locale: clinicTranslations.locale, description: clinicTranslations.description })
      .from(clinicTranslations)
      .where(eq(clinicTranslations.clinicId, clinicId)),
    own.length
      ? db
          .select({
            id: packageTranslations.packageId,
            locale: packageTranslations.locale,
            overview: packageTranslations.overview,
            includes: packageTranslations.includes,
          })
          .from(packageTranslations)
          .where(
            inArray(
              packageTranslations.packageId,
              own.map((p) => p.id),
            ),
          )
      : [],
  ]);
  const original = clinic?.bio?.trim() || null;
  const key = (id: string, l: string) => `${id}\u0000${l}`;
  const byPackage = new Map(packageRows.map((r) => [key(r.id, r.locale), r]));

  const missing = Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, 0])) as Record<
    TranslationLocale,
    number
  >;
  let total = 0;
  if (original) total += 1;
  for (const p of own) total += 1 + (p.includes.length ? 1 : 0);
  for (const l of TRANSLATION_LOCALES) {
    let n = 0;
    if (original && !clinicRows.some((r) => r.locale === l)) n += 1;
    for (const p of own) {
      const tr = byPackage.get(key(p.id, l));
      if (!tr?.overview) n += 1;
      if (p.includes.length && !tr?.includes?.length) n += 1;
    }
    missing[l] = n;
  }

  return {
    description: {
      original,
      translation: clinicRows.find((r) => r.locale === locale)?.description ?? null,
    },
    packages: own.map((p) => {
      const tr = byPackage.get(key(p.id, locale));
      return { ...p, translation: tr ? { overview: tr.overview, includes: tr.includes } : null };
    }),
    missing,
    total,
  };
}

/** Saves (or replaces) the clinic's description in `locale`. */
export async function saveClinicTranslation(
  clinicId: string,
  userId: string,
  locale: TranslationLocale,
  description: string,
): Promise<Result> {
  const db = await getDb();
  const [clinic] = await db
    .select({ bio: clinics.bio })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .limit(1);
  if (!clinic?.bio?.trim()) return failure(409, TR_MESSAGES.noDescription);
  await db
    .insert(clinicTranslations)
    .values({ clinicId, locale, description, updatedBy: userId })
    .onConflictDoUpdate({
      target: [clinicTranslations.clinicId, clinicTranslations.locale],
      set: { description, updatedBy: userId, updatedAt: sql`now()` },
    });
  return ok();
}

/** The package if it is the clinic's (404 otherwise). */
async function ownPackage(clinicId: string, packageId: string): Promise<Result<{ id: string }>> {
  if (!UUID_RE.test(packageId)) return failure(404, TR_MESSAGES.packageNotFound);
  const db = await getDb();
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.id, packageId), eq(packages.clinicId, clinicId)))
    .limit(1);
  return row ? ok(row) : failure(404, TR_MESSAGES.packageNotFound);
}

/** Saves (or replaces) a package's overview and inclusions in `locale`; an empty part is not translated. */
export async function savePackageTranslation(
  clinicId: string,
  userId: string,
  packageId: string,
  locale: TranslationLocale,
  input: { overview: string; includes: string[] },
): Promise<Result> {
  const pkg = await ownPackage(clinicId, packageId);
  if (!pkg.ok) return pkg;
  const overview = input.overview || null;
  const includes = input.includes.length ? input.includes : null;
  if (overview === null && includes === null) return failure(400, TR_MESSAGES.packageEmpty);
  const db = await getDb();
  await db
    .insert(packageTranslations)
    .values({ packageId, locale, overview, includes, updatedBy: userId })
    .onConflictDoUpdate({
      target: [packageTranslations.packageId, packageTranslations.locale],
      set: { overview, includes, updatedBy: userId, updatedAt: sql`now()` },
    });
  return ok();
}

/** Removes the clinic's description in `locale` (the original shows again, with its note). */
export async function removeClinicTranslation(
  clinicId: string,
  locale: TranslationLocale,
): Promise<Result> {
  const db = await getDb();
  await db
    .delete(clinicTranslations)
    .where(and(eq(clinicTranslations.clinicId, clinicId), eq(clinicTranslations.locale, locale)));
  return ok();
}

/** Removes a package's translation in `locale` (only the clinic's own packages). */
export async function removePackageTranslation(
  clinicId: string,
  packageId: string,
  locale: TranslationLocale,
): Promise<Result> {
  const pkg = await ownPackage(clinicId, packageId);
  if (!pkg.ok) return pkg;
  const db = await getDb();
  await db
    .delete(packageTranslations)
    .where(
      and(eq(packageTranslations.packageId, packageId), eq(packageTranslations.locale, locale)),
    );
  return ok();
}
