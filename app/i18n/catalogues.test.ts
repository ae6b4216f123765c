import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALE_CODES } from "./config";

/**
 * The catalogues against the code, with Lingui's own tools: its extractor (the ids the code
 * uses: `i18n._("id")`, `<Trans id>`, and the `/*i18n*\/` marked ids of tables), its catalogue
 * reader and its ICU compiler. Fails when a language lacks a message the code uses, when a
 * catalogue keeps a message nothing uses, and when a message is not valid ICU MessageFormat.
 */
const config = getConfig({ cwd: process.cwd() });

async function load() {
  const [catalog] = await getCatalogs(config);
  const used = await catalog!.collect();
  if (!used) throw new Error("extraction failed");
  const stored = await catalog!.readAll();
  return { used: new Set(Object.keys(used)), stored };
}

let catalogues: Awaited<ReturnType<typeof load>>;
beforeAll(async () => {
  catalogues = await load();
}, 180_000);

describe("message catalogues", () => {
  it("lists every configured language in Lingui's config", () => {
    expect(config.locales).toEqual([...LOCALE_CODES]);
    expect(config.sourceLocale).toBe(DEFAULT_LOCALE);
  });

  it("have every message the code uses, in every language, and none it does not use", async () => {
    const { used, stored } = catalogues;
    expect(used.size).toBeGreaterThan(40);
    for (const locale of LOCALE_CODES) {
      const messages = stored[locale] ?? {};
      const missing = [...used].filter((id) => !messages[id]?.translation?.trim());
      const unused = Object.keys(messages).filter((id) => !used.has(id));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
      expect({ locale, unused }).toEqual({ locale, unused: [] });
    }
  });

  it("are valid ICU MessageFormat in every language", async () => {
    const { stored } = catalogues;
    for (const locale of LOCALE_CODES) {
      const messages = Object.fromEntries(
        Object.entries(stored[locale] ?? {}).map(([id, m]) => [id, m.translation ?? ""]),
      );
      const { errors } = createCompiledCatalog(locale, messages, { strict: true });
      expect({ locale, errors: errors.map((e) => `${e.id}: ${e.error.message}`) }).toEqual({
        locale,
        errors: [],
      });
    }
  });

  it("the ICU check catches a broken message", () => {
    const { errors } = createCompiledCatalog("de", { x: "{count, plural, one {# Klinik}" }, {});
    expect(errors.map((e) => e.id)).toEqual(["x"]);
  });
});

describe("the message id type", () => {
  it("app/i18n/message-ids.ts lists exactly the English catalogue's ids (npm run i18n:ids)", async () => {
    const fs = await import("node:fs");
    // @ts-expect-error: a plain ES module script without types
    const gen = (await import("../../scripts/lingui/message-ids.mjs")) as {
      messageIdsSource: () => string;
      poIds: (po: string) => string[];
      IDS_FILE: string;
    };
    expect(fs.readFileSync(gen.IDS_FILE, "utf8")).toBe(gen.messageIdsSource());
    const ids = gen.poIds('msgid ""\nmsgstr ""\n\nmsgid "b.x"\nmsgstr "B"\n\nmsgid "a.y"\n');
    expect(ids).toEqual(["a.y", "b.x"]);
  });
});

describe("the extractor", () => {
  it("reads the browser's t() look-ups besides Lingui's own forms", async () => {
    const { textExtractor } = await import("../../scripts/lingui/text-extractor");
    const ids: string[] = [];
    const code = [
      "const t = useText();",
      't("shell.nav.about"); t(\'shell.skip\', "Skip");',
      'i18n._("about.meta.title");',
      'const x = { label: /*i18n*/ "shell.nav.blog" };',
      'format("not.an.id"); this.t("nor.this");',
    ].join("\n");
    await textExtractor.extract("x.tsx", code, (m) => ids.push(m.id), { linguiConfig: config });
    expect(ids.sort()).toEqual([
      "about.meta.title",
      "shell.nav.about",
      "shell.nav.blog",
      "shell.skip",
    ]);
  });
});
