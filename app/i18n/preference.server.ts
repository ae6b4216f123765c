import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { DEFAULT_LOCALE, type Locale } from "./config";

/** Stores a signed-in person's language (users.locale): their e-mails and dashboard use it. */
export async function saveUserLocale(userId: string, locale: Locale): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/**
 * At sign-in, an account that has no language yet (made by the command line, or before
 * languages existed) takes the sign-in page's: someone signing in on /tr/auth reads Turkish. A
 * language the person has is never changed here (only the switcher changes it). English, the
 * fallback, is not stored: the account goes on following the language cookie.
 */
export async function adoptUserLocale(userId: string, locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  const db = await getDb();
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), isNull(users.locale)));
}
