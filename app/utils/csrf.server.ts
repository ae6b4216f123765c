import { trustedOrigins } from "~/utils/env.server";

/**
 * State-changing requests must come from our own pages. Browsers send Origin on POST (and
 * Sec-Fetch-Site); a request from another site is refused with 403.
 */
export function assertSameOrigin(request: Request) {
  if (request.method === "GET" || request.method === "HEAD") return;
  const url = new URL(request.url);
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw forbidden();
  const origin = request.headers.get("origin");
  if (origin) {
    if (origin !== url.origin && !allowedOrigins().includes(origin)) throw forbidden();
    return;
  }
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      if (
        new URL(referer).origin !== url.origin &&
        !allowedOrigins().includes(new URL(referer).origin)
      )
        throw forbidden();
    } catch (e) {
      if (e instanceof Response) throw e;
      throw forbidden();
    }
  }
  // No Origin/Referer at all: a non-browser client (curl, tests). Cookies are SameSite=Lax,
  // so such a request cannot ride on a victim's session from another site.
}

/** PUBLIC_URL and TRUSTED_ORIGINS (utils/env.server.ts). */
const allowedOrigins = () => trustedOrigins();

function forbidden() {
  return new Response("Cross-site request refused", {
    status: 403,
    headers: { "Content-Type": "text/plain" },
  });
}
