import { AsyncResource } from "node:async_hooks";
import type { NextFunction, Request, Response } from "express";

/**
 * Bad input is refused at the door, for every route (pages, form actions, resource routes and
 * better-auth's JSON API alike), before any loader or action runs:
 *
 * - an address whose path has malformed percent-encoding (`/package/%ff`, `/%ED%A0%80`): React
 *   Router would throw `URIError` while decoding the route params (a 500);
 * - a NUL character in the address or in a form / JSON / text body: PostgreSQL cannot store it
 *   ("invalid byte sequence for encoding UTF8: 0x00") and would answer 500 from deep inside an
 *   action. No field of this product has a use for it.
 *
 * Multipart bodies carry binary files, so their text fields are checked where they are parsed
 * (`readForm` / `readFormLimited` in app/utils/request.server.ts and the records upload).
 * Each refusal is a 400 with a plain message; nothing reaches the application.
 */

export const MALFORMED_ADDRESS =
  "This address is malformed (bad percent-encoding or a NUL character).";
export const NUL_IN_BODY = "The request contains a NUL character, which no field accepts.";

/** Why this request target cannot be served, or null when it is fine. */
export function addressProblem(rawUrl: string): string | null {
  const q = rawUrl.indexOf("?");
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const query = q < 0 ? "" : rawUrl.slice(q + 1);
  for (const segment of path.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return MALFORMED_ADDRESS;
    }
    if (decoded.includes("\u0000")) return MALFORMED_ADDRESS;
  }
  if (/%00/i.test(query) || query.includes("\u0000")) return MALFORMED_ADDRESS;
  return null;
}

const TEXT_BODY =
  /^(application\/x-www-form-urlencoded|application\/json|application\/[\w.+-]*\+json|text\/)/i;

/** Bodies read whole here (forms without files, JSON, text); multipart streams through. */
export function isInspectedBody(contentType: string | undefined): boolean {
  return !contentType || TEXT_BODY.test(contentType.trim());
}

/** A NUL in the bytes, percent-encoded in a form, or escaped in JSON. */
export function bodyHasNul(body: Buffer, contentType: string | undefined): boolean {
  if (body.includes(0)) return true;
  const text = body.toString("latin1");
  if (/json/i.test(contentType ?? "")) return /\\u0000/i.test(text);
  if (!contentType || /urlencoded/i.test(contentType)) return /%00/i.test(text);
  return false;
}

function refuse(req: Request, res: Response, message: string) {
  res.status(400).set("Cache-Control", "no-store");
  if ((req.get("accept") ?? "").includes("application/json") || req.is("application/json"))
    res.json({ ok: false, message });
  else res.type("text/plain").send(message);
}

/**
 * Express middleware: refuses a malformed address, and reads inspected bodies (up to
 * `maxBytes`) into `res.locals.body` for the request handler, refusing a NUL.
 */
export function inputGuard(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const problem = addressProblem(req.originalUrl);
    if (problem) return refuse(req, res, problem);
    if (req.method === "GET" || req.method === "HEAD") return next();
    const type = req.get("content-type");
    if (!isInspectedBody(type)) return next();
    // The stream's events run outside this request's async context: continue inside it, so the
    // request scope (db-errors.server.ts: 503 while the database is down, 400 for bad input)
    // still holds for the route that follows.
    const proceed = AsyncResource.bind(next);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBytes) {
        done = true;
        res
          .status(413)
          .set("Connection", "close")
          .type("text/plain")
          .send("Request body too large");
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("error", (err) => {
      if (done) return;
      done = true;
      proceed(err);
    });
    req.on("end", () => {
      if (done) return;
      done = true;
      const body = Buffer.concat(chunks);
      if (bodyHasNul(body, type)) return refuse(req, res, NUL_IN_BODY);
      res.locals.body = body;
      proceed();
    });
  };
}
