import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressProblem, bodyHasNul, inputGuard } from "../../server/input-guard";

/** The server's input guard through a real HTTP server (the full app is covered by bad-input.spec). */

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(inputGuard(1024));
  app.all("/{*splat}", (_req, res) => {
    const body = res.locals.body as Buffer | undefined;
    res.json({ reached: true, body: body?.toString("utf8") ?? null });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

function send(method: string, path: string, body?: string | Buffer, type?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path, headers: type ? { "content-type": type } : {} },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe("input guard", () => {
  it.each([
    "/package/%ff",
    "/destinations/turkey/%ED%A0%80",
    "/%ED%A0%80",
    "/clinic/%E0%A4%A",
    "/a%",
    "/package/%00",
    "/checkout?package=%00",
    "/admin/users?q=%00",
  ])("answers 400 for %s before any route", async (path) => {
    const r = await send("GET", path);
    expect(r.status).toBe(400);
    expect(r.body).toContain("malformed");
    expect(r.body).not.toContain("reached");
  });

  it("lets ordinary addresses and encoded text through", async () => {
    for (const path of [
      "/search-results?treatment=Hair%20Transplant",
      "/clinic/istanbul-hair-institute",
      "/search?q=%ff",
      "/caf%C3%A9",
    ]) {
      expect((await send("GET", path)).status, path).toBe(200);
    }
  });

  it("refuses a NUL in a form, JSON or text body, and hands clean bodies on unchanged", async () => {
    expect(
      (await send("POST", "/x", "fullName=a%00b", "application/x-www-form-urlencoded")).status,
    ).toBe(400);
    expect(
      (await send("POST", "/x", "fullName=a\u0000b", "application/x-www-form-urlencoded")).status,
    ).toBe(400);
    expect((await send("POST", "/x", '{"name":"a\\u0000b"}', "application/json")).status).toBe(400);
    expect((await send("POST", "/x", "a\u0000", "text/plain")).status).toBe(400);
    expect((await send("POST", "/x", "a%00")).status).toBe(400);
    const ok = await send(
      "POST",
      "/x",
      "fullName=Ay%C5%9Fe&notes=50%25",
      "application/x-www-form-urlencoded",
    );
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ reached: true, body: "fullName=Ay%C5%9Fe&notes=50%25" });
    // A JSON "%00" is text, not a NUL.
    expect((await send("POST", "/x", '{"note":"50%00"}', "application/json")).status).toBe(200);
  });

  it("streams multipart through untouched (files carry binary), and caps read bodies", async () => {
    const mp = await send("POST", "/x", Buffer.from([0, 1, 2]), "multipart/form-data; boundary=x");
    expect(JSON.parse(mp.body)).toEqual({ reached: true, body: null });
    expect(
      (await send("POST", "/x", "a=" + "b".repeat(2000), "application/x-www-form-urlencoded"))
        .status,
    ).toBe(413);
  });

  it("pure checks", () => {
    expect(addressProblem("/ok/path?x=1")).toBeNull();
    expect(bodyHasNul(Buffer.from("x=%00"), undefined)).toBe(true);
    expect(bodyHasNul(Buffer.from("x=1"), "application/x-www-form-urlencoded")).toBe(false);
  });
});
