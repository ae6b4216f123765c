import type { I18n } from "@lingui/core";
import { ambiguityOf, ambiguityValues } from "~/utils/amount-input";
import type { Failure } from "~/utils/result";
import { isLocale, numberLocaleOf } from "./config";
import type { MessageId } from "./message-ids";

/**
 * Messages that code writes in English (the spec's words: zod schemas, domain functions'
 * `Failure`s, better-auth) and a person reads in their language (docs/decisions/049): a table
 * per feature maps each English text to its catalogue id, and the form pipeline
 * (`handleForm`) answers every failure in the language of the page the form was sent from
 * (app/i18n/known-messages.server.ts lists the tables). A text not listed stays as it is.
 */
export type KnownMessage = { id: MessageId; values?: Record<string, unknown> };
export type KnownMessages = Readonly<Record<string, KnownMessage>>;

/**
 * A message with a value inside that no table can list (a booking reference, an amount): its
 * English text as a pattern, the catalogue id, and the values read from the match.
 */
export type KnownPattern = {
  pattern: RegExp;
  id: MessageId;
  /** The values of the message, from the match; `i18n` formats a date or number the language's way. */
  values: (m: RegExpExecArray, i18n: I18n) => Record<string, unknown>;
};

/** A message in `i18n`'s language, through the tables; an unknown one as it is. */
export function messageIn(
  i18n: I18n,
  message: string,
  tables: readonly KnownMessages[],
  patterns: readonly KnownPattern[] = [],
): string {
  for (const table of tables) {
    if (Object.hasOwn(table, message)) {
      const known = table[message]!;
      return i18n._(known.id, known.values);
    }
  }
  if (i18n.locale !== "en") {
    for (const p of patterns) {
      const m = p.pattern.exec(message);
      if (m) return i18n._(p.id, p.values(m, i18n));
    }
  }
  return ambiguousAmountIn(i18n, message) ?? message;
}

/**
 * The amount parser's "is ambiguous" message (its text holds what the person typed, so no
 * table can list it), alone or after "Line 2: ", with the numbers written the language's way.
 */
function ambiguousAmountIn(i18n: I18n, message: string): string | null {
  const locale = isLocale(i18n.locale) ? i18n.locale : "en";
  if (locale === "en") return null; // English keeps the parser's own words.
  const line = /^Line (\d+): (".*)$/.exec(message);
  const a = ambiguityOf(line ? line[2]! : message);
  if (!a) return null;
  const text = i18n._("clinic-msg.amount.ambiguous", ambiguityValues(a, numberLocaleOf(locale)));
  return line ? i18n._("clinic-msg.amount.line", { n: Number(line[1]), message: text }) : text;
}

/** A failure with its message and field errors in `i18n`'s language. */
export function failureIn(
  i18n: I18n,
  f: Failure,
  tables: readonly KnownMessages[],
  patterns: readonly KnownPattern[] = [],
): Failure {
  const out: Failure = { ...f, message: f.message && messageIn(i18n, f.message, tables, patterns) };
  if (f.fieldErrors)
    out.fieldErrors = Object.fromEntries(
      Object.entries(f.fieldErrors).map(([k, v]) => [k, messageIn(i18n, v, tables, patterns)]),
    );
  return out;
}
