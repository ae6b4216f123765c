import { desc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  accounts,
  clinics,
  emailOutbox,
  profilePhotos,
  profiles,
  sessions,
  signInThrottle,
  twoFactors,
  userRoles,
  users,
} from "~/db/schema";

/**
 * Data rights: everything the accounts feature stores about the acting user (no password
 * hashes, session tokens or two-factor secrets); the export route adds the other features' data.
 */

export async function collectAccountData(userId: string) {
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const [profile] = await db
    .select({
      fullName: profiles.fullName,
      phone: profiles.phone,
      nationality: profiles.nationality,
      medicalInterest: profiles.medicalInterest,
      languagesSpoken: profiles.languagesSpoken,
      createdAt: profiles.createdAt,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [photo] = await db
    .select({
      contentType: profilePhotos.contentType,
      data: profilePhotos.data,
      updatedAt: profilePhotos.updatedAt,
    })
    .from(profilePhotos)
    .where(eq(profilePhotos.userId, userId));
  const [role] = await db
    .select({
      role: userRoles.role,
      clinicId: userRoles.clinicId,
      clinicName: clinics.name,
      since: userRoles.createdAt,
    })
    .from(userRoles)
    .leftJoin(clinics, eq(clinics.id, userRoles.clinicId))
    .where(eq(userRoles.userId, userId));
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
  const signInMethods = await db
    .select({
      provider: accounts.providerId,
      createdAt: accounts.createdAt,
      updatedAt: accounts.updatedAt,
    })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const [twoFactor] = await db
    .select({ verified: twoFactors.verified })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));

  return {
    exportedAt: new Date().toISOString(),
    about:
      "Everything CareAtlas stores about your account. Password hashes, session tokens and two-factor secrets are never exported.",
    account: {
      ...user,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      twoFactorConfirmed: twoFactor?.verified ?? false,
    },
    role: role ?? { role: "patient", clinicId: null, clinicName: null, since: null },
    profile: profile ?? null,
    profilePhoto: photo
      ? {
          contentType: photo.contentType,
          updatedAt: photo.updatedAt,
          dataUrl: `data:${photo.contentType};base64,${Buffer.from(photo.data).toString("base64")}`,
        }
      : null,
    signInMethods: signInMethods.map((m) => ({
      ...m,
      provider: m.provider === "credential" ? "email and password" : m.provider,
    })),
    sessions: sessionRows,
  };
}

/** After better-auth deleted the user (rows cascade): remove what is keyed by email instead. */
export async function forgetEmailTraces(email: string) {
  const db = await getDb();
  const e = email.trim().toLowerCase();
  await db
    .delete(signInThrottle)
    .where(
      inArray(signInThrottle.key, [`signin:acct:${e}`, `verify:acct:${e}`, `reset:acct:${e}`]),
    );
  await db.delete(emailOutbox).where(eq(emailOutbox.to, e));
}
