import { getEnv, isProductionDeployment, type Env } from "~/utils/env.server";

/**
 * Who may read the outbox page (/dev/mailbox), which shows every queued mail, confirmation and
 * password-reset links included (they act as passwords):
 * - a signed-in admin with two-factor authentication on, in every mode;
 * - a request from this machine (loopback socket, not relayed by a proxy), in local mode only
 *   (docs/decisions/022), unless DEV_MAILBOX=0. Never in a production deployment, where a
 *   reverse proxy on the same machine would make every visitor look local.
 * Everyone else gets 404.
 */

export const OUTBOX_PATH = "/dev/mailbox";

/**
 * Set by server/app.ts on every request from the socket (a value sent by the client is always
 * overwritten): "1" when the request comes from this machine itself.
 */
export const LOCAL_REQUEST_HEADER = "x-careatlas-local-request";

/** Headers a reverse proxy adds: a request carrying one was relayed, whatever its socket says. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip"];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.replace(/^::ffff:/i, "");
  return a === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/**
 * True when the socket peer is this machine and nothing says the request was relayed: a
 * configured trusted proxy's address and the usual forwarding headers both mean "not local".
 */
export function isFromThisMachine(
  peer: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  trustedProxies: readonly string[],
): boolean {
  if (!isLoopbackAddress(peer)) return false;
  const normalized = (peer ?? "").replace(/^::ffff:/i, "");
  if (trustedProxies.includes(normalized) || trustedProxies.includes(peer ?? "")) return false;
  return !FORWARDING_HEADERS.some((h) => headers[h] !== undefined);
}

/** Local mode and not turned off with DEV_MAILBOX=0. */
export function outboxOpenToThisMachine(env: Env = getEnv()): boolean {
  return !isProductionDeployment(env) && env.DEV_MAILBOX !== false;
}

/** The request (as the app sees it) may read the outbox without signing in. */
export function localOutboxRequest(request: Request): boolean {
  return outboxOpenToThisMachine() && request.headers.get(LOCAL_REQUEST_HEADER) === "1";
}

/** The outbox's full address and who may open it, for the start-up log. */
export function outboxAddress(env: Env = getEnv()): string {
  if (outboxOpenToThisMachine(env)) {
    return `http://localhost:${env.PORT}${OUTBOX_PATH} (open it from this machine, or signed in as an admin)`;
  }
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  return `${origin}${OUTBOX_PATH} (signed-in admins only)`;
}
