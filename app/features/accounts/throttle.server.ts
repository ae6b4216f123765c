import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { signInThrottle } from "~/db/schema";

/**
 * Fixed-window counters in the database for the auth forms (better-auth's own limiter only
 * sees requests through its HTTP handler). An attempt reserves one unit in every rule first;
 * a refused rule stops it; `refund` gives the units back (used after a successful sign-in, so
 * only failures and attempts still in flight use up the budget).
 */

export type ThrottleRule = { key: string; windowSeconds: number; max: number };
export type ThrottleResult =
  | { ok: true; refund: () => Promise<void> }
  | { ok: false; retryAfterSeconds: number; refund: () => Promise<void> };

export async function reserveAttempt(db: Db, rules: ThrottleRule[]): Promise<ThrottleResult> {
  const t = signInThrottle;
  let retryAfter = 0;
  let refused = false;
  const taken: string[] = [];
  for (const rule of rules) {
    const [row] = await db
      .insert(t)
      .values({
        key: rule.key,
        count: 1,
        windowEndsAt: sql`now() + make_interval(secs => ${rule.windowSeconds})`,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: sql`case when ${t.windowEndsAt} <= now() then 1 else ${t.count} + 1 end`,
          windowEndsAt: sql`case when ${t.windowEndsAt} <= now() then excluded.window_ends_at else ${t.windowEndsAt} end`,
        },
      })
      .returning({ count: t.count, windowEndsAt: t.windowEndsAt });
    taken.push(rule.key);
    if (row && row.count > rule.max) {
      refused = true;
      retryAfter = Math.max(
        retryAfter,
        Math.ceil((row.windowEndsAt.getTime() - Date.now()) / 1000),
      );
    }
  }
  if (Math.random() < 0.02) {
    await db.delete(t).where(lt(t.windowEndsAt, sql`now() - interval '1 hour'`));
  }
  const refund = () => refundKeys(db, taken);
  if (refused) return { ok: false, retryAfterSeconds: Math.max(1, retryAfter), refund };
  return { ok: true, refund };
}

async function refundKeys(db: Db, keys: string[]) {
  const t = signInThrottle;
  for (const key of keys) {
    await db
      .update(t)
      .set({ count: sql`greatest(${t.count} - 1, 0)` })
      .where(and(eq(t.key, key), gt(t.windowEndsAt, sql`now()`)));
  }
}

/**
 * Gives back one unit of every rule, for a caller that reserved them in an earlier step (the
 * sign-in hooks reserve before better-auth runs and refund after it succeeded).
 */
export function refundAttempt(db: Db, rules: ThrottleRule[]): Promise<void> {
  return refundKeys(
    db,
    rules.map((r) => r.key),
  );
}

const norm = (email: string) => email.trim().toLowerCase();

export const throttleRules = {
  /** The /auth sign-in form: a burst per IP (as better-auth's rule), a sustained cap per IP, and per account. */
  signIn: (ip: string, email: string): ThrottleRule[] => [
    { key: `signin:ip:${ip}`, windowSeconds: 10, max: 3 },
    { key: `signin:ip15:${ip}`, windowSeconds: 15 * 60, max: 30 },
    { key: `signin:acct:${norm(email)}`, windowSeconds: 15 * 60, max: 10 },
  ],
  signUp: (ip: string): ThrottleRule[] => [
    { key: `signup:ip:${ip}`, windowSeconds: 10 * 60, max: 20 },
  ],
  mail: (kind: "verify" | "reset", ip: string, email: string): ThrottleRule[] => [
    { key: `${kind}:ip:${ip}`, windowSeconds: 10 * 60, max: 10 },
    { key: `${kind}:acct:${norm(email)}`, windowSeconds: 10 * 60, max: 3 },
  ],
  /** The second sign-in step: a burst per IP (as better-auth's own rule) and a cap per IP. */
  twoFactor: (ip: string): ThrottleRule[] => [
    { key: `2fa:ip:${ip}`, windowSeconds: 10, max: 3 },
    { key: `2fa:ip15:${ip}`, windowSeconds: 15 * 60, max: 20 },
  ],
  /** A TOTP code is accepted once: the key lives for three 30-second steps. */
  totpUse: (userId: string, code: string): ThrottleRule[] => [
    { key: `totp-used:${userId}:${code}`, windowSeconds: 90, max: 1 },
  ],
  /** Password checks inside the dashboard (change email/password, 2FA, delete). */
  password: (userId: string): ThrottleRule[] => [
    { key: `pw:user:${userId}`, windowSeconds: 15 * 60, max: 10 },
  ],
};
