import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type DbExecutor } from "~/db/client.server";
import { joinClinicPlace } from "~/db/clinic-place";
import {
  cities,
  clinics,
  countries,
  packages,
  treatments,
  users,
  medicalRecords,
  type QuoteItem,
  quoteRequestClinics,
  quoteRequests,
  quotes,
  recordShares,
} from "~/db/schema";
import { shareRecordWithClinic } from "~/features/records/sharing.server";
import { notifyClinic, notifyUser } from "~/services/notifications/notify.server";
import { type CancellationTerms, DEFAULT_TERMS } from "~/utils/cancellation-policy";
import { type CareTeam, careTeamOf } from "~/utils/care-team";
import { isUuid } from "~/utils/validation";
import { RESEND_WINDOW_MINUTES } from "./quote-limits";
import {
  MAX_CLINICS_PER_REQUEST,
  QUOTE_MESSAGES,
  type QuoteFormInput,
  type QuoteRequestInput,
  expiryFromDate,
} from "./quote-schema";

/**
 * Quote requests and quotes. Every function takes the acting patient's
 * or clinic's own id and scopes its queries by it; ids from a form are only ever looked up
 * together with that owner id. Multi-row writes (request + targets + record shares +
 * notifications) run in one transaction.
 */

export type Fail = { ok: false; status: 400 | 403 | 404 | 409; message: string; field?: string };

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "Patient";

/* ------------------------------------------------------------------ request form */

export type ClinicOption = { slug: string; name: string; city: string; country: string };

/** Verified clinics by slug (unknown or unverified slugs are left out), in the given order. */
export async function findClinicsBySlugs(
  slugs: string[],
): Promise<(ClinicOption & { id: string; specialty: string })[]> {
  const wanted = [...new Set(slugs)].filter((s) => s.length > 0 && s.length <= 120);
  if (wanted.length === 0) return [];
  const db = await getDb();
  const rows = await joinClinicPlace(
    db
      .select({
        id: clinics.id,
        slug: clinics.slug,
        name: clinics.name,
        specialty: clinics.specialty,
        city: cities.name,
        country: countries.name,
      })
      .from(clinics)
      .$dynamic(),
  ).where(and(inArray(clinics.slug, wanted), eq(clinics.verified, true)));
  return wanted.flatMap((s) => rows.filter((r) => r.slug === s));
}

/** Every verified clinic, for the form's 'add a clinic' list. */
export async function listClinicOptions(): Promise<ClinicOption[]> {
  const db = await getDb();
  return joinClinicPlace(
    db
      .select({
        slug: clinics.slug,
        name: clinics.name,
        city: cities.name,
        country: countries.name,
      })
      .from(clinics)
      .$dynamic(),
  )
    .where(eq(clinics.verified, true))
    .orderBy(asc(countries.name), asc(clinics.name));
}

export type PackageRef = {
  id: string;
  slug: string;
  title: string;
  treatmentId: string;
  treatment: string;
  clinicSlug: string;
};

export async function findPackageBySlug(slug: string): Promise<PackageRef | null> {
  if (!slug || slug.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: packages.id,
      slug: packages.slug,
      title: packages.title,
      treatmentId: packages.treatmentId,
      treatment: treatments.name,
      clinicSlug: clinics.slug,
    })
    .from(packages)
    .innerJoin(treatments, eq(treatments.id, packages.treatmentId))
    .innerJoin(clinics, eq(clinics.id, packages.clinicId))
    .where(and(eq(packages.slug, slug), eq(packages.published, true), eq(clinics.verified, true)))
    .limit(1);
  return row ?? null;
}

export async function listTreatmentNames(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ name: treatments.name })
    .from(treatments)
    .orderBy(asc(treatments.name));
  return rows.map((r) => r.name);
}

export type RecordOption = {
  id: string;
  fileName: string;
  description: string | null;
  createdAt: string;
};

export async function listPatientRecordOptions(patientId: string): Promise<RecordOption[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: medicalRecords.id,
      fileName: medicalRecords.fileName,
      description: medicalRecords.description,
      createdAt: medicalRecords.createdAt,
    })
    .from(medicalRecords)
    .where(eq(medicalRecords.patientId, patientId))
    .orderBy(desc(medicalRecords.createdAt))
    .limit(50);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

