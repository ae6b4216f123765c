import path from "node:path";
import { z } from "zod";

const bool = (def: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
    .optional()
    .transform((v) => (v === undefined ? def : ["true", "1", "yes", "on"].includes(v)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  APP_BANNER: bool(true),
  SEED_ON_START: bool(true),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Parses process.env once; a bad value stops the boot with a readable message. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

export function dataDir(): string {
  return path.resolve(getEnv().DATA_DIR);
}

/** The allow-listed subset of settings the browser may see. */
export function publicEnv() {
  const env = getEnv();
  return { APP_BANNER: env.APP_BANNER };
}
