import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { clinics, packages } from "~/db/schema";
import {
  appNotifySignups,
  contactMessages,
  newsletterSubscribers,
  searchAlerts,
} from "~/db/schema-forms";
import { AdminError, likeTerm } from "./admin.server";
import type { InboxKind } from "./admin-schema";
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

async function query(
  db: Db,
  kind: InboxKind,
  opts: { q: string; status: InboxStatus; limit: number; offset: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  const t = opts.q ? likeTerm(opts.q) : null;
  if (kind === "contact" || kind === "dialog") {
    const m = contactMessages;
    const cond = and(
      eq(m.kind, kind),
      statusCond(m.handledAt, opts.status),
      t
        ? or(ilike(m.email, t), ilike(m.fullName, t), ilike(m.message, t), ilike(m.phone, t))
        : undefined,
    );
    const [rows, [n]] = await Promise.all([
      db
        .select({
          id: m.id,
          createdAt: m.createdAt,
          handledAt: m.handledAt,
          email: m.email,
          fullName: m.fullName,
          phone: m.phone,
          subject: m.subject,
          message: m.message,
          country: m.country,
          treatment: m.treatmentOfInterest,
          clinic: clinics.name,
          pkg: packages.title,
          sourcePath: m.sourcePath,
        })
        .from(m)
        .leftJoin(clinics, eq(clinics.id, m.clinicId))
        .leftJoin(packages, eq(packages.id, m.packageId))
        .where(cond)
        .orderBy(desc(m.createdAt))
        .limit(opts.limit)
        .offset(opts.offset),
      db.select({ n: count() }).from(m).where(cond),
    ]);
    return {
      total: Number(n?.n ?? 0),
      rows: rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        handledAt: iso(r.handledAt),
        email: r.email,
        title: r.fullName,
        fields: (
          [
            ["Name", r.fullName],
            ["Email", r.email],
            ["Phone", r.phone ?? ""],
            ...(kind === "contact"
              ? ([["Subject", r.subject ?? ""]] as [string, string][])
              : ([
                  ["Country", r.country ?? ""],
                  ["Treatment", r.treatment ?? ""],
                  ["Clinic", r.clinic ?? ""],
                  ["Package", r.pkg ?? ""],
                ] as [string, string][])),
            ["Message", r.message],
            ["Page", r.sourcePath],
          ] as [string, string][]
        ),
      })),
    };
  }
  if (kind === "newsletter") {
    const s = newsletterSubscribers;
    const cond = and(statusCond(s.handledAt, opts.status), t ? ilike(s.email, t) : undefined);
    const [rows, [n]] = await Promise.all([
      db
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
        .where(cond)
        .orderBy(desc(s.createdAt))
        .limit(opts.limit)
        .offset(opts.offset),
      db.select({ n: count() }).from(s).where(cond),
    ]);
    return {
      total: Number(n?.n ?? 0),
      rows: rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        handledAt: iso(r.handledAt),
        email: r.email,
        title: r.email,
        fields: [
          ["Email", r.email],
          ["Status", r.status],
          ["Source", r.source],
          ["Confirmed", iso(r.confirmedAt) ?? ""],
          ["Page", r.sourcePath ?? ""],
        ],
      })),
    };
  }
  if (kind === "notify") {
    const s = appNotifySignups;
    const cond = and(statusCond(s.handledAt, opts.status), t ? ilike(s.email, t) : undefined);
    const [rows, [n]] = await Promise.all([
      db
        .select()
        .from(s)
        .where(cond)
        .orderBy(desc(s.createdAt))
        .limit(opts.limit)
        .offset(opts.offset),
      db.select({ n: count() }).from(s).where(cond),
    ]);
    return {
      total: Number(n?.n ?? 0),
      rows: rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        handledAt: iso(r.handledAt),
        email: r.email,
        title: r.email,
        fields: [
          ["Email", r.email],
          ["Source", r.source],
          ["Page", r.sourcePath ?? ""],
        ],
      })),
    };
  }
  const s = searchAlerts;
  const cond = and(
    statusCond(s.handledAt, opts.status),
    t ? or(ilike(s.email, t), sql`${s.criteria}::text ilike ${t}`) : undefined,
  );
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(s)
      .where(cond)
      .orderBy(desc(s.createdAt))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(s).where(cond),
  ]);
  return {
    total: Number(n?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      handledAt: iso(r.handledAt),
      email: r.email,
      title: r.email,
      fields: [
        ["Email", r.email],
        ["Treatment", r.criteria.treatment ?? ""],
        ["Destination", r.criteria.destination ?? ""],
        ["Budget", r.criteria.budget ?? ""],
        ["Date", r.criteria.date ?? ""],
        ["Search", r.criteria.q ?? ""],
        ["Page", r.sourcePath],
      ],
    })),
  };
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
  const [c, d, nl, nt, al] = await Promise.all([
    db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.kind, "contact"), isNull(contactMessages.handledAt))),
    db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.kind, "dialog"), isNull(contactMessages.handledAt))),
    db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(isNull(newsletterSubscribers.handledAt)),
    db.select({ n: count() }).from(appNotifySignups).where(isNull(appNotifySignups.handledAt)),
    db.select({ n: count() }).from(searchAlerts).where(isNull(searchAlerts.handledAt)),
  ]);
  const n = (r: { n: number }[]) => Number(r[0]?.n ?? 0);
  return { contact: n(c), dialog: n(d), newsletter: n(nl), notify: n(nt), alerts: n(al) };
}

