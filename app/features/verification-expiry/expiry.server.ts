import { and, eq, isNotNull, lte, or } from "drizzle-orm";
import type { DbExecutor } from "~/db/client.server";
import {
  clinicCredentials,
  clinics,
  doctors,
  profiles,
  userRoles,
  users,
  type CredentialKind,
} from "~/db/schema";
import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, isLocale, localeInfo, type Locale } from "~/i18n/config";
import { localizePath } from "~/i18n/paths";
import { enqueueEmail } from "~/services/email/email.server";
import { mailHtml } from "~/services/email/mail-html.server";
import {
  currentDailySlot,
  dailyJobHandlers,
  dailyJobKey,
  enqueueJob,
  nextDailyRun,
  type DailyJob,
  type JobHandlers,
} from "~/services/jobs/jobs.server";
import { authBaseURL } from "~/utils/auth.server";
import { now as clockNow } from "~/utils/clock.server";
import { firstName } from "~/utils/greeting";
import { clinicVerificationExpiresAt } from "~/utils/verification-validity";

/**
 * Verification expires (issue 16 item 3, decision 052). A daily sweep, run as a durable job that
 * queues the next day's sweep itself:
 * - queues reminder mails to the clinic's accounts 30 and 7 days before a verification ends
 *   (a practitioner's, a credential's, the clinic's own 12-month verification), each once
 *   (outbox dedupe key per item, end date, threshold and recipient), in each person's language;
 * - at the end sets a practitioner's or credential's status to 'expired' (the public badge goes);
 * - when a clinic's licence expires, takes the clinic out of search the way an admin's review
 *   does: `verified` false with `needs_review` true (its page stays, without badge; search and
 *   the offers index follow `verified` through the existing triggers) until an admin re-checks.
 * The clinic's own verification is not stored as expired: its badge is computed from
 * `verified_at` + 12 months wherever it is shown.
 */

const DAY_MS = 86_400_000;
/** Reminders this many days before the end, largest first. */
export const REMINDER_DAYS = [30, 7] as const;
export const SWEEP_JOB = "verification.sweep";
/** The sweep runs daily at this UTC hour. */
const SWEEP_HOUR_UTC = 3;

export type ExpiringKind = "practitioner" | "credential" | "clinic";

export type ExpiringItem = {
  kind: ExpiringKind;
  id: string;
  name: string;
  credentialKind: CredentialKind | null;
  clinicId: string;
  clinicName: string;
  clinicSlug: string;
  expiresAt: Date;
  /** Stored as expired already (practitioners, credentials) or past its end (clinic). */
  expired: boolean;
};

/**
 * Every verification that has ended or ends before `until`: verified practitioners and
 * credentials by `verification_expires_at`, expired ones, and verified clinics by
 * verified_at + 12 months. Oldest end first.
 */
