import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .optional()
  .transform((v) => v !== undefined && ["true", "1", "yes", "on"].includes(v));

const FormsEnvSchema = z.object({
  /** 1 = behind one trusted reverse proxy: the client IP is the last X-Forwarded-For entry. */
  TRUST_PROXY: bool,
  /** Submissions allowed per IP, per form, per window. 0 turns the limit off (load tests). */
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(0).max(100_000).default(5),
  FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Salt for the stored IP hashes (ip_hash, rate-limit keys). Set a random value in production. */
  IP_HASH_SALT: z.string().min(1).default("careatlas-ip-v1"),
});

export type FormsEnv = z.infer<typeof FormsEnvSchema>;

export function getFormsEnv(): FormsEnv {
  const parsed = FormsEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid forms environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
