import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { noHorizontalOverflow } from "./layout";
import { hydrated } from "./security/helpers";

/**
 * The packages list and the destinations index in the visitor's language (issue 15): category
 * names, badges, places, review counts and stays on /de/packages (the filter's value and the URL
 * keep the English category); headings, country cards and figures on /ar/destinations, right to
 * left, fitting a phone's width, with no serious axe violation.
 */

async function axeClean(page: Page) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

const FUE = "Istanbul FUE Hair Transplant Package";

test("/de/packages: German categories, badges, places, reviews and stays; the query stays English", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/de/packages");
  await hydrated(page);
  const category = page.getByLabel("Behandlungsart");
  const hair = category.locator("option", { hasText: "Haartransplantation" });
  await expect(hair).toHaveAttribute("value", "Hair Restoration");
  await expect(category.locator("option", { hasText: "Zahnmedizin" })).toHaveAttribute(
    "value",
    "Dental",
  );
  await expect(category.locator("option", { hasText: /^Hair Restoration$/ })).toHaveCount(0);

  const card = page.getByRole("article").filter({ hasText: FUE });
  await expect(card.getByText("Besonders beliebt", { exact: true })).toBeVisible();
  await expect(card.getByText("Haartransplantation", { exact: true })).toBeVisible();
  await expect(card.getByText("Istanbul, Türkei")).toBeVisible();
  await expect(card.getByText("(428 Bewertungen)")).toBeVisible();
  await expect(card.getByText("3–4 Tage")).toBeVisible();
  await expect(card.getByText(/Most Popular|Hair Restoration|Turkey|reviews|days/)).toHaveCount(0);
  await expect(card.getByRole("button", { name: /^Vergleichen/ })).toBeVisible();

  await category.selectOption({ label: "Haartransplantation" });
  await expect(page).toHaveURL(/\/de\/packages\?category=Hair\+Restoration$/);
  await expect(page.getByRole("status")).toContainText("für Haartransplantation");
  await expect(category).toHaveValue("Hair Restoration");
});

test("/packages stays English", async ({ page }) => {
  await page.goto("/packages?category=Hair+Restoration");
  const card = page.getByRole("article").filter({ hasText: FUE });
  await expect(card.getByText("Most Popular", { exact: true })).toBeVisible();
  await expect(card.getByText("Istanbul, Turkey")).toBeVisible();
  await expect(card.getByText("(428 reviews)")).toBeVisible();
  await expect(card.getByText("3-4 days")).toBeVisible();
  await expect(page.getByLabel("Treatment type").locator("option:checked")).toHaveText(
    "Hair Restoration",
  );
});

test.describe("/ar/destinations", () => {
  test.describe.configure({ timeout: 180_000 });
  for (const width of [375, 1280]) {
    test(`at ${width} px: Arabic headings and countries, rtl, fits, axe clean`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/ar/destinations");
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("وجهات السياحة العلاجية");
      for (const name of ["تركيا", "كوريا الجنوبية", "تايلاند", "المكسيك"])
        await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      const turkey = page.getByRole("article", { name: "تركيا" });
      // No unsourced "patients per year" figure (issue 16 item 7).
      await expect(turkey.getByText("المرضى سنويًا")).toHaveCount(0);
      await expect(turkey.getByText("زراعة الشعر", { exact: true })).toBeVisible();
      await expect(turkey.getByText(/باقات شاملة/)).toBeVisible();
      await expect(turkey.getByRole("link", { name: /استكشف دليل تركيا/ })).toHaveAttribute(
        "href",
        "/ar/destinations/turkey",
      );
      await expect(
        page.getByText(/Patients per year|Popular treatments|Browse All Clinics|Explore/),
      ).toHaveCount(0);
      // The currency switcher's label is Arabic too.
      await expect(page.getByLabel("العملة").first()).toBeAttached();
      await noHorizontalOverflow(page);
      await axeClean(page);
      await context.close();
    });
  }
});

test("/destinations stays English", async ({ page }) => {
  await page.goto("/destinations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medical travel destinations");
  const turkey = page.getByRole("article", { name: "Turkey" });
  // No unsourced "patients per year" figure (issue 16 item 7); the count is computed.
  await expect(turkey.getByText("Patients per year")).toHaveCount(0);
  await expect(turkey.getByText("Verified clinics", { exact: true })).toBeVisible();
  await expect(turkey.getByRole("link", { name: /Explore Turkey Guide/ })).toHaveAttribute(
    "href",
    "/destinations/turkey",
  );
});
