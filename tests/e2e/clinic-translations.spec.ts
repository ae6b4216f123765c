import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { noHorizontalOverflow } from "./layout";

/**
 * Dashboard → Translations (decision 050): a clinic writes its description in German and the
 * public German page shows it, without the "written in English" note; French still shows the
 * original with the note. Own account: Aegean Medical Hospital.
 */
const EMAIL = "clinic-ctrans@careatlas.example";
const SLUG = "aegean-medical-hospital";
const GERMAN =
  "Das Aegean Medical Hospital ist ein privates Krankenhaus in Bornova mit Orthopädie, Kardiologie und Allgemeinchirurgie. Internationale Patientinnen und Patienten werden von einem eigenen Team betreut.";

test.describe.configure({ mode: "serial" });

async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

async function axe(page: Page) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

test("a clinic adds a German description; /de shows it without the note, /fr the original with it", async ({
  page,
  login,
}) => {
  test.setTimeout(process.env.E2E_DEV === "1" ? 300_000 : 90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await login(EMAIL, { redirectTo: "/dashboard/translations" });
  await page.goto("/dashboard/translations?lang=de");
  await expect(page.getByRole("heading", { name: "Translations", level: 2 })).toBeVisible();
  await hydrated(page);
  const description = page.locator("#description");
  await expect(description.getByText("Missing", { exact: true })).toBeVisible();
  await noHorizontalOverflow(page);
  await axe(page);

  // An empty translation: a clear message beside the field, nothing saved.
  await description.getByRole("button", { name: "Save translation" }).click();
  await expect(description.getByText("Enter the translation of the description.")).toBeVisible();

  await page.locator("#translation-description").fill(GERMAN);
  await description.getByRole("button", { name: "Save translation" }).click();
  await expect(page.getByText("Translation saved", { exact: true })).toBeVisible();
  await expect(description.getByText("Translated", { exact: true })).toBeVisible();
  await expect(page.locator("#translation-description")).toHaveValue(GERMAN);
  await expect(page.locator("#translation-description")).toHaveAttribute("lang", "de");
  await noHorizontalOverflow(page);
  await page.screenshot({ path: "test-results/clinic-translations-375.png", fullPage: true });

  await page.goto(`/de/clinic/${SLUG}`);
  const about = page.locator("#about");
  await expect(about.getByText(GERMAN)).toBeVisible();
  await expect(about.getByTestId("original-language-note")).toHaveCount(0);
  await noHorizontalOverflow(page);

  await page.goto(`/fr/clinic/${SLUG}`);
  await expect(page.locator("#about").getByTestId("original-language-note")).toHaveText(
    "Rédigé par la clinique en anglais",
  );
  await expect(page.locator("#about").getByText(GERMAN)).toHaveCount(0);
});

test("the Arabic translation screen runs right to left in its text field", async ({
  page,
  login,
}) => {
  test.setTimeout(process.env.E2E_DEV === "1" ? 300_000 : 90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await login(EMAIL, { redirectTo: "/dashboard/translations" });
  await page.goto("/dashboard/translations?lang=ar");
  await hydrated(page);
  await expect(page.locator("#translation-description")).toHaveAttribute("dir", "rtl");
  await page.locator("#translation-description").fill("مستشفى خاص متكامل الخدمات في بورنوفا.");
  await page.locator("#description").getByRole("button", { name: "Save translation" }).click();
  await expect(page.getByText("Translation saved", { exact: true })).toBeVisible();

  await page.goto(`/ar/clinic/${SLUG}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    page.locator("#about").getByText("مستشفى خاص متكامل الخدمات في بورنوفا."),
  ).toBeVisible();
  await expect(page.locator("#about").getByTestId("original-language-note")).toHaveCount(0);
  await noHorizontalOverflow(page);
});
