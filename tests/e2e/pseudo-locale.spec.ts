import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_PAGES } from "./public-pages";

/**
 * The pseudo-locale (issue 15; app/i18n/pseudo.server.ts): every translated text accented and
 * about 40 % longer, on a phone. No text may be cut off by a box that hides its overflow, and
 * nothing may stick out of the screen, so a longer language (German, French) fits every page.
 * Texts not translated yet stay English (they fit today).
 */

type Finding = string;

/** Text cut off by an ancestor that clips, or sticking out of the screen. */
async function clippedTexts(page: Page): Promise<{ findings: Finding[]; pseudo: number }> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const vw = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let pseudo = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? "";
      const el = node.parentElement;
      if (!el || !text.trim()) continue;
      if (el.closest("script, style, noscript, template, .sr-only, [aria-hidden='true'], [hidden]"))
        continue;
      // Not shown: a closed menu or <details>, a hidden panel.
      if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      if (text.includes("ẋ")) pseudo++;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
      if (!rects.length) continue;
      const label = `"${text.trim().slice(0, 40)}" in <${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 60)}">`;
      let scrolls = false;
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const cs = getComputedStyle(a);
        // Truncation on purpose (an ellipsis, a line clamp) and boxes that scroll are not cut.
        if (cs.textOverflow === "ellipsis" || cs.webkitLineClamp !== "none") break;
        if (
          ["auto", "scroll"].includes(cs.overflowX) ||
          ["auto", "scroll"].includes(cs.overflowY)
        ) {
          scrolls = true;
          break;
        }
        const clipX = cs.overflowX === "hidden" || cs.overflowX === "clip";
        const clipY = cs.overflowY === "hidden" || cs.overflowY === "clip";
        if (!clipX && !clipY) continue;
        const box = a.getBoundingClientRect();
        const cut = rects.some(
          (r) =>
            (clipX && (r.left < box.left - 1 || r.right > box.right + 1)) ||
            (clipY && (r.top < box.top - 1 || r.bottom > box.bottom + 1)),
        );
        if (cut) {
          findings.push(
            `cut off: ${label} by <${a.tagName.toLowerCase()} class="${String(a.className).slice(0, 60)}">`,
          );
          break;
        }
      }
      if (!scrolls && rects.some((r) => r.right > vw + 1 || r.left < -1))
        findings.push(`outside the screen: ${label}`);
    }
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth)
      findings.push(`page wider than the screen: ${doc.scrollWidth} > ${doc.clientWidth}`);
    return { findings, pseudo };
  });
}

test.describe("the pseudo-locale on a 375 px phone", () => {
  test.describe.configure({ mode: "parallel" });
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of PUBLIC_PAGES) {
    test(`${path}: no text cut off, nothing outside the screen`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: "i18n-pseudo", value: "1", url: baseURL! }]);
      await page.goto(path);
      // The shell is translated: its texts must show in the pseudo-locale (the mode is on).
      await expect(page.locator("footer").first()).toContainText("ẋ");
      const { findings, pseudo } = await clippedTexts(page);
      expect(pseudo, "texts in the pseudo-locale").toBeGreaterThan(5);
      expect(findings).toEqual([]);
    });
  }

  test("the check finds text cut off, text outside the screen and a page too wide", async ({
    page,
  }) => {
    await page.setContent(`
      <div style="width: 80px; overflow: hidden; white-space: nowrap">Ĺōńĝēŕ ţĥàń ĩţś ƀōx ẋẋẋ</div>
      <div style="width: 80px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">Ţŕũńćàţēď ōń ƥũŕƥōśē ẋẋ</div>
      <div style="overflow-x: auto"><p style="width: 600px">Ŵĩďē ƀũţ śćŕōĺĺàƀĺē ẋẋẋ</p></div>
      <p style="white-space: nowrap">Ƥàśţ ţĥē śćŕēēń ēďĝē ẋẋẋ ẋẋẋẋ ẋẋẋẋ ẋẋẋẋ ẋẋẋẋ ẋẋẋẋ ẋẋẋẋ ẋẋẋẋ ẋẋẋẋ ẋẋẋẋ ẋẋẋẋ ẋẋẋẋ</p>
      <details><summary>Menu</summary><p style="width: 900px">Ćĺōśēď ẋẋ</p></details>`);
    const { findings } = await clippedTexts(page);
    expect(findings).toEqual([
      expect.stringMatching(/^cut off: "Ĺōńĝēŕ ţĥàń ĩţś ƀōx/),
      expect.stringMatching(/^outside the screen: "Ƥàśţ ţĥē śćŕēēń/),
      expect.stringMatching(/^page wider than the screen: \d+ > 375$/),
    ]);
  });

  test("without the cookie the same server shows English", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("footer").first()).not.toContainText("ẋ");
  });
});
