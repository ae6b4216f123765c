import { expect, test } from "@playwright/test";

/**
 * The comparison and its tray in the page's language (issue 15): /de/compare, the compare
 * buttons on cards and the tray, and the rating texts. English is covered by catalogue.spec.ts.
 */

const FUE = "istanbul-fue-hair-transplant-package";

test("German: an item added from /de/packages is compared with German texts", async ({ page }) => {
  await page.goto("/de/compare");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Pakete und Kliniken vergleichen",
  );
  await expect(page.getByRole("heading", { name: "Noch nichts zum Vergleichen" })).toBeVisible();

  await page.goto("/de/packages");
  const toggle = page.getByRole("button", { name: /^Vergleichen / }).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const tray = page.getByRole("region", { name: "Vergleichsliste" });
  await expect(tray).toContainText("Vergleich (1 von 4)");
  await expect(tray.getByRole("button", { name: "Alle entfernen" })).toBeVisible();
  await tray.getByRole("link", { name: "Jetzt vergleichen" }).click();

  await expect(page).toHaveURL(/\/de\/compare\?items=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Pakete und Kliniken vergleichen",
  );
  const table = page.getByRole("table");
  for (const label of ["Preis", "Geschätzte Reisekosten", "Inklusive", "Bewertung", "Standort"])
    await expect(table.getByRole("rowheader", { name: label, exact: true })).toBeVisible();
  await expect(table).not.toContainText("Estimated trip cost");
  await expect(page.getByText("So entsteht die Reisekostenschätzung:")).toBeVisible();
});

test("German: two packages side by side", async ({ page }) => {
  await page.goto(`/de/compare?items=package:${FUE},package:istanbul-rhinoplasty-package`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Direkt nebeneinander vergleichen",
  );
  await expect(page.getByRole("table")).toContainText("Direktvergleich von 2 Einträgen");
  await expect(
    page.getByRole("link", { name: "Angebote dieser Kliniken anfordern" }),
  ).toBeVisible();
});

test("Arabic: a card's compare button and the tray speak Arabic", async ({ page }) => {
  await page.goto("/ar/packages");
  const toggle = page.getByRole("button", { name: /^مقارنة / }).first();
  await expect(toggle).toBeVisible();
  await expect(page.getByRole("button", { name: /^Compare / })).toHaveCount(0);
  // The cards' ratings ("out of 5", "New: no reviews yet") are in Arabic too.
  await expect(page.locator("main")).not.toContainText("out of 5");
  await expect(page.locator("main")).not.toContainText("no reviews yet");
  await toggle.click();
  const tray = page.getByRole("region", { name: "قائمة المقارنة" });
  await expect(tray).toContainText("المقارنة (1 من 4)");
  await expect(tray.getByRole("button", { name: /^إزالة .+ من المقارنة$/ })).toBeVisible();
  await expect(tray.getByRole("link", { name: "قارن الآن" })).toHaveAttribute(
    "href",
    /^\/ar\/compare\?items=/,
  );
});
