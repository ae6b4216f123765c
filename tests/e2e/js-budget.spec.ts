import { expect, test } from "@playwright/test";
import { pageJs } from "../../bench/js-weight";
import { ERROR_PAGES, PUBLIC_PAGES } from "./public-pages";

// The JavaScript budget (docs/decisions/016, 021 and 037): what Chromium downloads for a first
// visit, gzipped, at a phone's and a desktop's width. The build plugins and islands in app/perf/
// fail silently (the build still works, pages only get heavier), so this is what turns such a
// failure red.
const KB = 1024;
// Issue 15's 120 KB, in every language. Decision 059 had allowed 122 KB for the retry of page
// requests across a dropped network; decision 086 brought the home page back under 120 KB with it.
const HOME_BUDGET = 120 * KB;
// 142 KB since issue 16 (decision 043, addendum): the clinic route's module, which its own 404
// page also downloads, grew by the practitioners' credentials, the clinic's licences and the
// measured response time (140.2 KB measured); issue 20 takes the clinic page's weight down.
const PAGE_BUDGET = 142 * KB;
/** Script files the detail pages download at most (decision 075). */
const DETAIL_FILE_BUDGET: [pathPrefix: string, files: number][] = [
  ["/search-results", 35],
  ["/clinic/bosphorus", 34],
  ["/package/", 38],
];

/**
 * The home page in other languages, in a browser asking for that language and in one asking for
 * English (which also downloads the language suggestion): the same budget as the English home.
 */
const LOCALE_HOMES: [path: string, browserLocale: string][] = [
  ["/de", "de-DE"],
  ["/ar", "ar"],
  ["/de", "en-US"],
  ["/ar", "en-US"],
];

const PAGES = [...PUBLIC_PAGES, ...ERROR_PAGES];

test.describe("JavaScript budget of the public pages", () => {
  test.describe.configure({ mode: "parallel" });

  const cases = [
    ...PAGES.map((path) => ({ path, locale: undefined as string | undefined })),
    ...LOCALE_HOMES.map(([path, locale]) => ({ path, locale })),
  ];
  for (const { path, locale } of cases) {
    const budget = path === "/" || locale ? HOME_BUDGET : PAGE_BUDGET;
    const asked = locale ? ` for a browser in ${locale}` : "";
    test(`${path}${asked} downloads at most ${budget / KB} KB of gzipped JavaScript`, async ({
      browser,
      baseURL,
    }) => {
      const js = await pageJs(browser, new URL(path, baseURL).href, locale);
      const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
      const files = js.rows.map(([g, f]) => `  ${kb(g).padStart(9)}  ${f}`).join("\n");
      test.info().annotations.push({
        type: "js-weight",
        description: `${path}: ${kb(js.gz)} in ${js.count} files`,
      });
      console.log(`${path}: ${kb(js.gz)} in ${js.count} files`);
      expect(js.count, "scripts measured").toBeGreaterThan(0);
      // Soft, so that the icon runtime check below reports too.
      expect
        .soft(js.gz, `${path} downloads ${kb(js.gz)} of gzipped JavaScript:\n${files}`)
        .toBeLessThanOrEqual(budget);
      // Requests (issue 20, decision 075): the search, clinic and package pages' shared icons come
      // in a few files, not one file per icon (40, 36 and 42 files before).
      const fileBudget = DETAIL_FILE_BUDGET.find(([p]) => path.startsWith(p))?.[1];
      if (fileBudget !== undefined)
        expect
          .soft(js.count, `${path} downloads ${js.count} script files:\n${files}`)
          .toBeLessThanOrEqual(fileBudget);
      // The icon runtime swap (scripts/vite/lucide-runtime.ts) weighs too little for the budget to
      // notice when it stops applying; lucide-react's own runtime is recognisable by a prop name
      // ours never reads.
      const withLucideRuntime = [...js.sources]
        .filter(([, src]) => src.includes("nonScalingStroke"))
        .map(([f]) => f);
      expect(withLucideRuntime, "scripts carrying lucide-react's own icon runtime").toEqual([]);
    });
  }
});
