import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { noHorizontalOverflow } from "./layout";
import { hydrated } from "./security/helpers";

/**
 * The package and clinic pages in the visitor's language (issue 15): our words translated,
 * the clinic's own text shown as the clinic wrote it with a note saying so, Arabic right to
 * left at phone width.
 */
const PACKAGE = "istanbul-fue-hair-transplant-package";
const CLINIC = "bosphorus-aesthetic-hospital";
const NOTE = "Von der Klinik auf Englisch verfasst";

test("/de/package/…: German headings, tabs and buttons; the overview as the clinic wrote it", async ({
  page,
}) => {
  await page.goto(`/de/package/${PACKAGE}`);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const tabs = page.getByRole("tablist", { name: "Paketdetails" });
  await expect(tabs.getByRole("tab", { name: "Überblick" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const overview = page.getByRole("tabpanel", { name: "Überblick" });
  await expect(overview.getByTestId("original-language-note")).toHaveText(NOTE);
  await expect(overview.locator("[lang=en]")).toContainText(/ the /);

  await tabs.getByRole("tab", { name: /^Leistungen/ }).click();
  const included = page.getByRole("tabpanel", { name: "Leistungen" });
  await expect(included.getByRole("heading", { name: "Enthalten", exact: true })).toBeVisible();
  await expect(included.getByTestId("original-language-note")).toHaveText(NOTE);

  await tabs.getByRole("tab", { name: /^Bewertungen/ }).click();
  await expect(page.getByText(/^Basierend auf [\d.]+ Patientenbewertung(en)?$/)).toBeVisible();

  await expect(page.getByRole("button", { name: "Jetzt buchen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Persönliches Angebot anfordern" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Brauchen Sie Hilfe?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ähnliche Pakete" })).toBeVisible();
  // Links to other public pages stay in German.
  await expect(page.getByRole("link", { name: /^Klinikprofil ansehen/ })).toHaveAttribute(
    "href",
    /^\/de\/clinic\//,
  );
  await expect(page.getByRole("link", { name: "Alle Pakete ansehen" })).toHaveAttribute(
    "href",
    "/de/packages",
  );
  // No English of ours left in the booking card.
  const booking = page.getByRole("complementary", { name: "Buchung" });
  await expect(booking).not.toContainText(/Book Now|Per patient|items included|From\b/);
  await expect(page).toHaveTitle(/Istanbul/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    / bei .+, ab [\d.]+\s\$\. /,
  );
});

test("/de/clinic/…: German sections, headings and buttons; the about text as the clinic wrote it", async ({
  page,
}) => {
  await page.goto(`/de/clinic/${CLINIC}`);
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Bereiche des Klinikprofils" });
  for (const name of ["Über", "Ärzte", "Preise", "Bewertungen", "Pakete & Kontakt"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  const about = page.locator("section#about");
  await expect(about.getByRole("heading", { level: 2 })).toHaveText(/^Über /);
  await expect(about.getByTestId("original-language-note")).toHaveText(NOTE);
  await expect(page.getByRole("heading", { name: "Behandlungen & Preise" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Patientenbewertungen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ihr persönliches Angebot" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Angebot anfordern" })).toBeVisible();
  await expect(
    page.getByText(/^Geprüft · letzte Prüfung am \d{1,2}\. \p{L}+ \d{4}$/u),
  ).toBeVisible();
  await expect(
    page.getByRole("link", {
      name: /^\d[\d.]* durch eine CareAtlas-Buchung bestätigte Bewertung(en)?$/,
    }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/: Ärzte, Preise & Bewertungen/);
  // The before/after photos are described in German (session 20: "…: before treatment").
  const results = page.locator("#results");
  await results.scrollIntoViewIfNeeded();
  const first = results.getByRole("article").first();
  await expect(first.getByRole("img", { name: /: vor der Behandlung$/ })).toBeVisible();
  await expect(results.locator('img[alt*="treatment"]')).toHaveCount(0);
  await first.getByRole("button", { name: "Nachher zeigen" }).click();
  await expect(first.getByRole("img", { name: /: nach der Behandlung, / })).toBeVisible();
});

test("English pages keep their words and show no note", async ({ page }) => {
  await page.goto(`/package/${PACKAGE}`);
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Book Now" })).toBeVisible();
  await expect(page.getByTestId("original-language-note")).toHaveCount(0);
  await page.goto(`/clinic/${CLINIC}`);
  await expect(page.getByRole("heading", { name: "Get your personal quote" })).toBeVisible();
  await expect(page.getByTestId("original-language-note")).toHaveCount(0);
});

for (const path of [`/ar/package/${PACKAGE}`, `/ar/clinic/${CLINIC}`]) {
  test(`${path} at 375 px: rtl, Arabic texts, no overflow, no serious axe violation`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByTestId("original-language-note").first()).toHaveText(
      "كتبته العيادة باللغة الإنجليزية",
    );
    await expect(page.locator("main")).toContainText(
      path.includes("package") ? "احجز الآن" : "احصل على عرض سعر خاص بك",
    );
    await noHorizontalOverflow(page);
    const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
    const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("page.png"), fullPage: true });
    await context.close();
  });
}

test("ratings are written as the page's language writes numbers: 4,9 in German, Spanish, French and Turkish", async ({
  page,
}) => {
  // Session 26's field test: the German clinic page said "4.9" in its header and its reviews
  // while search results said "4,9".
  const english: string[] = [];
  for (const lang of ["de", "es", "fr", "tr"]) {
    for (const path of [`/${lang}/clinic/${CLINIC}`, `/${lang}/package/${PACKAGE}`]) {
      await page.goto(path);
      // Any element whose own text is a rating with a decimal point ("4.9").
      const found = await page
        .locator("main")
        .evaluate((main) =>
          [...main.querySelectorAll("*")]
            .filter((el) =>
              [...el.childNodes].some(
                (n) => n.nodeType === 3 && /^\s*[0-5]\.\d\s*$/.test(n.textContent ?? ""),
              ),
            )
            .map((el) => el.textContent!.trim()),
        );
      for (const f of found) english.push(`${path}: "${f}"`);
    }
  }
  expect(english).toEqual([]);
});
