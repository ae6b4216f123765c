import babel from "@lingui/cli/api/extractors/babel";
import type { ExtractorType } from "@lingui/conf";

/**
 * Lingui's extractor, plus the ids the browser looks up with `t("id")` (`useText()`,
 * app/i18n/text.ts; docs/decisions/044). Lingui's own reads `i18n._("id")` (the server's
 * calls) and the `/*i18n*\/ "id"` marks of tables; this adds every `t("some.id")` call whose
 * first argument is a string literal, so `lingui extract` and the catalogue test see them.
 */
const T_CALL = /(?<![\w$.])t\(\s*(["'])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;

export const textExtractor: ExtractorType = {
  match: (filename) => babel.match(filename),
  async extract(filename, code, onMessageExtracted, ctx) {
    await babel.extract(filename, code, onMessageExtracted, ctx);
    for (const m of code.matchAll(T_CALL)) {
      const line = code.slice(0, m.index).split("\n").length;
      onMessageExtracted({ id: m[2]!, origin: [filename, line] });
    }
  },
};
