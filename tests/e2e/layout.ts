import { expect, type Page } from "@playwright/test";

/** The page is no wider than the screen; the failure names what sticks out. */
export async function noHorizontalOverflow(page: Page) {
  const { scroll, client, wide } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    wide: [...document.querySelectorAll("body *")]
      .filter((el) => {
        // The content of a closed <details> (the mobile menu) is laid out but not shown.
        const closed = el.closest("details:not([open])");
        if (closed && !el.closest("summary")) return false;
        // Inside a box that scrolls or clips sideways (a row of tabs), it widens nothing.
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== "visible") return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -1 || r.right > document.documentElement.clientWidth + 1);
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  }));
  expect(scroll, `page wider than the screen: ${wide.join(", ")}`).toBeLessThanOrEqual(client);
}
