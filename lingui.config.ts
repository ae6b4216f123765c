import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { DEFAULT_LOCALE, LOCALE_CODES } from "./app/i18n/config";
import { textExtractor } from "./scripts/lingui/text-extractor";

// Lingui's tools (extract, compile, the catalogue test) read the locales from the app's own
// list, so a language is added in one place (docs/i18n.md).
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALE_CODES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: "<rootDir>/app/i18n/locales/{locale}",
      include: ["<rootDir>/app", "<rootDir>/content"],
      exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"],
    },
  ],
  // Lingui's extractor plus the browser's `t("id")` look-ups (app/i18n/text.ts).
  extractors: [textExtractor],
  format: formatter({ lineNumbers: false, origins: false, explicitIdAsDefault: true }),
  orderBy: "messageId",
});
