import { describe, expect, it } from "vitest";
import { outboxAddress, outboxOpenToThisMachine } from "~/services/email/outbox-access.server";
import { ConfigError, isProductionDeployment, parseEnv, publicOrigin } from "./env.server";

/** A production deployment: NODE_ENV=production with PostgreSQL, every required setting given. */
const PRODUCTION = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://careatlas@db.internal:5432/careatlas",
  BETTER_AUTH_SECRET: "x".repeat(44),
  RECORDS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64"),
  PUBLIC_URL: "https://careatlas.example",
};

function bootError(env: Record<string, string | undefined>): string {
  try {
    parseEnv(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("boot configuration in production on PostgreSQL", () => {
  it("accepts a complete configuration", () => {
    const env = parseEnv(PRODUCTION);
    expect(isProductionDeployment(env)).toBe(true);
    expect(publicOrigin(env)).toBe("https://careatlas.example");
  });

  it("refuses to start without BETTER_AUTH_SECRET, saying how to generate one", () => {
    const message = bootError({ ...PRODUCTION, BETTER_AUTH_SECRET: undefined });
    expect(message).toContain("BETTER_AUTH_SECRET is not set");
    expect(message).toContain("openssl rand -base64 32");
  });

  it("refuses to start without RECORDS_ENCRYPTION_KEY, saying how to generate one", () => {
    const message = bootError({ ...PRODUCTION, RECORDS_ENCRYPTION_KEY: "" });
    expect(message).toContain("RECORDS_ENCRYPTION_KEY is not set");
    expect(message).toContain("openssl rand -base64 32");
  });

  it("refuses to start without PUBLIC_URL (links in mails need it)", () => {
    const message = bootError({ ...PRODUCTION, PUBLIC_URL: undefined });
    expect(message).toContain("PUBLIC_URL is not set");
    expect(message).toContain("PUBLIC_URL=https://");
  });

  it("names every missing setting at once", () => {
    const message = bootError({ NODE_ENV: "production", DATABASE_URL: PRODUCTION.DATABASE_URL });
    for (const name of ["BETTER_AUTH_SECRET", "RECORDS_ENCRYPTION_KEY", "PUBLIC_URL"])
      expect(message).toContain(`${name} is not set`);
  });

  it("refuses DEV_MAILBOX=1: the outbox is for admins there", () => {
    expect(bootError({ ...PRODUCTION, DEV_MAILBOX: "1" })).toContain(
      "DEV_MAILBOX=1 is not allowed",
    );
    expect(outboxOpenToThisMachine(parseEnv(PRODUCTION))).toBe(false);
    expect(outboxAddress(parseEnv(PRODUCTION))).toBe(
      "https://careatlas.example/dev/mailbox (signed-in admins only)",
    );
  });
});

describe("bad values stop the boot with a message", () => {
  it.each([
    ["BETTER_AUTH_SECRET", "too-short", "BETTER_AUTH_SECRET must be at least 32 characters"],
    [
      "RECORDS_ENCRYPTION_KEY",
      "c2hvcnQ=",
      "RECORDS_ENCRYPTION_KEY must be 32 random bytes, base64-encoded",
    ],
    ["RECORDS_ENCRYPTION_OLD_KEYS", "c2hvcnQ=", "RECORDS_ENCRYPTION_OLD_KEYS must be"],
    ["PUBLIC_URL", "careatlas.example", "PUBLIC_URL must be an http(s) address"],
    ["DATABASE_URL", "mysql://x", "DATABASE_URL must be a postgres:// URL"],
    ["PORT", "http", "PORT"],
    ["SMTP_URL", "mail.example:25", "SMTP_URL must be an smtp:// or smtps:// URL"],
    ["DEV_MAILBOX", "maybe", "DEV_MAILBOX"],
  ])("%s=%s", (name, value, expected) => {
    const message = bootError({ ...PRODUCTION, [name]: value });
    expect(message).toContain(expected);
    expect(message).toContain("CareAtlas cannot start");
  });

  it("a bad value is refused in local mode too", () => {
    expect(bootError({ RECORDS_ENCRYPTION_KEY: "not-a-key" })).toContain("openssl rand -base64 32");
  });
});

describe("local mode (npm start on the embedded database)", () => {
  it("needs nothing: NODE_ENV=production without DATABASE_URL is local", () => {
    const env = parseEnv({ NODE_ENV: "production" });
    expect(isProductionDeployment(env)).toBe(false);
    expect(env.BETTER_AUTH_SECRET).toBeUndefined();
    expect(env.RECORDS_ENCRYPTION_KEY).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
  });

  it("links point to the address the server prints, http://localhost:PORT", () => {
    expect(publicOrigin(parseEnv({ NODE_ENV: "production", PORT: "4123" }))).toBe(
      "http://localhost:4123",
    );
    expect(publicOrigin(parseEnv({ PUBLIC_URL: "https://example.org/sub/" }))).toBe(
      "https://example.org",
    );
  });

  it("the outbox is open to this machine unless DEV_MAILBOX=0", () => {
    expect(outboxOpenToThisMachine(parseEnv({ NODE_ENV: "production" }))).toBe(true);
    expect(outboxOpenToThisMachine(parseEnv({ NODE_ENV: "production", DEV_MAILBOX: "0" }))).toBe(
      false,
    );
    expect(outboxAddress(parseEnv({ PORT: "4123" }))).toBe(
      "http://localhost:4123/dev/mailbox (open it from this machine, or signed in as an admin)",
    );
  });
});
