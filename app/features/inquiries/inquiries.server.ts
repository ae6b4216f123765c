import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { clinics, packages } from "~/db/schema";
import * as f from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { splitLocale } from "~/i18n/paths";
import { type OutgoingEmail, enqueueEmail } from "~/services/email/email.server";
import { getEnv } from "~/utils/env.server";
import {
  appNotifyAckEmail,
  contactAckEmail,
  contactTeamEmail,
  inquiryAckEmail,
  inquiryTeamEmail,
  newsletterConfirmEmail,
  newsletterLinks,
  newsletterWelcomeEmail,
  partnerAckEmail,
  partnerTeamEmail,
  searchAlertAckEmail,
  type About,
} from "./inquiry-emails.server";
import type {
  AppNotifyInput,
  ContactInput,
  GetNotifiedInput,
  InquiryInput,
  NewsletterInput,
  PartnerInput,
} from "./inquiry-schemas";

/**
 * Stores what the public forms send. Each submission's row and its mails are written in one
 * transaction; the unique idempotency key (or email, for sign-ups) turns a double click, a
 * retry or a resubmitted page into the same single row.
 */

export type SubmitMeta = {
  sourcePath: string;
  ipHash: string | null;
  /** Absolute origin for links inside mails. */
  origin: string;
  /**
   * The language of the page the form was sent from: the visitor's mails are written in it
   * (English when not given).
   */
  locale?: Locale;
};

export type SubmitOutcome = { id: string; duplicate: boolean };

/** The language of a stored page path ("/de/contact": German; unprefixed or none: English). */
export function localeOfPath(path: string | null | undefined): Locale {
  return splitLocale(path ?? "/").locale;
}

/* ------------------------------------------------------------------ what a message is about */

/** The clinic or package a message is about, looked up by slug (links) or id (forms). */
export async function resolveAbout(
  kind: "clinic" | "package" | undefined,
  ref: { id?: string; slug?: string },
): Promise<About | null> {
  if (!kind || (!ref.id && !ref.slug)) return null;
  const db = await getDb();
  if (kind === "clinic") {
    const [row] = await db
      .select({ id: clinics.id, slug: clinics.slug, name: clinics.name })
      .from(clinics)
      .where(ref.id ? eq(clinics.id, ref.id) : eq(clinics.slug, ref.slug!))
      .limit(1);
    return row ? { kind, ...row } : null;
  }
  const [row] = await db
    .select({ id: packages.id, slug: packages.slug, name: packages.title })
    .from(packages)
    .where(
      and(
        ref.id ? eq(packages.id, ref.id) : eq(packages.slug, ref.slug!),
        eq(packages.published, true),
      ),
    )
    .limit(1);
  return row ? { kind, ...row } : null;
}

/* ------------------------------------------------------------------ storing a submission */

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];
type Mail = Omit<OutgoingEmail, "dedupeKey">;

/**
 * Stores one submission in one transaction: `insert` adds its row unless its unique key
 * (idempotency key, or email) is taken (then `duplicateId` says which row it was); a new row's
 * mails are queued in order, each once (dedupe key `<prefix>:<row id>:<name>`).
 */
async function storeSubmission(
  prefix: string,
  insert: (tx: Tx) => Promise<{ id: string }[]>,
  mails: (id: string) => Record<string, Mail>,
  duplicateId: (tx: Tx) => Promise<string> = async () => "",
): Promise<SubmitOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await insert(tx);
    if (!row) return { id: await duplicateId(tx), duplicate: true };
    for (const [name, mail] of Object.entries(mails(row.id)))
      await enqueueEmail(tx, { ...mail, dedupeKey: `${prefix}:${row.id}:${name}` });
    return { id: row.id, duplicate: false };
  });
}

/** The columns every form row has: where it was sent from, its idempotency key, the IP hash. */
function formColumns(idempotencyKey: string | undefined, meta: SubmitMeta) {
  return {
    sourcePath: meta.sourcePath,
    idempotencyKey: idempotencyKey ?? crypto.randomUUID(),
    ipHash: meta.ipHash,
  };
}

/* ------------------------------------------------------------------ contact page + dialog */

function aboutColumns(about: About | null) {
  return {
    clinicId: about?.kind === "clinic" ? about.id : null,
    packageId: about?.kind === "package" ? about.id : null,
  };
}

/** A contact message (page or dialog) once per idempotency key. */
function insertContactMessage(tx: Tx, values: typeof f.contactMessages.$inferInsert) {
  return tx
    .insert(f.contactMessages)
    .values(values)
    .onConflictDoNothing({ target: f.contactMessages.idempotencyKey })
    .returning({ id: f.contactMessages.id });
}

