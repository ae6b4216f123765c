import path from "node:path";
import { z } from "zod";

/**
 * THE configuration of the server: every setting is read from the environment here, once,
 * and validated at boot (server/index.ts, server/dev.ts, scripts/db.ts call getEnv() first).
 * A missing or bad setting stops the server with a message saying what to set and how.
 *
 * Two modes (docs/decisions/022-boot-configuration.md):
 * - production deployment: NODE_ENV=production AND DATABASE_URL set (PostgreSQL). Several
 *   instances may share the database, so the secrets cannot be generated per machine and the
 *   public address cannot be guessed: BETTER_AUTH_SECRET, RECORDS_ENCRYPTION_KEY and PUBLIC_URL
 *   are required.
 * - local (everything else, e.g. `npm start` on the embedded PGlite database with nothing set):
 *   the secret and the records key are generated once under DATA_DIR, links in mails point to
 *   http://localhost:PORT (the address the server prints), and the outbox page is readable
 *   from this machine.
 */

const GENERATE = "Generate one with: openssl rand -base64 32";

const bool = (def: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? def : ["true", "1", "yes", "on"].includes(v)));

/** Unset and "" are the same: not set. */
const optionalString = <T extends z.ZodType<string | undefined>>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);

/** E.164 with the separators people write: "+", a country code not starting with 0, 8–15 digits. */
function isInternationalPhone(v: string): boolean {
  if (!/^\+[\d\s().-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith("0");
}

/** "https://www.example.com" (a trailing slash allowed) → its origin; anything with a path: null. */
function asOrigin(v: string): string | null {
  if (!URL.canParse(v)) return null;
  const u = new URL(v);
  if (u.protocol !== "https:" && u.protocol !== "http:") return null;
  if (u.username || u.password || u.search || u.hash || (u.pathname !== "/" && u.pathname !== ""))
    return null;
  if (v.replace(/\/$/, "").toLowerCase() !== u.origin) return null;
  return u.origin;
}

const base64Key32 = (name: string) =>
  z
    .string()
    .refine(
      (v) => Buffer.from(v.trim(), "base64").length === 32,
      `${name} must be 32 random bytes, base64-encoded. ${GENERATE}`,
    );

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
        .optional(),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Public pages' catalogue reads kept in memory until a trigger says the catalogue changed
     * (app/db/read-cache.server.ts, decision 070). "off" reads the database on every request.
     */
    CATALOGUE_CACHE: z.enum(["on", "off"]).default("on"),
    /** Where the site is reached (https://careatlas.example): links in mails, cookies, origins. */
    PUBLIC_URL: optionalString(
      z
        .string()
        .regex(
          /^https?:\/\/[^/\s]+/,
          "PUBLIC_URL must be an http(s) address, e.g. https://careatlas.example",
        )
        .refine(
          (v) => URL.canParse(v),
          "PUBLIC_URL must be an http(s) address, e.g. https://careatlas.example",
        )
        .optional(),
    ),
    /**
     * More origins the site is reached under (comma-separated, e.g. the www and the apex name):
     * accepted by the same-origin checks of state-changing requests. Links in mails still use
     * PUBLIC_URL only.
     */
    TRUSTED_ORIGINS: z
      .string()
      .default("")
      .transform((v, ctx) => {
        const out: string[] = [];
        for (const entry of v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)) {
          const origin = asOrigin(entry);
          if (!origin) {
            ctx.addIssue({
              code: "custom",
              message: `TRUSTED_ORIGINS: "${entry}" is not an origin (http(s)://host[:port], no path); e.g. TRUSTED_ORIGINS=https://www.careatlas.example,https://careatlas.example`,
            });
            return z.NEVER;
          }
          out.push(origin);
        }
        return out;
      }),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    APP_BANNER: bool(true),
    SEED_ON_START: bool(true),
    /** The pseudo-locale for layout tests (app/i18n/pseudo.server.ts): off unless set. */
    I18N_PSEUDO: bool(false),

    /** Signs session cookies and encrypts two-factor secrets. */
    BETTER_AUTH_SECRET: optionalString(
      z
        .string()
        .min(32, `BETTER_AUTH_SECRET must be at least 32 characters. ${GENERATE}`)
        .optional(),
    ),
    /** Encrypts stored medical record files (AES-256-GCM). */
    RECORDS_ENCRYPTION_KEY: optionalString(base64Key32("RECORDS_ENCRYPTION_KEY").optional()),
    /** Earlier keys, comma-separated, still readable after a rotation. */
    RECORDS_ENCRYPTION_OLD_KEYS: optionalString(
      z
        .string()
        .refine(
          (v) =>
            v
              .split(",")
              .filter((k) => k.trim())
              .every((k) => Buffer.from(k.trim(), "base64").length === 32),
          `RECORDS_ENCRYPTION_OLD_KEYS must be comma-separated keys of 32 bytes, base64-encoded`,
        )
        .optional(),
    ),

    /** smtp://user:pass@host:587 or smtps://...; unset = mail stays in the outbox. */
    SMTP_URL: optionalString(
      z
        .string()
        .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default("CareAtlas <no-reply@careatlas.example>"),
    /** Where contact messages and partner applications are announced. */
    TEAM_EMAIL: z.email().default("team@careatlas.example"),
    /**
     * The outbox page (/dev/mailbox) for requests from this machine: on by default in local
     * mode, DEV_MAILBOX=0 turns it off; never on in a production deployment (admins only).
     */
    DEV_MAILBOX: z
      .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
      .optional()
      .transform((v) =>
        v === undefined || v === "" ? undefined : ["true", "1", "yes", "on"].includes(v),
      ),

    /** 1 = behind one trusted reverse proxy: the client IP is the last X-Forwarded-For entry. */
    TRUST_PROXY: bool(false),
    /** Socket addresses of reverse proxies whose client-IP header is believed (comma-separated). */
    TRUSTED_PROXIES: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    TRUSTED_PROXY_IP_HEADER: z
      .string()
      .default("x-forwarded-for")
      .transform((v) => v.toLowerCase()),
    /**
     * Public pages a shared cache may keep (decision 065): seconds a signed-out catalogue page is
     * fresh in a CDN or reverse proxy (s-maxage), and seconds more it may be served stale while
     * it is fetched again in the background (stale-while-revalidate). A clinic's or an admin's
     * change appears within the sum. SHARED_CACHE_SECONDS=0 makes every page private.
     */
    SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    SHARED_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(240),
    /** Submissions allowed per IP, per form, per window. 0 turns the limit off (load tests). */
    FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(0).max(100_000).default(5),
    FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** Open realtime streams (/api/stream) one user may hold on one instance; more answer 429. */
    REALTIME_STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(10),
    /** How often the sessions of open realtime streams are checked again (seconds). */
    REALTIME_SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    /** Salt for the stored IP hashes (ip_hash, rate-limit keys). Set a random value in production. */
    IP_HASH_SALT: z.string().min(1).default("careatlas-ip-v1"),
    /**
     * The patient support line ("Call Us" on package pages, the contact page), in international
     * format. Unset: no phone number is offered anywhere (chat and e-mail stay).
     */
    SUPPORT_PHONE: optionalString(
      z
        .string()
        .trim()
        .refine(
          isInternationalPhone,
          "SUPPORT_PHONE must be an international number: + and the country code, then 8 to 15 digits in all (spaces, dashes, dots and brackets allowed), e.g. +90 224 555 01 23",
        )
        .optional(),
    ),
    PAYMENT_PROVIDER: z
      .string()
      .default("test")
      .transform((v) => v.trim() || "test")
      .refine(
        (v) => v === "test" || v === "stripe",
        "PAYMENT_PROVIDER must be 'test' (the built-in test mode, no real money) or 'stripe'",
      ),
    /** Stripe (PAYMENT_PROVIDER=stripe, docs/payments.md): the account's keys. */
    STRIPE_SECRET_KEY: optionalString(z.string().trim().optional()),
    STRIPE_PUBLISHABLE_KEY: optionalString(z.string().trim().optional()),
    STRIPE_WEBHOOK_SECRET: optionalString(z.string().trim().optional()),
    /** Where the Stripe SDK sends its requests (tests and local runs: the fake, docs/payments.md). */
    STRIPE_API_HOST: optionalString(z.string().trim().optional()),
    STRIPE_API_PORT: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    STRIPE_API_PROTOCOL: optionalString(z.enum(["http", "https"]).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === "stripe") {
      const stripe = (key: string, ok: boolean, what: string) => {
        if (!ok)
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `${key} is not set or not valid: PAYMENT_PROVIDER=stripe needs ${what} (Stripe dashboard → Developers; see docs/payments.md)`,
          });
      };
      stripe(
        "STRIPE_SECRET_KEY",
        /^(sk|rk)_(test|live)_\w+$/.test(env.STRIPE_SECRET_KEY ?? ""),
        "the secret key (sk_test_… or sk_live_…)",
      );
      stripe(
        "STRIPE_PUBLISHABLE_KEY",
        /^pk_(test|live)_\w+$/.test(env.STRIPE_PUBLISHABLE_KEY ?? ""),
        "the publishable key (pk_test_… or pk_live_…)",
      );
      stripe(
        "STRIPE_WEBHOOK_SECRET",
        /^whsec_\w+$/.test(env.STRIPE_WEBHOOK_SECRET ?? ""),
        "the webhook endpoint's signing secret (whsec_…)",
      );
    }
  })
  .superRefine((env, ctx) => {
    if (!(env.NODE_ENV === "production" && env.DATABASE_URL)) return;
    const why =
      "it is required in production on PostgreSQL (NODE_ENV=production with DATABASE_URL)";
    const need = (key: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [key], message });
    if (!env.BETTER_AUTH_SECRET)
      need(
        "BETTER_AUTH_SECRET",
        `BETTER_AUTH_SECRET is not set: ${why}, the same value on every instance. ${GENERATE}`,
      );
    if (!env.RECORDS_ENCRYPTION_KEY)
      need(
        "RECORDS_ENCRYPTION_KEY",
        `RECORDS_ENCRYPTION_KEY is not set: ${why}, the same value on every instance; keep a copy, files encrypted with it cannot be read without it. ${GENERATE}`,
      );
    if (!env.PUBLIC_URL)
      need(
        "PUBLIC_URL",
        `PUBLIC_URL is not set: ${why}; links in mails (confirmation, password reset) use it. Set the address people use, e.g. PUBLIC_URL=https://careatlas.example`,
      );
    if (env.DEV_MAILBOX === true)
      need(
        "DEV_MAILBOX",
        "DEV_MAILBOX=1 is not allowed in production on PostgreSQL: the outbox page (/dev/mailbox) is for signed-in admins there. Remove DEV_MAILBOX.",
      );
  });

