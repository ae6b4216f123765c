import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, localeInfo, type Locale } from "./config";
import { inPseudoLocale, pseudoMessages } from "./pseudo.server";
import type { Texts } from "./text";

/**
 * The compiled catalogues (app/i18n/locales/<code>.po, compiled by @lingui/vite-plugin at
 * build time). Only the server holds them and only the server formats messages: a page
 * receives its language's texts for the namespaces it renders (`textsFor`), already formatted,
 * in its loader data. No catalogue and no translation runtime is JavaScript the browser
 * downloads (docs/decisions/044).
 */
function compiledCatalogues(): Map<string, Messages> | undefined {
  try {
    const modules = import.meta.glob<{ messages: Messages }>("./locales/*.po", { eager: true });
    return new Map(
      Object.entries(modules).map(([file, mod]) => [/([\w-]+)\.po$/.exec(file)![1]!, mod.messages]),
    );
  } catch {
    // Not built by Vite: the server entry compiled by esbuild (scripts/build-server.mjs) and the
    // tsx scripts import this module too, through better-auth's mail hooks. They read the
    // catalogues the app's server bundle registered below.
    return undefined;
  }
}

// On globalThis: the server entry may create the better-auth instance (bootstrap accounts) whose
// mail hooks then run this module's copy outside the bundle, after the bundle has loaded.
const CATALOGUES_KEY = Symbol.for("careatlas.i18n.catalogues");
const g = globalThis as typeof globalThis & { [CATALOGUES_KEY]?: Map<string, Messages> };
const compiled = compiledCatalogues();
if (compiled) g[CATALOGUES_KEY] = compiled;

function catalogues(): Map<string, Messages> {
  const loaded = g[CATALOGUES_KEY];
  if (!loaded)
    throw new Error(
      "The message catalogues are not loaded: the app's server bundle registers them",
    );
  return loaded;
}

function catalogue(locale: Locale): Messages {
  const all = catalogues();
  return all.get(locale) ?? all.get(DEFAULT_LOCALE) ?? {};
}

const INSTANCES = new Map<string, I18n>();

/**
 * A server-side Lingui instance holding a whole language: loaders, meta, e-mails. In a request
 * that asked for the pseudo-locale (layout tests only: app/i18n/pseudo.server.ts), the
 * language's messages accented and lengthened.
 */
export function i18nFor(locale: Locale): I18n {
  const pseudo = inPseudoLocale();
  const key = pseudo ? `${locale}:pseudo` : locale;
  let i18n = INSTANCES.get(key);
  if (!i18n) {
    const messages = { ...catalogue(DEFAULT_LOCALE), ...catalogue(locale) };
    i18n = setupI18n({
      locale,
      locales: [localeInfo(locale).intl],
      messages: { [locale]: pseudo ? pseudoMessages(messages) : messages },
    });
    INSTANCES.set(key, i18n);
  }
  return i18n;
}

/**
 * The texts a page shows, formatted by Lingui on the server: every message whose id starts
 * with one of the namespaces ("shell.", "about."), in the page's language (English for an id
 * the language lacks; the catalogue test keeps that list empty). A message with parameters
 * ({year}, plurals) gets its values from `values`, keyed by id. The browser only looks the
 * strings up (`useText()` in app/i18n/text.ts).
 */
export function textsFor(
  locale: Locale,
  namespaces: readonly string[],
  values: Record<string, Record<string, unknown>> = {},
): Texts {
  const base = baseTexts(locale, namespaces);
  const withValues = Object.keys(values).filter((id) => id in base.texts);
  if (withValues.length === 0) return { ...base.texts };
  const i18n = i18nFor(locale);
  const out: Texts = { ...base.texts };
  for (const id of withValues)
    out[id] = i18n._(id, { ...placeholdersOf(base.messages[id]), ...values[id] });
  return out;
}

/**
 * The formatted texts of a language's namespaces with no values given (parameters left as
 * placeholders), computed once per language, pseudo-locale and namespace list: the catalogues
 * are fixed for the life of the process, and formatting every message on every request cost
 * about 12 ms of each page render (issue 20, measured with --cpu-prof).
 */
const BASE_TEXTS = new Map<string, { texts: Texts; messages: Messages }>();
/** A language's messages with English for what it lacks, merged once per language. */
const MERGED = new Map<Locale, Messages>();

function baseTexts(locale: Locale, namespaces: readonly string[]) {
  const pseudo = inPseudoLocale();
  const key = `${locale}${pseudo ? ":pseudo" : ""}|${namespaces.join("|")}`;
  let base = BASE_TEXTS.get(key);
  if (!base) {
    const i18n = i18nFor(locale);
    let messages = MERGED.get(locale);
    if (!messages) {
      messages = { ...catalogue(DEFAULT_LOCALE), ...catalogue(locale) };
      MERGED.set(locale, messages);
    }
    const ids = Object.keys(messages)
      .filter((id) => namespaces.some((ns) => id.startsWith(ns)))
      .sort();
    const texts: Texts = {};
    for (const id of ids) texts[id] = i18n._(id, placeholdersOf(messages[id]));
    base = { texts, messages };
    BASE_TEXTS.set(key, base);
  }
  return base;
}

/**
 * `{name}` for each plain parameter of a compiled message (Lingui's tokens: `["name"]` for a
 * parameter, `["n", "plural", {...}]` for a plural or select): a parameter the loader gave no
 * value for stays a placeholder the component fills in (`put`), never an empty string.
 */
function placeholdersOf(message: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (token: unknown): void => {
    if (!Array.isArray(token)) return;
    if (token.length === 1 && typeof token[0] === "string") {
      out[token[0]] = `{${token[0]}}`;
      return;
    }
    for (const part of token) {
      if (Array.isArray(part)) walk(part);
      else if (part && typeof part === "object") Object.values(part).forEach(walk);
    }
  };
  walk(message);
  return out;
}
