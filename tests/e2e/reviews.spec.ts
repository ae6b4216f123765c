import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { goHydrated } from "./fixtures";

/**
 * Reviews and notifications (issue 6 items 7 and 8), through the app: the patient books the
 * Uludag package twice (test card), the clinic confirms and completes both bookings, the patient
 * reviews them (one published, one with a link → pending), the clinic replies once, and the
 * header bell / notifications page show what happened.
 */

const PASSWORD = "Journey-e2e-Passage-2026";
const PATIENT = "patient-reviews@careatlas.example";
const CLINIC = "clinic-reviews@careatlas.example";
const CLINIC_SLUG = "uludag-hair-clinic";
const PACKAGE_SLUG = "bursa-sapphire-fue-package";

test.describe.configure({ mode: "serial" });

/** Navigates and resolves once React has hydrated the document (event handlers attached). */
const go = (page: Page, url: string) => goHydrated(page, url);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await go(page, "/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  return page;
}

function isoInDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function bookPackage(page: Page, days: number) {
  await go(page, `/checkout?package=${PACKAGE_SLUG}`);
  await page.getByLabel("Consultation date").fill(isoInDays(days));
  await page.getByLabel("Name on card").fill("Rita Reviewer");
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("I have read the cancellation terms").check();
  // Wait for the checkout answer itself (a redirect to /dashboard/bookings): the clinic side
  // below checks that both bookings exist.
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/checkout") && r.request().method() === "POST"),
    page.getByRole("button", { name: /pay/i }).click(),
  ]);
  expect(res.status()).toBeLessThan(300);
}

