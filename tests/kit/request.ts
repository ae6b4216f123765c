/**
 * Requests as a browser on our own site sends them, for calling loaders and actions directly:
 * same-origin, with the client IP that server/app.ts would have set, and a cookie jar. (This
 * skips server/app.ts itself; tests/integration/server-app.test.ts covers that layer.)
 */
export { ORIGIN, cookieJar, latestLink, makeRequest } from "~/features/accounts/test-helpers";

/** Calls a loader or action and returns what it returned or threw (a Response or `data()`). */
export async function callRoute(
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<unknown> {
  try {
    return await fn({ request, params, context: {}, unstable_pattern: "" } as never);
  } catch (e) {
    return e;
  }
}

/** The HTTP status of a route's result: a Response, `data(…, { status })`, or a plain value (200). */
export function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } | null } | null)?.init;
  return init?.status ?? 200;
}
