import { execFileSync } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { users } from "~/db/schema";
import { disableUser, endUserSessions } from "~/features/admin/users.server";
import {
  ROOT,
  type Server,
  exited,
  freshPgDatabase,
  request,
  signInWithForm,
  sleep,
  startServer,
  tmpDir,
  waitReady,
} from "../faults/harness";

/**
 * Issue 18, items 2 and 6, through the real production server (build/, `tsx server/index.ts`)
 * on a real PostgreSQL, with real server-sent event streams read over HTTP:
 *
 * - "Ended means ended": a stream closes when its session ends by sign-out, by a password
 *   change on another device, by an admin disabling the account or ending its sessions; one user
 *   cannot hold more than REALTIME_STREAMS_PER_USER (10) streams. The server's periodic
 *   re-check is set to an hour, so what closes the streams here is the announcement.
 * - "Outages and logs": the server reaches PostgreSQL through a TCP proxy this test owns; closing
 *   the proxy takes the database away from this server only (the shared PostgreSQL keeps
 *   running). Signed-in requests then answer 503 with Retry-After (page and JSON), never a
 *   redirect to sign-in, and the server's log carries no session token.
 *
 * Needs a PostgreSQL server: TEST_DATABASE_URL, DATABASE_URL or postgres://postgres@127.0.0.1:5432.
 */

const ADMIN_URL =
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.SESSIONS_TEST_PORT ?? 3396);
const PASSWORD = "Sessions-test-Passage-2026";
const DB_NAME = "careatlas_sessions_test";
const NEW_PASSWORD = "Sessions-test-Passage-2027-new";
const EMAILS = {
  signOut: "stream-signout@careatlas.example",
  password: "stream-password@careatlas.example",
  disabled: "stream-disabled@careatlas.example",
  ended: "stream-ended@careatlas.example",
  cap: "stream-cap@careatlas.example",
  outage: "outage@careatlas.example",
};
const ADMIN = "sessions-admin@careatlas.example";
const CLOSE_WAIT_MS = 30_000;

/** A TCP proxy in front of PostgreSQL that the test can take down and bring back. */
class PgProxy {
  private server: net.Server | undefined;
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections and cuts every open one, as a stopped database would. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** One SSE connection to /api/stream, read as raw frames. */
class Stream {
  status = 0;
  text = "";
  readonly opened: Promise<number>;
  readonly ended: Promise<void>;
  private req: http.ClientRequest;

  constructor(cookie: string) {
    let onOpen!: (status: number) => void;
    let onEnd!: () => void;
    this.opened = new Promise((r) => (onOpen = r));
    this.ended = new Promise((r) => (onEnd = r));
    this.req = http.get(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/api/stream",
        headers: { host: `localhost:${PORT}`, cookie, accept: "text/event-stream" },
        agent: false,
      },
      (res) => {
        this.status = res.statusCode ?? 0;
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          this.text += d;
          if (this.text.includes("event: ready")) onOpen(this.status);
        });
        res.on("close", onEnd);
        if (this.status !== 200) onOpen(this.status);
      },
    );
    this.req.on("error", () => {
      onOpen(0);
      onEnd();
    });
  }

  close() {
    this.req.destroy();
  }
}

/** True when the promise settles within `ms` (a test failure otherwise, not a timing claim). */
async function settles(p: Promise<unknown>, ms = CLOSE_WAIT_MS): Promise<boolean> {
  return Promise.race([p.then(() => true), sleep(ms).then(() => false)]);
}

const form = (
  cookie: string | null,
  path: string,
  fields: Record<string, string>,
  extra: Record<string, string> = {},
) =>
  request(PORT, {
    method: "POST",
    path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://localhost:${PORT}`,
      ...(cookie ? { cookie } : {}),
      ...extra,
    },
    body: new URLSearchParams(fields).toString(),
  });

const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.replace(/^careatlas\.session_token=/, "")).split(".")[0]!;

let server: Server;
let proxy: PgProxy;
let pool: pg.Pool;
let db: Db;

beforeAll(async () => {
  // The production build the server serves (a no-op when it is up to date).
  execFileSync("node", ["scripts/build-if-needed.mjs"], { cwd: ROOT, stdio: "ignore" });
  process.env.TEST_DATABASE_URL ||= ADMIN_URL;
  const url = await freshPgDatabase(DB_NAME);
  if (!url) throw new Error(`this test needs PostgreSQL at ${ADMIN_URL}`);
  const target = new URL(url);
  proxy = new PgProxy(target.hostname, Number(target.port || 5432));
  await proxy.up();
  const viaProxy = new URL(url);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  server = startServer({
    port: PORT,
    dataDir: tmpDir("sessions-test"),
    databaseUrl: viaProxy.toString(),
    env: {
      // Only the announcement can close a stream within this test.
      REALTIME_SESSION_CHECK_SECONDS: "3600",
      E2E_BOOTSTRAP_ADMIN: `${ADMIN}:${PASSWORD}`,
      E2E_BOOTSTRAP_ACCOUNTS: Object.values(EMAILS)
        .map((e) => `patient:${e}:${PASSWORD}`)
        .join(";"),
    },
  });
  await waitReady(server, 180_000);
  pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {});
  db = drizzle(pool, { schema }) as unknown as Db;
}, 900_000);

afterAll(async () => {
  if (server) {
    try {
      process.kill(-server.child.pid!, "SIGTERM");
    } catch {
      /* gone */
    }
    await exited(server.child, 12_000);
  }
  await pool?.end();
  await proxy?.down();
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
});

