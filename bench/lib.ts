import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, idx)]!;
}

export async function waitFor(url: string, timeoutMs: number): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    try {
      const r = await fetch(url);
      if (r.ok) {
        await r.text();
        return performance.now() - t0;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts `npm start`'s script on a port with a data dir; returns the process. */
export function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): ChildProcess {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  return spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function stopServer(p: ChildProcess) {
  if (p.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    p.once("exit", () => resolve());
    p.kill("SIGTERM");
  });
}

export function chromiumPath(): string {
  const p = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(p)) throw new Error(`Chromium not found at ${p}; set CHROMIUM_PATH`);
  return p;
}
