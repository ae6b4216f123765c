import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_BYTES, precompress } from "../../scripts/precompress.mjs";
import { createApp } from "../../server/app";

/**
 * The hashed assets (issue 20 item 1, decision 064): compressed once at build time by the
 * build's own script, served precompressed with the right Content-Encoding and Vary, small
 * files as they are, and none of the page headers (CSP, nonce, request id). A real HTTP server
 * over a real folder.
 */

const build = {
  entry: { module: { default: () => new Response("<!doctype html><p>page</p>") } },
  routes: { root: { id: "root", path: "", module: { default: () => null } } },
  assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const BIG = `export const words = ${JSON.stringify("careatlas ".repeat(2000))};\n`;
const SMALL = "export const a = 1;\n";
let dir = "";
let server: http.Server;
let port = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "careatlas-assets-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "big-AbC123.js"), BIG);
  fs.writeFileSync(path.join(dir, "assets", "small-AbC123.js"), SMALL);
  precompress(path.join(dir, "assets"));
  server = await listen();
  port = (server.address() as AddressInfo).port;
});

/** The app over the folder, on a free port (it indexes the folder's files when it starts). */
async function listen(): Promise<http.Server> {
  const app = createApp({
    build,
    ready: async () => {},
    isShuttingDown: () => false,
    production: true,
    clientDir: dir,
  });
  const s = app.listen(0, "127.0.0.1");
  await new Promise((r) => s.once("listening", r));
  return s;
}
afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(p: string, encoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: p,
          headers: encoding ? { "accept-encoding": encoding } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

describe("hashed assets", () => {
  it("the build writes .br and .gz beside text assets of 1 KB or more, not beside small ones", () => {
    expect(BIG.length).toBeGreaterThan(MIN_BYTES);
    expect(fs.existsSync(path.join(dir, "assets", "big-AbC123.js.br"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "assets", "big-AbC123.js.gz"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "assets", "small-AbC123.js.br"))).toBe(false);
  });

  it("brotli for a browser that takes it, gzip for one that takes only gzip, plain otherwise", async () => {
    const br = await get("/assets/big-AbC123.js", "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG);
    // The file written at build time, as it is (not compressed again per request).
    expect(br.body.equals(fs.readFileSync(path.join(dir, "assets", "big-AbC123.js.br")))).toBe(
      true,
    );

    const gz = await get("/assets/big-AbC123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG);

    const plain = await get("/assets/big-AbC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG);
  });

  it("a small asset is sent as it is; assets carry no page headers, and are cached for a year", async () => {
    const small = await get("/assets/small-AbC123.js", "gzip, deflate, br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe(SMALL);
    for (const r of [small, await get("/assets/big-AbC123.js", "br")]) {
      expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(r.headers["content-security-policy"]).toBeUndefined();
      expect(r.headers["x-request-id"]).toBeUndefined();
      expect(r.headers["permissions-policy"]).toBeUndefined();
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("a page keeps its page headers", async () => {
    const page = await get("/", "br");
    expect(page.headers["content-security-policy"]).toBeDefined();
    expect(page.headers["x-request-id"]).toBeDefined();
  });

  it("an asset removed after the server started (a deploy under an open tab) is a 404, not a 500", async () => {
    // Session 26: the static layer had indexed the file and set its Content-Type and encoding;
    // the page handler then appended its own Content-Type, which Express refuses (500).
    fs.writeFileSync(path.join(dir, "assets", "gone-AbC123.js"), BIG);
    precompress(path.join(dir, "assets"));
    const other = await listen();
    const saved = port;
    port = (other.address() as AddressInfo).port;
    try {
      for (const f of ["gone-AbC123.js", "gone-AbC123.js.br", "gone-AbC123.js.gz"])
        fs.rmSync(path.join(dir, "assets", f));
      for (const enc of ["br, gzip", undefined]) {
        const r = await get("/assets/gone-AbC123.js", enc);
        expect(r.status).toBe(404);
        expect(r.headers["content-encoding"]).toBeUndefined();
        expect(r.headers["cache-control"]).toBe("no-store");
      }
      expect((await get("/assets/never-AbC123.js", "br")).status).toBe(404);
    } finally {
      port = saved;
      await new Promise((r) => other.close(r));
    }
  });
});
