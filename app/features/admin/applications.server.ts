import { randomBytes } from "node:crypto";
import { and, count, desc, eq, ilike, like, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  cities,
  clinics,
  countries,
  profiles,
  userRoles,
  users,
  verifications,
  partnerApplications,
  type PartnerStatus,
} from "~/db/schema";
import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import { localizePath, splitLocale } from "~/i18n/paths";
import { enqueueEmail } from "~/services/email/email.server";
import { mailHtml } from "~/services/email/mail-html.server";
import { authBaseURL } from "~/utils/auth.server";
import { type Result, failure, fieldFailure, ok } from "~/utils/result";
import { likeTerm } from "./admin.server";
import { type Actor, type Tx, audit } from "./audit.server";

export const APPLICATIONS_PAGE_SIZE = 20;
/** How long the invitation's set-password link works. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

export async function listApplications(
  db: Db,
  opts: { status: PartnerStatus | "all"; q: string; page: number },
) {
  const a = partnerApplications;
  const where = and(
    opts.status === "all" ? undefined : eq(a.status, opts.status),
    opts.q
      ? or(
          ilike(a.clinicName, likeTerm(opts.q)),
          ilike(a.email, likeTerm(opts.q)),
          ilike(a.contactName, likeTerm(opts.q)),
          ilike(a.city, likeTerm(opts.q)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: a.id,
        clinicName: a.clinicName,
        contactName: a.contactName,
        email: a.email,
        whatsapp: a.whatsapp,
        country: a.country,
        city: a.city,
        website: a.website,
        treatments: a.treatments,
        experience: a.experience,
        languages: a.languages,
        accreditation: a.accreditation,
        status: a.status,
        createdAt: a.createdAt,
        reviewedAt: a.reviewedAt,
        reviewNote: a.reviewNote,
        clinicId: a.clinicId,
        clinicSlug: clinics.slug,
      })
      .from(a)
      .leftJoin(clinics, eq(clinics.id, a.clinicId))
      .where(where)
      .orderBy(opts.status === "pending" ? a.createdAt : desc(a.createdAt))
      .limit(APPLICATIONS_PAGE_SIZE)
      .offset((opts.page - 1) * APPLICATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(a).where(where),
  ]);
  const withCity = await Promise.all(
    rows.map(async (r) => ({ ...r, matchedCityId: await matchCity(db, r.city, r.country) })),
  );
  return { rows: withCity, total: Number(total?.n ?? 0) };
}

/** All seeded cities, for the approve form's city picker. */
export async function listCityOptions(db: Db) {
  return db
    .select({ id: cities.id, name: cities.name, country: countries.name })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .orderBy(countries.sortOrder, countries.name, cities.sortOrder, cities.name);
}

