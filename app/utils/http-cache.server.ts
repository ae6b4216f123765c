import { createHash } from "node:crypto";
import { publicPagePath } from "~/i18n/public-path.server";
import { getEnv } from "./env.server";

/**
 * Public pages a shared cache can keep (issue 20 item 2, docs/decisions/065).
 *
 * A signed-out visitor's catalogue page (the indexed public pages of PUBLIC_PAGES, in every
 * language) is the same HTML for everyone who sends the same URL, the same language and currency
 * cookies (`lang`, `careatlas-currency`) and, without a `lang` cookie, the same Accept-Language
 * (the suggestion banner, decision 045). So such a response says `public, s-maxage, stale-while-
 * revalidate`, `Vary: Accept-Language, Cookie` (any standard cache keeps one copy per variant; the
 * common first visit sends no cookie at all) and a weak ETag of its body. The reference proxy
 * (deploy/nginx.conf) keys on the same inputs.
 *
 * The per-request parts of a page cannot be shared: the CSP nonce and the request id are taken
 * out of a shared page, and its Content-Security-Policy allows its inline scripts by their
 * SHA-256 hashes instead of a nonce (a nonce repeated to every visitor for minutes is no longer
 * a nonce).
 */

/** What a page that is not shared says (the browser may keep it but asks again each time). */
export const PRIVATE_PAGE = "private, no-cache";
/** What a page for a person (session cookie) says: kept nowhere. */
export const PERSONAL_PAGE = "private, no-store";
/** The request inputs, besides the URL, that change a shareable page. */
export const SHARED_VARY = "Accept-Language, Cookie";

// better-auth's cookies (cookiePrefix "careatlas": session_token, session_data, dont_remember,
// two_factor; "__Secure-" on HTTPS), the flash toast, and the test-only pseudo-locale.
const PERSONAL_COOKIE =
  /(?:^|;)\s*(?:__Secure-|__Host-)?(?:careatlas\.|careatlas_toast=|i18n-pseudo=)/;

/** Whether a request carries a cookie of a person (a session) or of one visit (a flash toast). */
export function hasPersonalCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(cookieHeader && PERSONAL_COOKIE.test(cookieHeader));
}

/**
 * Whether the answer to this request may be shared, before it is rendered: a GET or HEAD of a
 * public catalogue page, from a visitor with no personal cookie, on a server that shares.
 */
export function mayShare(
  method: string,
  pathname: string,
  cookieHeader: string | null | undefined,
): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (getEnv().SHARED_CACHE_SECONDS === 0) return false;
  if (hasPersonalCookie(cookieHeader)) return false;
  return publicPagePath(pathname) !== null;
}

/**
 * Whether the rendered answer is one to share: a 200 HTML page that sets no cookie and whose
 * route chose no caching of its own (forms answer `private, no-store`).
 */
export function isShareableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "") &&
    !response.headers.has("Set-Cookie") &&
    !response.headers.has("Cache-Control")
  );
}

/** The Cache-Control of a shared page; a change shows within s-maxage + stale-while-revalidate. */
export function sharedCacheControl(): string {
  const { SHARED_CACHE_SECONDS: fresh, SHARED_CACHE_STALE_SECONDS: stale } = getEnv();
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

/**
 * The shared copy of a page rendered for one request: without that request's nonce attributes
 * and request-id meta tag, so that the same page is the same bytes for everyone (and its ETag
 * stays the same until its content changes).
 */
export function withoutRequestParts(html: string, nonce: string, requestId: string): string {
  let out = html;
  if (nonce) out = out.replaceAll(` nonce="${nonce}"`, "");
  if (requestId) out = out.replace(`<meta name="request-id" content="${requestId}"/>`, "");
  return out;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks are never run: their hashes would only lengthen the header.
const DATA_TYPE = /\btype\s*=\s*"?application\/(?:ld\+)?json/i;

/**
 * The CSP source expressions for every inline script of a page ('sha256-…'), including the inert
 * module script that AFTER_PAINT_LOADER later re-creates with the same text.
 */
export function inlineScriptHashes(html: string, encoding: "utf8" | "latin1" = "utf8"): string[] {
  const out = new Set<string>();
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || DATA_TYPE.test(attrs) || !body) continue;
    // latin1: `html` holds the page's UTF-8 bytes one per character; these are its bytes.
    out.add(`'sha256-${createHash("sha256").update(body, encoding).digest("base64")}'`);
  }
  return [...out];
}

/** A weak validator of a page's bytes (weak: a proxy may compress them differently). */
export function weakEtag(body: Buffer): string {
  return `W/"${body.length.toString(16)}-${createHash("sha1").update(body).digest("base64url")}"`;
}

/** The Content-Security-Policy with the nonce source replaced by the hashes of the page's scripts. */
export function withScriptHashes(csp: string, hashes: string[]): string {
  return csp.replace(/\s*'nonce-[^']*'/, hashes.length ? ` ${hashes.join(" ")}` : "");
}
