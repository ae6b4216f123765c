import { useMatches, useRouteLoaderData } from "react-router";
import type { Locale } from "./config";
import type { MessageId } from "./message-ids";
import { localizePath } from "./paths";

export type { MessageId };

/**
 * The browser's side of translations (docs/decisions/044): no translation runtime, only a
 * lookup. The server formats every message with Lingui (`textsFor` in catalog.server.ts); the
 * root loader sends the shell's texts, a page's loader its own, each only in the page's
 * language, as `text` in their loader data.
 */

/** Texts by message id, already formatted for the page's language. */
export type Texts = Record<string, string>;

type WithText = { text?: Texts } | null | undefined;

/** What the root loader tells the browser about the page's language. */
export type RootLocaleData = {
  i18n?: {
    locale: Locale;
  };
};

/**
 * `t(id)`: the text of a message on this page (an id of the catalogues: `MessageId`, generated
 * from en.po by `npm run i18n:ids`, so a misspelt id is a type error), looked up in the matched routes' `text` (the
 * deepest route first). `fallback` is for the root error page, which may render without the
 * root loader's data. Ids are checked against the catalogues by app/i18n/catalogues.test.ts
 * (write them as string literals: `t("shell.nav.about")`, or mark table entries
 * `/*i18n*\/ "shell.nav.about"`).
 */
export function useText(): (id: MessageId, fallback?: string) => string {
  const matches = useMatches();
  const rootText = (matches[0]?.loaderData as WithText)?.text;
  if (rootText && typeof document !== "undefined") lastShellText = rootText;
  return (id, fallback) => {
    for (let i = matches.length - 1; i >= 0; i--) {
      const text = (matches[i]!.loaderData as WithText)?.text;
      if (text && id in text) return text[id]!;
    }
    // The error page after a failed request renders without the root loader's data: the shell
    // keeps the words the browser last had (in the page's language), not raw ids.
    if (lastShellText && id in lastShellText) return lastShellText[id]!;
    return fallback ?? id;
  };
}

/** In the browser only: the root loader's texts as last seen (one visitor, one language). */
let lastShellText: Texts | undefined;

/** The language of the page being shown. */
export function useLocale(): Locale {
  return useRouteLoaderData<RootLocaleData>("root")?.i18n?.locale ?? "en";
}

/** A city and its country as the page's language writes them ("إسطنبول، تركيا" in Arabic). */
export function placeText(locale: Locale, city: string, country: string): string {
  return `${city}${locale === "ar" ? "، " : ", "}${country}`;
}

/** `placeText` in the page's language. */
export function usePlace(): (city: string, country: string) => string {
  const locale = useLocale();
  return (city, country) => placeText(locale, city, country);
}

/** A link target in the page's language: `to("/faq")` is /de/faq on a German page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