class Abort extends Error {
  constructor(readonly fail: Fail) {
    super(fail.message);
  }
}

/**
 * Stores a request to up to 5 clinics, with the record shares the patient consented to per
 * clinic, and tells each clinic. A retried submit with the same idempotency key returns the
 * first request and creates nothing; with `reuseRecent`, so does the same content sent again
 * within the resend window (`again`).
 */
export async function createQuoteRequest(
  patientId: string,
  input: QuoteRequestInput,
  opts: { reuseRecent?: boolean } = {},
): Promise<
  { ok: true; requestId: string; created: boolean; again: boolean; clinicCount: number } | Fail
> {
  if (input.clinics.length > MAX_CLINICS_PER_REQUEST)
    return {
      ok: false,
      status: 400,
      field: "clinics",
      message: `You can ask up to ${MAX_CLINICS_PER_REQUEST} clinics at once`,
    };
  const found = await findClinicsBySlugs(input.clinics);
  if (found.length !== input.clinics.length)
    return {
      ok: false,
      status: 400,
      field: "clinics",
      message: "One of the chosen clinics is not available",
    };
  const pkg = input.package ? await findPackageBySlug(input.package) : null;

  const shares: { recordId: string; clinicId: string }[] = [];
  for (const pair of new Set(input.shares)) {
    const [recordId = "", slug = ""] = pair.split("|");
    const clinic = found.find((c) => c.slug === slug);
    // A consent box for a clinic that was removed from the request shares nothing.
    if (!clinic) continue;
    if (!isUuid(recordId))
      return { ok: false, status: 400, field: "shares", message: "Medical record not found" };
    shares.push({ recordId, clinicId: clinic.id });
  }

  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      // With `reuseRecent` (the form): the same request sent again unchanged (Back, then Send; a
      // reload; another tab) within the resend window is the one already sent. One request of
      // the patient's at a time, so that two tabs sending it at once do not both pass the check.
      if (opts.reuseRecent) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`quote-request:${patientId}`}, 0))`,
        );
        const same = await recentIdenticalRequest(patientId, input, tx);
        // The same submission retried (its idempotency key) is answered below as the first was.
        const [retried] = same
          ? await tx
              .select({ id: quoteRequests.id })
              .from(quoteRequests)
              .where(
                and(
                  eq(quoteRequests.id, same.requestId),
                  eq(quoteRequests.idempotencyKey, input.idempotencyKey),
                ),
              )
          : [];
        if (same && !retried) return { ok: true as const, ...same, created: false, again: true };
      }
      const [req] = await tx
        .insert(quoteRequests)
        .values({
          patientId,
          treatment: input.treatment,
          treatmentId: pkg?.treatmentId ?? null,
          packageId: pkg?.id ?? null,
          preferredStart: input.preferredStart,
          preferredEnd: input.preferredEnd,
          travellers: input.travellers,
          notes: input.notes,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: [quoteRequests.patientId, quoteRequests.idempotencyKey] })
        .returning({ id: quoteRequests.id });
      if (!req) {
        const [existing] = await tx
          .select({ id: quoteRequests.id })
          .from(quoteRequests)
          .where(
            and(
              eq(quoteRequests.patientId, patientId),
              eq(quoteRequests.idempotencyKey, input.idempotencyKey),
            ),
          )
          .limit(1);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(quoteRequestClinics)
          .where(eq(quoteRequestClinics.requestId, existing!.id));
        return {
          ok: true as const,
          requestId: existing!.id,
          created: false,
          again: false,
          clinicCount: count?.n ?? 0,
        };
      }
      const targets = await tx
        .insert(quoteRequestClinics)
        .values(found.map((c) => ({ requestId: req.id, clinicId: c.id, patientId })))
        .returning({ id: quoteRequestClinics.id, clinicId: quoteRequestClinics.clinicId });
      for (const s of shares) {
        const r = await shareRecordWithClinic(tx, {
          patientId,
          recordId: s.recordId,
          clinicId: s.clinicId,
          quoteRequestId: req.id,
        });
        if (!r.ok) throw new Abort({ ok: false, status: 400, field: "shares", message: r.message });
      }
      for (const t of targets) {
        const shared = shares.filter((s) => s.clinicId === t.clinicId).length;
        await notifyClinic(tx, t.clinicId, {
          kind: "quote_request",
          title: { id: /*i18n*/ "notice.quote-request.title" },
          body: [
            shared
              ? {
                  id: /*i18n*/ "notice.quote-request.body-shared",
                  values: {
                    treatment: { treatment: input.treatment },
                    travellers: input.travellers,
                    records: shared,
                  },
                }
              : {
                  id: /*i18n*/ "notice.quote-request.body",
                  values: {
                    treatment: { treatment: input.treatment },
                    travellers: input.travellers,
                  },
                },
          ],
          link: `/dashboard/requests/${t.id}`,
          dedupeKey: `quote_request:${t.id}`,
          about: patientId,
        });
      }
      return {
        ok: true as const,
        requestId: req.id,
        created: true,
        again: false,
        clinicCount: targets.length,
      };
    });
  } catch (e) {
    if (e instanceof Abort) return e.fail;
    throw e;
  }
}

/**
 * The patient's request sent in the last RESEND_WINDOW_MINUTES with exactly this content (the
 * same treatment, package, dates, travellers, notes and clinics), if any. A form sent again
 * after the Back button or a reload carries a new idempotency key: this is what recognises it.
 */
export async function recentIdenticalRequest(
  patientId: string,
  input: QuoteRequestInput,
  tx?: DbExecutor,
): Promise<{ requestId: string; clinicCount: number } | null> {
  const db = tx ?? (await getDb());
  const recent = await db
    .select({
      id: quoteRequests.id,
      treatment: quoteRequests.treatment,
      packageId: quoteRequests.packageId,
      preferredStart: quoteRequests.preferredStart,
      preferredEnd: quoteRequests.preferredEnd,
      travellers: quoteRequests.travellers,
      notes: quoteRequests.notes,
      slugs: sql<
        string[]
      >`array(select c.slug from ${quoteRequestClinics} rc join ${clinics} c on c.id = rc.clinic_id where rc.request_id = quote_requests.id order by c.slug)`,
    })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.patientId, patientId),
        // The database's clock, which wrote created_at.
        gt(quoteRequests.createdAt, sql`now() - make_interval(mins => ${RESEND_WINDOW_MINUTES})`),
      ),
    )
    .orderBy(desc(quoteRequests.createdAt))
    .limit(20);
  const pkg = input.package ? await findPackageBySlug(input.package) : null;
  const wanted = [...new Set(input.clinics)].sort();
  const same = recent.find(
    (r) =>
      r.treatment === input.treatment &&
      (r.packageId ?? null) === (pkg?.id ?? null) &&
      (r.preferredStart ?? null) === (input.preferredStart ?? null) &&
      (r.preferredEnd ?? null) === (input.preferredEnd ?? null) &&
      r.travellers === input.travellers &&
      (r.notes ?? "") === (input.notes ?? "") &&
      r.slugs.join("|") === wanted.join("|"),
  );
  return same ? { requestId: same.id, clinicCount: same.slugs.length } : null;
}

/* ------------------------------------------------------------------ patient side */

export type PatientQuote = {
  id: string;
  clinicName: string;
  clinicSlug: string;
  city: string;
  country: string;
  treatment: string;
  items: QuoteItem[];
  amountMinor: number;
  currency: string;
  includes: string[];
  excludes: string[];
  notes: string | null;
  status: "pending" | "accepted" | "rejected";
  expiresAt: string;
  decidedAt: string | null;
  createdAt: string;
  /** Who performs each step, as the clinic wrote it in the quote (decision 054). */
  careTeam: CareTeam | null;
  /** The cancellation terms the quote offers (decision 056); null: quoted before terms existed. */
  cancellationTerms: CancellationTerms | null;
  cancellationNote: string | null;
};

export async function listPatientQuotes(patientId: string): Promise<PatientQuote[]> {
  const db = await getDb();
  const rows = await joinClinicPlace(
    db
      .select({
        id: quotes.id,
        clinicName: clinics.name,
        clinicSlug: clinics.slug,
        city: cities.name,
        country: countries.name,
        treatment: quotes.treatment,
        items: quotes.items,
        amountMinor: quotes.amountMinor,
        currency: quotes.currency,
        includes: quotes.includes,
        excludes: quotes.excludes,
        notes: quotes.notes,
        status: quotes.status,
        expiresAt: quotes.expiresAt,
        decidedAt: quotes.decidedAt,
        createdAt: quotes.createdAt,
        careTeam: quotes.careTeam,
        cancellationTerms: quotes.cancellationTerms,
        cancellationNote: quotes.cancellationNote,
      })
      .from(quotes)
      .innerJoin(clinics, eq(clinics.id, quotes.clinicId))
      .$dynamic(),
  )
    .where(eq(quotes.patientId, patientId))
    .orderBy(desc(quotes.createdAt))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    careTeam: careTeamOf(r.careTeam),
    expiresAt: r.expiresAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export type PatientRequest = {
  id: string;
  treatment: string;
  preferredStart: string | null;
  preferredEnd: string | null;
  travellers: number;
  createdAt: string;
  clinics: { name: string; slug: string; status: "open" | "quoted" | "declined" }[];
};

export async function listPatientRequests(patientId: string): Promise<PatientRequest[]> {
  const db = await getDb();
  const reqs = await db
    .select({
      id: quoteRequests.id,
      treatment: quoteRequests.treatment,
      preferredStart: quoteRequests.preferredStart,
      preferredEnd: quoteRequests.preferredEnd,
      travellers: quoteRequests.travellers,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.patientId, patientId))
    .orderBy(desc(quoteRequests.createdAt))
    .limit(50);
  if (reqs.length === 0) return [];
  const targets = await db
    .select({
      requestId: quoteRequestClinics.requestId,
      status: quoteRequestClinics.status,
      name: clinics.name,
      slug: clinics.slug,
    })
    .from(quoteRequestClinics)
    .innerJoin(clinics, eq(clinics.id, quoteRequestClinics.clinicId))
    .where(
      and(
        eq(quoteRequestClinics.patientId, patientId),
        inArray(
          quoteRequestClinics.requestId,
          reqs.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(clinics.name));
  return reqs.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    clinics: targets
      .filter((t) => t.requestId === r.id)
      .map((t) => ({ name: t.name, slug: t.slug, status: t.status })),
  }));
}

/**
 * The patient accepts or declines their own pending, unexpired quote. One conditional UPDATE
 * decides: of two racing requests exactly one changes the row; the other learns why not.
 */
export async function decideQuote(
  patientId: string,
  quoteId: string,
  decision: "accept" | "decline",
): Promise<{ ok: true; status: "accepted" | "rejected" } | Fail> {
  if (!isUuid(quoteId)) return { ok: false, status: 404, message: QUOTE_MESSAGES.notFound };
  const status = decision === "accept" ? ("accepted" as const) : ("rejected" as const);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(quotes)
      .set({ status, decidedAt: sql`now()` })
      .where(
        and(
          eq(quotes.id, quoteId),
          eq(quotes.patientId, patientId),
          eq(quotes.status, "pending"),
          gt(quotes.expiresAt, sql`now()`),
        ),
      )
      .returning({
        clinicId: quotes.clinicId,
        treatment: quotes.treatment,
        requestClinicId: quotes.requestClinicId,
      });
    if (!row) return whyNot(tx, patientId, quoteId);
    await notifyClinic(tx, row.clinicId, {
      kind: decision === "accept" ? "quote_accepted" : "quote_declined",
      title: {
        id:
          decision === "accept"
            ? /*i18n*/ "notice.quote-accepted.title"
            : /*i18n*/ "notice.quote-declined.title",
      },
      body: [
        {
          id:
            decision === "accept"
              ? /*i18n*/ "notice.quote-accepted.body"
              : /*i18n*/ "notice.quote-declined.body",
          values: { treatment: { treatment: row.treatment } },
        },
      ],
      link: row.requestClinicId
        ? `/dashboard/requests/${row.requestClinicId}`
        : "/dashboard/requests",
      dedupeKey: `quote_decision:${quoteId}`,
      about: patientId,
    });
    return { ok: true as const, status };
  });
}

async function whyNot(tx: DbExecutor, patientId: string, quoteId: string): Promise<Fail> {
  const [q] = await tx
    .select({ status: quotes.status, expired: sql<boolean>`${quotes.expiresAt} <= now()` })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.patientId, patientId)))
    .limit(1);
  if (!q) return { ok: false, status: 404, message: QUOTE_MESSAGES.notFound };
  if (q.status === "accepted")
    return { ok: false, status: 409, message: QUOTE_MESSAGES.alreadyAccepted };
  if (q.status === "rejected")
    return { ok: false, status: 409, message: QUOTE_MESSAGES.alreadyRejected };
  return { ok: false, status: 409, message: QUOTE_MESSAGES.expired };
}

/* ------------------------------------------------------------------ clinic side */

export type SharedRecord = { id: string; fileName: string };

export type ClinicRequest = {
  id: string;
  requestId: string;
  patientFirstName: string;
  treatment: string;
  packageTitle: string | null;
  /** The terms of the package asked about, when it is this clinic's (the quote form's default). */
  packageTerms: { terms: CancellationTerms; note: string | null } | null;
  preferredStart: string | null;
  preferredEnd: string | null;
  travellers: number;
  notes: string | null;
  status: "open" | "quoted" | "declined";
  createdAt: string;
  seenAt: string | null;
  respondedAt: string | null;
  records: SharedRecord[];
  quote: {
    id: string;
    amountMinor: number;
    currency: string;
    items: QuoteItem[];
    includes: string[];
    excludes: string[];
    notes: string | null;
    status: "pending" | "accepted" | "rejected";
    expiresAt: string;
  } | null;
};

async function selectClinicRequests(clinicId: string, targetId?: string): Promise<ClinicRequest[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: quoteRequestClinics.id,
      requestId: quoteRequests.id,
      patientId: quoteRequests.patientId,
      patientName: users.name,
      treatment: quoteRequests.treatment,
      packageTitle: packages.title,
      packageClinicId: packages.clinicId,
      packageTerms: packages.cancellationTerms,
      packageTermsNote: packages.cancellationNote,
      preferredStart: quoteRequests.preferredStart,
      preferredEnd: quoteRequests.preferredEnd,
      travellers: quoteRequests.travellers,
      notes: quoteRequests.notes,
      status: quoteRequestClinics.status,
      createdAt: quoteRequestClinics.createdAt,
      seenAt: quoteRequestClinics.seenAt,
      respondedAt: quoteRequestClinics.respondedAt,
      quoteId: quotes.id,
      quoteAmountMinor: quotes.amountMinor,
      quoteCurrency: quotes.currency,
      quoteItems: quotes.items,
      quoteIncludes: quotes.includes,
      quoteExcludes: quotes.excludes,
      quoteNotes: quotes.notes,
      quoteStatus: quotes.status,
      quoteExpiresAt: quotes.expiresAt,
    })
    .from(quoteRequestClinics)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestClinics.requestId))
    .innerJoin(users, eq(users.id, quoteRequests.patientId))
    .leftJoin(packages, eq(packages.id, quoteRequests.packageId))
    .leftJoin(
      quotes,
      and(eq(quotes.requestClinicId, quoteRequestClinics.id), eq(quotes.clinicId, clinicId)),
    )
    .where(
      and(
        eq(quoteRequestClinics.clinicId, clinicId),
        targetId ? eq(quoteRequestClinics.id, targetId) : undefined,
      ),
    )
    .orderBy(desc(quoteRequestClinics.createdAt))
    .limit(targetId ? 1 : 200);
  if (rows.length === 0) return [];
  const shared = await db
    .select({
      id: medicalRecords.id,
      fileName: medicalRecords.fileName,
      requestId: recordShares.quoteRequestId,
    })
    .from(recordShares)
    .innerJoin(medicalRecords, eq(medicalRecords.id, recordShares.recordId))
    .where(
      and(
        eq(recordShares.clinicId, clinicId),
        isNull(recordShares.revokedAt),
        inArray(
          recordShares.quoteRequestId,
          rows.map((r) => r.requestId),
        ),
      ),
    )
    .orderBy(asc(medicalRecords.fileName));
  return rows.map((r) => ({
    id: r.id,
    requestId: r.requestId,
    patientFirstName: firstName(r.patientName),
    treatment: r.treatment,
    packageTitle: r.packageTitle,
    packageTerms:
      r.packageClinicId === clinicId && r.packageTerms
        ? { terms: r.packageTerms, note: r.packageTermsNote }
        : null,
    preferredStart: r.preferredStart,
    preferredEnd: r.preferredEnd,
    travellers: r.travellers,
    notes: r.notes,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    seenAt: r.seenAt?.toISOString() ?? null,
    respondedAt: r.respondedAt?.toISOString() ?? null,
    records: shared
      .filter((s) => s.requestId === r.requestId)
      .map((s) => ({ id: s.id, fileName: s.fileName })),
    quote: r.quoteId
      ? {
          id: r.quoteId,
          amountMinor: r.quoteAmountMinor!,
          currency: r.quoteCurrency!,
          items: r.quoteItems ?? [],
          includes: r.quoteIncludes ?? [],
          excludes: r.quoteExcludes ?? [],
          notes: r.quoteNotes,
          status: r.quoteStatus!,
          expiresAt: r.quoteExpiresAt!.toISOString(),
        }
      : null,
  }));
}

export function listClinicRequests(clinicId: string): Promise<ClinicRequest[]> {
  return selectClinicRequests(clinicId);
}

/** One request sent to this clinic (null: not found or sent to another clinic). Marks it seen. */
export async function getClinicRequest(
  clinicId: string,
  targetId: string,
): Promise<ClinicRequest | null> {
  if (!isUuid(targetId)) return null;
  const [row] = await selectClinicRequests(clinicId, targetId);
  if (!row) return null;
  if (!row.seenAt) {
    const db = await getDb();
    await db
      .update(quoteRequestClinics)
      .set({ seenAt: sql`now()` })
      .where(
        and(
          eq(quoteRequestClinics.id, targetId),
          eq(quoteRequestClinics.clinicId, clinicId),
          isNull(quoteRequestClinics.seenAt),
        ),
      );
  }
  return row;
}

async function claimOpenTarget(
  tx: DbExecutor,
  clinicId: string,
  targetId: string,
  status: "quoted" | "declined",
) {
  const [row] = await tx
    .update(quoteRequestClinics)
    .set({
      status,
      respondedAt: sql`now()`,
      seenAt: sql`coalesce(${quoteRequestClinics.seenAt}, now())`,
    })
    .where(
      and(
        eq(quoteRequestClinics.id, targetId),
        eq(quoteRequestClinics.clinicId, clinicId),
        eq(quoteRequestClinics.status, "open"),
      ),
    )
    .returning({
      requestId: quoteRequestClinics.requestId,
      patientId: quoteRequestClinics.patientId,
    });
  if (row) return row;
  const [exists] = await tx
    .select({ id: quoteRequestClinics.id })
    .from(quoteRequestClinics)
    .where(and(eq(quoteRequestClinics.id, targetId), eq(quoteRequestClinics.clinicId, clinicId)))
    .limit(1);
  throw new Abort(
    exists
      ? { ok: false, status: 409, message: QUOTE_MESSAGES.requestNotOpen }
      : { ok: false, status: 404, message: "Quote request not found" },
  );
}

/** The clinic answers a request sent to it with a quote; the request is marked quoted. */
export async function sendQuote(
  clinicId: string,
  actorUserId: string,
  targetId: string,
  input: QuoteFormInput,
  /** Who performs each step (decision 054), checked by the caller against the clinic's doctors. */
  careTeam: CareTeam | null = null,
): Promise<{ ok: true; quoteId: string } | Fail> {
  if (!isUuid(targetId)) return { ok: false, status: 404, message: "Quote request not found" };
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const target = await claimOpenTarget(tx, clinicId, targetId, "quoted");
      const [req] = await tx
        .select({
          treatment: quoteRequests.treatment,
          // The package asked about, if any: its cancellation terms are the quote's (decision 056).
          cancellationTerms: packages.cancellationTerms,
          cancellationNote: packages.cancellationNote,
        })
        .from(quoteRequests)
        .leftJoin(
          packages,
          and(eq(packages.id, quoteRequests.packageId), eq(packages.clinicId, clinicId)),
        )
        .where(eq(quoteRequests.id, target.requestId))
        .limit(1);
      const [clinic] = await tx
        .select({ name: clinics.name })
        .from(clinics)
        .where(eq(clinics.id, clinicId))
        .limit(1);
      const amountMinor = input.items.reduce((s, i) => s + i.amountMinor, 0);
      const expiresAt = expiryFromDate(input.expiresOn);
      const [q] = await tx
        .insert(quotes)
        .values({
          requestClinicId: targetId,
          patientId: target.patientId,
          clinicId,
          treatment: req!.treatment,
          items: input.items,
          amountMinor,
          currency: input.currency,
          includes: input.includes,
          excludes: input.excludes,
          notes: input.notes,
          careTeam,
          // What the clinic chose on the form; a form without the fields: the package's terms
          // (if the request is about one of this clinic's packages), else the default.
          cancellationTerms: input.cancellationTerms ?? req!.cancellationTerms ?? DEFAULT_TERMS,
          cancellationNote:
            input.cancellationNote !== undefined
              ? input.cancellationNote
              : req!.cancellationTerms
                ? req!.cancellationNote
                : null,
          expiresAt,
          createdByUserId: actorUserId,
        })
        .returning({ id: quotes.id });
      await notifyUser(tx, target.patientId, {
        kind: "quote",
        title: clinic
          ? { id: /*i18n*/ "notice.quote.title", values: { clinic: clinic.name } }
          : { id: /*i18n*/ "notice.quote.title-anonymous" },
        body: [
          {
            id: /*i18n*/ "notice.quote.body",
            values: {
              treatment: { treatment: req!.treatment },
              date: { date: expiresAt.toISOString() },
            },
          },
        ],
        link: "/dashboard/quotes",
        dedupeKey: `quote:${q!.id}`,
      });
      return { ok: true as const, quoteId: q!.id };
    });
  } catch (e) {
    if (e instanceof Abort) return e.fail;
    throw e;
  }
}

/** The clinic says it cannot quote this request; the patient is told. */
export async function declineRequest(
  clinicId: string,
  targetId: string,
): Promise<{ ok: true } | Fail> {
  if (!isUuid(targetId)) return { ok: false, status: 404, message: "Quote request not found" };
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const target = await claimOpenTarget(tx, clinicId, targetId, "declined");
      const [info] = await tx
        .select({ treatment: quoteRequests.treatment, clinicName: clinics.name })
        .from(quoteRequests)
        .innerJoin(clinics, eq(clinics.id, clinicId))
        .where(eq(quoteRequests.id, target.requestId))
        .limit(1);
      await notifyUser(tx, target.patientId, {
        kind: "quote_request_declined",
        title: info
          ? {
              id: /*i18n*/ "notice.quote-request-declined.title",
              values: { clinic: info.clinicName },
            }
          : { id: /*i18n*/ "notice.quote-request-declined.title-anonymous" },
        body: [
          {
            id: /*i18n*/ "notice.quote-request-declined.body",
            values: { treatment: { treatment: info?.treatment ?? "treatment" } },
          },
        ],
        link: "/dashboard/quotes",
        dedupeKey: `quote_request_declined:${targetId}`,
      });
      return { ok: true as const };
    });
  } catch (e) {
    if (e instanceof Abort) return e.fail;
    throw e;
  }
}
