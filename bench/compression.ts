/**
 * npm run bench:compression — what compression costs and saves (issue 20 item 1, decision 064),
 * against the production build on PGlite:
 * 1. requests per second for the largest JavaScript chunk (served precompressed) and the home
 *    page (compressed per request), COMPRESSION_CONCURRENCY (20) keep-alive connections for
 *    COMPRESSION_SECONDS (8) each, as a browser asks (Accept-Encoding: gzip, deflate, br);
 * 2. for three real pages, the size and time of brotli at qualities 1, 4, 6 and 11 and gzip 6:
 *    the level pages use (brotli 4) is chosen from this table.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { ROOT, request, startServer, tmpDir, waitReady } from "../tests/faults/harness";

const PORT = Number(process.env.COMPRESSION_PORT ?? 3760);
const CONCURRENCY = Number(process.env.COMPRESSION_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.COMPRESSION_SECONDS ?? 8);
const ACCEPT = "gzip, deflate, br";

async function rate(p: string): Promise<{ rps: number; encoding: string; bytes: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const until = Date.now() + SECONDS * 1000;
  let done = 0;
  let encoding = "";
  let bytes = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(
        { host: "127.0.0.1", port: PORT, path: p, agent, headers: { "accept-encoding": ACCEPT } },
        (res) => {
          let n = 0;
          res.on("data", (c: Buffer) => (n += c.length));
          res.on("end", () => {
            if (res.statusCode !== 200) return reject(new Error(`${p}: ${res.statusCode}`));
            encoding = String(res.headers["content-encoding"] ?? "identity");
            bytes = n;
            done += 1;
            resolve();
          });
        },
      );
      req.on("error", reject);
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) await one();
    }),
  );
  agent.destroy();
  return { rps: Math.round(done / ((Date.now() - started) / 1000)), encoding, bytes };
}

function largestChunk(): string {
  const dir = path.join(ROOT, "build/client/assets");
  const js = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ f, n: fs.statSync(path.join(dir, f)).size }))
    .sort((a, b) => b.n - a.n);
  if (!js[0]) throw new Error("No build: run npm run build");
  return `/assets/${js[0].f}`;
}

function levels(html: string) {
  const body = Buffer.from(html);
  const time = (f: () => Buffer) => {
    const runs = 20;
    let out: Buffer<ArrayBufferLike> = Buffer.alloc(0);
    const t = performance.now();
    for (let i = 0; i < runs; i++) out = f();
    return { kb: out.length / 1024, ms: (performance.now() - t) / runs };
  };
  const br = (q: number) => () =>
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } });
  return {
    raw: body.length / 1024,
    rows: [
      ["brotli 1", time(br(1))],
      ["brotli 4", time(br(4))],
      ["brotli 6", time(br(6))],
      ["brotli 11", time(br(11))],
      ["gzip 6", time(() => zlib.gzipSync(body, { level: 6 }))],
    ] as const,
  };
}

async function main() {
  const server = startServer({ port: PORT, dataDir: tmpDir("bench-compression") });
  try {
    await waitReady(server);
    const chunk = largestChunk();
    console.log(`requests per second, ${CONCURRENCY} connections, ${SECONDS} s each:`);
    for (const p of [chunk, "/"]) {
      await rate(p); // warm
      const r = await rate(p);
      console.log(
        `  ${p.padEnd(40)} ${String(r.rps).padStart(6)} req/s  (${r.encoding}, ${r.bytes} bytes)`,
      );
    }
    console.log("\ncompressing a page once (size KB / ms):");
    for (const p of ["/", "/search-results?q=hair", "/clinic/istanbul-hair-institute"]) {
      const r = await request(PORT, { method: "GET", path: p });
      const l = levels(r.body);
      console.log(
        `  ${p.padEnd(34)} raw ${l.raw.toFixed(0)} KB · ` +
          l.rows.map(([k, v]) => `${k}: ${v.kb.toFixed(1)} KB ${v.ms.toFixed(2)} ms`).join(" · "),
      );
    }
  } finally {
    server.child.kill("SIGTERM");
  }
}

await main();
process.exit(0);
