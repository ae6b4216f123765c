import { matchPath } from "react-router";
import { safeRedirect } from "~/utils/redirect.server";
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "./config";
import { localizePath, splitLocale } from "./paths";
import { PUBLIC_PAGES } from "./public-pages";

/**
 * The server's side of "the same page in another language" (docs/decisions/045): the browser
 * posts where it is, the server decides where that is in each language. No URL logic of this
 * kind is browser JavaScript.
 */

const PATTERNS = PUBLIC_PAGES.map(([path]) => `/${path ?? ""}`);

/**
 * The path of a public page without its language prefix (`/de/faq` → `/faq`, `/ar` → `/`), or
 * null when the URL is not one of the pages with a URL per language (dashboards, auth, 404s).
 */
export function publicPagePath(pathname: string): string | null {
  const { path } = splitLocale(pathname);
  return PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, path)) ? path : null;
}

/**
 * The languages a public page really exists in, for its hreflang alternates and the sitemap:
 * every language, except blog articles, which are written in English only (issue 15 allows a
 * subset): their other-language URLs show the English text with a note, and canonical and
 * hreflang name only the English one.
 */
export function pageLanguages(path: string): readonly Locale[] {
  return matchPath({ path: "/blog/:slug", end: true }, path) ? [DEFAULT_LOCALE] : LOCALE_CODES;
}

/**
 * Where a language choice lands: `to` (the page it was made on, `pathname+search` from the
 * form) in `locale` for a public page (`/faq?x` in German: `/de/faq?x`), `to` itself
 * elsewhere. Anything but a path on this site lands on the home page in that language.
 */
export function samePageIn(to: FormDataEntryValue | null, locale: Locale): string {
  const here = safeRedirect(typeof to === "string" ? to : null, "", { allowAuthPages: true });
  if (!here) return localizePath("/", locale);
  const url = new URL(here, "http://careatlas.invalid");
  const path = publicPagePath(url.pathname);
  if (path === null) return here;
  return safeRedirect(
    localizePath(path, locale) + url.search + url.hash,
    localizePath("/", locale),
    {
      allowAuthPages: true,
    },
  );
}
