import { createHash } from "node:crypto";
import { and, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import * as f from "~/db/schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import { splitLocale } from "~/i18n/paths";
import { getEnv, publicOrigin } from "~/utils/env.server";
import { sameSitePath as sameSitePathOf } from "~/utils/redirect.server";
import { NOTICE_PARAM, type FormId, type NoticeStatus } from "./form-notice";
import type { SubmitMeta } from "./inquiries.server";
import { MESSAGES } from "./inquiry-schemas";

/** The fetcher UIs add `_js=1` after hydration: answer them with JSON, everyone else with a redirect. */
export function wantsJson(formData: FormData): boolean {
  return formData.get("_js") === "1";
}

/* ------------------------------------------------------------------ client identity */

/**
 * The client's IP. server/app.ts sets `x-careatlas-client-ip` from the socket (overwriting any
 * value the client sent); X-Forwarded-For is only believed when TRUST_PROXY=1, and then only
 * its last entry (the address our own proxy saw).
 */
export function clientIp(request: Request): string {
  if (getEnv().TRUST_PROXY) {
    const xff = request.headers.get("x-forwarded-for");
    const last = xff
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return last.slice(0, 64);
  }
  return request.headers.get("x-careatlas-client-ip")?.trim().slice(0, 64) || "unknown";
}

/** Stored instead of the IP itself: enough to spot abuse, not a personal address book. */
export function hashIp(ip: string): string {
  return createHash("sha256").update(`${getEnv().IP_HASH_SALT}:${ip}`).digest("hex").slice(0, 32);
}

/* ------------------------------------------------------------------ rate limit */

export type RateLimitResult =
  { ok: true; count: number } | { ok: false; count: number; retryAfterSeconds: number };

/**
 * Fixed-window counter in the database (so it holds across processes and restarts): at most
 * FORM_RATE_LIMIT_MAX submissions per form and IP per window (`perWindow` times that for a form
 * people send more often, e.g. quote drafts). FORM_RATE_LIMIT_MAX=0 turns every limit off.
 */
export async function hitRateLimit(
  form: string,
  ipHashValue: string,
  now = new Date(),
  perWindow = 1,
): Promise<RateLimitResult> {
  const { FORM_RATE_LIMIT_MAX: base, FORM_RATE_LIMIT_WINDOW_SECONDS: windowSeconds } = getEnv();
  if (base === 0) return { ok: true, count: 0 };
  const max = base * perWindow;
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const db = await getDb();
  const r = f.rateLimits;
  const [row] = await db
    .insert(r)
    .values({ key: `${form}:${ipHashValue}`, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [r.key, r.windowStart], set: { count: sql`${r.count} + 1` } })
    .returning({ count: r.count });
  // Now and then, forget windows older than a day.
  if (Math.random() < 0.02) {
    await db
      .delete(r)
      .where(and(lt(r.windowStart, new Date(now.getTime() - 86_400_000))))
      .catch(() => {});
  }
  const count = row?.count ?? 1;
  if (count > max) {
    return {
      ok: false,
      count,
      retryAfterSeconds: Math.max(
        1,
        Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
      ),
    };
  }
  return { ok: true, count };
}

/* ------------------------------------------------------------------ where it came from */

/** Who sent a submission and from which page, as the store functions record it. */
export function metaFor(
  request: Request,
  raw: Record<string, unknown>,
): SubmitMeta & { ip: string } {
  const ip = clientIp(request);
  const sourcePath = sourcePathFrom(request, raw.sourcePath);
  return {
    ip,
    ipHash: hashIp(ip),
    sourcePath,
    origin: publicOrigin(),
    locale: submissionLocale(request, sourcePath),
  };
}

/**
 * The language of the page a form was sent from, for the visitor's mails: the page's language
 * prefix (`/de/contact`), else that of the URL it was posted to (a page's own action under
 * `/de/...`), else English (an English page). A visitor without an account has no stored
 * language; the page they were reading is the one they chose.
 */
export function submissionLocale(request: Request, sourcePath: string): Locale {
  const fromPage = splitLocale(sourcePath).locale;
  if (fromPage !== DEFAULT_LOCALE) return fromPage;
  return splitLocale(new URL(request.url).pathname).locale;
}

/**
 * A same-site path (pathname only) from a hidden field, else from the Referer; '/' otherwise.
 * Protocol-relative ('//evil'), backslash and absolute URLs to other hosts are refused.
 */
export function sourcePathFrom(request: Request, hinted?: unknown): string {
  const origin = new URL(request.url).origin;
  const candidates = [typeof hinted === "string" ? hinted : null, request.headers.get("referer")];
  for (const c of candidates) {
    const path = sameSitePath(c, origin);
    if (path) return path.pathname.slice(0, 300);
  }
  return "/";
}

function sameSitePath(value: string | null | undefined, origin: string): URL | undefined {
  const path = sameSitePathOf(value, origin);
  return path ? new URL(path, origin) : undefined;
}

/** For no-JS posts: back to the page the form was on, with the outcome in `?notice=` and the form's anchor. */
export function redirectBack(
  request: Request,
  form: FormId,
  status: NoticeStatus,
  hinted?: unknown,
): Response {
  const origin = new URL(request.url).origin;
  const back =
    sameSitePath(request.headers.get("referer"), origin) ??
    sameSitePath(typeof hinted === "string" ? hinted : null, origin);
  const target = back ?? new URL("/", origin);
  target.searchParams.set(NOTICE_PARAM, `${form}.${status}`);
  target.hash = form;
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${target.pathname}${target.search}${target.hash}`,
      "Cache-Control": "no-store",
    },
  });
}

/** 429 for a no-JS post: a tiny page that says what happened and links back. */
export function tooManyPage(request: Request, retryAfterSeconds: number): Response {
  const origin = new URL(request.url).origin;
  const back = sameSitePath(request.headers.get("referer"), origin);
  const href = back ? `${back.pathname}${back.search}` : "/";
  const escaped = href.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many submissions | CareAtlas</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1e293b"><h1 style="font-size:1.5rem">${MESSAGES.tooMany}</h1><p><a href="${escaped}" style="color:#0f766e">Go back</a></p></body></html>`;
  return new Response(html, {
    status: 429,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(retryAfterSeconds),
      "Cache-Control": "no-store",
    },
  });
}

export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}
