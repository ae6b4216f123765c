import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from "./config";
import { splitLocale } from "./paths";

/**
 * The language a visitor prefers, from their cookie (a choice they made) or, on a first visit,
 * from Accept-Language (only ever offered as a suggestion, never a redirect: decision 045).
 */

/** The locale cookie's value, if it names a configured language. */
export function localeFromCookie(request: Request): Locale | null {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== LOCALE_COOKIE) continue;
    const value = decodeURIComponent(rest.join("="));
    return isLocale(value) ? value : null;
  }
  return null;
}

/** Set-Cookie for a chosen language: a year, the whole site, SameSite=Lax. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The best configured language for an Accept-Language header (RFC 9110 quality values; a
 * region falls back to its language: de-AT → de), or null when none matches.
 */
export function bestLocale(acceptLanguage: string | null): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: (tag ?? "").trim().toLowerCase(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.tag && r.tag !== "*" && r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * What the suggestion banner offers on this page: the visitor's best language when they have
 * not chosen one yet and the page is in another language; otherwise nothing.
 */
export function suggestedLocale(request: Request, pageLocale: Locale): Locale | null {
  if (localeFromCookie(request)) return null;
  const best = bestLocale(request.headers.get("Accept-Language"));
  return best && best !== pageLocale ? best : null;
}

/**
 * The language of the page a form was sent from (decision 048): its language prefix
 * (`/de/...`), else the language the visitor chose (the `lang` cookie), else English. A sign-up
 * stores it as the person's language (users.locale), which their account mails use.
 */
export function requestLocale(request: Request): Locale {
  const { locale } = splitLocale(new URL(request.url).pathname);
  if (locale !== DEFAULT_LOCALE) return locale;
  return localeFromCookie(request) ?? DEFAULT_LOCALE;
}

export { DEFAULT_LOCALE };
