import { type Page, expect, test } from "@playwright/test";
import { goHydrated } from "./fixtures";

/**
 * The compare page names the catalogue in the page's language (issue 15): places, treatments,
 * languages, a package's stay, ratings and the trip note's countries. The links keep the English
 * treatment (`?treatment=Hair+Transplant`) and the page's language prefix; English pages read as
 * before. (The rest of the German page: compare-languages.spec.ts.)
 */

test.describe.configure({ timeout: 120_000 });

const ITEMS =
  "clinic:istanbul-hair-institute,clinic:uludag-hair-clinic,package:antalya-hollywood-smile-package";

const go = (page: Page, url: string) => goHydrated(page, url);

const row = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

test("German: catalogue names in German, links with the English treatment", async ({ page }) => {
  await go(page, `/de/compare?items=${ITEMS}`);
  const table = page.getByRole("table");
  await expect(row(page, "Standort")).toContainText("Istanbul, Türkei");
  await expect(row(page, "Standort")).toContainText("Antalya, Türkei");
  await expect(row(page, "Preis")).toContainText("Barttransplantation, nur Behandlung");
  await expect(row(page, "Inklusive")).toContainText("Haartransplantation");
  await expect(row(page, "Sprachen")).toContainText("Englisch, Türkisch, Arabisch, Deutsch");
  await expect(row(page, "Dauer")).toContainText("6–8 Tage");
  await expect(row(page, "Bewertung")).toContainText("4,9");
  for (const english of ["Turkey", "Beard Transplant", "6-8 days", "Arabic"])
    await expect(table).not.toContainText(english);
  await expect(
    page.locator("p", { hasText: "So entsteht die Reisekostenschätzung:" }),
  ).toContainText("Türkei");
  await expect(
    page.locator("p", { hasText: "So entsteht die Reisekostenschätzung:" }),
  ).toContainText("Südkorea");

  // "Compare one treatment": shown in German, the link keeps the English name and /de.
  const basis = page.getByTestId("compare-basis");
  const link = basis.getByRole("link", { name: "Haartransplantation", exact: true });
  await expect(link).toHaveAttribute(
    "href",
    /^\/de\/compare\?items=.+&treatment=Hair\+Transplant$/,
  );
  await link.click();
  await expect(page).toHaveURL(/\/de\/compare\?items=.+&treatment=Hair\+Transplant$/);
  await expect(basis.locator("strong")).toHaveText("Haartransplantation");
  await expect(row(page, "Preis")).toContainText("Haartransplantation, nur Behandlung");
});

test("English: the catalogue's English names, as before", async ({ page }) => {
  await go(page, `/compare?items=${ITEMS}`);
  await expect(row(page, "Location")).toContainText("Istanbul, Turkey");
  await expect(row(page, "Price")).toContainText("Beard Transplant, treatment only");
  await expect(row(page, "Languages")).toContainText("English, Turkish, Arabic, German");
  await expect(row(page, "Duration")).toContainText("6-8 days");
  await expect(row(page, "Rating")).toContainText("4.9");
  await expect(
    page.getByTestId("compare-basis").getByRole("link", { name: "Hair Transplant", exact: true }),
  ).toHaveAttribute("href", /^\/compare\?items=.+&treatment=Hair\+Transplant$/);
  await expect(page.locator("p", { hasText: "How the trip estimate works:" })).toContainText(
    "Turkey",
  );
  await expect(page.locator("p", { hasText: "How the trip estimate works:" })).toContainText(
    "South Korea",
  );
});

test.describe("before the page's code runs (or without it)", () => {
  test.use({ javaScriptEnabled: false });

  test("a German card's Compare link opens the German compare page", async ({ page }) => {
    await page.goto("/de/packages");
    const link = page.locator("main a", { hasText: "Vergleichen" }).first();
    await expect(link).toHaveAttribute("href", /^\/de\/compare\?items=package:/);
    await page.goto("/packages");
    await expect(page.locator("main a", { hasText: "Compare" }).first()).toHaveAttribute(
      "href",
      /^\/compare\?items=package:/,
    );
  });
});