async function axe(page: Page, label: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad,
    `${label}: ${bad.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(" ")}`).join("; ")}`,
  ).toEqual([]);
}

async function headerCount(page: Page): Promise<number> {
  const text = await page.locator("a[href='#reviews']").first().innerText();
  return Number(text.replace(/[^0-9]/g, ""));
}

test("review after a completed booking, moderation of links, one clinic reply, bell and notifications", async ({
  browser,
}) => {
  // The Vite dev server (E2E_DEV=1) compiles each route on its first request.
  test.setTimeout(process.env.E2E_DEV === "1" ? 480_000 : 150_000);
  const patient = await signedIn(browser, PATIENT);
  const clinic = await signedIn(browser, CLINIC);

  // Nothing to review before a completed booking.
  await go(patient, "/dashboard/reviews");
  await expect(patient.getByRole("heading", { name: "Awaiting your review" })).toHaveCount(0);

  await bookPackage(patient, 20);
  await bookPackage(patient, 40);

  // The clinic confirms and completes both bookings.
  await go(clinic, "/dashboard/requests/bookings");
  const confirmTriggers = clinic.locator("summary", { hasText: "Confirm booking" });
  await expect(confirmTriggers).toHaveCount(2);
  const references = await clinic
    .getByTestId("booking")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-reference")!));
  for (let i = 0; i < 2; i++) {
    await confirmTriggers.first().click();
    await clinic
      .getByRole("button", { name: /^Yes, confirm / })
      .first()
      .click();
    await expect(confirmTriggers).toHaveCount(1 - i);
  }
  // Completion waits for the treatment date: move both bookings' dates to today (dev-only route).
  for (const reference of references)
    expect((await clinic.request.post("/dev/bookings", { form: { reference } })).status()).toBe(
      200,
    );
  await go(clinic, "/dashboard/requests/bookings");
  const completeTriggers = clinic.locator("summary", { hasText: "Mark completed" });
  for (let i = 0; i < 2; i++) {
    await completeTriggers.first().click();
    await clinic
      .getByRole("button", { name: /^Yes, mark .* completed$/ })
      .first()
      .click();
    await expect(completeTriggers).toHaveCount(1 - i);
  }

  await go(patient, `/clinic/${CLINIC_SLUG}`);
  const before = await headerCount(patient);
  // The header counts earlier reviews too; the summary says how many a CareAtlas booking verified.
  const siteCount = async () =>
    Number(
      ((await patient.locator("#reviews").textContent()) ?? "").match(
        /(\d+) verified by a CareAtlas booking/,
      )?.[1] ?? NaN,
    );
  const beforeOnSite = await siteCount();

  // The patient reviews the first booking: submit stays disabled until a rating is chosen.
  await go(patient, "/dashboard/reviews");
  const forms = patient
    .locator("form")
    .filter({ has: patient.getByRole("button", { name: "Submit review" }) });
  await expect(forms).toHaveCount(2);
  const first = forms.first();
  const submit = first.getByRole("button", { name: "Submit review" });
  await expect(submit).toBeDisabled();
  await first.getByLabel("Your review").fill("Friendly team and a careful surgeon. Recommended.");
  // Keyboard: focus the first star and move right with the arrow keys to 4 stars.
  await first.getByRole("radio", { name: /^1 star/ }).focus();
  await patient.keyboard.press("Space");
  for (let i = 0; i < 3; i++) await patient.keyboard.press("ArrowRight");
  await expect(first.getByRole("radio", { name: /^4 stars/ })).toBeChecked();
  await expect(submit).toBeEnabled();
  await axe(patient, "/dashboard/reviews (patient)");
  await submit.click();
  await expect(patient.getByText("Review submitted").first()).toBeVisible();
  const mine = patient.getByTestId("my-review");
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText("Published");
  await expect(mine.first()).toContainText("Verified patient");

  // A review with a link waits for moderation.
  const second = patient
    .locator("form")
    .filter({ has: patient.getByRole("button", { name: "Submit review" }) });
  await expect(second).toHaveCount(1);
  await second.getByRole("radio", { name: /^5 stars/ }).check({ force: true });
  await second.getByLabel("Your review").fill("Book through www.cheap-hair-deals.com for less!");
  await second.getByRole("button", { name: "Submit review" }).click();
  await expect(patient.getByText("Review submitted").first()).toBeVisible();
  await expect(mine).toHaveCount(2);
  await expect(mine.filter({ hasText: "cheap-hair-deals" })).toContainText("Pending");
  await expect(patient.getByRole("heading", { name: "Awaiting your review" })).toHaveCount(0);

  // The clinic page shows the published review (not the pending one) and the new count.
  await go(patient, `/clinic/${CLINIC_SLUG}`);
  const reviews = patient.locator("#reviews");
  const card = reviews
    .getByRole("article", { name: "Review by Rita R." })
    .or(reviews.locator("article").filter({ hasText: "Friendly team and a careful surgeon" }));
  await expect(card.first()).toContainText("Verified patient");
  await expect(reviews).not.toContainText("cheap-hair-deals");
  expect(await headerCount(patient)).toBe(before + 1);
  expect(await siteCount()).toBe(beforeOnSite + 1);

  // The clinic replies once; the reply box is gone afterwards.
  await go(clinic, "/dashboard/reviews");
  const item = clinic.getByTestId("clinic-review").filter({ hasText: "Friendly team" });
  await axe(clinic, "/dashboard/reviews (clinic)");
  await item.getByLabel(/Public reply/).fill("Thank you for your kind words!");
  await item.getByRole("button", { name: "Post reply" }).click();
  await expect(clinic.getByText("Reply posted").first()).toBeVisible();
  await expect(item).toContainText("Thank you for your kind words!");
  await expect(item.getByRole("button", { name: "Post reply" })).toHaveCount(0);
  await go(patient, `/clinic/${CLINIC_SLUG}`);
  await expect(patient.locator("#reviews")).toContainText("Thank you for your kind words!");

  // The bell: unread count (booking confirmed/completed, reply), the list, mark all read.
  await go(patient, "/");
  const bell = patient.locator("[data-testid=notification-bell]:visible");
  await expect(bell).toHaveAttribute("aria-label", /^Notifications, \d+ unread$/);
  await bell.click();
  await expect(patient).toHaveURL(/\/notifications$/);
  await expect(patient.getByRole("heading", { name: "Notifications" })).toBeVisible();
  const notes = patient.getByTestId("notification");
  await expect(notes.filter({ hasText: "replied to your review" })).toHaveCount(1);
  await expect(notes.filter({ hasText: /completed/ }).first()).toBeVisible();
  await axe(patient, "/notifications");
  await patient.getByRole("button", { name: "Mark all as read" }).click();
  await expect(patient.getByText("You are all caught up.")).toBeVisible();
  await expect(bell).toHaveAttribute("aria-label", "Notifications");

  // The clinic got a notification about the new review; it is already read, because the clinic
  // has since seen the Reviews page it points to (to reply).
  await go(clinic, "/notifications");
  const reviewNote = clinic.getByTestId("notification").filter({ hasText: "new review" }).first();
  await expect(reviewNote).toHaveAttribute("data-read", "true");
  await reviewNote.getByRole("link").click();
  await expect(clinic).toHaveURL(/\/dashboard\/reviews$/);

  await patient.context().close();
  await clinic.context().close();
});
