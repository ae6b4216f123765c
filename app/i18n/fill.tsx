import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements inside it (a link, a bold name): the server formats the
 * message with each such parameter left as its own placeholder (`{ link: "{link}" }`, see
 * `placeholders`), and the component puts its elements there, wherever the language puts them:
 * `fill(t("auth.signup.clinic"), { link: <Link …>{t("auth.signup.partner")}</Link> })`.
 */
export function fill(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text
    .split(/\{(\w+)\}/)
    .map((piece, i) =>
      i % 2 === 1 ? <Fragment key={i}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece,
    );
}

/** Values that keep parameters as placeholders for `fill`: `placeholders("link")`. */
export function placeholders(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, `{${n}}`]));
}