async function userId(email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe("a realtime stream ends with its session", () => {
  it("closes when the person signs out, and the cookie opens no new stream", async () => {
    const cookie = await signInWithForm(PORT, EMAILS.signOut, PASSWORD);
    const stream = new Stream(cookie);
    expect(await stream.opened).toBe(200);
    const out = await form(cookie, "/api/sign-out", { format: "json" });
    expect(out.status).toBe(200);
    expect(await settles(stream.ended)).toBe(true);
    const again = new Stream(cookie);
    expect(await again.opened).toBe(401);
    again.close();
  }, 120_000);

  it("closes on the other device when the password is changed", async () => {
    const phone = await signInWithForm(PORT, EMAILS.password, PASSWORD);
    const laptop = await signInWithForm(PORT, EMAILS.password, PASSWORD);
    const onPhone = new Stream(phone);
    const onLaptop = new Stream(laptop);
    expect(await onPhone.opened).toBe(200);
    expect(await onLaptop.opened).toBe(200);
    const r = await form(laptop, "/dashboard/profile", {
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe("/dashboard/profile");
    expect(await settles(onPhone.ended)).toBe(true);
    const again = new Stream(phone);
    expect(await again.opened).toBe(401);
    again.close();
    onLaptop.close();
  }, 120_000);

  it("closes when an admin disables the account (from another instance)", async () => {
    const cookie = await signInWithForm(PORT, EMAILS.disabled, PASSWORD);
    const stream = new Stream(cookie);
    expect(await stream.opened).toBe(200);
    const admin = { id: await userId(ADMIN), email: ADMIN };
    await disableUser(db, admin, await userId(EMAILS.disabled));
    expect(await settles(stream.ended)).toBe(true);
  }, 120_000);

  it("closes when an admin ends the person's sessions", async () => {
    const cookie = await signInWithForm(PORT, EMAILS.ended, PASSWORD);
    const streams = [new Stream(cookie), new Stream(cookie)];
    for (const s of streams) expect(await s.opened).toBe(200);
    const admin = { id: await userId(ADMIN), email: ADMIN };
    await endUserSessions(db, admin, await userId(EMAILS.ended));
    for (const s of streams) expect(await settles(s.ended)).toBe(true);
  }, 120_000);

  it("lets one person hold at most 10 streams; a closed one frees its place", async () => {
    const cookie = await signInWithForm(PORT, EMAILS.cap, PASSWORD);
    const streams = Array.from({ length: 10 }, () => new Stream(cookie));
    expect(await Promise.all(streams.map((s) => s.opened))).toEqual(Array(10).fill(200));
    const eleventh = new Stream(cookie);
    expect(await eleventh.opened).toBe(429);
    await eleventh.ended;
    expect(eleventh.text).toContain("Too many open live connections");
    streams[0]!.close();
    await streams[0]!.ended;
    // The server notices the closed socket by itself; the place is free once it has.
    let replacement = new Stream(cookie);
    for (let i = 0; i < 50 && (await replacement.opened) === 429; i++) {
      await sleep(200);
      replacement = new Stream(cookie);
    }
    expect(replacement.status).toBe(200);
    for (const s of [...streams, replacement]) s.close();
  }, 120_000);
});

/** Takes the database away from the server, runs `during`, brings it back and waits for a 200. */
async function outage(cookie: string, during: () => Promise<void>) {
  await proxy.down();
  try {
    await during();
  } finally {
    await proxy.up();
  }
  let after = await request(PORT, { method: "GET", path: "/dashboard", headers: { cookie } });
  for (let i = 0; i < 50 && after.status !== 200; i++) {
    await sleep(200);
    after = await request(PORT, { method: "GET", path: "/dashboard", headers: { cookie } });
  }
  return after;
}

describe("while the database is down", () => {
  it("a signed-in person gets 503 with Retry-After (page, JSON, form post), not the sign-in page", async () => {
    const cookie = await signInWithForm(PORT, EMAILS.outage, PASSWORD);
    const page = await request(PORT, { method: "GET", path: "/dashboard", headers: { cookie } });
    expect(page.status).toBe(200);
    const after = await outage(cookie, async () => {
      for (let i = 0; i < 3; i++) {
        const html = await request(PORT, {
          method: "GET",
          path: "/dashboard/messages",
          headers: { cookie },
        });
        expect(html.status).toBe(503);
        expect(Number(html.headers["retry-after"])).toBeGreaterThan(0);
        expect(html.headers.location).toBeUndefined();
        expect(html.headers["content-type"]).toContain("text/html");
        expect(html.body).toContain("Please try again in a moment");
        const api = await request(PORT, {
          method: "GET",
          path: "/api/stream",
          headers: { cookie, accept: "text/event-stream" },
        });
        expect(api.status).toBe(503);
        expect(Number(api.headers["retry-after"])).toBeGreaterThan(0);
        expect(JSON.parse(api.body)).toMatchObject({ ok: false });
        const post = await form(cookie, "/dashboard/profile", {
          intent: "profile",
          fullName: "Outage",
        });
        expect(post.status).toBe(503);
        expect(post.headers.location).toBeUndefined();
      }
    });
    // Nobody was signed out: the same cookie works again.
    expect(after.status).toBe(200);
  }, 180_000);

  it("no session token reaches the log", async () => {
    const cookie = await signInWithForm(PORT, EMAILS.outage, PASSWORD);
    await outage(cookie, async () => {
      for (const path of ["/dashboard", "/dashboard/messages", "/api/notifications", "/"]) {
        await request(PORT, { method: "GET", path, headers: { cookie } });
      }
    });
    const log = server.log();
    // The failures were logged (redacted) ...
    expect(log).toMatch(/Failed query|\[db\] unavailable|INTERNAL_SERVER_ERROR/);
    // ... and neither the token nor the cookie value is in the log.
    expect(log).not.toContain(tokenOf(cookie));
    expect(log).not.toContain(encodeURIComponent(tokenOf(cookie)));
  }, 180_000);
});
