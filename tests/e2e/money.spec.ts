import { type Browser, type Page, expect as baseExpect, test } from "@playwright/test";
import { fillPackageForm, signIn } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Money as people type and read it (issue 21): a clinic's quote line typed "150,50" is 150.50
 * in its live total and for the patient; the card form on a phone typed as a digits-only keypad
 * would (number grouped in fours, "1234" → "12/34"), a decline clears the CVC, the good card
 * pays; budget options follow the selected currency; the clinic's own package list shows the
 * currency it entered. Accounts: patient-money, clinic-money (Riviera Cosmetic Surgery Cancún).
 */

const PATIENT = "patient-money@careatlas.example";
const CLINIC = "clinic-money@careatlas.example";
const CLINIC_SLUG = "riviera-cosmetic-surgery-cancun";
const PACKAGE = "cancun-bbl-package";
const RUN = Date.now().toString(36);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

async function phone(browser: Browser) {
  const ctx = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  return ctx.newPage();
}

test("a quote line typed 150,50 is 150.50 in the clinic's live total and for the patient", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const treatment = `Brazilian butt lift ${RUN}`;
  await signIn(page, PATIENT);
  await page.goto(`/quote-request?clinic=${CLINIC_SLUG}`);
  await page.getByLabel("Treatment").fill(treatment);
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);

  const clinic = await (await browser.newContext()).newPage();
  await signIn(clinic, CLINIC);
  await clinic.goto("/dashboard/requests");
  await clinic
    .getByTestId("clinic-request")
    .filter({ hasText: treatment })
    .getByRole("link", { name: /^Answer/ })
    .click();
  await expect(clinic).toHaveURL(/\/dashboard\/requests\/[0-9a-f-]{36}$/);
  await hydrated(clinic);
  await clinic.getByLabel("Quote currency").selectOption("EUR");
  await clinic.getByLabel("Item 1", { exact: true }).fill("Hotel and transfers");
  await clinic
    .getByLabel(/^Amount/)
    .nth(0)
    .fill("150,50");
  await clinic.getByLabel("Item 2", { exact: true }).fill("Surgery");
  // An ambiguous amount is flagged as typed, and left out of the total.
  await clinic
    .getByLabel(/^Amount/)
    .nth(1)
    .fill("1,250");
  await expect(clinic.getByText('Item 2: "1,250" is ambiguous')).toBeVisible();
  await expect(clinic.getByText("Total:")).toContainText("€150.50");
  await clinic
    .getByLabel(/^Amount/)
    .nth(1)
    .fill("1.250,00");
  await clinic.getByLabel("Item 3", { exact: true }).fill("Aftercare garment (included)");
  await clinic
    .getByLabel(/^Amount/)
    .nth(2)
    .fill("0");
  await expect(clinic.getByText("Total:")).toContainText("€1,400.50");
  await clinic.getByRole("button", { name: "Send quote" }).click();
  await expect(clinic.getByText("Quote sent").first()).toBeVisible();

  await page.goto("/dashboard/quotes");
  const quote = page.getByTestId("quote-card").filter({ hasText: treatment });
  await expect(quote.getByTestId("quote-amount")).toHaveText("€1,400.50");
  await quote.getByText("Quote details").click();
  await expect(quote.getByRole("row").filter({ hasText: "Hotel and transfers" })).toContainText(
    "€150.50",
  );
  await expect(quote.getByRole("row").filter({ hasText: "Aftercare garment" })).toContainText("€0");
});

