import { splitLocale } from "~/i18n/paths";

/**
 * The one check for redirect targets that come from a request (a `redirectTo` field or query
 * parameter, a hidden `sourcePath`, the Referer, a stored notification link). Every
 * `Location` built from such a value goes through `sameSitePath` (or `safeRedirect`).
 *
 * The rule is about what a browser does with the value, not what it looks like: a browser
 * strips tabs and newlines, reads `\` as `/`, resolves `.`/`..` and `%2e` segments, and then
 * treats a path that starts with `//` as another host. So the value is normalised the way a
 * browser would (WHATWG URL), and refused when the normalised path, or the same path with its
 * percent-encoding undone once, could be read as anything but a path on this site.
 */

const BASE = "http://careatlas.invalid";
const MAX_LENGTH = 2_000;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function decodedOnce(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** True when a browser could read this path (as written or decoded once) as another origin. */
function looksForeign(path: string): boolean {
  const decoded = decodedOnce(path);
  if (decoded === null) return true;
  for (const p of [path, decoded]) {
    if (CONTROL.test(p) || p.includes("\\")) return true;
    if (!p.startsWith("/") || p.startsWith("//")) return true;
  }
  return false;
}

/**
 * A path on this site (`/x?y#z`) for a value from a request, or null when it is anything else.
 * Accepts a relative path, or an absolute URL whose origin is `origin` (a Referer).
 */
export function sameSitePath(
  value: FormDataEntryValue | string | null | undefined,
  origin?: string,
): string | null {
  if (typeof value !== "string" || !value || value.length > MAX_LENGTH) return null;
  // Browsers drop leading/trailing spaces and strip tabs and newlines anywhere: refuse instead.
  if (CONTROL.test(value) || value.includes("\\")) return null;
  const relative = value.startsWith("/");
  if (relative) {
    if (looksForeign(value)) return null;
  } else if (!origin) {
    return null;
  }
  let u: URL;
  try {
    // Not a path: only a complete absolute URL (never "evil.example" resolved as a path).
    u = relative ? new URL(value, BASE) : new URL(value);
  } catch {
    return null;
  }
  if (u.origin !== (relative ? BASE : new URL(origin!).origin) || u.username || u.password)
    return null;
  if (looksForeign(u.pathname)) return null;
  const out = `${u.pathname}${u.search}${u.hash}`;
  // The result must read back as itself: no second normalisation may change its meaning.
  try {
    const again = new URL(out, BASE);
    if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== out)
      return null;
  } catch {
    return null;
  }
  return out;
}

/**
 * Where to go after an action, from a request value: a same-site path, else `fallback`.
 * After sign-in (the default) the sign-in pages and the APIs are not destinations
 * (`allowAuthPages` lifts that for "back to the page you were on" redirects).
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/dashboard",
  opts: { allowAuthPages?: boolean } = {},
): string {
  const path = sameSitePath(typeof to === "string" ? to.trim() : to);
  if (!path) return fallback;
  // The sign-in pages in another language (/de/auth) are sign-in pages too.
  const bare = splitLocale(path).path;
  if (!opts.allowAuthPages && (bare.startsWith("/api/") || bare.startsWith("/auth")))
    return fallback;
  return path;
}
