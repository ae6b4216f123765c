import { desc, like } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

/** Helpers for the accounts tests (not used by the app). */

export const ORIGIN = "http://localhost:3000";

/** A browser-like request: same-origin, from `ip`, with `cookie`. */
export function makeRequest(
  path: string,
  opts: {
    method?: string;
    form?: Record<string, string>;
    json?: unknown;
    cookie?: string;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): Request {
  const headers = new Headers(opts.headers);
  headers.set("x-careatlas-client-ip", opts.ip ?? "203.0.113.10");
  if (!headers.has("origin") && (opts.method ?? "GET") !== "GET") headers.set("origin", ORIGIN);
  if (opts.cookie) headers.set("cookie", opts.cookie);
  let body: BodyInit | undefined;
  if (opts.form) {
    body = new URLSearchParams(opts.form);
    headers.set("content-type", "application/x-www-form-urlencoded");
  } else if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers.set("content-type", "application/json");
  }
  return new Request(ORIGIN + path, {
    method: opts.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
}

/** Merges Set-Cookie headers into a Cookie header (expired ones removed). */
export function cookieJar(
  previous: string | undefined,
  headers: Headers | null | undefined,
): string {
  const jar = new Map<string, string>();
  for (const part of (previous ?? "")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const i = part.indexOf("=");
    jar.set(part.slice(0, i), part.slice(i + 1));
  }
  for (const c of headers?.getSetCookie() ?? []) {
    const [pair, ...attrs] = c.split(";");
    const i = pair!.indexOf("=");
    const name = pair!.slice(0, i).trim();
    const value = pair!.slice(i + 1).trim();
    const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** The newest link in a mail to `to` whose URL contains `contains`. */
export async function latestLink(db: Db, to: string, contains: string): Promise<string> {
  const rows = await db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(like(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt));
  for (const r of rows) {
    const m = r.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(contains));
    if (m) return m;
  }
  throw new Error(`No mail to ${to} with a link containing ${contains}`);
}
