import "~/utils/zod-config";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "~/i18n/config";
import { splitLines } from "./package-schema";

/**
 * The Translations tab's input (docs/decisions/050): plain text a clinic writes of its own
 * description and packages in another language. The limits are the originals' (editor-schema.ts,
 * package-schema.ts). Safe on both server and client.
 */

/** The languages a clinic translates into: every one but English, the language it writes in. */
export type TranslationLocale = Exclude<Locale, "en">;
export const TRANSLATION_LOCALES = LOCALE_CODES.filter(
  (l): l is TranslationLocale => l !== DEFAULT_LOCALE,
);

export function isTranslationLocale(v: unknown): v is TranslationLocale {
  return typeof v === "string" && (TRANSLATION_LOCALES as readonly string[]).includes(v);
}

export const DESCRIPTION_MAX = 4000;
export const OVERVIEW_MAX = 5000;
export const INCLUDES_MAX_LINES = 30;
export const INCLUDE_LINE_MAX = 200;

export const TR_MESSAGES = {
  language: "Choose a language.",
  descriptionRequired: "Enter the translation of the description.",
  descriptionLong: `The translation can be at most ${DESCRIPTION_MAX} characters.`,
  overviewLong: `The translation of the overview can be at most ${OVERVIEW_MAX} characters.`,
  includesLines: `Use at most ${INCLUDES_MAX_LINES} lines for the inclusions.`,
  includesLine: `Keep each inclusion under ${INCLUDE_LINE_MAX} characters.`,
  packageEmpty: "Enter the translation of the overview or of the inclusions.",
  packageNotFound: "This package was not found in your clinic.",
  noDescription: "Your clinic has no description to translate yet.",
} as const;

const locale = z.string().refine(isTranslationLocale, TR_MESSAGES.language);

/** Line breaks as one "\n" (a form sends "\r\n"), so paragraphs split the same everywhere. */
const lf = (v: string) => v.replace(/\r\n?/g, "\n");

export const ClinicTranslationSchema = z.object({
  locale,
  description: z
    .string()
    .transform(lf)
    .pipe(
      z
        .string()
        .trim()
        .min(1, TR_MESSAGES.descriptionRequired)
        .max(DESCRIPTION_MAX, TR_MESSAGES.descriptionLong),
    ),
});

export const PackageTranslationSchema = z
  .object({
    locale,
    id: z.string().catch(""),
    overview: z
      .string()
      .transform(lf)
      .pipe(z.string().trim().max(OVERVIEW_MAX, TR_MESSAGES.overviewLong)),
    includes: z
      .string()
      .max(INCLUDES_MAX_LINES * (INCLUDE_LINE_MAX + 2), TR_MESSAGES.includesLines)
      .transform(splitLines)
      .refine((l) => l.length <= INCLUDES_MAX_LINES, TR_MESSAGES.includesLines)
      .refine((l) => l.every((i) => i.length <= INCLUDE_LINE_MAX), TR_MESSAGES.includesLine),
  })
  .superRefine((v, ctx) => {
    if (v.overview === "" && v.includes.length === 0)
      ctx.addIssue({ code: "custom", path: ["overview"], message: TR_MESSAGES.packageEmpty });
  });

/** The package form's fields, an absent one empty (a package without inclusions has no field). */
export function packageTranslationInput(fields: Record<string, string>) {
  return { overview: "", includes: "", ...fields };
}

export const RemoveTranslationSchema = z.object({ locale, id: z.string().catch("") });
