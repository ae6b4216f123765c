import http from "node:http";
import pg from "pg";
import {
  type Outcome,
  type Server,
  exited,
  freshPgDatabase,
  kill9,
  request,
  signInWithForm,
  sleep,
  startServer,
  tmpDir,
  waitReady,
} from "./harness";

/**
 * Two app instances on one PostgreSQL. A patient signed in on instance A and a clinic user on
 * instance B each send 500 messages in one conversation while both hold the realtime stream
 * open; instance B is killed (kill -9) midway and started again. Every message must be stored
 * once and reach both streams exactly once, in the conversation's order.
 *
 * Clients behave as the app's own: a send is retried with the same clientId until it is
 * answered (so a message whose answer was lost with the instance is not stored twice), and a
 * dropped stream reconnects with `?after=<last seq seen>` (the browser hook does the same).
 */

const PER_SIDE = Number(process.env.FAULT_MESSAGES ?? 500);
const CLINIC_SLUG = "istanbul-hair-institute";
const PASSWORD = "Faults-two-instances-2026";
const PATIENT = "faults-patient@careatlas.example";
const CLINIC = "faults-clinic@careatlas.example";

type Received = { id: string; seq: number; body: string };

/** An SSE client that reconnects after any drop, resuming after the last seq it saw. */
export class StreamClient {
  received: Received[] = [];
  /** Streams opened again after a drop (failed attempts while the instance is down not counted). */
  reconnects = 0;
  private opened = 0;
  /** "resync" events (the instance lost notifications; a browser would refetch the thread). */
  resyncs = 0;
  private lastSeq = 0;
  private stopped = false;
  private req: http.ClientRequest | undefined;
  private readyOnce!: () => void;
  readonly ready = new Promise<void>((r) => (this.readyOnce = r));

  constructor(
    private readonly port: () => number,
    private readonly cookie: string,
  ) {
    void this.loop();
  }

  private async loop() {
    while (!this.stopped) {
      await this.once().catch(() => {});
      if (this.stopped) break;
      await sleep(250);
    }
  }

  private once(): Promise<void> {
    return new Promise((resolve, reject) => {
      const req = http.get(
        {
          host: "127.0.0.1",
          port: this.port(),
          path: `/api/stream?after=${this.lastSeq}`,
          headers: {
            host: `localhost:${this.port()}`,
            cookie: this.cookie,
            accept: "text/event-stream",
          },
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            return reject(new Error(`stream ${res.statusCode}`));
          }
          if (this.opened++ > 0) this.reconnects++;
          res.setEncoding("utf8");
          let buf = "";
          res.on("data", (chunk: string) => {
            buf += chunk;
            let i: number;
            while ((i = buf.indexOf("\n\n")) >= 0) {
              const frame = buf.slice(0, i);
              buf = buf.slice(i + 2);
              if (frame.includes("event: ready")) this.readyOnce();
              const data = frame.split("\n").find((l) => l.startsWith("data: "));
              if (!data) continue;
              try {
                const e = JSON.parse(data.slice(6)) as { type: string; message?: Received };
                if (e.type === "resync") this.resyncs++;
                if (e.type === "message" && e.message) {
                  const { id, seq, body } = e.message;
                  this.received.push({ id, seq, body });
                  this.lastSeq = Math.max(this.lastSeq, seq);
                }
              } catch {
                /* not JSON */
              }
            }
          });
          res.on("end", resolve);
          res.on("error", reject);
          res.on("close", resolve);
        },
      );
      this.req = req;
      req.on("error", reject);
    });
  }

  stop() {
    this.stopped = true;
    this.req?.destroy();
  }
}

const RETRYABLE = /ECONNREFUSED|ECONNRESET|socket hang up|timeout|EPIPE/;

/**
 * Sends `count` messages one after another (the next only once the previous was answered),
 * retrying each with its clientId while its instance is down. Returns how many were retried.
 */
async function sender(opts: {
  side: "p" | "c";
  port: () => number;
  path: string;
  cookie: string;
  progress: (i: number) => void;
}): Promise<number> {
  let retried = 0;
  for (let i = 0; i < PER_SIDE; i++) {
    const body = new URLSearchParams({
      body: `${opts.side}-${i}`,
      clientId: `faults-${opts.side}-${i}`,
    }).toString();
    for (let attempt = 0; ; attempt++) {
      if (attempt > 400) throw new Error(`${opts.side}-${i}: never answered`);
      const port = opts.port();
      const r = await request(port, {
        method: "POST",
        path: opts.path,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: `http://localhost:${port}`,
          cookie: opts.cookie,
        },
        body,
        timeoutMs: 10_000,
      }).catch((e: Error) => {
        if (RETRYABLE.test(e.message)) return null;
        throw e;
      });
      if (r?.status === 200) break;
      if (r && r.status !== 503)
        throw new Error(`${opts.side}-${i}: answered ${r.status} ${r.body.slice(0, 200)}`);
      if (attempt === 0) retried++;
      await sleep(200);
    }
    opts.progress(i + 1);
  }
  return retried;
}

/** The stream's messages: exactly the stored ones, each once, in seq order. */
function checkStream(name: string, s: StreamClient, stored: Received[]): string[] {
  const problems: string[] = [];
  const ids = s.received.map((m) => m.id);
  const dup = ids.length - new Set(ids).size;
  if (dup) problems.push(`${name}: ${dup} delivered twice`);
  let disorder = 0;
  for (let i = 1; i < s.received.length; i++)
    if (s.received[i]!.seq <= s.received[i - 1]!.seq) disorder++;
  if (disorder) problems.push(`${name}: ${disorder} out of order`);
  const got = new Set(ids);
  const missing = stored.filter((m) => !got.has(m.id));
  if (missing.length)
    problems.push(`${name}: ${missing.length} missing (first ${missing[0]!.body})`);
  return problems;
}

