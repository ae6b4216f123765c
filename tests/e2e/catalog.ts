import fs from "node:fs";
import path from "node:path";
import type { Locale } from "../../app/i18n/config";
import type { MessageId } from "../../app/i18n/message-ids";

/**
 * A message as a person reads it in a language, from the catalogue the app is built with
 * (app/i18n/locales/<code>.po): browser tests assert on the translation the build serves rather
 * than on a copy of it. `{name}` parameters are filled from `values`.
 */
const cache = new Map<Locale, Map<string, string>>();

function catalogue(locale: Locale): Map<string, string> {
  let c = cache.get(locale);
  if (!c) {
    const text = fs.readFileSync(path.join("app/i18n/locales", `${locale}.po`), "utf8");
    c = new Map();
    const entry = /msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;
    for (const m of text.matchAll(entry)) c.set(m[1]!, JSON.parse(`"${m[2]!}"`) as string);
    cache.set(locale, c);
  }
  return c;
}

export function msg(locale: Locale, id: MessageId, values: Record<string, string> = {}): string {
  const text = catalogue(locale).get(id);
  if (text === undefined) throw new Error(`${id} is not in ${locale}.po`);
  return text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}

/** A message with its `{parameters}` as "anything": for a button whose label holds an amount. */
export function msgPattern(locale: Locale, id: MessageId): RegExp {
  const text = msg(locale, id);
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\w+\\\}/g, ".+");
  return new RegExp(`^${escaped}$`);
}
