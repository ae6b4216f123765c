import { expect, test } from "@playwright/test";

/**
 * Catalogue names in the page's language (issue 15): the hero search form, the search results'
 * cards and filters show treatments, cities and countries in the page's language, while the
 * form sends, and the URLs keep, the English names. English pages are unchanged.
 */

test("the Arabic hero form shows Arabic names and sends English values", async ({ page }) => {
  await page.goto("/ar");
  const form = page.getByTestId("hero-search-form");
  const treatment = form.locator('select[name="treatment"]');
  await expect(treatment.locator('option[value="Hair Transplant"]')).toHaveText("زراعة الشعر");
  await expect(treatment.locator('option[value="Nose Surgery (Rhinoplasty)"]')).toHaveText(
    "تجميل الأنف",
  );
  const destination = form.locator('select[name="destination"]');
  await expect(destination.locator('option[value="Istanbul, Turkey"]')).toHaveText(
    "إسطنبول، تركيا",
  );
  // No English catalogue name is left in the form's options.
  const labels = await form
    .locator("option, optgroup")
    .evaluateAll((els) =>
      els.map((e) => (e instanceof HTMLOptGroupElement ? e.label : (e.textContent ?? ""))),
    );
  expect(labels.filter((l) => /Hair Transplant|Istanbul|Turkey/.test(l))).toEqual([]);

  await treatment.selectOption("Hair Transplant");
  await destination.selectOption("Istanbul, Turkey");
  await form.getByRole("button").last().click();
  await expect(page).toHaveURL(
    /\/ar\/search-results\?treatment=Hair\+Transplant&destination=Istanbul%2C\+Turkey/,
  );
  const card = page.getByTestId("clinic-result").first();
  await expect(card).toContainText("إسطنبول، تركيا");
  await expect(card).toContainText("زراعة الشعر");
  await expect(card).not.toContainText("Istanbul, Turkey");
});

test("a German search names its cards' places and treatments in German", async ({ page }) => {
  await page.goto("/de/search-results?treatment=Hair+Transplant&destination=Istanbul%2C+Turkey");
  const cards = page.getByTestId("clinic-result");
  await expect(cards.first()).toContainText("Istanbul, Türkei");
  // The price's treatment ("für Haartransplantation"); the specialty is the clinic's own words.
  await expect(cards.first()).toContainText("für Haartransplantation");
  await expect(cards.first()).not.toContainText("für Hair Transplant");
  await expect(cards.first()).not.toContainText("Istanbul, Turkey");
  await expect(page.getByTestId("active-filters")).toContainText("Haartransplantation");
  // The refine form keeps the English values selected.
  await expect(page.locator('main select[name="treatment"]')).toHaveValue("Hair Transplant");
  await expect(page.locator('main select[name="destination"]')).toHaveValue("Istanbul, Turkey");
  // The budget options and the budget badge in German ("Unter $1,000", not "Under").
  await expect(page.locator('main select[name="budget"] option[value="under-1000"]')).toHaveText(
    /^Unter /,
  );
  await expect(page.locator('main select[name="budget"] option[value="above-20000"]')).toHaveText(
    /^Über /,
  );
  await page.goto("/de/search-results?budget=under-1000");
  await expect(page.getByTestId("active-filters")).toContainText("Unter ");
  await expect(page.getByTestId("active-filters")).not.toContainText("Under ");
});

test("Spanish and Turkish pages name Istanbul their way", async ({ page }) => {
  await page.goto("/es/search-results?destination=Istanbul%2C+Turkey");
  await expect(page.getByTestId("clinic-result").first()).toContainText("Estambul, Turquía");
  await page.goto("/tr/search-results?destination=Istanbul%2C+Turkey");
  await expect(page.getByTestId("clinic-result").first()).toContainText("İstanbul, Türkiye");
});

test("the English pages keep the English names", async ({ page }) => {
  await page.goto("/");
  const form = page.getByTestId("hero-search-form");
  await expect(form.locator('option[value="Hair Transplant"]')).toHaveText("Hair Transplant");
  await expect(form.locator('option[value="Istanbul, Turkey"]')).toHaveText("Istanbul, Turkey");
  await page.goto("/search-results?treatment=Hair+Transplant&destination=Istanbul%2C+Turkey");
  await expect(page.getByTestId("clinic-result").first()).toContainText("Istanbul, Turkey");
  await expect(page.getByTestId("active-filters")).toContainText("Hair Transplant");
});

test("the German home page's destination cards describe each country in German", async ({
  page,
}) => {
  await page.goto("/de");
  const section = page.locator("section[aria-labelledby='destinations-title']");
  await expect(section).toContainText("Eines der führenden Reiseziele für Haartransplantationen");
  await expect(section).not.toContainText("A leading destination for hair restoration");
  await page.goto("/");
  await expect(page.locator("section[aria-labelledby='destinations-title']")).toContainText(
    "A leading destination for hair restoration",
  );
});

test("the Arabic package page writes its place with the Arabic comma", async ({ page }) => {
  await page.goto("/ar/package/istanbul-fue-hair-transplant-package");
  const main = page.locator("main");
  await expect(main.getByText("إسطنبول، تركيا").first()).toBeVisible();
  await expect(main).not.toContainText("إسطنبول, تركيا");
});

test("a German package page's structured data is in German and links German pages", async ({
  page,
}) => {
  await page.goto("/de/package/istanbul-fue-hair-transplant-package");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}") as unknown));
  const all = blocks.flatMap((b) => (Array.isArray(b) ? b : [b])) as Record<string, unknown>[];
  const product = all.find((b) => b["@type"] === "Product")!;
  expect(product.category).toBe("Haartransplantation");
  expect(String(product.url)).toMatch(/\/de\/package\/istanbul-fue-hair-transplant-package$/);
  const crumbs = all.find((b) => b["@type"] === "BreadcrumbList")!;
  const items = crumbs.itemListElement as { item: string }[];
  expect(items.map((i) => new URL(i.item).pathname)).toEqual([
    "/de",
    "/de/packages",
    "/de/package/istanbul-fue-hair-transplant-package",
  ]);
});