function tableOf(kind: InboxKind) {
  if (kind === "contact" || kind === "dialog") return contactMessages;
  if (kind === "newsletter") return newsletterSubscribers;
  if (kind === "notify") return appNotifySignups;
  return searchAlerts;
}

/** Marks one item handled (or open again), with its audit row. */
export async function setInboxHandled(
  db: Db,
  actor: Actor,
  input: { kind: InboxKind; id: string; handled: boolean },
) {
  await db.transaction(async (tx) => {
    const table = tableOf(input.kind);
    const kindCond: SQL | undefined =
      input.kind === "contact" || input.kind === "dialog"
        ? eq(contactMessages.kind, input.kind)
        : undefined;
    const [before] = await tx
      .select({ handledAt: table.handledAt })
      .from(table)
      .where(and(eq(table.id, input.id), kindCond))
      .for("update");
    if (!before) throw new AdminError(404, "This item no longer exists.");
    const handledAt = input.handled ? (before.handledAt ?? new Date()) : null;
    await tx.update(table).set({ handledAt }).where(eq(table.id, input.id));
    await audit(tx, {
      actor,
      action: input.handled ? "inbox.handle" : "inbox.reopen",
      targetType: input.kind === "alerts" ? "search_alert" : input.kind,
      targetId: input.id,
      before: { handledAt: iso(before.handledAt) },
      after: { handledAt: iso(handledAt) },
    });
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

export async function exportInboxCsv(
  db: Db,
  kind: InboxKind,
  opts: { q: string; status: InboxStatus },
): Promise<string> {
  const { rows } = await query(db, kind, { ...opts, limit: CSV_MAX_ROWS, offset: 0 });
  const labels = rows[0]?.fields.map(([k]) => k) ?? (await emptyHeader(db, kind));
  const header = ["Received", ...labels, "Handled"];
  const lines = [header.map(csvCell).join(",")];
  for (const r of rows)
    lines.push(
      [r.createdAt, ...r.fields.map(([, v]) => v), r.handledAt ?? ""].map(csvCell).join(","),
    );
  // BOM so spreadsheet apps read UTF-8; CRLF per RFC 4180.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

async function emptyHeader(_db: Db, kind: InboxKind): Promise<string[]> {
  switch (kind) {
    case "contact":
      return ["Name", "Email", "Phone", "Subject", "Message", "Page"];
    case "dialog":
      return ["Name", "Email", "Phone", "Country", "Treatment", "Clinic", "Package", "Message", "Page"];
    case "newsletter":
      return ["Email", "Status", "Source", "Confirmed", "Page"];
    case "notify":
      return ["Email", "Source", "Page"];
    default:
      return ["Email", "Treatment", "Destination", "Budget", "Date", "Search", "Page"];
  }
}
