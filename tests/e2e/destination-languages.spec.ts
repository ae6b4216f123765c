import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser } from "@playwright/test";
import { noHorizontalOverflow } from "./layout";
import { hydrated } from "./security/helpers";

/**
 * The destination guides in the page's language (issue 15 item 5): the country and city guides'
 * prose and headings on /ar and /de, right to left for Arabic, on a phone's width and a desktop's,
 * with nothing wider than the screen and no serious axe violation.
 */

async function open(browser: Browser, path: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  return { context, page };
}

async function axeClean(page: import("@playwright/test").Page) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

test.describe("destination guides in other languages", () => {
  // A guide is a long page: on a loaded machine, axe's scan alone can take most of a minute.
  test.describe.configure({ timeout: 180_000 });

  for (const width of [375, 1280]) {
    test(`/ar/destinations/turkey at ${width} px: the Arabic guide, rtl, fits, axe clean`, async ({
      browser,
    }, testInfo) => {
      const { context, page } = await open(browser, "/ar/destinations/turkey", width);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "تركيا: عيادات ذات خبرة ورحلات قصيرة وترحيب دافئ",
      );
      await expect(
        page.getByRole("heading", { level: 2, name: "الرعاية الطبية في تركيا" }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "معلومات السفر" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: "المطارات" })).toBeVisible();
      // Airport codes keep their place inside the Arabic line.
      await expect(page.getByText("مطار إسطنبول (IST)", { exact: true })).toBeVisible();
      // Written in Arabic: no "not translated yet" note.
      await expect(page.getByTestId("untranslated-note")).toHaveCount(0);
      // Links stay in Arabic.
      await expect(page.getByRole("link", { name: "إسطنبول", exact: true })).toHaveAttribute(
        "href",
        "/ar/destinations/turkey/istanbul",
      );
      await noHorizontalOverflow(page);
      if (width === 375) {
        await page.screenshot({ path: testInfo.outputPath("ar-turkey-375.png"), fullPage: true });
      }
      await axeClean(page);
      await context.close();
    });
  }

  for (const width of [375, 1280]) {
    test(`/de/destinations/turkey/istanbul at ${width} px: the German guide, fits, axe clean`, async ({
      browser,
    }) => {
      const { context, page } = await open(browser, "/de/destinations/turkey/istanbul", width);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Istanbul: Ratgeber für Ihre Behandlungsreise",
      );
      await expect(
        page.getByRole("heading", { level: 2, name: "Anreise und Fortbewegung" }),
      ).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 3, name: "Anreise", exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2, name: "Medizinische Versorgung in Istanbul" }),
      ).toBeVisible();
      await expect(page.getByText(/Istanbul erstreckt sich über den Bosporus/)).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2, name: "Weitere Städte in der Türkei" }),
      ).toBeVisible();
      await expect(page.getByTestId("untranslated-note")).toHaveCount(0);
      await noHorizontalOverflow(page);
      await axeClean(page);
      await context.close();
    });
  }

  test("/tr/destinations/mexico/cancun: Turkish headings with the place's suffix", async ({
    page,
  }) => {
    await page.goto("/tr/destinations/mexico/cancun");
    await expect(
      page.getByRole("heading", { level: 2, name: "Cancun'da tıbbi bakım" }),
    ).toBeVisible();
    await expect(page.getByText(/Meksika'nın en büyük tatil şehridir/)).toBeVisible();
  });

  test("hreflang lists the guide in every language it is written in", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get("/fr/destinations/thailand/phuket")).text();
    const langs = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)]
      .map((m) => m[1])
      .sort();
    expect(langs).toEqual(["ar", "de", "en", "es", "fr", "tr", "x-default"]);
    const origin = new URL(baseURL!).origin;
    expect(html).toContain(
      `<link rel="canonical" href="${origin}/fr/destinations/thailand/phuket"`,
    );
  });
});

test("the guides' fact strips write their figures the German way", async ({ page }) => {
  await page.goto("/de/destinations/turkey");
  const strip = page.locator("main dl").first();
  await expect(strip).toContainText("60–80 %");
  await expect(strip).not.toContainText("60-80%");
  await page.goto("/de/destinations/turkey/istanbul");
  const city = page.locator("main dl").first();
  await expect(city).toContainText(/\d,\d \/ 5/);
  await expect(city).not.toContainText(/\d\.\d \/ 5/);
  // English keeps the table's figures.
  await page.goto("/destinations/turkey");
  await expect(page.locator("main dl").first()).toContainText("60-80%");
});
