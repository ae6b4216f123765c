import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/utils/env.server";
import { CLIENT_IP_HEADER, createApp } from "../../server/app";

/**
 * What server/app.ts decides before any route runs, through a real HTTP server: the client IP
 * every throttle and the record access log read (a header the client sends itself is
 * overwritten with the socket's address), and the cross-site refusal. Route tests set the IP
 * header and a same-origin Origin themselves, so only this layer can show these.
 */

const echoRoute = {
  loader: ({ request }: { request: Request }) =>
    Response.json({ ip: request.headers.get(CLIENT_IP_HEADER) }),
  action: () => Response.json({ reached: true }),
};

// The smallest build React Router serves: a root and one resource route that echoes the header.
const build = {
  entry: { module: { default: () => new Response("document") } },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/ip": { id: "routes/ip", parentId: "root", path: "ip", module: echoRoute },
  },
  assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = createApp({
    build,
    ready: async () => {},
    isShuttingDown: () => false,
    production: true,
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

function send(method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: "/ip", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

async function getIp(headers: Record<string, string>) {
  const r = await send("GET", headers);
  try {
    return { status: r.status, ip: (JSON.parse(r.text) as { ip: unknown }).ip };
  } catch {
    throw new Error(`not JSON (${r.status}): ${r.text.slice(0, 200)}`);
  }
}

describe("the client IP the app sees", () => {
  it("is the socket's address when the client sends none", async () => {
    expect(await getIp({})).toEqual({ status: 200, ip: "127.0.0.1" });
  });

  it("is the socket's address, not what a client puts in the app's own header or in X-Forwarded-For", async () => {
    for (const forged of ["203.0.113.9", "198.51.100.1", "127.0.0.2"])
      expect(await getIp({ [CLIENT_IP_HEADER]: forged, "x-forwarded-for": forged })).toEqual({
        status: 200,
        ip: "127.0.0.1",
      });
  });
});

describe("a state-changing request from another site", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  it("is refused with 403 before any route runs, whether the browser says so or the Origin does", async () => {
    for (const headers of [
      { ...form, "sec-fetch-site": "cross-site" },
      { ...form, origin: "https://evil.example" },
    ])
      expect(await send("POST", headers, "a=1")).toEqual({
        status: 403,
        text: "Cross-site request refused",
      });
  });

  it("from the same site reaches the route's action", async () => {
    const r = await send("POST", { ...form, "sec-fetch-site": "same-origin" }, "a=1");
    expect(r).toEqual({ status: 200, text: JSON.stringify({ reached: true }) });
  });
});

describe("a deployment reached under several names (TRUSTED_ORIGINS)", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  afterEach(() => {
    delete process.env.PUBLIC_URL;
    delete process.env.TRUSTED_ORIGINS;
    resetEnvForTests();
  });

  it("accepts a POST from a listed origin whose host is not the one the app sees; refuses others", async () => {
    process.env.PUBLIC_URL = "https://careatlas.example";
    process.env.TRUSTED_ORIGINS = "https://www.careatlas.example";
    resetEnvForTests();
    for (const origin of ["https://www.careatlas.example", "https://careatlas.example"])
      expect(await send("POST", { ...form, origin }, "a=1"), origin).toEqual({
        status: 200,
        text: JSON.stringify({ reached: true }),
      });
    expect(
      (await send("POST", { ...form, origin: "https://shop.careatlas.example" }, "a=1")).status,
    ).toBe(403);
  });

  it("without it, the second name is refused", async () => {
    process.env.PUBLIC_URL = "https://careatlas.example";
    resetEnvForTests();
    expect(
      (await send("POST", { ...form, origin: "https://www.careatlas.example" }, "a=1")).status,
    ).toBe(403);
  });
});

describe("the Content-Security-Policy and Stripe (decision 055)", () => {
  async function cspWith(env: Record<string, string>) {
    Object.assign(process.env, env);
    resetEnvForTests();
    const app = createApp({
      build,
      ready: async () => {},
      isShuttingDown: () => false,
      production: true,
    });
    const s = app.listen(0, "127.0.0.1");
    await new Promise((r) => s.once("listening", r));
    const p = (s.address() as AddressInfo).port;
    try {
      const r = await fetch(`http://127.0.0.1:${p}/ip`);
      return r.headers.get("content-security-policy") ?? "";
    } finally {
      await new Promise((r) => s.close(r));
      for (const k of Object.keys(env)) delete process.env[k];
      resetEnvForTests();
    }
  }

  it("allows Stripe's script, API and frames only when Stripe is the payment provider", async () => {
    const test = await cspWith({});
    expect(test).not.toContain("stripe.com");
    const stripe = await cspWith({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    });
    expect(stripe).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(stripe).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(stripe).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
  });

  it("PAYMENT_PROVIDER=stripe without its keys stops boot with a message saying what to set", async () => {
    const { parseEnv } = await import("~/utils/env.server");
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY is not set or not valid: PAYMENT_PROVIDER=stripe needs the secret key/,
    );
    expect(() => parseEnv({ PAYMENT_PROVIDER: "stripe" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
