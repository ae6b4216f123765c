/**
 * Intl formatters made once per language and options, and reused. Making one costs far more
 * than using it (tens of microseconds: the language's data is loaded each time), and
 * `n.toLocaleString(tag, options)` or a component's `new Intl.DateTimeFormat(...)` makes a new
 * one on every call: on a home page with a dozen ratings and dates that was the gap between
 * the Arabic and the English server render. The keys are few (six languages, a handful of
 * option sets), so the caches stay small without a bound.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, tag: string, options: object, make: () => F): F {
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** `new Intl.NumberFormat(tag, options)`, made once. */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}) {
  return cached(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options));
}

/** `new Intl.DateTimeFormat(tag, options)`, made once. */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}) {
  return cached(dateFormats, tag, options, () => new Intl.DateTimeFormat(tag, options));
}
