import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "./config";

/**
 * URLs per language: English at today's URLs, every other language under its code
 * (`/about`, `/de/about`, `/ar`). Safe on both sides.
 */

/** The language a path is in and the path without its prefix (`/de/faq` → de, `/faq`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = /^\/([a-z]{2,3})(?=\/|$)(.*)$/.exec(pathname);
  if (m && isLocale(m[1]) && m[1] !== DEFAULT_LOCALE) {
    return { locale: m[1], path: m[2] || "/" };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || "/" };
}

/** A path (without prefix, e.g. `/faq` or `/`) in a language: `/de/faq`, `/de`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * `hreflang` alternates for a path: one per language it exists in (all, unless `languages` says
 * fewer: an article written in English only), and x-default (the English URL).
 */
export function alternates(
  path: string,
  origin = "",
  languages?: readonly Locale[],
): { hrefLang: string; href: string }[] {
  const shown = languages ? LOCALES.filter((l) => languages.includes(l.code)) : LOCALES;
  return [
    ...shown.map((l) => ({ hrefLang: l.code, href: origin + localizePath(path, l.code) })),
    { hrefLang: "x-default", href: origin + localizePath(path, DEFAULT_LOCALE) },
  ];
}
