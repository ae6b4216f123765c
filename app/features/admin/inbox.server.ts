import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import {
  appNotifySignups,
  clinics,
  contactMessages,
  newsletterSubscribers,
  packages,
  searchAlerts,
} from "~/db/schema";
import { type Result, failure, ok } from "~/utils/result";
import { INBOX_KINDS, type InboxKind } from "./admin-schema";
import { likeTerm } from "./admin.server";
import { type Actor, audit } from "./audit.server";

export const INBOX_PAGE_SIZE = 20;
/** A CSV export holds at most this many rows (newest first). */
export const CSV_MAX_ROWS = 10_000;

export type InboxStatus = "open" | "handled" | "all";

/** One inbox row, whatever the source: label/value pairs shown in the list and the CSV. */
export type InboxRow = {
  id: string;
  createdAt: string;
  handledAt: string | null;
  email: string;
  title: string;
  fields: [string, string][];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function statusCond(handledAt: AnyPgColumn, status: InboxStatus) {
  if (status === "open") return isNull(handledAt);
  if (status === "handled") return isNotNull(handledAt);
  return undefined;
}

type InboxTable =
  | typeof contactMessages
  | typeof newsletterSubscribers
  | typeof appNotifySignups
  | typeof searchAlerts;

/** Where one inbox list comes from and how its rows read. */
type InboxSource = {
  table: InboxTable;
  /** Narrows a shared table to this list's rows. */
  scope?: SQL;
  /** The audit log's target type. */
  targetType: string;
  /** The labels of `fields`, in order (the CSV header). */
  labels: string[];
  /** The search box's condition for a LIKE term. */
  search: (term: string) => SQL | undefined;
  rows: (db: Db, cond: SQL | undefined, limit: number, offset: number) => Promise<InboxRow[]>;
};

type RowOf<Q extends PgSelect> = Q["_"]["result"][number];
type Field<R> = [label: string, value: (r: R) => string];

/** One source: `select` gives the columns (and joins); `fields` the label/value of each. */
function source<
  Q extends PgSelect & {
    _: { result: { id: string; createdAt: Date; handledAt: Date | null; email: string }[] };
  },
>(def: {
  table: InboxTable;
  scope?: SQL;
  targetType: string;
  search: (term: string) => SQL | undefined;
  select: (db: Db) => Q;
  title: (r: RowOf<Q>) => string;
  fields: Field<RowOf<Q>>[];
}): InboxSource {
  return {
    table: def.table,
    scope: def.scope,
    targetType: def.targetType,
    labels: def.fields.map(([label]) => label),
    search: def.search,
    async rows(db, cond, limit, offset) {
      // The builder's row type is lost once `where`/`limit` run on a generic query; it is Q's.
      const rows = (await def
        .select(db)
        .where(cond)
        .orderBy(desc(def.table.createdAt))
        .limit(limit)
        .offset(offset)) as RowOf<Q>[];
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        handledAt: iso(r.handledAt),
        email: r.email,
        title: def.title(r),
        fields: def.fields.map(([label, value]): [string, string] => [label, value(r)]),
      }));
    },
  };
}

const selectContact = (db: Db) =>
  db
    .select({
      id: contactMessages.id,
      createdAt: contactMessages.createdAt,
      handledAt: contactMessages.handledAt,
      email: contactMessages.email,
      fullName: contactMessages.fullName,
      phone: contactMessages.phone,
      subject: contactMessages.subject,
      message: contactMessages.message,
      country: contactMessages.country,
      treatment: contactMessages.treatmentOfInterest,
      clinic: clinics.name,
      pkg: packages.title,
      sourcePath: contactMessages.sourcePath,
    })
    .from(contactMessages)
    .leftJoin(clinics, eq(clinics.id, contactMessages.clinicId))
    .leftJoin(packages, eq(packages.id, contactMessages.packageId))
    .$dynamic();

/** The contact page and the contact dialog share a table; their fields differ. */
function contactSource(kind: "contact" | "dialog"): InboxSource {
  const m = contactMessages;
  const own: Field<RowOf<ReturnType<typeof selectContact>>>[] =
    kind === "contact"
      ? [["Subject", (r) => r.subject ?? ""]]
      : [
          ["Country", (r) => r.country ?? ""],
          ["Treatment", (r) => r.treatment ?? ""],
          ["Clinic", (r) => r.clinic ?? ""],
          ["Package", (r) => r.pkg ?? ""],
        ];
  return source({
    table: m,
    scope: eq(m.kind, kind),
    targetType: kind,
    search: (t) =>
      or(ilike(m.email, t), ilike(m.fullName, t), ilike(m.message, t), ilike(m.phone, t)),
    select: selectContact,
    title: (r) => r.fullName,
    fields: [
      ["Name", (r) => r.fullName],
      ["Email", (r) => r.email],
      ["Phone", (r) => r.phone ?? ""],
      ...own,
      ["Message", (r) => r.message],
      ["Page", (r) => r.sourcePath],
    ],
  });
}

