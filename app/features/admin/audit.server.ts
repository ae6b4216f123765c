import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/**
 * The admin audit log: one append-only row per admin change (a DB trigger refuses UPDATE and
 * DELETE). Always written with the same transaction as the change, so a change without its
 * row (or a row without its change) cannot happen.
 */

export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Actor = { id: string; email: string };

export type AuditEntry = {
  actor: Actor;
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
};

/** Dates become ISO strings, undefined keys drop out: what is stored is what was seen. */
function snapshot(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  return JSON.parse(JSON.stringify(v));
}

export async function audit(tx: Tx, e: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: e.actor.id,
    actorEmail: e.actor.email,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    before: snapshot(e.before),
    after: snapshot(e.after),
  });
}

export const AUDIT_PAGE_SIZE = 25;

export async function listAuditLog(db: Db, opts: { q?: string; action?: string; page: number }) {
  const where: SQL[] = [];
  if (opts.action) where.push(eq(auditLog.action, opts.action));
  if (opts.q) {
    const like = `%${opts.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      or(
        ilike(auditLog.actorEmail, like),
        ilike(auditLog.targetId, like),
        ilike(auditLog.targetType, like),
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(cond)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((opts.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(cond),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
