import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { clinics, type Role, sessions, userRoles, users } from "~/db/schema";
import { publish } from "~/services/realtime/publish.server";
import { type Failure, type Result, failure, fieldFailure, ok } from "~/utils/result";
import { likeTerm } from "./admin.server";
import { type Actor, type Tx, audit } from "./audit.server";

export const USERS_PAGE_SIZE = 20;
export const USER_FILTERS = ["all", "patient", "clinic", "admin", "disabled"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

export type UserRow = Awaited<ReturnType<typeof listUsers>>["rows"][number];

export async function listUsers(db: Db, opts: { q: string; filter: UserFilter; page: number }) {
  const where: SQL[] = [];
  if (opts.filter === "disabled") where.push(isNotNull(userRoles.disabledAt));
  else if (opts.filter !== "all")
    where.push(sql`coalesce(${userRoles.role}, 'patient') = ${opts.filter}`);
  if (opts.q)
    where.push(or(ilike(users.email, likeTerm(opts.q)), ilike(users.name, likeTerm(opts.q)))!);
  const cond = where.length ? and(...where) : undefined;
  const sessionCount = sql<number>`(select count(*) from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.expiresAt} > now())`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        twoFactorEnabled: users.twoFactorEnabled,
        createdAt: users.createdAt,
        role: userRoles.role,
        clinicId: userRoles.clinicId,
        clinicName: clinics.name,
        disabledAt: userRoles.disabledAt,
        sessions: sessionCount,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .leftJoin(clinics, eq(clinics.id, userRoles.clinicId))
      .where(cond)
      .orderBy(desc(users.createdAt), users.email)
      .limit(USERS_PAGE_SIZE)
      .offset((opts.page - 1) * USERS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(cond),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      role: (r.role ?? "patient") as Role,
      sessions: Number(r.sessions),
    })),
    total: Number(total?.n ?? 0),
  };
}

async function loadTarget(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      role: userRoles.role,
      clinicId: userRoles.clinicId,
      disabledAt: userRoles.disabledAt,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId))
    .for("update", { of: users });
  if (!row) return failure(404, "This user no longer exists.");
  return ok({ ...row, role: (row.role ?? "patient") as Role });
}

/** An admin's own account is out of reach of the changes that could lock them out. */
function notSelf(actor: Actor, userId: string, what: string): Failure | null {
  return actor.id === userId ? failure(403, `You cannot ${what} your own account.`) : null;
}

export async function setUserRoleAsAdmin(
  db: Db,
  actor: Actor,
  input: { userId: string; role: Role; clinicId?: string | null },
): Promise<Result> {
  const self = input.role !== "admin" ? notSelf(actor, input.userId, "demote") : null;
  if (self) return self;
  return db.transaction(async (tx) => {
    const target = await loadTarget(tx, input.userId);
    if (!target.ok) return target;
    const before = target.value;
    const clinicId = input.role === "clinic" ? (input.clinicId ?? null) : null;
    if (input.role === "clinic") {
      if (!clinicId) return fieldFailure("clinicId", "A clinic user needs a clinic.");
      const [c] = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, clinicId));
      if (!c) return fieldFailure("clinicId", "Please choose a clinic.");
    }
    await tx
      .insert(userRoles)
      .values({ userId: input.userId, role: input.role, clinicId })
      .onConflictDoUpdate({
        target: userRoles.userId,
        set: { role: input.role, clinicId, updatedAt: new Date() },
      });
    await audit(tx, {
      actor,
      action: "user.set_role",
      targetType: "user",
      targetId: input.userId,
      before: { email: before.email, role: before.role, clinicId: before.clinicId },
      after: { email: before.email, role: input.role, clinicId },
    });
    return ok();
  });
}

/** Disables an account: it cannot sign in, and every session it has is ended now. */
export async function disableUser(db: Db, actor: Actor, userId: string): Promise<Result> {
  const self = notSelf(actor, userId, "disable");
  if (self) return self;
  return db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    if (!target.ok) return target;
    const before = target.value;
    const now = new Date();
    await tx
      .insert(userRoles)
      .values({ userId, role: before.role, disabledAt: now })
      .onConflictDoUpdate({
        target: userRoles.userId,
        set: { disabledAt: before.disabledAt ?? now, updatedAt: now },
      });
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    // Their open realtime streams close when this commits (decision 029).
    await publish(tx, { type: "sessions", userId });
    await audit(tx, {
      actor,
      action: "user.disable",
      targetType: "user",
      targetId: userId,
      before: { email: before.email, disabledAt: before.disabledAt },
      after: {
        email: before.email,
        disabledAt: before.disabledAt ?? now,
        sessionsEnded: ended.length,
      },
    });
    return ok();
  });
}

export async function enableUser(db: Db, actor: Actor, userId: string): Promise<Result> {
  return db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    if (!target.ok) return target;
    const before = target.value;
    await tx
      .update(userRoles)
      .set({ disabledAt: null, updatedAt: new Date() })
      .where(and(eq(userRoles.userId, userId), isNotNull(userRoles.disabledAt)));
    await audit(tx, {
      actor,
      action: "user.enable",
      targetType: "user",
      targetId: userId,
      before: { email: before.email, disabledAt: before.disabledAt },
      after: { email: before.email, disabledAt: null },
    });
    return ok();
  });
}

export async function endUserSessions(db: Db, actor: Actor, userId: string): Promise<Result> {
  return db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    if (!target.ok) return target;
    const before = target.value;
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    // Their open realtime streams close when this commits (decision 029).
    await publish(tx, { type: "sessions", userId });
    await audit(tx, {
      actor,
      action: "user.end_sessions",
      targetType: "user",
      targetId: userId,
      before: { email: before.email, sessions: ended.length },
      after: { email: before.email, sessions: 0 },
    });
    return ok();
  });
}