export type Env = z.infer<typeof EnvSchema>;

/** A setting is missing or bad; `message` says which and what to do. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates an environment; throws ConfigError listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = i.path.join(".");
      return i.message.startsWith(key) ? `  - ${i.message}` : `  - ${key}: ${i.message}`;
    });
    throw new ConfigError(
      `CareAtlas cannot start: fix these settings (environment variables; see README.md, "Configuration"):\n${lines.join("\n")}`,
    );
  }
  return parsed.data;
}

let cached: Env | undefined;

/** process.env, validated once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests that change process.env call this so the next getEnv() reads it again. */
export function resetEnvForTests() {
  cached = undefined;
}

/** NODE_ENV=production with DATABASE_URL: required secrets, no loopback outbox. */
export function isProductionDeployment(env: Env = getEnv()): boolean {
  return env.NODE_ENV === "production" && Boolean(env.DATABASE_URL);
}

/**
 * The origin of every absolute link the server writes (mails, sitemap, better-auth): PUBLIC_URL,
 * or the address the server prints in local mode. Never the request's Host header, which a
 * client chooses (a forged one would put another site into a password-reset mail).
 */
export function publicOrigin(env: Env = getEnv()): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
}

/**
 * The origins, besides a request's own, whose pages may send state-changing requests:
 * PUBLIC_URL's and TRUSTED_ORIGINS (each once). Only for origin checks; links use publicOrigin.
 */