export async function createContactMessage(
  input: ContactInput,
  meta: SubmitMeta,
): Promise<SubmitOutcome> {
  const about = await resolveAbout(input.aboutKind, { id: input.aboutId });
  const teamEmail = getEnv().TEAM_EMAIL;
  return storeSubmission(
    "contact",
    (tx) =>
      insertContactMessage(tx, {
        kind: "contact",
        fullName: input.fullName,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
        ...aboutColumns(about),
        ...formColumns(input.idempotencyKey, meta),
      }),
    (id) => ({
      team: contactTeamEmail(input, about, { ...meta, teamEmail, id }),
      ack: contactAckEmail(input, about, meta.origin, meta.locale),
    }),
    (tx) => existingContactId(tx, input.idempotencyKey),
  );
}

export async function createInquiry(input: InquiryInput, meta: SubmitMeta): Promise<SubmitOutcome> {
  const about = await resolveAbout(input.aboutKind, { id: input.aboutId });
  const teamEmail = getEnv().TEAM_EMAIL;
  return storeSubmission(
    "inquiry",
    (tx) =>
      insertContactMessage(tx, {
        kind: "dialog",
        fullName: input.name,
        email: input.email,
        message: input.message,
        country: input.country ?? null,
        treatmentOfInterest: input.treatmentOfInterest ?? null,
        ...aboutColumns(about),
        ...formColumns(input.idempotencyKey, meta),
      }),
    (id) => ({
      team: inquiryTeamEmail(input, about, { ...meta, teamEmail, id }),
      ack: inquiryAckEmail(input, about, meta.origin, meta.locale),
    }),
    (tx) => existingContactId(tx, input.idempotencyKey),
  );
}

async function existingContactId(tx: Tx, key: string | undefined): Promise<string> {
  if (!key) return "";
  const [row] = await tx
    .select({ id: f.contactMessages.id })
    .from(f.contactMessages)
    .where(eq(f.contactMessages.idempotencyKey, key))
    .limit(1);
  return row?.id ?? "";
}

/* ------------------------------------------------------------------ partner */

export async function createPartnerApplication(
  input: PartnerInput,
  meta: SubmitMeta,
): Promise<SubmitOutcome> {
  const teamEmail = getEnv().TEAM_EMAIL;
  return storeSubmission(
    "partner",
    (tx) =>
      tx
        .insert(f.partnerApplications)
        .values({
          clinicName: input.clinicName,
          contactName: input.contactName,
          email: input.email,
          whatsapp: input.whatsapp ?? null,
          country: input.country,
          city: input.city,
          website: input.website ?? null,
          treatments: input.treatments,
          experience: input.experience ?? null,
          languages: input.languages ?? null,
          accreditation: input.accreditation ?? null,
          ...formColumns(input.idempotencyKey, meta),
        })
        .onConflictDoNothing({ target: f.partnerApplications.idempotencyKey })
        .returning({ id: f.partnerApplications.id }),
    (id) => ({
      team: partnerTeamEmail(input, { ...meta, teamEmail, id }),
      ack: partnerAckEmail(input, meta.origin, meta.locale),
    }),
  );
}

/* ------------------------------------------------------------------ newsletter (double opt-in) */

const newToken = () => randomBytes(24).toString("base64url");
export const TOKEN_RE = /^[A-Za-z0-9_-]{20,100}$/;

export type SubscribeOutcome = "pending" | "already-confirmed";

/**
 * Signs an address up as 'pending' and queues the confirmation mail. Signing up again is a
 * success without a second row: a pending address gets at most one new confirmation mail per
 * hour; a confirmed one gets nothing (and the answer does not reveal which); an unsubscribed
 * one starts over with a new confirmation.
 */
