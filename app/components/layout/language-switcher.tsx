import { Languages } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import type { LocaleInfo } from "~/i18n/config";
import { useLocale, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { LOCALE_FORM_ID } from "./locale-choice-form";

type RootLanguages = { i18n?: { languages: Pick<LocaleInfo, "code" | "name" | "dir">[] } };

/**
 * The language switcher: each language in its own name (the list comes from the root loader).
 * Its buttons submit the layout's language form (locale-choice-form.tsx), so it has no
 * behaviour of its own: the header shows it as a static island (header.tsx). It works before
 * and without JavaScript, remembers the choice in a cookie (and on the signed-in person's
 * account) and lands on the same page in that language.
 */
export function LanguageSwitcher({ place }: { place: "header" | "menu" | "footer" }) {
  const t = useText();
  const locale = useLocale();
  const languages = useRouteLoaderData<RootLanguages>("root")?.i18n?.languages ?? [];
  const current = languages.find((l) => l.code === locale);
  const list = (
    <ul
      className={cn(
        place === "header"
          ? "absolute end-0 top-full z-50 mt-1 min-w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          : "flex flex-wrap gap-x-1 gap-y-1",
      )}
    >
      {languages.map((l) => (
        <li key={l.code}>
          <button
            type="submit"
            form={LOCALE_FORM_ID}
            name="locale"
            value={l.code}
            lang={l.code}
            dir={l.dir}
            aria-current={l.code === locale ? "true" : undefined}
            className={cn(
              "rounded px-3 py-2 text-start text-sm hover:bg-slate-100 hover:text-slate-900",
              place === "header" ? "block w-full" : "inline-block",
              l.code === locale ? "font-semibold text-primary-800" : "text-slate-700",
            )}
          >
            {l.name}
          </button>
        </li>
      ))}
    </ul>
  );
  if (place !== "header") {
    return (
      <section aria-label={t("shell.language.label")} data-testid={`languages-${place}`}>
        <p className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <Languages aria-hidden className="size-4" />
          {t("shell.language.label")}
        </p>
        {list}
      </section>
    );
  }
  return (
    <details className="relative" data-testid="languages-header">
      <summary
        className="flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        aria-label={t("shell.language.label")}
        title={t("shell.language.label")}
      >
        <Languages aria-hidden className="size-4" />
        <span lang={current?.code}>{current?.name}</span>
      </summary>
      {list}
    </details>
  );
}
