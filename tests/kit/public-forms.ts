import { eq, sql } from "drizzle-orm";
import * as f from "~/db/schema";
import type { TestDb } from "../setup/db";

/**
 * Posting the public forms (contact, partner, newsletter, the /api enquiry endpoints) the way a
 * browser does, for the route tests beside those routes.
 */

let ipCounter = 0;
/** Each test posts from its own IP, so the per-IP limit only bites where a test wants it to. */
export const freshIp = () => `198.51.100.${++ipCounter}`;

export type Fields = Record<string, string | string[] | undefined>;

export function post(
  path: string,
  fields: Fields,
  opts: { ip?: string; referer?: string; origin?: string | null } = {},
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) fd.append(k, one);
  }
  const headers: Record<string, string> = { "x-careatlas-client-ip": opts.ip ?? freshIp() };
  if (opts.origin !== null) headers.origin = opts.origin ?? "http://localhost";
  if (opts.referer) headers.referer = opts.referer;
  return new Request(`http://localhost${path}`, { method: "POST", body: fd, headers });
}

// Route functions take React Router's args; the tests only need the request.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const args = (request: Request) => ({ request, params: {}, context: {} }) as any;

export type DataResult<T> = { data: T; init: { status?: number } | null };
/** contact/partner actions return `data(result, { status })`. */
export async function runPage(fn: (a: never) => Promise<unknown>, request: Request) {
  const out = (await (fn as (a: unknown) => Promise<unknown>)(args(request))) as DataResult<{
    status: string;
    message?: string;
    errors?: Record<string, string[]>;
    values?: Record<string, unknown>;
    email?: string;
    idempotencyKey?: string;
  }>;
  return { status: out.init?.status ?? 200, body: out.data };
}

export async function runApi(fn: (a: never) => Promise<unknown>, request: Request) {
  try {
    return (await (fn as (a: unknown) => Promise<unknown>)(args(request))) as Response;
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}

export async function count(
  t: TestDb,
  table:
    | typeof f.contactMessages
    | typeof f.partnerApplications
    | typeof f.newsletterSubscribers
    | typeof f.appNotifySignups
    | typeof f.searchAlerts
    | typeof f.emailOutbox,
) {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

export async function mailsTo(t: TestDb, to: string) {
  return t.db.select().from(f.emailOutbox).where(eq(f.emailOutbox.to, to));
}