export async function twoInstancesScenario(basePort: number): Promise<Outcome> {
  const name = "two-instances";
  const url = await freshPgDatabase("careatlas_faults_two");
  if (!url) return { name, ok: true, skipped: true, detail: "skipped: no PostgreSQL reachable" };
  const env = {
    E2E_BOOTSTRAP_ACCOUNTS: `patient:${PATIENT}:${PASSWORD};clinic/${CLINIC_SLUG}:${CLINIC}:${PASSWORD}`,
  };
  const portA = basePort;
  const portB = basePort + 1;
  const dirA = tmpDir(`${name}-a`);
  const dirB = tmpDir(`${name}-b`);
  // A migrates and seeds the database first; B then starts on it.
  const a = startServer({ port: portA, dataDir: dirA, databaseUrl: url, env });
  let b: Server | undefined;
  const streams: StreamClient[] = [];
  try {
    await waitReady(a);
    b = startServer({ port: portB, dataDir: dirB, databaseUrl: url, env });
    await waitReady(b);

    const patientCookie = await signInWithForm(portA, PATIENT, PASSWORD);
    const clinicCookie = await signInWithForm(portB, CLINIC, PASSWORD);
    const open = await request(portA, {
      // Started by the page's button (a POST); a GET never creates one (docs/decisions/030).
      method: "POST",
      path: `/dashboard/messages/new?clinic=${CLINIC_SLUG}`,
      headers: { cookie: patientCookie },
    });
    const conversationId = String(open.headers.location ?? "").match(
      /\/dashboard\/messages\/([0-9a-f-]{36})/,
    )?.[1];
    if (!conversationId)
      throw new Error(`no conversation: ${open.status} ${String(open.headers.location)}`);

    const patientStream = new StreamClient(() => portA, patientCookie);
    const clinicStream = new StreamClient(() => portB, clinicCookie);
    streams.push(patientStream, clinicStream);
    await Promise.race([
      Promise.all([patientStream.ready, clinicStream.ready]),
      sleep(15_000).then(() => {
        throw new Error("streams not ready after 15 s");
      }),
    ]);

    // Kill B (the clinic's instance) once the patient has sent half of their messages.
    let patientSent = 0;
    let clinicSent = 0;
    let killedAt = "";
    let downMs = 0;
    let half!: () => void;
    const halfway = new Promise<void>((r) => (half = r));
    const killer = (async () => {
      await halfway;
      killedAt = `patient #${patientSent}, clinic #${clinicSent}`;
      const t = performance.now();
      await kill9(b!);
      await sleep(1000);
      b = startServer({ port: portB, dataDir: dirB, databaseUrl: url, env });
      await waitReady(b);
      downMs = performance.now() - t;
    })();

    const [pRetried, cRetried] = await Promise.all([
      sender({
        side: "p",
        port: () => portA,
        path: `/dashboard/messages/${conversationId}.data`,
        cookie: patientCookie,
        progress: (i) => {
          patientSent = i;
          if (i === Math.floor(PER_SIDE / 2)) half();
        },
      }),
      sender({
        side: "c",
        port: () => portB,
        path: `/dashboard/requests/messages/${conversationId}.data`,
        cookie: clinicCookie,
        progress: (i) => (clinicSent = i),
      }),
    ]);
    await killer;

    // What is stored, in the conversation's order.
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    let stored: Received[];
    try {
      stored = (
        await c.query<{ id: string; seq: string; body: string }>(
          "select id, seq, body from messages where conversation_id = $1 order by seq",
          [conversationId],
        )
      ).rows.map((r) => ({ id: r.id, seq: Number(r.seq), body: r.body }));
    } finally {
      await c.end();
    }

    // Streams catch up (the reconnected one replays what it missed).
    const until = Date.now() + 30_000;
    while (
      Date.now() < until &&
      streams.some((s) => new Set(s.received.map((m) => m.id)).size < stored.length)
    ) {
      await sleep(200);
    }
    await sleep(500); // anything delivered late (a duplicate) shows up now

    const problems: string[] = [];
    if (stored.length !== 2 * PER_SIDE)
      problems.push(`stored ${stored.length} messages, expected ${2 * PER_SIDE}`);
    for (const side of ["p", "c"]) {
      const order = stored
        .filter((m) => m.body.startsWith(`${side}-`))
        .map((m) => Number(m.body.slice(2)));
      const expected = Array.from({ length: PER_SIDE }, (_, i) => i);
      if (JSON.stringify(order) !== JSON.stringify(expected))
        problems.push(`${side}: stored out of send order or not once`);
    }
    problems.push(...checkStream("patient stream (A)", patientStream, stored));
    problems.push(...checkStream("clinic stream (B)", clinicStream, stored));

    const detail =
      `${stored.length} messages stored (${PER_SIDE} each way); B killed at ${killedAt}, back after ${(downMs / 1000).toFixed(1)} s; ` +
      `sends retried: patient ${pRetried}, clinic ${cRetried}; ` +
      `patient stream ${patientStream.received.length} received (${patientStream.reconnects} reconnects, ${patientStream.resyncs} resyncs), ` +
      `clinic stream ${clinicStream.received.length} received (${clinicStream.reconnects} reconnects, ${clinicStream.resyncs} resyncs)` +
      (problems.length ? `; PROBLEMS: ${problems.join("; ")}` : "; each exactly once, in order");
    return { name, ok: problems.length === 0 && clinicStream.reconnects > 0, detail };
  } finally {
    for (const s of streams) s.stop();
    for (const s of [a, b]) {
      if (!s) continue;
      s.child.kill("SIGTERM");
      await exited(s.child, 12_000);
    }
  }
}
