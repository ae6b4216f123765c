import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";

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