const SOURCES: Record<InboxKind, InboxSource> = {
  contact: contactSource("contact"),
  dialog: contactSource("dialog"),
  newsletter: source({
    table: newsletterSubscribers,
    targetType: "newsletter",
    search: (t) => ilike(newsletterSubscribers.email, t),
    select: (db) => {
      const s = newsletterSubscribers;
      return db
        .select({
          id: s.id,
          createdAt: s.createdAt,
          handledAt: s.handledAt,
          email: s.email,
          status: s.status,
          source: s.source,
          sourcePath: s.sourcePath,
          confirmedAt: s.confirmedAt,
        })
        .from(s)
        .$dynamic();
    },
    title: (r) => r.email,
    fields: [
      ["Email", (r) => r.email],
      ["Status", (r) => r.status],
      ["Source", (r) => r.source],
      ["Confirmed", (r) => iso(r.confirmedAt) ?? ""],
      ["Page", (r) => r.sourcePath ?? ""],
    ],
  }),
  notify: source({
    table: appNotifySignups,
    targetType: "notify",
    search: (t) => ilike(appNotifySignups.email, t),
    select: (db) => db.select().from(appNotifySignups).$dynamic(),
    title: (r) => r.email,
    fields: [
      ["Email", (r) => r.email],
      ["Source", (r) => r.source],
      ["Page", (r) => r.sourcePath ?? ""],
    ],
  }),
  alerts: source({
    table: searchAlerts,
    targetType: "search_alert",
    search: (t) => or(ilike(searchAlerts.email, t), sql`${searchAlerts.criteria}::text ilike ${t}`),
    select: (db) => db.select().from(searchAlerts).$dynamic(),
    title: (r) => r.email,
    fields: [
      ["Email", (r) => r.email],
      ["Treatment", (r) => r.criteria.treatment ?? ""],
      ["Destination", (r) => r.criteria.destination ?? ""],
      ["Budget", (r) => r.criteria.budget ?? ""],
      ["Date", (r) => r.criteria.date ?? ""],
      ["Search", (r) => r.criteria.q ?? ""],
      ["Page", (r) => r.sourcePath],
    ],
  }),
};

async function query(
  db: Db,
  kind: InboxKind,
  opts: { q: string; status: InboxStatus; limit: number; offset: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  const src = SOURCES[kind];
  const cond = and(
    src.scope,
    statusCond(src.table.handledAt, opts.status),
    opts.q ? src.search(likeTerm(opts.q)) : undefined,
  );
  const [rows, [n]] = await Promise.all([
    src.rows(db, cond, opts.limit, opts.offset),
    db.select({ n: count() }).from(src.table).where(cond),
  ]);
  return { total: Number(n?.n ?? 0), rows };
}

export function listInbox(
  db: Db,
  kind: InboxKind,
  opts: { q: string; status: InboxStatus; page: number },
) {
  return query(db, kind, {
    q: opts.q,
    status: opts.status,
    limit: INBOX_PAGE_SIZE,
    offset: (opts.page - 1) * INBOX_PAGE_SIZE,
  });
}

/** Open items per kind, for the tab badges. */
export async function inboxCounts(db: Db): Promise<Record<InboxKind, number>> {
  const counts = await Promise.all(
    INBOX_KINDS.map(async (kind) => {
      const { table, scope } = SOURCES[kind];
      const [r] = await db
        .select({ n: count() })
        .from(table)
        .where(and(scope, isNull(table.handledAt)));
      return [kind, Number(r?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<InboxKind, number>;
}

/** Marks one item handled (or open again), with its audit row. */
export async function setInboxHandled(
  db: Db,
  actor: Actor,
  input: { kind: InboxKind; id: string; handled: boolean },
): Promise<Result> {
  return db.transaction(async (tx) => {
    const { table, scope, targetType } = SOURCES[input.kind];
    const [before] = await tx
      .select({ handledAt: table.handledAt })
      .from(table)
      .where(and(eq(table.id, input.id), scope))
      .for("update");
    if (!before) return failure(404, "This item no longer exists.");
    const handledAt = input.handled ? (before.handledAt ?? new Date()) : null;
    await tx.update(table).set({ handledAt }).where(eq(table.id, input.id));
    await audit(tx, {
      actor,
      action: input.handled ? "inbox.handle" : "inbox.reopen",
      targetType,
      targetId: input.id,
      before: { handledAt: iso(before.handledAt) },
      after: { handledAt: iso(handledAt) },
    });
    return ok();
  });
}

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab / carriage return) made
 * inert with a ' so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The list as CSV. `label` writes a column's English label in the admin's language (the header
 * row only: the cells are the data as stored, quoted by `csvCell` like every other cell).
 */
export async function exportInboxCsv(
  db: Db,
  kind: InboxKind,
  opts: { q: string; status: InboxStatus },
  label: (english: string) => string = (english) => english,
): Promise<string> {
  const { rows } = await query(db, kind, { ...opts, limit: CSV_MAX_ROWS, offset: 0 });
  const labels = SOURCES[kind].labels;
  const header = ["Received", ...labels, "Handled"].map(label);
  const lines = [header.map(csvCell).join(",")];
  for (const r of rows)
    lines.push(
      [r.createdAt, ...r.fields.map(([, v]) => v), r.handledAt ?? ""].map(csvCell).join(","),
    );
  // BOM so spreadsheet apps read UTF-8; CRLF per RFC 4180.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
