import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, isLocale, localeInfo, type Locale } from "~/i18n/config";
import type { MessageId } from "~/i18n/message-ids";
import { treatmentWordingIn } from "~/i18n/names.server";
import { formatMoney } from "~/utils/money";

/**
 * The words of a notification, kept as message ids and values (`notice.*` in
 * app/i18n/locales/*.po) so each reader gets them in their own language: the mail in the
 * recipient's stored language (users.locale), the bell and /notifications in the reader's
 * language at the time they look (the stored English copy stays in `title`/`body` for rows
 * written before, and for anything that reads the columns directly).
 *
 * A value is plain text or a number, or something formatted in the reader's language:
 * a calendar day (`{ day: "2026-12-01" }`, "Tue, 1 Dec 2026"), a date (`{ date: iso }`,
 * "1 Dec 2026"), an amount (`{ money: { minor, currency } }`) or a treatment's catalogue name
 * (`{ treatment: "Hair Transplant" }`, "Haartransplantation").
 */
export type NoticeArg =
  | string
  | number
  | { day: string | null }
  | { date: string }
  | { money: { minor: number; currency: string } }
  | { treatment: string };

export type NoticeMsg = { id: MessageId; values?: Record<string, NoticeArg> };

/** What `notifications.texts` holds: the title, and the body as sentences joined by a space. */
export type NoticeTexts = { title: NoticeMsg; body?: NoticeMsg[] };

/** The locale a stored value names, English for none or an unknown code. */
export function noticeLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function formatArg(locale: Locale, v: NoticeArg): string | number {
  if (typeof v === "string" || typeof v === "number") return v;
  const intl = localeInfo(locale).intl;
  if ("day" in v) {
    if (!v.day) return "—";
    // A calendar day, formatted in UTC so no time zone shifts it (as formatDay in booking-schema).
    return new Intl.DateTimeFormat(intl, {
      day: "numeric",
      month: "short",
      year: "numeric",
      weekday: "short",
      timeZone: "UTC",
    }).format(new Date(`${v.day}T00:00:00Z`));
  }
  if ("date" in v) {
    return new Intl.DateTimeFormat(intl, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(v.date));
  }
  if ("money" in v) {
    // English amounts keep en-US ("$1,250"), as formatMinor writes them everywhere.
    return formatMoney(
      v.money.minor / 100,
      v.money.currency,
      locale === DEFAULT_LOCALE ? undefined : intl,
    );
  }
  return treatmentWordingIn(locale, v.treatment);
}

function known(id: string): boolean {
  return Object.hasOwn(i18nFor(DEFAULT_LOCALE).messages, id);
}

/** One message (or sentences joined by a space) in `locale`; null when an id is unknown. */
export function noticeText(locale: Locale, msgs: NoticeMsg | readonly NoticeMsg[]): string | null {
  const list = Array.isArray(msgs) ? msgs : [msgs as NoticeMsg];
  const i18n = i18nFor(locale);
  const out: string[] = [];
  for (const m of list) {
    if (!m || typeof m.id !== "string" || !known(m.id)) return null;
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries<NoticeArg>(m.values ?? {}))
      values[k] = formatArg(locale, v);
    out.push(i18n._(m.id, values));
  }
  return out.join(" ");
}

/**
 * A stored notification's title and body for a reader in `locale`: from its message ids when it
 * has them, else (rows from before, an id no longer in the catalogue) the stored English words.
 */
export function renderNotice(
  locale: Locale,
  row: { title: string; body: string | null; texts?: unknown },
): { title: string; body: string | null } {
  const texts = row.texts as NoticeTexts | null | undefined;
  if (texts && typeof texts === "object" && texts.title) {
    const title = noticeText(locale, texts.title);
    const body = texts.body?.length ? noticeText(locale, texts.body) : null;
    if (title !== null && (body !== null || !texts.body?.length)) return { title, body };
  }
  return { title: row.title, body: row.body };
}
