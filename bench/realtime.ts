// npm run bench:realtime — message delivery latency over the realtime stream.
//
// N clients (default 200) hold GET /api/stream open on one instance, signed in as a clinic
// user; a patient sends M messages (default 50) to that clinic through the thread action,
// one after another. Latency = from the moment the send request starts to the moment the
// message's event is read from each stream. Prints p50/p95/p99 over all (message, stream)
// pairs, plus the first-stream latency per message. Target: p95 ≤ 100 ms with 200 clients.
//
// Server: BENCH_URL=<running server> (with the accounts below), or, if build/ exists,
// it starts `tsx server/index.ts` itself on a fresh database with bootstrap accounts.
// It never builds. Against a dev server (npm run dev) the demo accounts are used by default.
//
//   BENCH_URL=http://localhost:3403 npm run bench:realtime
//   BENCH_CLIENTS=200 BENCH_MESSAGES=50 BENCH_PATIENT=... BENCH_CLINIC=... BENCH_PASSWORD=...
//   BENCH_CLINIC_SLUG=istanbul-hair-institute
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, percentile, stopServer, waitFor } from "./lib";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 50);
const SLUG = process.env.BENCH_CLINIC_SLUG ?? "istanbul-hair-institute";

// Node's fetch (undici) opens as many sockets per origin as needed (no per-origin cap).

type Accounts = { patient: string; clinic: string; password: string };

async function startOwnServer(): Promise<{ base: string; proc: ChildProcess; accounts: Accounts }> {
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js"))) {
    console.error(
      "No BENCH_URL and no build/ — start a server and pass BENCH_URL=http://localhost:<port>.",
    );
    console.error("(This bench never builds: run `npm run build` yourself where that is allowed.)");
    process.exit(2);
  }
  const port = Number(process.env.BENCH_PORT ?? 3289);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "careatlas-bench-rt-"));
  const password = "Bench-realtime-Passage-2026";
  const accounts = {
    patient: "bench-patient@careatlas.example",
    clinic: "bench-clinic@careatlas.example",
    password,
  };
  const proc = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "server/index.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
        LOG_LEVEL: "warn",
        // Required in production on PostgreSQL (BENCH_DATABASE_URL); unused on the embedded database.
        BETTER_AUTH_SECRET: "bench-realtime-secret-0123456789abcdef0123456789",
        RECORDS_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString("base64"),
        PUBLIC_URL: `http://localhost:${port}`,
        // All the streams belong to one clinic account (a stand-in for many staff tabs).
        REALTIME_STREAMS_PER_USER: String(CLIENTS + 10),
        E2E_BOOTSTRAP_ACCOUNTS: `patient:${accounts.patient}:${password};clinic/${SLUG}:${accounts.clinic}:${password}`,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/readyz`, 120_000);
  return { base, proc, accounts };
}

function cookieFrom(res: Response, prev = ""): string {
  const jar = new Map(
    prev
      .split("; ")
      .filter(Boolean)
      .map((kv) => [kv.split("=")[0]!, kv] as const),
  );
  for (const c of res.headers.getSetCookie()) {
    const kv = c.split(";")[0]!;
    jar.set(kv.split("=")[0]!, kv);
  }
  return [...jar.values()].join("; ");
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  // Through the /auth form: better-auth's own endpoint is not exposed (decision 028).
  const res = await fetch(`${base}/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ intent: "signin", email, password }).toString(),
    redirect: "manual",
  });
  await res.text();
  const cookie = cookieFrom(res);
  if (res.status !== 302 || !cookie.includes("careatlas.session_token="))
    throw new Error(`sign-in ${email}: ${res.status}`);
  return cookie;
}

type Stream = { arrivals: Map<string, number>; close: () => void; ready: Promise<void> };

function openStream(base: string, cookie: string, onAnyArrival: () => void): Stream {
  const arrivals = new Map<string, number>();
  const ac = new AbortController();
  let markReady!: () => void;
  const ready = new Promise<void>((r) => (markReady = r));
  void (async () => {
    const res = await fetch(`${base}/api/stream`, { headers: { cookie }, signal: ac.signal });
    if (!res.ok || !res.body) throw new Error(`stream: ${res.status}`);
    const dec = new TextDecoder();
    let buf = "";
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      const now = performance.now();
      buf += dec.decode(chunk, { stream: true });
      let i: number;
      while ((i = buf.indexOf("\n\n")) >= 0) {
        const frame = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (frame.includes("event: ready")) markReady();
        const data = frame.split("\n").find((l) => l.startsWith("data: "));
        if (!data) continue;
        try {
          const e = JSON.parse(data.slice(6)) as { type: string; message?: { body: string } };
          if (e.type === "message" && e.message?.body.startsWith("bench ")) {
            arrivals.set(e.message.body, now);
            onAnyArrival();
          }
        } catch {
          /* not JSON */
        }
      }
    }
  })().catch((err: unknown) => {
    if (!ac.signal.aborted) console.error("stream failed:", (err as Error).message);
  });
  return { arrivals, ready, close: () => ac.abort() };
}