export async function subscribeToNewsletter(
  input: NewsletterInput,
  meta: SubmitMeta,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const db = await getDb();
  const s = f.newsletterSubscribers;
  return db.transaction(async (tx) => {
    const consentAt = input.consent ? now : null;
    await tx
      .insert(s)
      .values({
        email: input.email,
        status: "pending",
        source: input.source,
        sourcePath: meta.sourcePath,
        consentAt,
        confirmToken: newToken(),
        unsubscribeToken: newToken(),
      })
      .onConflictDoNothing({ target: s.email });
    const [sub] = await tx.select().from(s).where(eq(s.email, input.email)).for("update").limit(1);
    if (!sub) throw new Error("newsletter subscriber vanished");
    if (sub.status === "confirmed") return "already-confirmed";

    let current = sub;
    if (sub.status === "unsubscribed" || (consentAt && !sub.consentAt)) {
      const [updated] = await tx
        .update(s)
        .set({
          status: "pending",
          ...(sub.status === "unsubscribed"
            ? { confirmToken: newToken(), source: input.source, sourcePath: meta.sourcePath }
            : {}),
          consentAt: consentAt ?? sub.consentAt,
          updatedAt: now,
        })
        .where(eq(s.id, sub.id))
        .returning();
      current = updated!;
    }
    const links = newsletterLinks(meta.origin, current);
    const hour = Math.floor(now.getTime() / 3_600_000);
    await enqueueEmail(tx, {
      ...newsletterConfirmEmail(current.email, links, meta.locale),
      dedupeKey: `newsletter:${current.id}:confirm:${current.confirmToken.slice(0, 8)}:${hour}`,
    });
    return "pending";
  });
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "unsubscribed" | "invalid";

export async function confirmNewsletterSubscription(
  token: string,
  origin: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  if (!TOKEN_RE.test(token)) return "invalid";
  const db = await getDb();
  const s = f.newsletterSubscribers;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(s)
      .set({
        status: "confirmed",
        confirmedAt: now,
        consentAt: sql`coalesce(${s.consentAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(eq(s.confirmToken, token), eq(s.status, "pending")))
      .returning();
    if (row) {
      const links = newsletterLinks(origin, row);
      await enqueueEmail(tx, {
        // In the language of the page the address was signed up on.
        ...newsletterWelcomeEmail(row.email, links, origin, localeOfPath(row.sourcePath)),
        dedupeKey: `newsletter:${row.id}:welcome`,
      });
      return "confirmed";
    }
    const [existing] = await tx
      .select({ status: s.status })
      .from(s)
      .where(eq(s.confirmToken, token))
      .limit(1);
    if (!existing) return "invalid";
    return existing.status === "confirmed" ? "already-confirmed" : "unsubscribed";
  });
}

/** For the unsubscribe page: whose link is this (email masked for display). */
export async function getSubscriptionByUnsubscribeToken(token: string) {
  if (!TOKEN_RE.test(token)) return null;
  const db = await getDb();
  const s = f.newsletterSubscribers;
  const [row] = await db
    .select({ email: s.email, status: s.status })
    .from(s)
    .where(eq(s.unsubscribeToken, token))
    .limit(1);
  return row ? { maskedEmail: maskEmail(row.email), status: row.status } : null;
}

export type UnsubscribeOutcome = "unsubscribed" | "already-unsubscribed" | "invalid";

export async function unsubscribeFromNewsletter(
  token: string,
  now = new Date(),
): Promise<UnsubscribeOutcome> {
  if (!TOKEN_RE.test(token)) return "invalid";
  const db = await getDb();
  const s = f.newsletterSubscribers;
  const [row] = await db
    .update(s)
    .set({ status: "unsubscribed", unsubscribedAt: now, updatedAt: now })
    .where(and(eq(s.unsubscribeToken, token), ne(s.status, "unsubscribed")))
    .returning({ id: s.id });
  if (row) return "unsubscribed";
  const [existing] = await db
    .select({ id: s.id })
    .from(s)
    .where(eq(s.unsubscribeToken, token))
    .limit(1);
  return existing ? "already-unsubscribed" : "invalid";
}

export function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  if (!local || !domain) return email;
  const shown =
    local.length <= 2
      ? local[0]
      : `${local[0]}${"•".repeat(Math.min(local.length - 2, 6))}${local[local.length - 1]}`;
  return `${shown}@${domain}`;
}

/* ------------------------------------------------------------------ app launch + search alerts */

export async function createAppNotifySignup(
  input: AppNotifyInput,
  meta: SubmitMeta,
): Promise<SubmitOutcome> {
  return storeSubmission(
    "app-notify",
    (tx) =>
      tx
        .insert(f.appNotifySignups)
        .values({ email: input.email, source: input.source, sourcePath: meta.sourcePath })
        .onConflictDoNothing({ target: f.appNotifySignups.email })
        .returning({ id: f.appNotifySignups.id }),
    () => ({ ack: appNotifyAckEmail(input.email, meta.origin, meta.locale) }),
  );
}

export async function createSearchAlert(
  input: GetNotifiedInput,
  meta: SubmitMeta,
): Promise<SubmitOutcome> {
  const criteria: f.SearchAlertCriteria = {};
  for (const k of ["treatment", "destination", "budget", "date", "q"] as const)
    if (input[k]) criteria[k] = input[k];
  // Without a form key (a hand-written form), the same email + criteria is the same alert.
  const key =
    input.idempotencyKey ??
    `derived:${createHash("sha256")
      .update(JSON.stringify([input.email, criteria]))
      .digest("hex")
      .slice(0, 40)}`;
  return storeSubmission(
    "search-alert",
    (tx) =>
      tx
        .insert(f.searchAlerts)
        .values({ email: input.email, criteria, ...formColumns(key, meta) })
        .onConflictDoNothing({ target: f.searchAlerts.idempotencyKey })
        .returning({ id: f.searchAlerts.id }),
    () => ({ ack: searchAlertAckEmail(input, meta.origin, meta.locale) }),
  );
}

/* ------------------------------------------------------------------ dev mailbox */

export async function listOutbox(opts: { to?: string; limit?: number } = {}) {
  const db = await getDb();
  const o = f.emailOutbox;
  return db
    .select({
      id: o.id,
      to: o.to,
      subject: o.subject,
      text: o.text,
      headers: o.headers,
      status: o.status,
      attempts: o.attempts,
      lastError: o.lastError,
      createdAt: o.createdAt,
      sentAt: o.sentAt,
    })
    .from(o)
    .where(opts.to ? eq(o.to, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(opts.limit ?? 100);
}
