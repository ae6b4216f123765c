import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .optional()
  .transform((v) => v !== undefined && ["true", "1", "yes", "on"].includes(v));

const MailEnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  /** smtp://user:pass@host:587 or smtps://...; unset = mail stays in the outbox (dev). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("CareAtlas <no-reply@careatlas.example>"),
  /** Where contact messages and partner applications are announced. */
  TEAM_EMAIL: z.email().default("team@careatlas.example"),
  /** Show /dev/mailbox in production too (staging, e2e against a production build). */
  DEV_MAILBOX: bool,
  /** Absolute base for links in mails; falls back to the request's origin. */
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type MailEnv = z.infer<typeof MailEnvSchema>;

/** Parsed on each call (cheap), so tests may change process.env between cases. */
export function getMailEnv(): MailEnv {
  const parsed = MailEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid mail environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export function isDevMailboxEnabled(): boolean {
  const env = getMailEnv();
  return env.NODE_ENV !== "production" || env.DEV_MAILBOX;
}

/**
 * The origin used in links inside mails. PUBLIC_URL wins, so a forged Host header can never
 * put someone else's domain into a confirmation mail; without it (dev, tests) the request's.
 */
export function mailLinkOrigin(request: Request): string {
  const env = getMailEnv();
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  return new URL(request.url).origin;
}
