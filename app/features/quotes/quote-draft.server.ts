import crypto from "node:crypto";
import { eq, gt, lt, and } from "drizzle-orm";
import { createCookie } from "react-router";
import { getDb, type DbExecutor } from "~/db/client.server";
import { quoteRequestDrafts } from "~/db/schema";
import { clientIp, hashIp, hitRateLimit } from "~/features/inquiries/form-request.server";
import { createRecordEncryptor, decryptRecord } from "~/features/records/encryption.server";
import type { DailyJob } from "~/services/jobs/jobs.server";
import { authSecret } from "~/utils/auth.server";
import { now as clockNow } from "~/utils/clock.server";
import { secureCookies } from "~/utils/env.server";

/**
 * The notes of a quote request a signed-out patient sent, handed back after they sign in
 * (decision 079). The form's other values travel in the address it returns to; notes are health
 * data and never go in an address, and 4,000 characters (up to 12 KB in UTF-8) do not fit in a
 * cookie. So the server keeps them, sealed with AES-256-GCM under a key made for this draft alone,
 * and the patient's browser keeps the draft's id and key in a signed HttpOnly cookie. Without the
 * cookie a row cannot be read; it is deleted when the request is sent, and the daily sweep deletes
 * it once expired. Works whether or not the page's code ran: the server does all of it.
 */

/** How long a draft waits for its patient to sign in (or sign up and confirm their email). */
export const QUOTE_DRAFT_TTL_SECONDS = 2 * 60 * 60;
/** New drafts per IP and rate-limit window, as a multiple of FORM_RATE_LIMIT_MAX. */
const DRAFTS_PER_WINDOW = 6;

type Handle = { id: string; key: Buffer };

let cookie: ReturnType<typeof createCookie> | undefined;
function draftCookie() {
  cookie ??= createCookie("careatlas_quote_draft", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    maxAge: QUOTE_DRAFT_TTL_SECONDS,
    secrets: [authSecret()],
  });
  return cookie;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function handleOf(request: Request): Promise<Handle | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes("careatlas_quote_draft=")) return null;
  const value: unknown = await draftCookie()
    .parse(header)
    .catch(() => null);
  if (typeof value !== "string") return null;
  const [id = "", key = ""] = value.split(".");
  const bytes = Buffer.from(key, "base64url");
  return UUID_RE.test(id) && bytes.length === 32 ? { id, key: bytes } : null;
}

const recordKey = (h: Handle) => ({ id: "quote-draft", key: h.key });

function seal(h: Handle, notes: string): Buffer {
  const enc = createRecordEncryptor(recordKey(h), h.id);
  return Buffer.concat([enc.header, enc.update(Buffer.from(notes, "utf8")), enc.final()]);
}

const clearCookie = () => draftCookie().serialize("", { maxAge: 0, expires: new Date(0) });

/**
 * Keeps these notes for the patient's way back from signing in. Returns the Set-Cookie header to
 * send with the redirect, or null when there is nothing to keep or this address has made too
 * many drafts lately (the form's other values still come back).
 */
export async function keepQuoteDraft(request: Request, notes: string): Promise<string | null> {
  const db = await getDb();
  const known = await handleOf(request);
  if (!notes.trim()) {
    if (!known) return null;
    await db.delete(quoteRequestDrafts).where(eq(quoteRequestDrafts.id, known.id));
    return clearCookie();
  }
  const now = clockNow();
  let h = known;
  if (!h) {
    const limit = await hitRateLimit(
      "quote-draft",
      hashIp(clientIp(request)),
      now,
      DRAFTS_PER_WINDOW,
    );
    if (!limit.ok) return null;
    h = { id: crypto.randomUUID(), key: crypto.randomBytes(32) };
  }
  const expiresAt = new Date(now.getTime() + QUOTE_DRAFT_TTL_SECONDS * 1000);
  const sealed = seal(h, notes);
  await db
    .insert(quoteRequestDrafts)
    .values({ id: h.id, sealed, expiresAt })
    .onConflictDoUpdate({ target: quoteRequestDrafts.id, set: { sealed, expiresAt } });
  return draftCookie().serialize(`${h.id}.${h.key.toString("base64url")}`);
}

/** The notes this browser's draft holds, or null (no draft, expired, or altered). */
export async function readQuoteDraft(request: Request): Promise<string | null> {
  const h = await handleOf(request);
  if (!h) return null;
  const db = await getDb();
  const [row] = await db
    .select({ sealed: quoteRequestDrafts.sealed })
    .from(quoteRequestDrafts)
    .where(and(eq(quoteRequestDrafts.id, h.id), gt(quoteRequestDrafts.expiresAt, clockNow())));
  if (!row) return null;
  try {
    return decryptRecord(recordKey(h), h.id, row.sealed).toString("utf8");
  } catch {
    return null;
  }
}

/** Deletes this browser's draft (the request was sent); the Set-Cookie that forgets it, or null. */
export async function discardQuoteDraft(request: Request): Promise<string | null> {
  const h = await handleOf(request);
  if (!h) return null;
  const db = await getDb();
  await db.delete(quoteRequestDrafts).where(eq(quoteRequestDrafts.id, h.id));
  return clearCookie();
}

/** Deletes expired drafts (unreadable anyway once their cookie has gone). */
export async function sweepQuoteDrafts(tx: DbExecutor, now: Date): Promise<{ deleted: number }> {
  const rows = await tx
    .delete(quoteRequestDrafts)
    .where(lt(quoteRequestDrafts.expiresAt, now))
    .returning({ id: quoteRequestDrafts.id });
  return { deleted: rows.length };
}

/** The daily sweep of expired drafts, 01:00 UTC (beside the pruning of finished jobs). */
export const quoteDraftSweepJob: DailyJob = {
  kind: "quotes.drafts-sweep",
  hourUtc: 1,
  run: async ({ tx, now }) => void (await sweepQuoteDrafts(tx, now)),
};
