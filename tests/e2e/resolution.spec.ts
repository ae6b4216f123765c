import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { attemptAccount } from "./attempt-account";
import { JOURNEY_PASSWORD, signIn, turnOnTwoFactor } from "./fixtures";

/**
 * The resolution centre (issue 17 item 5, decision 057): a patient books and the clinic
 * confirms; the patient opens a case from the booking (a bad first try keeps what was typed);
 * the clinic answers; the patient asks CareAtlas to step in; an admin (two-factor on) decides a
 * partial refund; the patient sees the outcome. The patient at phone width (375 px); axe on
 * every page of the case. Accounts: patient-case@, clinic-case@ (Istanbul Hair Institute),
 * admin-case@ (playwright.config.ts).
 */

const PATIENT = "patient-case@careatlas.example";
const CLINIC = "clinic-case@careatlas.example";
const ADMIN = "admin-case@careatlas.example";
const PACKAGE = "istanbul-fue-hair-transplant-package";
const PHONE = { width: 375, height: 812 };
const SLOW = { timeout: 20_000 };
const TEXT =
  "Only half of the grafts agreed in the package were implanted, according to the report.";

async function axe(page: Page, what: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad, `${what}: ${bad.map((v) => `${v.id} ${v.nodes[0]?.target}`).join(", ")}`).toEqual([]);
}

