import { data } from "react-router";
import { i18nFor, textsFor } from "./catalog.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./config";

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
