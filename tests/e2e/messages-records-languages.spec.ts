import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { attemptAccount } from "./attempt-account";
import { JOURNEY_PASSWORD, signIn, turnOnTwoFactor } from "./fixtures";
import { noHorizontalOverflow } from "./layout";

/**
 * Account pages in the person's language (decision 049): an Arabic patient's Messages and
 * Records at 375 px (right to left, Arabic texts, the thread mirrored, nothing wider than the
 * screen, no serious axe violation), and a German administrator's users page. Accounts:
 * patient-lang-ar and admin-lang-de (playwright.config.ts); each chooses its language with the
 * switcher's endpoint, which stores it on the account (users.locale).
 */

const PATIENT = "patient-lang-ar@careatlas.example";
const ADMIN = "admin-lang-de@careatlas.example";
const CLINIC_SLUG = "izmir-fertility-center";
const SLOW = { timeout: process.env.E2E_DEV === "1" ? 45_000 : 20_000 };

async function axe(page: Page, what: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad, `${what}: ${bad.map((v) => `${v.id} ${v.nodes[0]?.target}`).join(", ")}`).toEqual([]);
}

/** The language switcher's form post: the account's language from now on. */
async function chooseLanguage(page: Page, locale: string, to: string) {
  await page.evaluate(
    async ({ locale, to }) => {
      const body = new URLSearchParams({ locale, to });
      await fetch("/api/locale", { method: "POST", body, redirect: "manual" });
    },
    { locale, to },
  );
}

test("an Arabic patient's Messages and Records at 375 px: rtl, Arabic, mirrored thread, no overflow, axe", async ({
  browser,
}) => {
  test.setTimeout(process.env.E2E_DEV === "1" ? 240_000 : 180_000);
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await ctx.newPage();
  await signIn(page, PATIENT, { password: JOURNEY_PASSWORD });
  await chooseLanguage(page, "ar", "/dashboard/messages");

  await page.goto(`/dashboard/messages/new?clinic=${CLINIC_SLUG}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const start = page.getByRole("button", { name: "بدء المحادثة" });
  const title = page.getByTestId("thread-title");
  await expect(start.or(title)).toBeVisible(SLOW);
  if (await start.isVisible()) await start.click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/, SLOW);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  // Arabic texts, and what the patient writes stays as written.
  const box = page.getByRole("textbox", { name: /اكتب رسالة إلى/ });
  await expect(box).toHaveAttribute("placeholder", "اكتب رسالة…");
  await page.getByRole("button", { name: "إرسال" }).click();
  await expect(page.getByText("يُرجى كتابة رسالة قبل الإرسال.")).toBeVisible();
  const written = `مرحبًا، هل يتوفر موعد في مايو؟ ${Date.now()}`;
  await box.fill(written);
  await page.getByRole("button", { name: "إرسال" }).click();
  await expect(page.getByText("تم إرسال الرسالة")).toBeVisible(SLOW);
  const mine = page.getByTestId("message").filter({ hasText: written });
  await expect(mine).toBeVisible();

  // Mirrored: one's own messages sit at the end of the line, which is the left in Arabic, and
  // the bubble's tail corner (the end-end one) is the bottom left.
  const bubble = mine.locator("div").first();
  const list = page.getByTestId("messages");
  const [b, l] = [(await bubble.boundingBox())!, (await list.boundingBox())!];
  expect(b.x - l.x, "own message on the left in rtl").toBeLessThan(l.x + l.width - (b.x + b.width));
  const corners = await bubble.evaluate((el) => {
    const s = getComputedStyle(el);
    return { bl: s.borderBottomLeftRadius, br: s.borderBottomRightRadius };
  });
  expect(parseFloat(corners.bl)).toBeLessThan(parseFloat(corners.br));
  // The back arrow points right (the way back in Arabic).
  const arrow = page.getByRole("link", { name: "العودة إلى المحادثات" }).locator("svg");
  // (Tailwind's scale utilities set the CSS `scale` property.)
  expect(await arrow.evaluate((el) => getComputedStyle(el).scale)).toMatch(/^-1/);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath("thread-ar-375.png"), fullPage: true });
  await axe(page, "thread (ar, 375 px)");

  await page.goto("/dashboard/messages");
  await expect(page.getByRole("heading", { name: "الرسائل", exact: true })).toBeVisible();
  await expect(page.getByText("محادثاتك مع العيادات.")).toBeVisible();
  await noHorizontalOverflow(page);
  await axe(page, "messages (ar, 375 px)");

  await page.goto("/dashboard/records");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "السجلات الطبية" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "رفع سجل" })).toBeVisible();
  await expect(page.getByRole("button", { name: "رفع الملف" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "سجل الوصول" })).toBeVisible();
  await noHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath("records-ar-375.png"), fullPage: true });
  await axe(page, "records (ar, 375 px)");
  await ctx.close();
});

test("a German administrator sees the admin area in German", async ({ browser }) => {
  test.setTimeout(process.env.E2E_DEV === "1" ? 240_000 : 180_000);
  const email = attemptAccount(ADMIN);
  const page = await (await browser.newContext()).newPage();
  // An admin turns on two-factor first (in the language of the sign-in, English here).
  await signIn(page, email, { password: JOURNEY_PASSWORD, waitFor: "none" });
  await turnOnTwoFactor(page, JOURNEY_PASSWORD, SLOW);

  await chooseLanguage(page, "de", "/admin/users");
  await page.goto("/admin/users");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Benutzer", level: 1 })).toBeVisible(SLOW);
  await expect(page.getByRole("navigation", { name: "Verwaltungsbereiche" })).toBeVisible();
  await expect(page.getByLabel("Anzeigen")).toBeVisible();
  await expect(page.getByRole("button", { name: "Suchen" })).toBeVisible();
  // The list's pages (the shared pagination) in German too.
  await expect(page.getByText(/^Seite 1 von \d+ · \d+ Ergebnisse$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Weiter", exact: true })).toBeVisible();
  await axe(page, "/admin/users (de)");
});

test("an empty inbox names the clinic page's message button as it reads, in German, Arabic, Spanish, French and Turkish", async ({
  page,
}) => {
  // Session 26's field test: the German inbox said to choose „Klinik kontaktieren", a button no
  // clinic page has (it reads "Nachricht an die Klinik"); the Arabic one named another wording.
  test.setTimeout(120_000);
  await signIn(page, "patient-inbox-lang@careatlas.example", { password: JOURNEY_PASSWORD });
  for (const locale of ["de", "ar", "es", "fr", "tr"]) {
    await chooseLanguage(page, locale, "/dashboard/messages");
    await page.goto(`/${locale}/clinic/${CLINIC_SLUG}`);
    const button = (
      await page.locator('a[href^="/dashboard/messages/new?clinic="]').first().innerText()
    ).trim();
    await page.goto("/dashboard/messages");
    await expect(page.locator("main")).toContainText(button);
  }
});