export async function listExpiringVerifications(
  db: DbExecutor,
  opts: { now: Date; until: Date },
): Promise<ExpiringItem[]> {
  const { now, until } = opts;
  const dueOrExpired = (t: typeof doctors | typeof clinicCredentials) =>
    or(
      eq(t.verificationStatus, "expired"),
      and(
        eq(t.verificationStatus, "verified"),
        isNotNull(t.verificationExpiresAt),
        lte(t.verificationExpiresAt, until),
      ),
    );
  // A practitioner and a credential are read and listed alike (one shape, two tables).
  const columnsOf = (t: typeof doctors | typeof clinicCredentials) => ({
    id: t.id,
    name: t.name,
    status: t.verificationStatus,
    expiresAt: t.verificationExpiresAt,
    clinicId: clinics.id,
    clinicName: clinics.name,
    clinicSlug: clinics.slug,
  });
  const [docs, creds, own] = await Promise.all([
    db
      .select(columnsOf(doctors))
      .from(doctors)
      .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
      .where(dueOrExpired(doctors)),
    db
      .select({ ...columnsOf(clinicCredentials), credentialKind: clinicCredentials.kind })
      .from(clinicCredentials)
      .innerJoin(clinics, eq(clinics.id, clinicCredentials.clinicId))
      .where(dueOrExpired(clinicCredentials)),
    db
      .select({
        id: clinics.id,
        name: clinics.name,
        slug: clinics.slug,
        verifiedAt: clinics.verifiedAt,
      })
      .from(clinics)
      .where(and(eq(clinics.verified, true), isNotNull(clinics.verifiedAt))),
  ]);
  type Row = (typeof docs)[number] & { credentialKind?: CredentialKind };
  const itemsOf = (kind: "practitioner" | "credential", rows: Row[]): ExpiringItem[] =>
    rows.flatMap(({ status, expiresAt, credentialKind, ...r }) =>
      expiresAt
        ? [
            {
              ...r,
              kind,
              credentialKind: credentialKind ?? null,
              expiresAt,
              expired: status === "expired",
            },
          ]
        : [],
    );
  const items = [...itemsOf("practitioner", docs), ...itemsOf("credential", creds)];
  for (const c of own) {
    const expiresAt = clinicVerificationExpiresAt(c.verifiedAt!);
    if (expiresAt > until) continue;
    items.push({
      kind: "clinic",
      id: c.id,
      name: c.name,
      credentialKind: null,
      clinicId: c.id,
      clinicName: c.name,
      clinicSlug: c.slug,
      expiresAt,
      expired: expiresAt <= now,
    });
  }
  return items.sort(
    (a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id.localeCompare(b.id),
  );
}

export type SweepResult = { reminders: number; expired: number; hiddenClinics: number };

/** One sweep at `now`, in the caller's transaction (the job's). Running it twice changes nothing. */
export async function sweepVerifications(tx: DbExecutor, now: Date): Promise<SweepResult> {
  const result: SweepResult = { reminders: 0, expired: 0, hiddenClinics: 0 };
  const items = await listExpiringVerifications(tx, {
    now,
    until: new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS),
  });
  for (const item of items) {
    if (item.expired && item.kind !== "clinic") continue; // handled on an earlier sweep
    if (item.expiresAt.getTime() <= now.getTime()) {
      result.expired += await expire(tx, item, now);
      if (item.credentialKind === "clinic_licence")
        result.hiddenClinics += await hideClinic(tx, item);
      continue;
    }
    // The nearest threshold reached: a sweep that first sees an item 5 days before its end
    // sends the 7-day reminder only.
    const daysLeft = (item.expiresAt.getTime() - now.getTime()) / DAY_MS;
    const threshold = [...REMINDER_DAYS].reverse().find((d) => daysLeft <= d);
    if (threshold === undefined) continue;
    result.reminders += await queueReminders(tx, item, threshold);
  }
  return result;
}

async function expire(tx: DbExecutor, item: ExpiringItem, now: Date): Promise<number> {
  if (item.kind === "clinic") return 0;
  const t = item.kind === "practitioner" ? doctors : clinicCredentials;
  // Only the verification this sweep saw: one renewed meanwhile keeps its new end.
  const rows = await tx
    .update(t)
    .set({ verificationStatus: "expired" })
    .where(
      and(
        eq(t.id, item.id),
        eq(t.verificationStatus, "verified"),
        lte(t.verificationExpiresAt, now),
      ),
    )
    .returning({ id: t.id });
  return rows.length;
}

/** Out of search until an admin re-checks the clinic (the existing review path). */
async function hideClinic(tx: DbExecutor, item: ExpiringItem): Promise<number> {
  const day = item.expiresAt.toISOString().slice(0, 10);
  const rows = await tx
    .update(clinics)
    .set({
      verified: false,
      needsReview: true,
      verificationNote: `Clinic licence verification expired on ${day} (${item.name}): hidden from search until re-checked.`,
      updatedAt: new Date(),
    })
    .where(and(eq(clinics.id, item.clinicId), eq(clinics.verified, true)))
    .returning({ id: clinics.id });
  return rows.length;
}

