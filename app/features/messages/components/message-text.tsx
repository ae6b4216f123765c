import { Fragment } from "react";

/**
 * A message body as text: React escapes every character, so markup such as <script> shows as
 * typed. http(s) addresses become links that open in a new tab without access to this page
 * (noopener noreferrer) and carry nofollow/ugc; any other scheme (javascript:, data:) stays text.
 */
const URL_RE = /\bhttps?:\/\/[^\s<>"']+/gi;

export function safeHref(raw: string): string | null {
  // Trailing punctuation usually ends the sentence, not the address.
  const trimmed = raw.replace(/[.,;:!?)\]]+$/, "");
  try {
    const u = new URL(trimmed);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    if (u.username || u.password) return null;
    return u.toString();
  } catch {
    return null;
  }
}

export function MessageText({ text }: { text: string }) {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    const start = m.index ?? 0;
    const raw = m[0].replace(/[.,;:!?)\]]+$/, "");
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return (
    // A message reads in the direction it was written in (an English message in an Arabic page).
    <p dir="auto" className="whitespace-pre-wrap break-words text-start">
      {parts.map((p, i) =>
        p.href ? (
          <a
            key={i}
            href={p.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium underline underline-offset-2"
          >
            {p.text}
          </a>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </p>
  );
}
