import { X } from "lucide-react";
import type { Locale } from "~/i18n/config";
import { useLocale } from "~/i18n/text";
import { LOCALE_FORM_ID } from "./locale-choice-form";

/**
 * A first visit whose browser prefers another of our languages: the offer, written in that
 * language. Both buttons submit the layout's language form (resources/locale.ts), which remembers
 * the answer; nothing redirects on its own.
 */
export function LocaleSuggestion({
  locale,
  dir,
  text,
  switchLabel,
  dismissLabel,
}: {
  locale: Locale;
  dir: "ltr" | "rtl";
  text: string;
  switchLabel: string;
  dismissLabel: string;
}) {
  const pageLocale = useLocale();
  return (
    <div
      role="region"
      aria-label={text}
      lang={locale}
      dir={dir}
      data-testid="locale-suggestion"
      className="border-b border-primary-200 bg-primary-50 text-sm text-primary-900"
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
        <p className="min-w-0 flex-1">{text}</p>
        <button
          type="submit"
          form={LOCALE_FORM_ID}
          name="locale"
          value={locale}
          className="rounded-md bg-primary-700 px-3 py-1.5 font-medium text-white hover:bg-primary-800"
        >
          {switchLabel}
        </button>
        <button
          type="submit"
          form={LOCALE_FORM_ID}
          name="locale"
          value={pageLocale}
          aria-label={dismissLabel}
          title={dismissLabel}
          className="inline-flex size-8 items-center justify-center rounded-md hover:bg-primary-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