/** The clinic's accounts, each with their language. */
async function clinicRecipients(tx: DbExecutor, clinicId: string) {
  return tx
    .select({
      userId: users.id,
      email: users.email,
      locale: users.locale,
      name: profiles.fullName,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(userRoles.role, "clinic"), eq(userRoles.clinicId, clinicId)));
}

async function queueReminders(tx: DbExecutor, item: ExpiringItem, days: number): Promise<number> {
  let queued = 0;
  for (const r of await clinicRecipients(tx, item.clinicId)) {
    const locale: Locale = isLocale(r.locale) ? r.locale : DEFAULT_LOCALE;
    const mail = reminderEmail(locale, r, item);
    const { queued: q } = await enqueueEmail(tx, {
      ...mail,
      dedupeKey: `verification-reminder:${item.kind}:${item.id}:${item.expiresAt.toISOString()}:${days}d:${r.userId}`,
    });
    if (q) queued++;
  }
  return queued;
}

/** The reminder mail in `locale`: plain text, and HTML outside English (decision 048). */
export function reminderEmail(
  locale: Locale,
  to: { email: string; name: string | null },
  item: Pick<ExpiringItem, "kind" | "name" | "clinicName" | "expiresAt">,
): { to: string; subject: string; text: string; html?: string } {
  const i18n = i18nFor(locale);
  const date = new Intl.DateTimeFormat(localeInfo(locale).intl, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(item.expiresAt);
  // A credential's own name ("JCI accreditation") is the clinic's text, in its words.
  const what =
    item.kind === "clinic"
      ? i18n._("email.verification-expiry.item.clinic")
      : item.kind === "practitioner"
        ? i18n._("email.verification-expiry.item.practitioner", { name: item.name })
        : item.name;
  const first = firstName(to.name);
  const hello = first
    ? i18n._("email.greeting", { name: first })
    : i18n._("email.greeting.anonymous");
  const url = `${authBaseURL()}${localizePath("/dashboard", locale)}`;
  const subject = i18n._("email.verification-expiry.subject", { item: what, date });
  const body = i18n._("email.verification-expiry.body", {
    item: what,
    clinic: item.clinicName,
    date,
  });
  const after = i18n._("email.verification-expiry.after");
  const action = i18n._("email.verification-expiry.action", { url });
  const signOff = i18n._("email.notice.sign-off");
  const text = [hello, "", body, "", after, "", action, "", signOff].join("\n");
  if (locale === DEFAULT_LOCALE) return { to: to.email, subject, text };
  return {
    to: to.email,
    subject,
    text,
    html: mailHtml({
      locale,
      title: subject,
      paragraphs: [hello, body, after, action],
      footer: signOff,
    }),
  };
}

/* ------------------------------------------------------------------ the daily job */

/** The daily sweep (decision 052), a daily job (decision 058): 03:00 UTC. */
export const verificationSweepJob: DailyJob = {
  kind: SWEEP_JOB,
  hourUtc: SWEEP_HOUR_UTC,
  run: async ({ tx, now }) => void (await sweepVerifications(tx, now)),
};

/** The next sweep time strictly after `at`: the next day's SWEEP_HOUR_UTC. */
export const nextSweepAt = (at: Date) => nextDailyRun(at, SWEEP_HOUR_UTC);

/** The slot `at` falls in: the latest 03:00 UTC at or before `at`. */
export const currentSweepSlot = (at: Date) => currentDailySlot(at, SWEEP_HOUR_UTC);

/** Makes sure the current slot's sweep exists, due now (see scheduleDailyJobs). */
export async function scheduleVerificationSweep(db: DbExecutor, at: Date = clockNow()) {
  return enqueueJob(db, {
    kind: SWEEP_JOB,
    runAt: at,
    dedupeKey: dailyJobKey(SWEEP_JOB, currentSweepSlot(at)),
  });
}

export const verificationJobHandlers: JobHandlers = dailyJobHandlers([verificationSweepJob]);
