import { DEFAULT_LOCALE } from "./config";
import { useLocale, useText } from "./text";

/** Above a text shown in English on a page in another language: says so, in that language. */
export function UntranslatedNote() {
  const t = useText();
  const locale = useLocale();
  if (locale === DEFAULT_LOCALE) return null;
  // The box sits inside the page's margins (on a phone it no longer touches the screen's edges).
  return (
    <div className="container-page mt-6">
      <p
        data-testid="untranslated-note"
        className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        {t("editorial.untranslated")}
      </p>
    </div>
  );
}
