import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type DbExecutor, getDb } from "~/db/client.server";
import { notificationPreferences, notifications, users } from "~/db/schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import type { StreamNotification } from "~/services/realtime/events";
import { sameSitePath } from "~/utils/redirect.server";
import { isUuid } from "~/utils/validation";
import { noticeLocale, renderNotice } from "./notice-text.server";
import {
  CATEGORY_IDS,
  type NotificationPrefs,
  defaultPrefs,
  isNotificationCategory,
} from "./notification-kinds";

/** The header bell and /notifications. Every query is scoped by the user's id. */

export const PAGE_SIZE = 30;

export type NotificationItem = {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  read: boolean;
  createdAt: string;
};

/** Only in-app paths are followed (the one redirect check: never "//host", "/\\host" or "https://..."). */
export function safeLink(link: string | null): string | null {
  return sameSitePath(link);
}

export async function unreadCount(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * The user's notifications, newest first. `before` is a keyset cursor ("<iso>_<id>" of the
 * last item shown) for older pages.
 */
const CREATED_MS = sql`date_trunc('milliseconds', ${notifications.createdAt})`;

export async function listNotifications(
  userId: string,
  opts: {
    limit?: number;
    before?: string | null;
    /** The reader's language (accountLocale): the words are written in it. English without. */
    locale?: Locale;
  } = {},
): Promise<{ items: NotificationItem[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(opts.limit ?? PAGE_SIZE, 1), 100);
  const db = await getDb();
  const cursor = parseCursor(opts.before);
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        // The cursor carries milliseconds (ISO); PostgreSQL stores microseconds, so compare and
        // order at millisecond precision, with the id breaking ties.
        cursor
          ? sql`(${CREATED_MS}, ${notifications.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(CREATED_MS), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((n) => ({
      id: n.id,
      kind: n.kind,
      ...renderNotice(opts.locale ?? DEFAULT_LOCALE, n),
      link: safeLink(n.link),
      read: n.readAt !== null,
      createdAt: n.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
  };
}

function parseCursor(raw: string | null | undefined): { at: Date; id: string } | null {
  if (!raw) return null;
  const i = raw.lastIndexOf("_");
  if (i < 0) return null;
  const at = new Date(raw.slice(0, i));
  const id = raw.slice(i + 1);
  if (Number.isNaN(at.getTime()) || !isUuid(id)) return null;
  return { at, id };
}

/** Marks one of the user's notifications read; returns its link (or null when not theirs). */
export async function markRead(
  userId: string,
  id: string,
): Promise<{ found: boolean; link: string | null }> {
  if (!isUuid(id)) return { found: false, link: null };
  const db = await getDb();
  const [row] = await db
    .select({ id: notifications.id, link: notifications.link, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) return { found: false, link: null };
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.id, id),
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
        ),
      );
  }
  return { found: true, link: safeLink(row.link) };
}

/** Marks all of the user's notifications read; returns how many changed. */
export async function markAllRead(userId: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Marks read the user's notifications that point at a page they are looking at (a thread, the
 * bookings list…), so the bell does not keep counting what they have seen. Returns how many.
 */
export async function markSeen(userId: string, paths: string[]): Promise<number> {
  const links = paths.filter((p) => safeLink(p));
  if (!links.length) return 0;
  const db = await getDb();
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        inArray(notifications.link, links),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/* ------------------------------------------------------------------ preferences */

export async function getNotificationPrefs(userId: string): Promise<NotificationPrefs> {
  const db = await getDb();
  const rows = await db
    .select({
      category: notificationPreferences.category,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const prefs = defaultPrefs();
  for (const r of rows)
    if (isNotificationCategory(r.category)) prefs[r.category] = { inApp: r.inApp, email: r.email };
  return prefs;
}

/**
 * Reads the settings form: a checkbox `<category>.inApp` / `<category>.email` per category
 * (an unticked box is absent, so absent means off).
 */
export function prefsFromForm(form: FormData): NotificationPrefs {
  const prefs = defaultPrefs();
  for (const id of CATEGORY_IDS)
    prefs[id] = {
      inApp: form.get(`${id}.inApp`) === "on",
      email: form.get(`${id}.email`) === "on",
    };
  return prefs;
}

export async function saveNotificationPrefs(userId: string, prefs: NotificationPrefs) {
  const db = await getDb();
  const now = new Date();
  await db
    .insert(notificationPreferences)
    .values(
      CATEGORY_IDS.map((category) => ({ userId, category, ...prefs[category], updatedAt: now })),
    )
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        updatedAt: now,
      },
    });
}

/** A notification for the realtime hub, only if it belongs to `userId`; null otherwise. */
export async function notificationForStream(
  db: DbExecutor,
  notificationId: string,
  userId: string,
): Promise<StreamNotification | null> {
  const [row] = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      texts: notifications.texts,
      link: notifications.link,
      createdAt: notifications.createdAt,
      locale: users.locale,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) return null;
  // The reader's stored language (the stream has no page to take one from).
  const { texts: _texts, locale, ...rest } = row;
  return {
    ...rest,
    ...renderNotice(noticeLocale(locale), row),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
