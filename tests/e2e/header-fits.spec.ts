import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";
import { noHorizontalOverflow } from "./layout";

/**
 * The header is one line at 1024 and 1280 px in every language, signed out and signed in (a
 * clinic's header carries the bell and the dashboard link): at 1280 px "Why Trust Us" once
 * wrapped onto three lines beside a signed-in clinic's links, and in Spanish and French the
 * header made the page 1,141–1,362 px wide at 1024 and 1280 px.
 */

const LANGS = ["", "/de", "/es", "/fr", "/tr", "/ar"];
const WIDTHS = [1024, 1280];

async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const header = document.querySelector("header");
    const row = header?.querySelector<HTMLElement>(".container-page");
    if (!header || !row) return ["no header"];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth)
      out.push(`page is ${doc.scrollWidth}px wide in ${doc.clientWidth}px`);
    if (row.scrollWidth > row.clientWidth + 1)
      out.push(`header row is ${row.scrollWidth}px wide in ${row.clientWidth}px`);
    // What is shown: not the closed phone menu's content (a closed <details> still lays it out).
    const links = [
      ...header.querySelectorAll<HTMLElement>("nav a, .ms-auto a, .ms-auto button, summary"),
    ].filter(
      (el) =>
        el.getBoundingClientRect().width > 0 &&
        (el.tagName === "SUMMARY" || !el.closest("details:not([open])")),
    );
    for (const el of links) {
      const r = el.getBoundingClientRect();
      // One line of 14 px text with its padding is under 44 px; a wrapped one is taller.
      if (r.height > 44) out.push(`"${el.innerText.trim()}" is ${Math.round(r.height)}px tall`);
      if (r.right > row.getBoundingClientRect().right + 1 || r.left < -1)
        out.push(`"${el.innerText.trim()}" sticks out`);
    }
    return out;
  });
}

test("the header is one line at 1024 and 1280 px in every language, signed out and in", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  const check = async (path: string, who: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await expect(page.locator("header")).toBeVisible();
      for (const p of await headerProblems(page)) problems.push(`${who} ${width}px ${path}: ${p}`);
    }
  };
  for (const lang of LANGS) await check(lang || "/", "signed out");
  await signIn(page, "clinic-moneyview@careatlas.example");
  for (const lang of LANGS) await check(`${lang}/about`, "clinic");
  expect(problems).toEqual([]);
});

test("before the page's code runs, the closed phone menu takes no room (1024 px, every language)", async ({
  browser,
}) => {
  // Session 22: until hydration the menu is a closed <details> whose panel Chromium still lays
  // out; its language buttons made /de 1029 px wide at 1024 px (seen by the test above on a busy
  // machine, where it measured before hydration). Without JavaScript the state is that one.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1024, height: 800 },
  });
  const page = await context.newPage();
  const wide: string[] = [];
  for (const lang of LANGS) {
    await page.goto(`${lang}/about`);
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    if (scroll > client) wide.push(`${lang || "/"}: ${scroll}px wide in ${client}px`);
  }
  expect(wide).toEqual([]);
  // Opened, the menu still shows under the header.
  await page.goto("/de/about");
  await page.locator("header details.group > summary").click();
  await expect(page.locator('header details.group [data-testid="languages-menu"]')).toBeVisible();
  await context.close();
});

test("the header's words stay readable whatever lies beneath it before it turns solid", async ({
  page,
}) => {
  // Found by an axe scan of the records tab: scrolled a few pixels (not yet solid), the see-through
  // header lay over the teal active tab and the logo's "Atlas" fell to 4.36:1. The darkest thing
  // that can pass beneath it is black: test that.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor();
  await page.evaluate(() => {
    const under = document.createElement("div");
    under.style.cssText = "position:fixed;inset:0 0 auto 0;height:80px;background:#000;z-index:39";
    document.body.appendChild(under);
  });
  await expect(page.getByTestId("site-header")).toHaveAttribute("data-solid", "false");
  const r = await new AxeBuilder({ page })
    .include('[data-testid="site-header"]')
    .withRules(["color-contrast"])
    .analyze();
  expect(r.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
});

test("the footer's link names are never cut inside a word, from 320 to 1280 px, in every language", async ({
  page,
}) => {
  // Session 25: at 1280 px the German Legal column was 150 px wide for a 151 px
  // "Nutzungsbedingungen", which broke as "Nutzungsbedingunge / n" (equal columns, and no German
  // hyphenation in this Chromium). A word may only break where its text allows it: at a hyphen
  // or a soft hyphen.
  test.setTimeout(180_000);
  const cut: string[] = [];
  for (const lang of LANGS) {
    for (const width of [320, 375, 640, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${lang}/about`);
      await page.evaluate(() => document.fonts.ready);
      const words = await page.evaluate(() => {
        const out: string[] = [];
        for (const el of document.querySelectorAll("footer nav a, footer nav h2")) {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (
            let node = walker.nextNode() as Text | null;
            node;
            node = walker.nextNode() as Text | null
          ) {
            // Each piece between spaces, hyphens and soft hyphens must lie on one line.
            for (const m of node.data.matchAll(/[^\s\u00ad-]+/g)) {
              const range = document.createRange();
              range.setStart(node, m.index);
              range.setEnd(node, m.index + m[0].length);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (lines.size > 1) out.push(m[0]);
            }
          }
        }
        return out;
      });
      for (const w of words) cut.push(`${lang || "/"} ${width}px: "${w}"`);
      await noHorizontalOverflow(page);
    }
  }
  expect(cut).toEqual([]);
});
