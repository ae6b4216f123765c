import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { getDb, schema as s } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { GROUP_NAMES, TREATMENT_NAMES } from "~/db/seed/data/taxonomy-names";
import type { TreatmentGroupSlug, TreatmentSlug } from "~/db/seed/types";
import type { Locale } from "~/i18n/config";
import { type Result, failure, ok } from "~/utils/result";
import { isUuid } from "~/utils/validation";
import { PACKAGE_LIST_PAGE_SIZE, durationTextOf, type PackageInput } from "./package-schema";

/** Another clinic's package reads exactly like a missing one (404). */
const packageNotFound = () => failure(404, "Package not found.");

const PACKAGE_HAS_BOOKINGS = "This package has bookings";

/**
 * The clinic's own packages (dashboard → Packages). Every function takes the signed-in clinic
 * user's clinic id and scopes by it: an id from a form that belongs to another clinic reads as
 * "not found" and changes nothing.
 */

export type TreatmentOption = { id: string; name: string; group: string };

/** The form's treatments in the page's language (the taxonomy's names, English if none). */
export function treatmentOptionsIn(
  locale: Locale,
  options: (TreatmentOption & { slug: string; groupSlug: string })[],
): TreatmentOption[] {
  return options.map(({ id, name, group, slug, groupSlug }) =>
    locale === "en"
      ? { id, name, group }
      : {
          id,
          name: TREATMENT_NAMES[slug as TreatmentSlug]?.[locale]?.name ?? name,
          group: GROUP_NAMES[groupSlug as TreatmentGroupSlug]?.[locale] ?? group,
        },
  );
}

/** The treatments taxonomy for the form's select, grouped as the search form groups them. */
export async function listTreatmentOptions() {
  const db = await getDb();
  return db
    .select({
      id: s.treatments.id,
      name: s.treatments.name,
      group: s.treatmentGroups.name,
      slug: s.treatments.slug,
      groupSlug: s.treatmentGroups.slug,
    })
    .from(s.treatments)
    .innerJoin(s.treatmentGroups, eq(s.treatmentGroups.id, s.treatments.groupId))
    .orderBy(asc(s.treatmentGroups.sortOrder), asc(s.treatments.sortOrder), asc(s.treatments.name));
}

/**
 * The /packages category of a treatment: the package-category label naming this procedure,
 * else the one naming its group (e.g. Rhinoplasty → Plastic Surgery), else the procedure's own
 * name (Cardiology). Null for an unknown treatment.
 */
export async function packageCategoryFor(treatmentId: string): Promise<string | null> {
  if (!isUuid(treatmentId)) return null;
  const db = await getDb();
  const [t] = await db
    .select({ id: s.treatments.id, name: s.treatments.name, groupId: s.treatments.groupId })
    .from(s.treatments)
    .where(eq(s.treatments.id, treatmentId))
    .limit(1);
  if (!t) return null;
  const aliases = await db
    .select({ label: s.treatmentAliases.label, treatmentId: s.treatmentAliases.treatmentId })
    .from(s.treatmentAliases)
    .where(
      and(
        eq(s.treatmentAliases.context, "package_category"),
        eq(s.treatmentAliases.groupId, t.groupId),
      ),
    );
  return (
    aliases.find((a) => a.treatmentId === t.id)?.label ??
    aliases.find((a) => a.treatmentId === null)?.label ??
    t.name
  );
}

/** 'Seoul Rhinoplasty – 10 days!' → 'seoul-rhinoplasty-10-days'. */
export function slugify(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/g, "");
  return base || "package";
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];

