import { matchPath } from "react-router";
import { guideLocales } from "~/features/destinations/guides.server";
import { safeRedirect } from "~/utils/redirect.server";
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "./config";
import { localizePath, splitLocale } from "./paths";
import { LOCALIZED_PAGES, PUBLIC_PAGES } from "./public-pages";

/**
 * The server's side of "the same page in another language" (docs/decisions/045): the browser
 * posts where it is, the server decides where that is in each language. No URL logic of this
 * kind is browser JavaScript.
 */

const PATTERNS = PUBLIC_PAGES.map(([path]) => `/${path ?? ""}`);
/** Every page with a URL per language: the public pages and the noindex ones (sign-in). */
const LOCALIZED_PATTERNS = [...PATTERNS, ...LOCALIZED_PAGES.map(([path]) => `/${path}`)];

const matches = (patterns: string[], path: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, path));

/**
 * The path of a public page without its language prefix (`/de/faq` → `/faq`, `/ar` → `/`), or
 * null when the URL is not one of the indexed pages with a URL per language (dashboards, 404s,
 * and the noindex sign-in pages: they get no hreflang alternates).
 */
export function publicPagePath(pathname: string): string | null {
  const { path } = splitLocale(pathname);
  return matches(PATTERNS, path) ? path : null;
}

/**
 * The path of any page with a URL per language without its prefix (`/de/auth` → `/auth`), or
 * null (dashboards, 404s): where a language choice can land on the same page.
 */
export function localizedPagePath(pathname: string): string | null {
  const { path } = splitLocale(pathname);
  return matches(LOCALIZED_PATTERNS, path) ? path : null;
}

/**
 * The languages a public page really exists in, for its hreflang alternates and the sitemap:
 * every language, except editorial texts not translated into every one (issue 15 allows a
 * subset): blog articles (English only) and the destination guides (the languages they are
 * written in, `guideLocales`). Their other-language URLs show the English text with a note, and
 * canonical and hreflang name only the real translations.
 */
export function pageLanguages(path: string): readonly Locale[] {
  const is = (pattern: string) => matchPath({ path: pattern, end: true }, path) !== null;
  if (is("/blog/:slug")) return [DEFAULT_LOCALE];
  if (is("/destinations/:country")) return guideLocales("countries");
  if (is("/destinations/:country/:city")) return guideLocales("cities");
  return LOCALE_CODES;
}

/**
 * Where a language choice lands: `to` (the page it was made on, `pathname+search` from the
 * form) in `locale` for a page with a URL per language (`/faq?x` in German: `/de/faq?x`,
 * `/auth?mode=signup`: `/de/auth?mode=signup`), `to` itself elsewhere. Anything but a path on this site lands on the home page in that language.
 */
export function samePageIn(to: FormDataEntryValue | null, locale: Locale): string {
  const here = safeRedirect(typeof to === "string" ? to : null, "", { allowAuthPages: true });
  if (!here) return localizePath("/", locale);
  const url = new URL(here, "http://careatlas.invalid");
  const path = localizedPagePath(url.pathname);
  if (path === null) return here;
  return safeRedirect(
    localizePath(path, locale) + url.search + url.hash,
    localizePath("/", locale),
    {
      allowAuthPages: true,
    },
  );
}
