import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { clinics } from "./catalogue";
import { createdAt, id, tz, updatedAt } from "./columns";

/**
 * Accounts: better-auth's tables written by hand (its CLI needs Node 22), plus our own
 * user_roles and the sign-in throttle. Profiles and favourites are in ./profiles.
 *
 * better-auth reads these through the drizzle adapter: the object keys (emailVerified,
 * userId, ...) are better-auth's field names; the SQL columns are snake_case. Ids are UUIDs
 * (advanced.database.generateId = "uuid": PostgreSQL generates them).
 */

export const ROLES = ["patient", "clinic", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable("users", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** The person's language (app/i18n/config.ts): set at sign-up, changed by the switcher; their emails use it (decision 048). Null: none stored (English). */
  locale: text("locale"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    expiresAt: tz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: tz("access_token_expires_at"),
    refreshTokenExpiresAt: tz("refresh_token_expires_at"),
    scope: text("scope"),
    /** better-auth's scrypt hash; never selected outside better-auth. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: tz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const twoFactors = pgTable(
  "two_factors",
  {
    id: id(),
    /** Encrypted with the auth secret. */
    secret: text("secret").notNull(),
    /** Encrypted list of one-time backup codes. */
    backupCodes: text("backup_codes").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: tz("locked_until"),
  },
  (t) => [
    index("two_factors_secret_idx").on(t.secret),
    index("two_factors_user_id_idx").on(t.userId),
  ],
);

/** better-auth's request counters for /api/auth/* (key = "<ip>|<path>"). */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: id(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** One row per user. Sign-ups are patients; clinic and admin users come from user:create. */
export const userRoles = pgTable(
  "user_roles",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull().default("patient"),
    /** The clinic a clinic user manages. */
    clinicId: uuid("clinic_id").references(() => clinics.id, { onDelete: "set null" }),
    /** Set by an admin: the account cannot sign in and its sessions are ended. */
    disabledAt: tz("disabled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("user_roles_role_check", sql`${t.role} in ('patient', 'clinic', 'admin')`),
    index("user_roles_clinic_id_idx").on(t.clinicId),
  ],
);

/**
 * Our own sign-in counters for the /auth form (better-auth skips its limiter for server-side
 * calls): per IP and per account, fixed windows, reserved before the attempt and refunded on
 * success, so only failures and attempts in flight count.
 */
export const signInThrottle = pgTable(
  "sign_in_throttle",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: tz("window_ends_at").notNull(),
  },
  (t) => [index("sign_in_throttle_window_idx").on(t.windowEndsAt)],
);
