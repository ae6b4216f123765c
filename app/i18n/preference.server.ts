import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import type { Locale } from "./config";

/** Stores a signed-in person's language (users.locale): their e-mails and dashboard use it. */
export async function saveUserLocale(userId: string, locale: Locale): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}
