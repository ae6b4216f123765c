import { formatWithOptions } from "node:util";

/**
 * Logs never carry secrets (docs/security.md). Query bind parameters are the dangerous part:
 * Drizzle's DrizzleQueryError puts them in its message ("Failed query: … params: <token>") and
 * in `.params`, and better-auth logs that error whole when a session lookup fails (the database
 * is down). Everything written to the console and to the structured log passes through here
 * (installConsoleRedaction at server start, server/logger.ts, better-auth's logger).
 *
 * What is removed: the `params:` part of failed-query messages and any `params` / `parameters`
 * property; session cookies and tokens (`…session_token=…`, `token=…`, `Bearer …`); values of
 * properties named like secrets (password, token, secret, cookie, authorization).
 */

export const REDACTED = "[redacted]";

const TEXT_RULES: Array<[RegExp, string]> = [
  // DrizzleQueryError: "Failed query: <sql>\nparams: <values>" (the values run to the line end).
  [/(\bparams:)[^\n]*/gi, `$1 ${REDACTED}`],
  // Cookies and URL parameters that carry session or reset tokens.
  [/((?:session_token|session_data|dont_remember|two_factor)=)[^;\s&"']+/gi, `$1${REDACTED}`],
  [/(\b(?:token|code|secret|password)=)[^;\s&"']+/gi, `$1${REDACTED}`],
  [/(\bBearer\s+)[A-Za-z0-9._~+/=-]+/g, `$1${REDACTED}`],
];

const SECRET_KEY =
  /^(params|parameters|password|newPassword|currentPassword|token|secret|cookie|authorization|backupCodes)$/i;

export function redactText(text: string): string {
  let out = text;
  for (const [re, to] of TEXT_RULES) out = out.replace(re, to);
  return out;
}

/** A loggable copy of any value: errors become redacted text (stack and causes), secrets go. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 4) return "[…]";
  if (value instanceof Error) return redactText(describeError(value));
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  if (value instanceof Date || ArrayBuffer.isView(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = SECRET_KEY.test(k) && v != null ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

/** An error as text: its stack (or message), its code, then its causes, without `params`. */
function describeError(error: Error, depth = 0): string {
  const e = error as Error & { code?: unknown; cause?: unknown };
  let text = e.stack ?? `${e.name}: ${e.message}`;
  if (typeof e.code === "string") text += ` [code ${e.code}]`;
  if (depth < 4 && e.cause !== undefined && e.cause !== null) {
    text +=
      "\n  cause: " +
      (e.cause instanceof Error
        ? describeError(e.cause, depth + 1)
        : String(redactValue(e.cause, depth + 1)));
  }
  return text;
}

const INSTALLED = Symbol.for("careatlas.console-redaction");

/**
 * Routes console.log/info/warn/error/debug through redaction, so libraries that print errors
 * themselves (better-auth, the database drivers) cannot write a token or bind parameter.
 */
export function installConsoleRedaction(target: Console = console): void {
  const t = target as Console & { [INSTALLED]?: boolean };
  if (t[INSTALLED]) return;
  t[INSTALLED] = true;
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      // Only lines that can carry a secret are rewritten (errors, and text with a parameter
      // list or a token in it); everything else is passed through untouched.
      let out: unknown[] = args;
      try {
        if (args.some(mayCarrySecret)) {
          out = [
            redactText(formatWithOptions({ colors: false, depth: 4 }, ...args.map(redactError))),
          ];
        }
      } catch {
        out = args;
      }
      original(...out);
    };
  }
}

function redactError(value: unknown): unknown {
  return value instanceof Error ? redactValue(value) : value;
}

function mayCarrySecret(value: unknown): boolean {
  if (value instanceof Error) return true;
  if (typeof value === "string") return redactText(value) !== value;
  if (value && typeof value === "object") {
    try {
      const text = formatWithOptions({ colors: false, depth: 4 }, value);
      return (
        redactText(text) !== text ||
        /\b(params|parameters|password|token|secret|cookie|authorization)\b/i.test(text)
      );
    } catch {
      return false;
    }
  }
  return false;
}
