import type { Messages } from "@lingui/core";
import pseudolocale from "pseudolocale";
import { requestScope } from "~/db/db-errors.server";
import { getEnv } from "~/utils/env.server";

/**
 * The pseudo-locale (issue 15's layout test): every message of the page's language accented and
 * about 40 % longer ("Àƀōũţ ẋẋẋ"), so that a browser test sees at once where a longer language
 * would be cut off or overflow, and where a text is not translated (it stays plain English).
 *
 * It is not a language visitors can choose: the server shows it only when I18N_PSEUDO=1 (the
 * browser tests' server) and the request carries the cookie `i18n-pseudo=1`. Both are read per
 * request (server/app.ts puts the answer in the request scope), so nothing else changes: same
 * URLs, same `lang`, same JavaScript.
 */
export const PSEUDO_COOKIE = "i18n-pseudo";

/** Whether this request asked for the pseudo-locale, on a server that allows it. */
export function pseudoRequested(cookieHeader: string | undefined): boolean {
  return (
    getEnv().I18N_PSEUDO &&
    new RegExp(`(?:^|;\\s*)${PSEUDO_COOKIE}=1(?:;|$)`).test(cookieHeader ?? "")
  );
}

/** Whether the request being served shows the pseudo-locale. */
export function inPseudoLocale(): boolean {
  return requestScope.getStore()?.pseudo === true;
}

type Token = string | [string, string?, Record<string, unknown>?];

function accent(text: string): string {
  return pseudolocale(text, { prepend: "", append: "" });
}

/** Words of "ẋ" making a text about 40 % longer (words, so that lines can still wrap). */
function padding(length: number): string {
  const n = Math.ceil(length * 0.4);
  const words: string[] = [];
  for (let i = 0; i < n; i += 5) words.push("ẋẋẋẋ".slice(0, Math.min(4, n - i)));
  return words.length ? ` ${words.join(" ")}` : "";
}

/** Accents the text of a compiled message, keeping placeholders and plural/select branches. */
function accentTokens(tokens: Token[]): Token[] {
  return tokens.map((t) => {
    if (typeof t === "string") return t === "#" ? t : accent(t);
    const [name, type, options] = t;
    if (!options) return t;
    const branches = Object.fromEntries(
      Object.entries(options).map(([k, v]) => [
        k,
        typeof v === "string" ? accent(v) : Array.isArray(v) ? accentTokens(v as Token[]) : v,
      ]),
    );
    return [name, type, branches];
  });
}

function textLength(tokens: Token[]): number {
  return tokens.reduce((n, t) => n + (typeof t === "string" ? t.length : 4), 0);
}

/** A catalogue's messages in the pseudo-locale (compiled messages in, compiled messages out). */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, m]) => {
      const tokens: Token[] = typeof m === "string" ? [m] : (m as Token[]);
      return [id, [...accentTokens(tokens), padding(textLength(tokens))]];
    }),
  ) as Messages;
}
