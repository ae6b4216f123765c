import FLAGGED_WORDS_TEXT from "./flagged-words.txt?raw";

/**
 * Decides whether a review can be published at once or waits for moderation: links
 * (http(s)://, www., domain-like text such as example.com or bit.ly/x, e-mail addresses) and
 * the words in flagged-words.txt send it to moderation. Pure: no I/O.
 */

export type ContentCheck =
  { ok: true } | { ok: false; reason: "link" | "flagged_word"; match: string };

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "@": "a",
  $: "s",
};

function parseList(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim().toLowerCase())
    .filter(Boolean);
}

export const FLAGGED_WORDS: readonly string[] = parseList(FLAGGED_WORDS_TEXT);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const FLAGGED_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${FLAGGED_WORDS.map((w) => escape(w).replace(/ /g, "\\s+")).join("|")})(?:s|es|ed|er|ers|ing|in)?(?![\\p{L}\\p{N}])`,
  "iu",
);

/** Common top-level domains; a generic "word.word" would flag "great.Would" typos. */
const TLDS = [
  "com",
  "net",
  "org",
  "info",
  "biz",
  "io",
  "co",
  "ly",
  "app",
  "site",
  "online",
  "shop",
  "store",
  "xyz",
  "top",
  "club",
  "ru",
  "cn",
  "tr",
  "uk",
  "eu",
  "link",
  "click",
  "live",
  "health",
  "clinic",
  "tk",
  "ws",
  "gg",
  "tv",
  "cc",
  "su",
  "pw",
];

const LINK_RES: RegExp[] = [
  /\bhttps?:\/\//i,
  /\bwww\./i,
  /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/i,
  new RegExp(
    `(?<![\\p{L}\\p{N}@])[a-z0-9][a-z0-9-]{1,62}(?:\\.[a-z0-9-]{2,63})*\\.(?:${TLDS.join("|")})(?![\\p{L}\\p{N}])`,
    "iu",
  ),
];

function fold(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[013457@$]/g, (c) => LEET[c] ?? c);
}

export function findLink(text: string): string | null {
  const t = text.normalize("NFKC");
  for (const re of LINK_RES) {
    const m = re.exec(t);
    if (m) return m[0];
  }
  return null;
}

export function findFlaggedWord(text: string): string | null {
  // Check the text as typed and with look-alike characters folded ("sh1t").
  const m = FLAGGED_RE.exec(text.normalize("NFKC").toLowerCase()) ?? FLAGGED_RE.exec(fold(text));
  return m ? m[0] : null;
}

export function checkReviewContent(text: string | null | undefined): ContentCheck {
  if (!text) return { ok: true };
  const link = findLink(text);
  if (link) return { ok: false, reason: "link", match: link };
  const word = findFlaggedWord(text);
  if (word) return { ok: false, reason: "flagged_word", match: word };
  return { ok: true };
}