async function noSideScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(PHONE.width);
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("a patient opens a case, the clinic answers, CareAtlas decides a partial refund", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const patientCtx = await browser.newContext({ viewport: PHONE });
  const page = await patientCtx.newPage();
  const clinicCtx = await browser.newContext();
  const clinic = await clinicCtx.newPage();
  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  let reference = "";
  let caseUrl = "";

  await test.step("the patient books; the clinic confirms", async () => {
    await signIn(page, PATIENT);
    await page.goto(`/checkout?package=${PACKAGE}&date=${inDays(45)}&travellers=1`);
    await page.getByLabel("Name on card").fill("Cem Case");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/34");
    await page.getByLabel("Security code (CVC)").fill("123");
    await page.getByLabel("I have read the cancellation terms").check();
    await page.getByRole("button", { name: /Pay .* deposit/ }).click();
    await page.waitForURL(/\/dashboard\/bookings$/, { timeout: 60_000 });
    reference = (await page
      .getByTestId("booking")
      .first()
      .getByTestId("booking-reference")
      .textContent())!.trim();
    const mine = page.locator(`[data-testid="booking"][data-reference="${reference}"]`);
    // Before the clinic confirms, there is no way to open a case.
    await expect(mine.getByRole("link", { name: "Report a problem" })).toHaveCount(0);

    await signIn(clinic, CLINIC);
    await clinic.goto("/dashboard/requests/bookings");
    const row = clinic.locator(`[data-testid="booking"][data-reference="${reference}"]`);
    await row.locator("summary", { hasText: "Confirm booking" }).click();
    await row.getByRole("button", { name: `Yes, confirm ${reference}` }).click();
    await expect(row.getByTestId("booking-status")).toHaveText("Confirmed");
  });

  await test.step("the patient opens a case from the booking; a bad first try keeps the text", async () => {
    await page.goto("/dashboard/bookings");
    const mine = page.locator(`[data-testid="booking"][data-reference="${reference}"]`);
    await mine.getByRole("link", { name: "Report a problem" }).click();
    await expect(
      page.getByRole("heading", { name: "Report a problem with a booking" }),
    ).toBeVisible();
    await page.getByLabel("What happened?").fill("Too short");
    await page.getByRole("button", { name: "Open the case" }).click();
    await expect(page.getByText("Choose what the case is about.")).toBeVisible(SLOW);
    await expect(page.getByText("Describe what happened (at least 20 characters).")).toBeVisible();
    await expect(page.getByLabel("What happened?")).toHaveValue("Too short");
    await noSideScroll(page);
    await axe(page, "open-a-case form with errors");
    await page.getByLabel("What is the case about?").selectOption({ label: "Not as described" });
    await page.getByLabel("What happened?").fill(TEXT);
    await page.getByRole("button", { name: "Open the case" }).click();
    await page.waitForURL(/\/dashboard\/cases\/[0-9a-f-]{36}$/, SLOW);
    caseUrl = new URL(page.url()).pathname;
    await expect(page.getByTestId("case-status")).toHaveText("Open");
    await expect(page.getByTestId("case-deadline")).toContainText("The clinic answers by");
    await expect(page.getByTestId("case-timeline")).toContainText(TEXT);
    await noSideScroll(page);
    await axe(page, "patient's case page");
  });

  await test.step("the clinic is told and answers", async () => {
    await clinic.goto("/notifications");
    await expect(clinic.getByText(`Booking ${reference}: the patient opened a case`)).toBeVisible(
      SLOW,
    );
    await clinic.goto("/dashboard/requests/cases");
    const row = clinic.locator(`[data-testid="case-row"][data-reference="${reference}"]`);
    await expect(row.getByTestId("case-status")).toHaveText("Open");
    await axe(clinic, "clinic's cases");
    await row.getByRole("link").click();
    await clinic
      .getByLabel("Your message")
      .fill("The report counts every graft; we can review it with you by video.");
    await clinic.getByRole("button", { name: "Send message" }).click();
    await expect(clinic.getByTestId("case-deadline")).toContainText("The clinic answered on", SLOW);
    await axe(clinic, "clinic's case page");
  });

  await test.step("the patient reads the answer and asks CareAtlas to step in", async () => {
    await page.goto(caseUrl);
    await expect(page.getByTestId("case-timeline")).toContainText(
      "we can review it with you by video",
    );
    await page.getByRole("button", { name: "Ask CareAtlas to step in" }).click();
    await expect(page.getByTestId("case-status")).toHaveText("CareAtlas stepping in", SLOW);
    await expect(page.getByRole("button", { name: "Ask CareAtlas to step in" })).toHaveCount(0);
  });

  await test.step("an admin (two-factor on) decides a partial refund", async () => {
    const email = attemptAccount(ADMIN);
    await signIn(admin, email, { waitFor: "none" });
    await turnOnTwoFactor(admin, JOURNEY_PASSWORD, SLOW);

    await admin.goto("/admin/cases?status=escalated");
    const row = admin.locator(`[data-testid="case-row"][data-reference="${reference}"]`);
    await expect(row.getByTestId("case-status")).toHaveText("CareAtlas stepping in", SLOW);
    await axe(admin, "admin case queue");
    await row.getByRole("link").click();
    await expect(admin.getByTestId("case-timeline")).toContainText(TEXT);
    await expect(admin.getByTestId("case-timeline")).toContainText(
      "we can review it with you by video",
    );
    const held = (await admin.getByTestId("case-held").textContent())!.trim();
    expect(held).toMatch(/^\$[\d,]+(\.\d\d)?$/);
    await admin
      .getByRole("combobox", { name: "Decision" })
      .selectOption({ label: "Partial refund" });
    await admin.getByLabel("Refund amount in US dollars (partial refund)").fill("1000000");
    await admin
      .getByLabel("Explanation for both sides")
      .fill("Half of the agreed grafts: half of the deposit is refunded.");
    await admin.getByRole("button", { name: "Record the final decision" }).click();
    // More than CareAtlas holds: refused, the values kept.
    await expect(
      admin.getByText("The refund can't be more than what CareAtlas still holds of the deposit."),
    ).toBeVisible(SLOW);
    await expect(admin.getByLabel("Explanation for both sides")).toHaveValue(
      "Half of the agreed grafts: half of the deposit is refunded.",
    );
    await axe(admin, "admin case page with a refused decision");
    await admin.getByLabel("Refund amount in US dollars (partial refund)").fill("25.00");
    await admin.getByRole("button", { name: "Record the final decision" }).click();
    await expect(admin.getByTestId("case-outcome")).toContainText("Partial refund", SLOW);
    await expect(admin.getByTestId("case-outcome")).toContainText(
      /Refunded to the patient's card: \$25(?!\d)/,
    );
  });

  await test.step("the patient sees the final outcome", async () => {
    await page.goto("/notifications");
    await expect(page.getByText(`Booking ${reference}: CareAtlas decided the case`)).toBeVisible(
      SLOW,
    );
    await page.goto(caseUrl);
    await expect(page.getByTestId("case-status")).toHaveText("Decided");
    const outcome = page.getByTestId("case-outcome");
    await expect(outcome).toContainText("Partial refund");
    await expect(outcome).toContainText(/Refunded to the patient's card: \$25(?!\d)/);
    await expect(outcome).toContainText("This decision is final.");
    await expect(page.getByLabel("Your message")).toHaveCount(0);
    await noSideScroll(page);
    await axe(page, "patient's decided case");
  });

  await patientCtx.close();
  await clinicCtx.close();
  await adminCtx.close();
});