test("the card form on a phone: digits-only typing is formatted, a decline clears the CVC, then pay", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await phone(browser);
  await signIn(page, PATIENT);
  await page.goto(`/checkout?package=${PACKAGE}&date=${inDays(50)}&travellers=1`);
  await expect(page.getByRole("heading", { name: "Book and pay your deposit" })).toBeVisible();
  await hydrated(page);

  const number = page.getByLabel("Card number");
  const expiry = page.getByLabel("Expiry (MM/YY)");
  const cvc = page.getByLabel("Security code (CVC)");
  await expect(number).toHaveAttribute("inputmode", "numeric");
  await expect(number).toHaveAttribute("autocomplete", "cc-number");
  await expect(expiry).toHaveAttribute("inputmode", "numeric");
  await expect(expiry).toHaveAttribute("autocomplete", "cc-exp");
  await expect(cvc).toHaveAttribute("autocomplete", "cc-csc");
  await expect(page.getByLabel("Name on card")).toHaveAttribute("autocomplete", "cc-name");

  await page.getByLabel("Name on card").fill("Mia Money");
  await number.click();
  await page.keyboard.type("4000000000000002");
  await expect(number).toHaveValue("4000 0000 0000 0002");
  await expiry.click();
  await page.keyboard.type("1234");
  await expect(expiry).toHaveValue("12/34");
  // Backspace works through the slash.
  await page.keyboard.press("Backspace");
  await expect(expiry).toHaveValue("12/3");
  await page.keyboard.press("Backspace");
  await expect(expiry).toHaveValue("12");
  await page.keyboard.type("34");
  await expect(expiry).toHaveValue("12/34");
  await cvc.click();
  await page.keyboard.type("123");
  await page.getByLabel("I have read the cancellation terms").check();
  const pay = page.getByRole("button", { name: /^Pay \$[\d,.]+ deposit$/ });
  await pay.click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined" })).toBeVisible();
  await expect(cvc).toHaveValue("");
  await expect(number).toHaveValue("4000 0000 0000 0002");
  await expect(expiry).toHaveValue("12/34");
  await expect(page.getByLabel("Name on card")).toHaveValue("Mia Money");

  await number.fill("");
  await number.click();
  await page.keyboard.type("4242424242424242");
  await expect(number).toHaveValue("4242 4242 4242 4242");
  await cvc.click();
  await page.keyboard.type("123");
  await page.screenshot({ path: test.info().outputPath("money-card-375.png"), fullPage: true });
  await pay.click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/, { timeout: 30_000 });
  await expect(page.getByTestId("booking").first()).toContainText("Riviera");
});

test("budget options and the budget badge follow the selected currency", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const budget = page.getByLabel("Budget (Optional)");
  await expect(budget.locator("option")).toContainText([
    "Any budget",
    "Under $1,000",
    "$1,000 - $5,000",
  ]);
  await page.getByTestId("currency-select").first().selectOption("EUR");
  await expect(budget.locator("option")).toContainText([
    "Any budget",
    "Under €850",
    "€850 - €4,250",
    "€4,250 - €8,500",
    "€8,500 - €17,000",
    "Above €17,000",
  ]);
  await page.goto("/search-results?budget=1000-5000");
  await expect(page.getByLabel("Budget", { exact: true })).toContainText("€850 - €4,250");
  // The badge of the active filter, in euros too.
  await expect(
    page
      .getByTestId("active-filters")
      .getByRole("link", { name: "Remove budget filter: €850 - €4,250" }),
  ).toBeVisible();
  // Headline prices in whole units.
  const prices = await page.locator("main [data-price]").allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const p of prices) expect(p).toMatch(/^€[\d,]+$/);
});

test("the clinic's package list shows the price in the currency the clinic entered", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Cancun Lipo Money ${RUN}`;
  await signIn(page, CLINIC);
  await page.goto("/dashboard/packages/new");
  await fillPackageForm(page, { title, price: "1,750", currency: "EUR" });
  const form = page.locator("form").filter({ has: page.locator("#pkg-title") });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText('"1,750" is ambiguous')).toBeVisible();
  await form.getByRole("textbox", { name: "Price", exact: true }).fill("1.750,50");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft · hidden from patients")).toBeVisible();
  await page.goto("/dashboard/packages");
  // The header currency is USD; the clinic entered euros.
  await expect(
    page.getByTestId("own-package").filter({ hasText: title }).getByTestId("package-price"),
  ).toHaveText("€1,750.50 EUR");
});
