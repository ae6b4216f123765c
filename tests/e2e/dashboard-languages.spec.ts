import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { noHorizontalOverflow } from "./layout";
import { hydrated } from "./security/helpers";

/**
 * A patient's account area in their language (decision 049), on the production build: a new
 * patient books a package, then chooses Arabic with the language switcher while signed in
 * (users.locale). Every patient tab and the notifications page are Arabic, right to left, fit a
 * 375 px phone and have no serious axe violation; then German on a 1280 px screen.
 */

const PACKAGE = "antalya-lasik-both-eyes-package";
const PASSWORD = "Quiet-meadow-2026";
const TABS = ["profile", "bookings", "messages", "records", "quotes", "favorites", "reviews"];
const ARABIC_TABS = [
  "الملف الشخصي",
  "الحجوزات",
  "الرسائل",
  "السجلات",
  "عروض الأسعار",
  "المفضلة",
  "التقييمات",
];
const GERMAN_TABS = [
  "Profil",
  "Buchungen",
  "Nachrichten",
  "Unterlagen",
  "Angebote",
  "Favoriten",
  "Bewertungen",
];

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function noSeriousAxe(page: Page, what: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`),
    what,
  ).toEqual([]);
}

/** A new patient, signed up and confirmed through the mail's link (English: no choice yet). */
async function newPatient(page: Page, email: string) {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Full name").fill("Layla Haddad");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signup-password").fill(PASSWORD);
  await page.locator("#signup-confirm").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByRole("heading", { name: "Please check your email to verify your account" }),
  ).toBeVisible();
  const mail = page.getByTestId("mail").first();
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const href = await mail
    .getByTestId("mail-text")
    .locator('a[href*="/api/auth/verify-email"]')
    .first()
    .getAttribute("href");
  await page.goto(href!);
  // Signed in (on a phone the header's links sit in its menu): the dashboard opens.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A booking through checkout with the test card (in English: the language is chosen after). */
async function book(page: Page) {
  await page.goto(`/checkout?package=${PACKAGE}&date=${inDays(40)}&travellers=1`);
  await page.getByLabel("Name on card").fill("Layla Haddad");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("I have read the cancellation terms").check();
  await page.getByRole("button", { name: /Pay .* deposit/ }).click();
  await page.waitForURL(/\/dashboard\/bookings$/, { timeout: 60_000 });
  await expect(page.getByTestId("booking")).toHaveCount(1);
}

test("a patient whose language is Arabic: every tab in Arabic, right to left, at 375 px; then German at 1280 px", async ({
  browser,
}) => {
  test.setTimeout(720_000); // a new account, a booking and 15 axe scans on a loaded machine
  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await newPatient(page, `e2e-dash-ar-${Date.now()}@example.test`);
  await book(page);

  // The switcher, signed in: the choice is the account's language (users.locale).
  await page.getByTestId("languages-footer").getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  for (const tab of TABS) {
    await page.goto(`/dashboard/${tab}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const nav = page.getByRole("navigation", { name: "أقسام لوحة التحكم" });
    for (const name of ARABIC_TABS) await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(nav.getByRole("link", { name: ARABIC_TABS[TABS.indexOf(tab)] })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("مرحبًا بعودتك، Layla");
    // The app card's link leads to the Arabic home page (session 26: "/#mobile-app", an English
    // page laid out right to left).
    await expect(page.locator('a[href$="#mobile-app"]').first()).toBeAttached();
    for (const href of await page
      .locator('a[href$="#mobile-app"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).toBe("/ar#mobile-app");
    await noHorizontalOverflow(page);
    await noSeriousAxe(page, `/dashboard/${tab} in Arabic at 375 px`);
    if (tab === "bookings") {
      const card = page.getByTestId("booking").first();
      await expect(card.getByTestId("booking-status")).toHaveText("قيد الانتظار");
      await expect(card).toContainText("الاستشارة");
      await expect(card).toContainText("محتجز — محمي إلى أن تؤكد العيادة");
      await page.screenshot({
        path: test.info().outputPath("dashboard-bookings-ar-375.png"),
        fullPage: true,
      });
    }
    if (tab === "profile") {
      await expect(page.getByRole("heading", { name: "تسجيل الدخول والأمان" })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath("dashboard-profile-ar-375-top.png") });
      await page.screenshot({
        path: test.info().outputPath("dashboard-profile-ar-375.png"),
        fullPage: true,
      });
    }
  }
  await page.goto("/dashboard/favorites");
  await expect(page.getByRole("heading", { name: "لا توجد عناصر مفضلة بعد" })).toBeVisible();

  await page.goto("/notifications");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "الإشعارات" })).toBeVisible();
  await noHorizontalOverflow(page);
  await noSeriousAxe(page, "/notifications in Arabic at 375 px");

  // German on a wide screen: the same pages, left to right.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard/bookings");
  await page.getByTestId("languages-footer").getByRole("button", { name: "Deutsch" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  for (const tab of TABS) {
    await page.goto(`/dashboard/${tab}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    const nav = page.getByRole("navigation", { name: "Bereiche des Dashboards" });
    for (const name of GERMAN_TABS) await expect(nav.getByRole("link", { name })).toBeVisible();
    await noHorizontalOverflow(page);
    await noSeriousAxe(page, `/dashboard/${tab} in German at 1280 px`);
  }
  await page.goto("/dashboard/bookings");
  await expect(page.getByTestId("booking-status").first()).toHaveText("Ausstehend");
  await page.screenshot({ path: test.info().outputPath("dashboard-bookings-de-1280.png") });
  await context.close();
});