async function main() {
  let base = process.env.BENCH_URL?.replace(/\/$/, "");
  let proc: ChildProcess | undefined;
  let accounts: Accounts = {
    patient: process.env.BENCH_PATIENT ?? "patient@careatlas.example",
    clinic: process.env.BENCH_CLINIC ?? "clinic@careatlas.example",
    password: process.env.BENCH_PASSWORD ?? "CareAtlas-demo-2026",
  };
  if (!base) ({ base, proc, accounts } = await startOwnServer());
  try {
    await waitFor(`${base}/readyz`, 30_000);
    const patientCookie = await signIn(base, accounts.patient, accounts.password);
    const clinicCookie = await signIn(base, accounts.clinic, accounts.password);

    // The conversation (created if needed).
    const open = await fetch(`${base}/dashboard/messages/new?clinic=${SLUG}`, {
      headers: { cookie: patientCookie },
      redirect: "manual",
    });
    await open.text();
    const loc = open.headers.get("location") ?? "";
    const conversationId = loc.match(/\/dashboard\/messages\/([0-9a-f-]{36})/)?.[1];
    if (!conversationId)
      throw new Error(`could not open the conversation (status ${open.status}, location ${loc})`);

    let wake: () => void = () => {};
    const streams: Stream[] = [];
    for (let i = 0; i < CLIENTS; i++) streams.push(openStream(base, clinicCookie, () => wake()));
    await Promise.all(streams.map((s) => s.ready));
    console.log(`${CLIENTS} streams open on ${base}; sending ${MESSAGES} messages…`);

    const all: number[] = [];
    const first: number[] = [];
    const sendTimes: number[] = [];
    let lost = 0;
    const runId = Date.now().toString(36);
    for (let m = 0; m < MESSAGES; m++) {
      const body = `bench ${runId} #${m}`;
      const form = new URLSearchParams({ body, clientId: `bench-${runId}-${m}` });
      const t0 = performance.now();
      const res = await fetch(`${base}/dashboard/messages/${conversationId}.data`, {
        method: "POST",
        headers: {
          cookie: patientCookie,
          origin: base,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: form,
      });
      await res.text();
      sendTimes.push(performance.now() - t0);
      if (!res.ok) throw new Error(`send failed: ${res.status}`);
      const deadline = performance.now() + 5_000;
      while (streams.some((s) => !s.arrivals.has(body)) && performance.now() < deadline) {
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 50);
        });
      }
      const times = streams
        .map((s) => s.arrivals.get(body))
        .filter((t): t is number => t !== undefined);
      lost += CLIENTS - times.length;
      for (const t of times) all.push(t - t0);
      if (times.length) first.push(Math.min(...times) - t0);
      for (const s of streams) s.arrivals.delete(body);
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    for (const s of streams) s.close();

    all.sort((a, b) => a - b);
    first.sort((a, b) => a - b);
    sendTimes.sort((a, b) => a - b);
    const f = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`\nRealtime delivery latency (send start → event read from the stream)`);
    console.log(
      `  clients: ${CLIENTS}   messages: ${MESSAGES}   deliveries: ${all.length}   lost: ${lost}`,
    );
    console.log(
      `  all deliveries: p50 ${f(percentile(all, 50))}   p95 ${f(percentile(all, 95))}   p99 ${f(percentile(all, 99))}   max ${f(all.at(-1) ?? NaN)}`,
    );
    console.log(
      `  first stream:   p50 ${f(percentile(first, 50))}   p95 ${f(percentile(first, 95))}   p99 ${f(percentile(first, 99))}`,
    );
    console.log(
      `  send request:   p50 ${f(percentile(sendTimes, 50))}   p95 ${f(percentile(sendTimes, 95))}   (the POST's own round trip, for comparison)`,
    );
    console.log(
      `  machine load average: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")} on ${os.cpus().length} CPUs`,
    );
    const p95 = percentile(all, 95);
    console.log(`  target p95 ≤ 100 ms: ${p95 <= 100 && lost === 0 ? "met" : "NOT met"}`);
  } finally {
    if (proc) await stopServer(proc);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
