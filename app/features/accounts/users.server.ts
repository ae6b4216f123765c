import { eq, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { clinics, profiles, type Role, ROLES, userRoles, users } from "~/db/schema";
import { getAuth } from "~/utils/auth.server";
import { isUuid } from "~/utils/validation";
import { passwordProblem } from "./password-policy.server";

/**
 * Accounts created outside the sign-up form (the user:create script, demo accounts, the e2e
 * bootstrap): verified at once, with their role and, for clinic users, their clinic.
 */

export type NewUser = {
  email: string;
  password: string;
  name?: string;
  role: Role;
  clinic?: string | null;
};

export class UserCreateError extends Error {}

/** A clinic by id or slug. */
export async function findClinicId(db: Db, idOrSlug: string): Promise<string | null> {
  const v = idOrSlug.trim();
  const [row] = await db
    .select({ id: clinics.id })
    .from(clinics)
    .where(isUuid(v) ? or(eq(clinics.id, v), eq(clinics.slug, v)) : eq(clinics.slug, v))
    .limit(1);
  return row?.id ?? null;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** Sets the single role row (and the clinic link; only clinic users keep one). */
export async function setUserRole(
  db: Db,
  userId: string,
  role: Role,
  clinicId: string | null = null,
) {
  const link = role === "clinic" ? clinicId : null;
  await db
    .insert(userRoles)
    .values({ userId, role, clinicId: link })
    .onConflictDoUpdate({
      target: userRoles.userId,
      set: { role, clinicId: link, updatedAt: new Date() },
    });
}

/**
 * Creates a verified user with a password (hashed by better-auth), role and profile.
 * `existing: "error"` refuses a taken email; `"keep"` leaves that account as it is.
 */
export async function createVerifiedUser(
  db: Db,
  input: NewUser,
  opts: { existing?: "error" | "keep"; checkPassword?: boolean } = {},
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UserCreateError(`Not an email address: ${input.email}`);
  if (!ROLES.includes(input.role))
    throw new UserCreateError(`Unknown role "${input.role}" (use ${ROLES.join(", ")})`);
  if (opts.checkPassword !== false) {
    const problem = passwordProblem(input.password, { email });
    if (problem) throw new UserCreateError(problem);
  }
  let clinicId: string | null = null;
  if (input.role === "clinic") {
    if (!input.clinic)
      throw new UserCreateError("A clinic user needs --clinic <clinic id or slug>");
    clinicId = await findClinicId(db, input.clinic);
    if (!clinicId) throw new UserCreateError(`No clinic with id or slug "${input.clinic}"`);
  }

  const existing = await findUserIdByEmail(db, email);
  if (existing) {
    if (opts.existing === "keep") return { id: existing, created: false };
    throw new UserCreateError(`A user with the email ${email} already exists`);
  }

  const auth = await getAuth();
  const ctx = await auth.$context;
  const name = input.name?.trim() || email.split("@")[0]!;
  const user = await ctx.internalAdapter.createUser(
    { email, name, emailVerified: true },
    { method: "admin" },
  );
  const hash = await ctx.password.hash(input.password);
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  await setUserRole(db, user.id, input.role, clinicId);
  await db
    .insert(profiles)
    .values({ id: user.id, fullName: name })
    .onConflictDoNothing({ target: profiles.id });
  return { id: user.id, created: true };
}