/** A slug no package has yet: the title's, else with -2, -3 … */
async function freeSlug(tx: Tx, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await tx
    .select({ slug: s.packages.slug })
    .from(s.packages)
    .where(sql`${s.packages.slug} = ${base} OR ${s.packages.slug} LIKE ${`${base}-%`}`);
  const set = new Set(taken.map((r) => r.slug));
  if (!set.has(base)) return base;
  for (let i = 2; i < 10_000; i++) if (!set.has(`${base}-${i}`)) return `${base}-${i}`;
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

export type OwnPackageRow = {
  id: string;
  slug: string;
  title: string;
  category: string;
  treatment: string;
  priceMinor: number;
  originalPriceMinor: number | null;
  currency: string;
  durationText: string;
  published: boolean;
  image: string | null;
  bookingCount: number;
  updatedAt: string;
};

/** One page of the clinic's packages (newest edits first) with their booking counts. */
export async function listOwnPackages(
  clinicId: string,
  page = 1,
): Promise<{ items: OwnPackageRow[]; total: number; page: number; totalPages: number }> {
  const db = await getDb();
  const [{ total }] = await db
    .select({ total: count() })
    .from(s.packages)
    .where(eq(s.packages.clinicId, clinicId));
  const totalPages = Math.max(1, Math.ceil(total / PACKAGE_LIST_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const rows = await db
    .select({
      id: s.packages.id,
      slug: s.packages.slug,
      title: s.packages.title,
      category: s.packages.category,
      treatment: s.treatments.name,
      priceMinor: s.packages.priceMinor,
      originalPriceMinor: s.packages.originalPriceMinor,
      currency: s.packages.currency,
      durationText: s.packages.durationText,
      published: s.packages.published,
      image: sql<string | null>`${s.packages.images}[1]`,
      bookingCount: sql<number>`(SELECT count(*)::int FROM ${bookings} b WHERE b.package_id = ${s.packages.id})`,
      updatedAt: s.packages.updatedAt,
    })
    .from(s.packages)
    .innerJoin(s.treatments, eq(s.treatments.id, s.packages.treatmentId))
    .where(eq(s.packages.clinicId, clinicId))
    .orderBy(desc(s.packages.updatedAt), asc(s.packages.title))
    .limit(PACKAGE_LIST_PAGE_SIZE)
    .offset((current - 1) * PACKAGE_LIST_PAGE_SIZE);
  return {
    items: rows.map((r) => ({
      ...r,
      bookingCount: Number(r.bookingCount),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total,
    page: current,
    totalPages,
  };
}

/** One of the clinic's own packages for the edit form; null if it is not theirs. */
export async function getOwnPackage(clinicId: string, packageId: string) {
  if (!isUuid(packageId)) return null;
  const db = await getDb();
  const [pkg] = await db
    .select({
      id: s.packages.id,
      slug: s.packages.slug,
      title: s.packages.title,
      treatmentId: s.packages.treatmentId,
      category: s.packages.category,
      priceMinor: s.packages.priceMinor,
      originalPriceMinor: s.packages.originalPriceMinor,
      currency: s.packages.currency,
      durationText: s.packages.durationText,
      durationDays: s.packages.durationDays,
      groupSize: s.packages.groupSize,
      includes: s.packages.includes,
      excludes: s.packages.excludes,
      overview: s.packages.overview,
      cancellationTerms: s.packages.cancellationTerms,
      cancellationNote: s.packages.cancellationNote,
      images: s.packages.images,
      published: s.packages.published,
      bookingCount: sql<number>`(SELECT count(*)::int FROM ${bookings} b WHERE b.package_id = ${s.packages.id})`,
    })
    .from(s.packages)
    .where(and(eq(s.packages.id, packageId), eq(s.packages.clinicId, clinicId)))
    .limit(1);
  return pkg ? { ...pkg, bookingCount: Number(pkg.bookingCount) } : null;
}

export type OwnPackage = NonNullable<Awaited<ReturnType<typeof getOwnPackage>>>;

/** A field the schema cannot check (a treatment or currency we do not have), beside that field. */
const inputFailure = (field: string, message: string) =>
  failure(400, "Please check the highlighted fields.", { [field]: message });

async function checkedColumns(input: PackageInput) {
  const category = await packageCategoryFor(input.treatmentId);
  if (!category) return inputFailure("treatmentId", "Please choose a treatment");
  const db = await getDb();
  const [rate] = await db
    .select({ currency: s.exchangeRates.currency })
    .from(s.exchangeRates)
    .where(eq(s.exchangeRates.currency, input.currency))
    .limit(1);
  if (!rate) return inputFailure("currency", "Choose USD, EUR or GBP");
  return ok({
    title: input.title,
    treatmentId: input.treatmentId,
    category,
    priceMinor: input.price,
    originalPriceMinor: input.originalPrice,
    currency: input.currency,
    durationText: durationTextOf(input.minDays, input.maxDays),
    durationDays: Math.round((input.minDays + input.maxDays) / 2),
    groupSize: input.groupSize,
    includes: input.includes,
    excludes: input.excludes,
    overview: input.overview,
    cancellationTerms: input.cancellationTerms,
    cancellationNote: input.cancellationNote,
  });
}

/**
 * A published package's treatment is one the clinic offers, so clinic search (which filters by
 * the clinic's treatments and keeps starting prices by trigger) finds the clinic for it. An
 * existing price-list row is the clinic's own and is left as it is.
 */
async function offerTreatment(
  tx: Tx,
  clinicId: string,
  pkg: { treatmentId: string; priceMinor: number; currency: string },
) {
  await tx
    .insert(s.clinicTreatments)
    .values({
      clinicId,
      treatmentId: pkg.treatmentId,
      priceFromMinor: pkg.priceMinor,
      priceToMinor: pkg.priceMinor,
      currency: pkg.currency,
    })
    .onConflictDoNothing();
}

/** A new package, saved as a draft (unpublished) unless `publish`. */
export async function createPackage(
  clinicId: string,
  input: PackageInput,
  opts: { images?: string[]; publish?: boolean } = {},
): Promise<Result<{ id: string; slug: string }>> {
  const checked = await checkedColumns(input);
  if (!checked.ok) return checked;
  const cols = checked.value;
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Two packages with the same title at once: the unique index refuses the second slug, so
    // retry with the next free one.
    for (let attempt = 0; ; attempt++) {
      const slug = await freeSlug(tx, input.title);
      const [row] = await tx
        .insert(s.packages)
        .values({
          ...cols,
          slug: attempt === 0 ? slug : `${slug}-${crypto.randomUUID().slice(0, 6)}`,
          clinicId,
          images: opts.images ?? [],
          published: opts.publish ?? false,
          featured: false,
        })
        .onConflictDoNothing({ target: s.packages.slug })
        .returning({ id: s.packages.id, slug: s.packages.slug });
      if (row) {
        if (opts.publish) await offerTreatment(tx, clinicId, cols);
        return ok(row);
      }
      if (attempt > 3) throw new Error("Could not find a free package slug");
    }
  });
}

/** Saves the form over one of the clinic's packages (404 when it is not theirs). The slug
 * stays (links patients saved keep working). With `publish`, the same write publishes (true) or
 * unpublishes (false) it: the page's Publish button publishes what its form shows. */
export async function updatePackage(
  clinicId: string,
  packageId: string,
  input: PackageInput,
  images: string[],
  opts: { publish?: boolean } = {},
): Promise<Result> {
  if (!isUuid(packageId)) return packageNotFound();
  const checked = await checkedColumns(input);
  if (!checked.ok) return checked;
  const cols = checked.value;
  const db = await getDb();
  const published = opts.publish === undefined ? {} : { published: opts.publish };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(s.packages)
      .set({ ...cols, ...published, images, updatedAt: new Date() })
      .where(and(eq(s.packages.id, packageId), eq(s.packages.clinicId, clinicId)))
      .returning({ published: s.packages.published });
    if (!row) return packageNotFound();
    if (row.published) await offerTreatment(tx, clinicId, cols);
    return ok();
  });
}

/** Publishes or unpublishes one of the clinic's packages (404 when it is not theirs). */
export async function setPackagePublished(
  clinicId: string,
  packageId: string,
  published: boolean,
): Promise<Result<{ title: string; slug: string }>> {
  if (!isUuid(packageId)) return packageNotFound();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(s.packages)
      .set({ published, updatedAt: new Date() })
      .where(and(eq(s.packages.id, packageId), eq(s.packages.clinicId, clinicId)))
      .returning({
        title: s.packages.title,
        slug: s.packages.slug,
        treatmentId: s.packages.treatmentId,
        priceMinor: s.packages.priceMinor,
        currency: s.packages.currency,
      });
    if (!row) return packageNotFound();
    if (published) await offerTreatment(tx, clinicId, row);
    return ok({ title: row.title, slug: row.slug });
  });
}

/**
 * Deletes one of the clinic's packages (404 when it is not theirs) — unless a booking refers
 * to it (409): then it should be unpublished instead (the booking keeps pointing at what the
 * patient booked). The row is locked first, so a booking made at the same moment either lands
 * before (and blocks the delete) or waits and fails on the missing package.
 */
export async function deletePackage(
  clinicId: string,
  packageId: string,
): Promise<Result<{ title: string }>> {
  if (!isUuid(packageId)) return packageNotFound();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [pkg] = await tx
      .select({ id: s.packages.id, title: s.packages.title })
      .from(s.packages)
      .where(and(eq(s.packages.id, packageId), eq(s.packages.clinicId, clinicId)))
      .for("update");
    if (!pkg) return packageNotFound();
    const [{ n }] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.packageId, pkg.id));
    if (n > 0) return failure(409, PACKAGE_HAS_BOOKINGS);
    await tx.delete(s.packages).where(eq(s.packages.id, pkg.id));
    return ok({ title: pkg.title });
  });
}
