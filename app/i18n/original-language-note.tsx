import { DEFAULT_LOCALE } from "./config";
import { useLocale } from "./text";

/**
 * Above a clinic's own text (a description, a package's overview and inclusions) on a page in
 * another language: says, in the page's language, that it is shown as the clinic wrote it.
 * Listings are never machine-translated; clinics write them in English.
 */
export function OriginalLanguageNote({ text, className }: { text: string; className?: string }) {
  const locale = useLocale();
  if (locale === DEFAULT_LOCALE) return null;
  return (
    <p
      data-testid="original-language-note"
      className={`mb-4 inline-block rounded-md bg-amber-50 px-3 py-1.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ${className ?? ""}`}
    >
      {text}
    </p>
  );
}

/** The language clinics write their listings in: marks their text `lang` on translated pages. */
export const LISTING_LANG = "en";
