import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { noHorizontalOverflow } from "./layout";
import { hydrated } from "./security/helpers";

/**
 * The editorial pages in their translations (issue 15 item 5, docs/i18n.md "Editorial texts"):
 * what a reader sees is the page's language, with no "not translated" note, right to left in
 * Arabic, within a phone's width, and clean for axe.
 */

async function axeClean(page: Page) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

const CASES = [
  {
    path: "/de/faq",
    lang: "de",
    dir: "ltr",
    heading: "Häufig gestellte Fragen",
    text: "Wie funktioniert die Buchung?",
  },
  {
    path: "/ar/about",
    lang: "ar",
    dir: "rtl",
    heading: "عن CareAtlas",
    text: "رسالتنا",
  },
  {
    path: "/tr/terms",
    lang: "tr",
    dir: "ltr",
    heading: "Hizmet Şartları",
    text: "Bu şartlar hakkında",
  },
  {
    path: "/ar/faq",
    lang: "ar",
    dir: "rtl",
    heading: "الأسئلة الشائعة",
    text: "كيف يتم الحجز؟",
  },
  {
    path: "/de/terms",
    lang: "de",
    dir: "ltr",
    heading: "Nutzungsbedingungen",
    text: "Über diese Bedingungen",
  },
];

test.describe("editorial pages in other languages", () => {
  for (const c of CASES) {
    for (const width of [375, 1280]) {
      test(`${c.path} at ${width} px: translated heading and text, no untranslated note, ${c.dir}, fits, axe clean`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(c.path);
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
        await expect(page.locator("html")).toHaveAttribute("dir", c.dir);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
        await expect(page.getByText(c.text, { exact: true }).first()).toBeVisible();
        await expect(page.getByTestId("untranslated-note")).toHaveCount(0);
        await noHorizontalOverflow(page);
        await axeClean(page);
        await context.close();
      });
    }
  }

  test("a translated legal page says the English version prevails and keeps the effective date", async ({
    page,
  }) => {
    await page.goto("/tr/terms");
    await expect(page.getByTestId("legal-translation-notice")).toContainText(
      "İngilizce metin geçerlidir",
    );
    await expect(page.locator('time[datetime="2026-11-01"]')).toHaveText("1 Kasım 2026");
    // A link to another policy stays in the page's language.
    await expect(page.getByRole("link", { name: "Gizlilik Politikası" })).toHaveAttribute(
      "href",
      "/tr/privacy",
    );
    await page.goto("/terms");
    await expect(page.getByTestId("legal-translation-notice")).toHaveCount(0);
    await expect(page.locator('time[datetime="2026-11-01"]')).toHaveText("1 November 2026");
  });

  test("the FAQ opens and closes its translated answers (after hydration)", async ({ page }) => {
    await page.goto("/ar/faq");
    await hydrated(page);
    const q = page.getByRole("button", { name: "كيف يتم الحجز؟" });
    await q.click();
    await expect(q).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/يُردّ إليكم العربون كاملًا/)).toBeVisible();
  });

  test("English pages are unchanged: no note, English headings", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About CareAtlas");
    await expect(page.getByText("Our mission", { exact: true })).toBeVisible();
  });
});
