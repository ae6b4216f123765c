import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The real server entry, started as `npm start` would on a production host with PostgreSQL. */
function boot(
  env: Record<string, string>,
  entry = "server/index.ts",
): Promise<{ code: number | null; output: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "careatlas-boot-"));
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: path.resolve("."),
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: "3398",
      DATA_DIR: dataDir,
      // Nothing listens there: the boot must stop before it ever tries.
      DATABASE_URL: "postgres://careatlas@127.0.0.1:9/careatlas",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += String(d)));
  child.stderr.on("data", (d) => (output += String(d)));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 40_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe("the server process refuses a production configuration that cannot work", () => {
  it("exits non-zero, naming every missing setting and how to generate the secrets", async () => {
    const { code, output } = await boot({});
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain("CareAtlas cannot start");
    expect(output).toContain("BETTER_AUTH_SECRET is not set");
    expect(output).toContain("RECORDS_ENCRYPTION_KEY is not set");
    expect(output).toContain("PUBLIC_URL is not set");
    expect(output).toContain("openssl rand -base64 32");
    expect(output).not.toContain("listening");
  }, 60_000);

  it("exits non-zero on a bad value, saying what is wrong", async () => {
    const { code, output } = await boot({
      BETTER_AUTH_SECRET: "short",
      RECORDS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64"),
      PUBLIC_URL: "https://careatlas.example",
    });
    expect(code).not.toBe(0);
    expect(output).toContain("BETTER_AUTH_SECRET must be at least 32 characters");
    expect(output).not.toContain("RECORDS_ENCRYPTION_KEY is not set");
  }, 60_000);

  it("the dev server (server/dev.ts) says the same, without a stack trace", async () => {
    const { code, output } = await boot({}, "server/dev.ts");
    expect(code).toBe(1);
    expect(output).toContain("BETTER_AUTH_SECRET is not set");
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);
});
