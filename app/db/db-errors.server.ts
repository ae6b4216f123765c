import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Telling "the database is unavailable or too slow" apart from bugs, so such requests answer
 * 503 (with Retry-After) instead of 500. The Express server runs each request inside
 * `requestScope`; React Router's handleError marks the scope when a loader or action failed on
 * the database, and the server turns that request's 5xx into a 503.
 */

const CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "57014", // query_canceled (statement_timeout)
  "55P03", // lock_not_available (lock_timeout)
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /connection .*(closed|ended)/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
];

export function isDbUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string" && CODES.has(e.code)) return true;
  if (typeof e.message === "string" && MESSAGES.some((re) => re.test(e.message as string)))
    return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDbUnavailable(x, depth + 1))) return true;
  return isDbUnavailable(e.cause, depth + 1);
}

type Scope = {
  dbUnavailable: boolean;
  badInput?: boolean;
  /** The request asked for the pseudo-locale (app/i18n/pseudo.server.ts). */
  pseudo?: boolean;
};
const KEY = Symbol.for("careatlas.request-scope");
type G = typeof globalThis & { [KEY]?: AsyncLocalStorage<Scope> };
const g = globalThis as G;
/** Shared by the server entry and the SSR bundle (two module instances, one process). */
export const requestScope: AsyncLocalStorage<Scope> = (g[KEY] ??= new AsyncLocalStorage<Scope>());

/** Records that the current request failed because of the database. */
export function noteDbError(error: unknown): boolean {
  if (!isDbUnavailable(error)) return false;
  const scope = requestScope.getStore();
  if (scope) scope.dbUnavailable = true;
  return true;
}

/**
 * A body the platform could not parse (request.formData() / request.json() on a malformed or
 * mislabelled body) is the client's error: the request answers 400, not 500.
 */
export function isUnparseableBody(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    (error.name === "TypeError" &&
      /FormData|multipart|boundary|body (is )?unusable|already (been )?(read|used)/i.test(
        error.message,
      )) ||
    (error.name === "SyntaxError" && /JSON/i.test(error.message))
  );
}

export function noteBadInput(error: unknown): boolean {
  if (!isUnparseableBody(error)) return false;
  const scope = requestScope.getStore();
  if (scope) scope.badInput = true;
  return true;
}