/** The seeded city named like the application's city in its country (case-insensitive). */
export async function matchCity(db: Tx, city: string, country: string): Promise<string | null> {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(
      and(
        sql`lower(${cities.name}) = lower(${city.trim()})`,
        or(
          sql`lower(${countries.name}) = lower(${country.trim()})`,
          sql`lower(${countries.slug}) = lower(${country.trim()})`,
        ),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export function slugify(name: string): string {
  const s = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return s || "clinic";
}

async function uniqueSlug(tx: Tx, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: clinics.slug })
        .from(clinics)
        .where(or(eq(clinics.slug, base), like(clinics.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

function splitList(v: string | null): string[] {
  return (v ?? "")
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 20);
}

export type ApproveResult = { clinicId: string; clinicSlug: string; userId: string };

export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>["rows"][number];
export type CityOption = Awaited<ReturnType<typeof listCityOptions>>[number];

/**
 * Approves a pending application in one transaction: the clinic (unverified), its clinic user
 * (no password: the invitation's set-password link is a better-auth reset-password token that
 * expires), the link back on the application, the invitation mail and the audit row. An
 * application whose city matches none of ours asks for one (a failure at the city field).
 */
export async function approveApplication(
  db: Db,
  actor: Actor,
  input: { id: string; cityId?: string },
): Promise<Result<ApproveResult>> {
  return db.transaction(async (tx) => {
    const [app] = await tx
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, input.id))
      .for("update");
    if (!app) return failure(404, "This application no longer exists.");
    if (app.status !== "pending")
      return failure(409, `This application was already ${app.status}.`);

    let cityId = input.cityId || null;
    if (cityId) {
      const [c] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
      if (!c) return fieldFailure("cityId", "Please choose the clinic's city.");
    } else {
      cityId = await matchCity(tx, app.city, app.country);
      if (!cityId)
        return fieldFailure(
          "cityId",
          "We could not match the application's city to one of ours. Please choose the city.",
        );
    }
    const [city] = await tx
      .select({ name: cities.name, lat: cities.lat, lng: cities.lng, country: countries.name })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(cities.id, cityId));

    const email = app.email.trim().toLowerCase();
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing)
      return failure(
        409,
        `An account already uses ${email}. Reject this application or ask the clinic to apply with another address.`,
      );

    const slug = await uniqueSlug(tx, slugify(app.clinicName));
    const [clinic] = await tx
      .insert(clinics)
      .values({
        slug,
        name: app.clinicName.trim(),
        cityId,
        address: `${city!.name}, ${city!.country}`,
        specialty: app.treatments[0] ?? "Medical tourism",
        website: app.website,
        languages: splitList(app.languages),
        certifications: splitList(app.accreditation),
        lat: city!.lat,
        lng: city!.lng,
        verified: false,
        needsReview: false,
      })
      .returning({ id: clinics.id, slug: clinics.slug });

    // The applicant's language: the page they applied from (their mails and account use it).
    const locale = splitLocale(app.sourcePath ?? "/").locale;
    const [user] = await tx
      .insert(users)
      .values({ name: app.contactName.trim(), email, emailVerified: true, locale })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, role: "clinic", clinicId: clinic!.id });
    await tx.insert(profiles).values({ id: user!.id, fullName: app.contactName.trim() });

    const token = randomBytes(24).toString("base64url");
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    await tx
      .insert(verifications)
      .values({ identifier: `reset-password:${token}`, value: user!.id, expiresAt });

    const now = new Date();
    await tx
      .update(partnerApplications)
      .set({
        status: "approved",
        clinicId: clinic!.id,
        reviewedAt: now,
        reviewedByUserId: actor.id,
      })
      .where(eq(partnerApplications.id, app.id));

    const url = `${authBaseURL()}${localizePath("/auth/reset-password", locale)}?token=${encodeURIComponent(token)}`;
    const i18n = i18nFor(locale);
    const subject = i18n._("email.partner-approved.subject");
    const text = [
      i18n._("email.partner.hello", { name: app.contactName.trim() }),
      "",
      i18n._("email.partner-approved.body", { clinic: app.clinicName.trim() }),
      "",
      i18n._("email.partner-approved.password"),
      url,
      "",
      i18n._("email.partner-approved.sign-in", {
        url: `${authBaseURL()}${localizePath("/auth", locale)}`,
        email,
      }),
      "",
      i18n._("email.partner-approved.ignore"),
      "",
      i18n._("email.partner.team"),
    ].join("\n");
    await enqueueEmail(tx, {
      to: email,
      subject,
      text,
      ...applicantHtml(locale, subject, text),
      dedupeKey: `partner:${app.id}:approved`,
    });

    await audit(tx, {
      actor,
      action: "application.approve",
      targetType: "partner_application",
      targetId: app.id,
      before: { status: app.status, clinicId: null },
      after: {
        status: "approved",
        clinicId: clinic!.id,
        clinicSlug: clinic!.slug,
        cityId,
        invitedUserId: user!.id,
        invitedEmail: email,
      },
    });
    return ok({
      clinicId: clinic!.id,
      clinicSlug: clinic!.slug,
      userId: user!.id,
    });
  });
}

/** Outside English, an escaped HTML version naming the mail's language and direction. */
function applicantHtml(locale: Locale, title: string, text: string): { html?: string } {
  if (locale === DEFAULT_LOCALE) return {};
  const blocks = text.split(/\n\n+/).filter((b) => b.trim());
  const footer = blocks.pop();
  return { html: mailHtml({ locale, title, paragraphs: blocks, footer }) };
}

export async function rejectApplication(
  db: Db,
  actor: Actor,
  input: { id: string; reason: string },
): Promise<Result> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(partnerApplications)
      .set({
        status: "rejected",
        reviewNote: input.reason,
        reviewedAt: new Date(),
        reviewedByUserId: actor.id,
      })
      .where(and(eq(partnerApplications.id, input.id), eq(partnerApplications.status, "pending")))
      .returning({
        id: partnerApplications.id,
        email: partnerApplications.email,
        contactName: partnerApplications.contactName,
        clinicName: partnerApplications.clinicName,
        sourcePath: partnerApplications.sourcePath,
      });
    if (!row) {
      const [app] = await tx
        .select({ status: partnerApplications.status })
        .from(partnerApplications)
        .where(eq(partnerApplications.id, input.id));
      if (!app) return failure(404, "This application no longer exists.");
      return failure(409, `This application was already ${app.status}.`);
    }
    // In the language of the page they applied from.
    const locale = splitLocale(row.sourcePath ?? "/").locale;
    const i18n = i18nFor(locale);
    const subject = i18n._("email.form.partner.subject");
    const text = [
      i18n._("email.partner.hello", { name: row.contactName }),
      "",
      i18n._("email.partner-rejected.body", { clinic: row.clinicName }),
      "",
      i18n._("email.partner-rejected.reason"),
      input.reason,
      "",
      i18n._("email.partner-rejected.again"),
      "",
      i18n._("email.partner.team"),
    ].join("\n");
    await enqueueEmail(tx, {
      to: row.email,
      subject,
      text,
      ...applicantHtml(locale, subject, text),
      dedupeKey: `partner:${row.id}:rejected`,
    });
    await audit(tx, {
      actor,
      action: "application.reject",
      targetType: "partner_application",
      targetId: row.id,
      before: { status: "pending" },
      after: { status: "rejected", reason: input.reason },
    });
    return ok();
  });
}