export function trustedOrigins(env: Env = getEnv()): string[] {
  const list = env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : [];
  return [...new Set([...list, ...env.TRUSTED_ORIGINS])];
}

/** Cookies get Secure when the site is served over https. */
export function secureCookies(env: Env = getEnv()): boolean {
  return env.NODE_ENV === "production" && (env.PUBLIC_URL ?? "").startsWith("https://");
}

/** For the loggers, created while modules load: never throws (getEnv() at boot reports a bad value). */
export function logLevel(): string {
  const v = process.env.LOG_LEVEL;
  const ok = EnvSchema.shape.LOG_LEVEL.safeParse(v);
  if (v && ok.success) return ok.data;
  return process.env.NODE_ENV === "test" ? "warn" : "info";
}

export function dataDir(): string {
  return path.resolve(getEnv().DATA_DIR);
}

export type SupportPhone = { display: string; href: string };

/** SUPPORT_PHONE as written, and its tel: link (the digits only), or null when unset. */
export function supportPhone(env: Env = getEnv()): SupportPhone | null {
  if (!env.SUPPORT_PHONE) return null;
  return { display: env.SUPPORT_PHONE, href: `tel:+${env.SUPPORT_PHONE.replace(/\D/g, "")}` };
}

/** The allow-listed subset of settings the browser may see. */
export function publicEnv(env: Env = getEnv()) {
  return { APP_BANNER: env.APP_BANNER, SUPPORT_PHONE: supportPhone(env) };
}

/**
 * The settings for a server about to start (production and dev alike): a missing or bad one
 * prints what to set, without a stack trace, and stops the process.
 */
export function envOrExit(): Env {
  try {
    return getEnv();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`\n${err.message}\n\n`);
    process.exit(1);
  }
}
