import { AUTH_MESSAGES } from "~/features/accounts/auth-messages.server";
import type { Failure } from "~/utils/result";
import { i18nFor } from "./catalog.server";
import { DEFAULT_LOCALE } from "./config";
import { type KnownMessages, failureIn } from "./messages.server";
import { formLocale } from "./page.server";

/**
 * Every feature's table of English messages and their catalogue ids (app/i18n/messages.server.ts).
 * A feature whose forms answer with messages of its own adds its table here; the catalogue test
 * checks each entry (app/i18n/known-messages.test.ts).
 */
export const KNOWN_MESSAGES: readonly KnownMessages[] = [AUTH_MESSAGES];

/** A failure in the language of the page its form was sent from (`formLocale`). */
export async function localizeFailure(request: Request, f: Failure): Promise<Failure> {
  const locale = await formLocale(request);
  if (locale === DEFAULT_LOCALE) return f;
  return failureIn(i18nFor(locale), f, KNOWN_MESSAGES);
}
