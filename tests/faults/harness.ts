import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

/** Pieces shared by the fault-injection scenarios (npm run test:faults). */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "";
const pgAdminUrl = () => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "";

export type Server = {
  child: ChildProcess;
  port: number;
  origin: string;
  log: () => string;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the production server (build/ must exist) in its own process group. */
export function startServer(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Run the compiled entry (build/server-entry.mjs) as `npm start` does, not the TypeScript. */
  compiled?: boolean;
  /** Extra node options before the entry (e.g. --heapsnapshot-signal=SIGUSR2). */
  nodeArgs?: string[];
}): Server {
  let log = "";
  const compiledEntry = path.join(ROOT, "build", "server-entry.mjs");
  const entry =
    opts.compiled && fs.existsSync(compiledEntry)
      ? [compiledEntry]
      : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...entry], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT_MAX: "100000",
      // Production on PostgreSQL requires these (several instances must share them); the boot
      // refuses DEV_MAILBOX=1 there (the outbox is for admins), so it is not set.
      BETTER_AUTH_SECRET: "faults-and-load-secret-0123456789abcdef0123456789",
      RECORDS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      PUBLIC_URL: `http://localhost:${opts.port}`,
      ...opts.env,
    },
  });
  child.stdout?.on("data", (d) => (log = (log + String(d)).slice(-20_000)));
  child.stderr?.on("data", (d) => (log = (log + String(d)).slice(-20_000)));
  return { child, port: opts.port, origin: `http://localhost:${opts.port}`, log: () => log };
}

export async function waitReady(s: Server, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (s.child.exitCode !== null)
      throw new Error(`server exited (${s.child.exitCode}):\n${s.log()}`);
    const r = await request(s.port, { method: "GET", path: "/readyz" }).catch(() => null);
    if (r?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${s.log()}`);
}

export function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const t = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(t);
      resolve(true);
    });
  });
}

/** kill -9 of the whole process tree (tsx and the node process it runs). */
export async function kill9(s: Server) {
  try {
    process.kill(-s.child.pid!, "SIGKILL");
  } catch {
    /* gone */
  }
  await exited(s.child, 10_000);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function request(
  port: number,
  opts: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
    /** Another keep-alive agent (e.g. with more sockets, for an open-loop load). */
    agent?: http.Agent;
  },
): Promise<{ status: number; body: string; ms: number; headers: http.IncomingHttpHeaders }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: opts.path,
        method: opts.method,
        agent: opts.agent ?? agent,
        headers: { host: `localhost:${port}`, ...opts.headers },
        timeout: opts.timeoutMs ?? 15_000,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            ms: performance.now() - started,
            headers: res.headers,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

/**
 * Signs in through the /auth form, as a person would (successful sign-ins spend no throttle
 * budget); returns the session cookie as a Cookie header value.
 */
export async function signInWithForm(
  port: number,
  email: string,
  password: string,
): Promise<string> {
  const r = await request(port, {
    method: "POST",
    path: "/auth",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://localhost:${port}`,
    },
    body: new URLSearchParams({ intent: "signin", email, password }).toString(),
  });
  const cookie = ([] as string[])
    .concat(r.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0]!)
    .filter((c) => c.startsWith("careatlas.session_token="))
    .join("; ");
  if (!cookie) throw new Error(`sign-in ${email}: ${r.status}`);
  return cookie;
}

/** Posts the contact form (no JavaScript path); resolves with the status and the marker email. */
export async function postContact(port: number, marker: string) {
  const body = new URLSearchParams({
    idempotencyKey: randomUUID(),
    fullName: "Fault Tester",
    email: `${marker}@faults.careatlas.example`,
    subject: "general",
    message: `Fault injection write ${marker}`,
    sourcePath: "/contact",
  }).toString();
  const r = await request(port, {
    method: "POST",
    path: "/contact",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://localhost:${port}`,
    },
    body,
  });
  return r.status;
}

/** The databases `freshPgDatabase` made in this run, dropped by `dropPgDatabases` at its end. */
const made = new Set<string>();

/** Drops the scenarios' databases, so that a run leaves the server as it found it. */
export async function dropPgDatabases(): Promise<void> {
  const adminUrl = pgAdminUrl();
  if (!adminUrl || made.size === 0) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    made.clear();
  } finally {
    await admin.end();
  }
}

/** A fresh, empty PostgreSQL database for one scenario; returns its URL. */
export async function freshPgDatabase(name: string): Promise<string | null> {
  const adminUrl = pgAdminUrl();
  if (!adminUrl) return null;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    made.add(name);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export function tmpDir(name: string) {
  const dir = path.join(ROOT, "tests", ".tmp", "faults", name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Peak resident memory of a process tree's node process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  let total = 0;
  for (const p of [pid, ...childPids(pid)]) {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, "utf8");
      const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      total += kb / 1024;
    } catch {
      /* gone */
    }
  }
  return Math.round(total);
}

function childPids(pid: number): number[] {
  try {
    const kids = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return kids.flatMap((k) => [k, ...childPids(k)]);
  } catch {
    return [];
  }
}

/** `skipped`: the scenario could not run here (no PostgreSQL, no root); counted as skipped, not passed. */
export type Outcome = { name: string; ok: boolean; skipped?: boolean; detail: string };
