import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signIn } from "./fixtures";
import { noHorizontalOverflow } from "./layout";
import { hydrated } from "./security/helpers";

/**
 * The public forms and the checkout in other languages (issue 15): German errors on the contact
 * form, the quote request right to left in Arabic, German month names in the date picker.
 */

async function noSeriousAxe(page: import("@playwright/test").Page) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

test("/de/contact submitted empty: the notice and each field's error in German", async ({
  page,
}) => {
  await page.goto("/de/contact");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wie können wir Ihnen helfen?");
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    "Bitte füllen Sie alle Pflichtfelder aus",
  );
  await expect(page.getByText("Bitte geben Sie Ihren vollständigen Namen ein")).toBeVisible();
  await expect(page.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein")).toBeVisible();
  await expect(page.getByText("Bitte wählen Sie ein Thema")).toBeVisible();
  await expect(page.getByText("Bitte schreiben Sie Ihre Nachricht")).toBeVisible();
  await expect(page.getByText("Please enter your full name")).toHaveCount(0);
});

test("/ar/quote-request at 375 px: rtl, no overflow, no serious axe violation", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await page.goto("/ar/quote-request");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("اطلب عرض سعر");
  await expect(page.getByRole("button", { name: "سجّل الدخول وأرسل" })).toBeVisible();
  await noHorizontalOverflow(page);
  await noSeriousAxe(page);
  await context.close();
});

test("the date picker on /de/quote-request names the months and days in German", async ({
  page,
}) => {
  await page.goto("/de/quote-request");
  await hydrated(page);
  await expect(page.locator("#preferredStart")).toHaveText(/Datum wählen/);
  await page.locator("#preferredStart").click();
  const dialog = page.getByRole("dialog");
  const month = new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric" }).format(
    new Date(),
  );
  await expect(dialog).toContainText(month);
  await expect(dialog).toContainText(/Mo\.?/);
  // A German week starts on Monday (session 22: on Sunday in every language).
  await expect(dialog.locator(".rdp-weekday").first()).toHaveText(/^Mo/);
  await expect(dialog.locator(".rdp-weekday").first()).toHaveAttribute("aria-label", "Montag");
  await expect(dialog.getByRole("button", { name: "Zum nächsten Monat" })).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath("quote-request-de-1280.png"),
    fullPage: true,
  });
});

test("the checkout in Arabic at 375 px: rtl, translated, no overflow", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await signIn(page, "patient-forms-ar@careatlas.example");
  // The person chooses Arabic (the switcher's endpoint: their account and the cookie).
  const origin = new URL(page.url()).origin;
  await page.request.post("/api/locale", {
    form: { locale: "ar", to: "/dashboard" },
    headers: { origin },
    maxRedirects: 0,
  });
  await page.goto("/checkout?package=antalya-lasik-both-eyes-package");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("احجز وادفع العربون");
  await noHorizontalOverflow(page);
  await page.screenshot({
    path: test.info().outputPath("checkout-ar-375.png"),
    fullPage: true,
  });
  await context.close();
});
