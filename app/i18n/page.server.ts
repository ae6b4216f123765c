import { data } from "react-router";
import { getUser } from "~/utils/permissions.server";
import { i18nFor, textsFor } from "./catalog.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./config";
import { localeFromCookie } from "./negotiate.server";
import { splitLocale } from "./paths";
import { isAccountPage } from "./public-pages";

/**
 * The `:lang` prefix must be a language other than English; anything else is a 404
 * (/xx/contact, /api/auth/reset-password read as lang "api"). The `:lang` layout's loader checks
 * it for pages; a form post runs the page's action without that loader, so every action under
 * the prefix calls this first.
 */
export function assertLanguagePrefix(params: { lang?: string }): void {
  if (params.lang !== undefined && (!isLocale(params.lang) || params.lang === DEFAULT_LOCALE))
    throw data({ path: params.lang }, { status: 404 });
}

/**
 * A page loader's language and texts: the language comes from the `:lang` prefix (none:
 * English), the texts are those of the page's namespaces, in that language only, formatted on
 * the server (values for messages with parameters go in `values`, keyed by id).
 *
 *   const { locale, i18n, text } = pageI18n(params, ["about."]);
 *   return { locale, text, title: i18n._("about.meta.title") };
 */
export function pageI18n(
  params: { lang?: string },
  namespaces: readonly string[],
  values?: Record<string, Record<string, unknown>>,
) {
  const locale: Locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  return {
    locale,
    i18n: i18nFor(locale),
    text: textsFor(locale, ["editorial.", ...namespaces], values),
  };
}

/**
 * The language of an account page (dashboard, admin area, checkout, notifications: one URL in
 * every language, ACCOUNT_PAGE_PREFIXES): the signed-in person's language (users.locale, set by
 * sign-up and by the language switcher), else the visitor's choice (the lang cookie), else
 * English (docs/decisions/049).
 */
export async function accountLocale(request: Request): Promise<Locale> {
  const user = await getUser(request);
  return user?.locale ?? localeFromCookie(request) ?? DEFAULT_LOCALE;
}

/**
 * An account page loader's language and texts, like `pageI18n` for public pages:
 *
 *   const { locale, i18n, text } = await accountPageI18n(request, ["dashboard.bookings."]);
 */
export async function accountPageI18n(
  request: Request,
  namespaces: readonly string[],
  values?: Record<string, Record<string, unknown>>,
) {
  const locale = await accountLocale(request);
  return { locale, i18n: i18nFor(locale), text: textsFor(locale, namespaces, values) };
}

/**
 * The language of the page a form was posted to (its answers, field errors and toasts): the
 * language prefix (`/de/contact`), else, for an account page or a resource route (`/api/...`),
 * the person's language (`accountLocale`: users.locale, else the cookie), else English (the
 * English public pages).
 */
export async function formLocale(request: Request): Promise<Locale> {
  const { pathname } = new URL(request.url);
  const { locale } = splitLocale(pathname);
  if (locale !== DEFAULT_LOCALE) return locale;
  // Account pages and the APIs they post to: the person's language (else the cookie's).
  if (isAccountPage(pathname) || pathname.startsWith("/api/")) return accountLocale(request);
  return DEFAULT_LOCALE;
}
