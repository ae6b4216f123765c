// How a person types an amount, and how a stored amount goes back into a form field: only the
// forms that take amounts need this, so it is apart from money.ts, which every page's shell loads.

/** The largest amount a person may type: 9,999,999.99. */
export const MAX_AMOUNT_MINOR = 999_999_999;

export const AMOUNT_MESSAGES = {
  required: "Enter an amount",
  invalid: "Enter an amount such as 1250, 1250.50 or 1250,50",
  negative: "The amount must be 0 or more",
  tooLarge: "The amount must be at most 9,999,999.99",
} as const;

/** The message for "1,250" / "1.250": three digits after a single separator could be either. */
export function ambiguousAmountMessage(raw: string, whole: string, frac: string): string {
  return `"${raw}" is ambiguous: write ${whole}${frac} for ${Number(`${whole}${frac}`).toLocaleString("en-US")} (no separator), or ${whole}.${frac.slice(0, 2)} / ${whole},${frac.slice(0, 2)} for a decimal amount`;
}

/** What an ambiguity message says, read back from its English text (`ambiguousAmountMessage`). */
export type AmountAmbiguity = { raw: string; whole: string; frac: string };

const AMBIGUOUS_RE =
  /^"(.+)" is ambiguous: write (\d+) for [\d,]+ \(no separator\), or (\d+)\.(\d{2}) \/ \d+,\d{2} for a decimal amount$/;

/** The parts of an ambiguity message (`"1.250" is ambiguous: …`), or null for any other text. */
export function ambiguityOf(message: string): AmountAmbiguity | null {
  const m = AMBIGUOUS_RE.exec(message);
  if (!m) return null;
  const [, raw, plain, whole, frac2] = m;
  return { raw: raw!, whole: whole!, frac: plain!.slice(whole!.length) || frac2! };
}

/**
 * The values a translated ambiguity message shows, with numbers written the way the page's
 * language writes them (`numberLocale` as `numberLocaleOf` gives it): for "1.250" on a German
 * page, `plain` 1250, `grouped` "1.250" (one thousand two hundred and fifty), `decimal` "1,25".
 */
export function ambiguityValues(a: AmountAmbiguity, numberLocale: string | undefined) {
  const plain = `${a.whole}${a.frac}`;
  const decimal = Number(`${a.whole}.${a.frac.slice(0, 2)}`);
  return {
    raw: a.raw,
    plain,
    grouped: Number(plain).toLocaleString(numberLocale ?? "en-US"),
    decimal: decimal.toLocaleString(numberLocale ?? "en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  };
}

export type AmountParse = { ok: true; minor: number } | { ok: false; error: string };

/**
 * Reads an amount as clinics type it, into integer minor units. Accepted: `1250`, `1250.50`,
 * `1250,50`, `150,50`, `1,250.50`, `1.250,50`, `1 250,50`, `1,250,000`. A single `,` or `.`
 * followed by 1–2 digits is the decimal mark; with both marks the last one is. Refused with a
 * message saying how to write it: `1,250` / `1.250` (exactly three digits after a single
 * separator could be thousands or a decimal), negative amounts, more than 2 decimals. Never
 * guesses: an amount is either read exactly or refused. Safe on server and client.
 */
export function parseAmount(input: string): AmountParse {
  const raw = input.trim();
  if (raw === "") return { ok: false, error: AMOUNT_MESSAGES.required };
  // A currency sign or code typed with the number is fine; spaces (also no-break and thin
  // spaces) and apostrophes only group thousands.
  let v = raw
    .replace(/^(?:[$€£]|USD|EUR|GBP)\s*/i, "")
    .replace(/\s*(?:[$€£]|USD|EUR|GBP)$/i, "")
    .trim();
  if (/^[-−]/.test(v)) return { ok: false, error: AMOUNT_MESSAGES.negative };
  if (/^\d{1,3}(?:[\s\u00a0\u202f\u2009']\d{3})+(?:[.,]\d{1,2})?$/.test(v))
    v = v.replace(/[\s\u00a0\u202f\u2009']/g, "");
  if (/[^\d.,]/.test(v)) return { ok: false, error: AMOUNT_MESSAGES.invalid };

  let whole: string;
  let frac = "";
  let m: RegExpExecArray | null;
  if (/^\d+$/.test(v)) whole = v;
  else if ((m = /^(\d+)[.,](\d+)$/.exec(v))) {
    // One separator: 1–2 digits after it make it a decimal mark; 3 digits are ambiguous.
    if (m[2]!.length <= 2) [whole, frac] = [m[1]!, m[2]!];
    else if (m[2]!.length === 3 && m[1]!.length <= 3 && m[1] !== "0")
      return { ok: false, error: ambiguousAmountMessage(raw, m[1]!, m[2]!) };
    else return { ok: false, error: AMOUNT_MESSAGES.invalid };
  } else if (
    (m = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(v)) &&
    (m[2] || m[1]!.split(",").length > 2)
  ) {
    [whole, frac] = [m[1]!.replace(/,/g, ""), m[2] ?? ""]; // 1,250.50 or 1,250,000
  } else if (
    (m = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(v)) &&
    (m[2] || m[1]!.split(".").length > 2)
  ) {
    [whole, frac] = [m[1]!.replace(/\./g, ""), m[2] ?? ""]; // 1.250,50 or 1.250.000
  } else return { ok: false, error: AMOUNT_MESSAGES.invalid };

  const minor = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (!Number.isSafeInteger(minor) || minor > MAX_AMOUNT_MINOR)
    return { ok: false, error: AMOUNT_MESSAGES.tooLarge };
  return { ok: true, minor };
}

/**
 * How a stored amount goes back into a form field, with the decimal mark of the page's language
 * (`numberLocale` as `numberLocaleOf` gives it) and no grouping, so that `parseAmount` reads it
 * back exactly: 425050 → '4250.50' in English, '4250,50' in Turkish or German; 420000 → '4200'.
 */
export function formatAmountInput(minor: number, numberLocale?: string): string {
  const cents = minor % 100 !== 0;
  return (minor / 100).toLocaleString(numberLocale ?? "en-US", {
    useGrouping: false,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  });
}
