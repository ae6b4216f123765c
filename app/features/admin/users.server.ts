import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { clinics, type Role, sessions, userRoles, users } from "~/db/schema";
import { publish } from "~/services/realtime/publish.server";
import { AdminError, likeTerm } from "./admin.server";
import { type Actor, type Tx, audit } from "./audit.server";

export const USERS_PAGE_SIZE = 20;
export const USER_FILTERS = ["all", "patient", "clinic", "admin", "disabled"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

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
  if (!row) throw new AdminError(404, "This user no longer exists.");
  return { ...row, role: (row.role ?? "patient") as Role };
}

function notSelf(actor: Actor, userId: string, what: string) {
  if (actor.id === userId) throw new AdminError(403, `You cannot ${what} your own account.`);
}

export async function setUserRoleAsAdmin(
  db: Db,
  actor: Actor,
  input: { userId: string; role: Role; clinicId?: string | null },
) {
  if (input.role !== "admin") notSelf(actor, input.userId, "demote");
  await db.transaction(async (tx) => {
    const before = await loadTarget(tx, input.userId);
    const clinicId = input.role === "clinic" ? (input.clinicId ?? null) : null;
    if (input.role === "clinic") {
      if (!clinicId) throw new AdminError(400, "A clinic user needs a clinic.", "clinicId");
      const [c] = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, clinicId));
      if (!c) throw new AdminError(400, "Please choose a clinic.", "clinicId");
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
  });
}

/** Disables an account: it cannot sign in, and every session it has is ended now. */
export async function disableUser(db: Db, actor: Actor, userId: string) {
  notSelf(actor, userId, "disable");
  await db.transaction(async (tx) => {
    const before = await loadTarget(tx, userId);
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
  });
}

export async function enableUser(db: Db, actor: Actor, userId: string) {
  await db.transaction(async (tx) => {
    const before = await loadTarget(tx, userId);
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
  });
}

export async function endUserSessions(db: Db, actor: Actor, userId: string) {
  await db.transaction(async (tx) => {
    const before = await loadTarget(tx, userId);
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
  });
}
