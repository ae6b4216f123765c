import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { attemptAccount } from "./attempt-account";
import { JOURNEY_PASSWORD, signIn, turnOnTwoFactor } from "./fixtures";

/**
 * Money views for each side (issue 17 item 6, decision 060): a patient books (a hold on the
 * card), the clinic confirms (captured, CareAtlas's commission); the patient sees held then
 * captured on the booking; the clinic sees the released deposit and the commission on
 * /dashboard/money; an admin (two-factor on) sees the movements and downloads the CSV; a clinic
 * user is refused /admin/money. Axe on each page. Accounts: patient-moneyview@,
 * clinic-moneyview@ (Baja Dental Center), admin-moneyview@ and its twin (playwright.config.ts).
 */

const PATIENT = "patient-moneyview@careatlas.example";
const CLINIC = "clinic-moneyview@careatlas.example";
const ADMIN = "admin-moneyview@careatlas.example";
const PACKAGE = "tijuana-dental-implants-package";
const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 900 };
const SLOW = { timeout: 20_000 };

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function axe(page: Page, what: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad, `${what}: ${bad.map((v) => `${v.id} ${v.nodes[0]?.target}`).join(", ")}`).toEqual([]);
}

async function noSideScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(PHONE.width);
}

test("each side sees its money: patient held then captured, clinic released and commission, admin every movement and the CSV", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  const clinic = await (await browser.newContext({ viewport: WIDE })).newPage();
  const admin = await (
    await browser.newContext({ viewport: WIDE, acceptDownloads: true })
  ).newPage();
  let reference = "";
  const mine = () => page.locator(`[data-testid="booking"][data-reference="${reference}"]`);

  await test.step("the patient books: the deposit is held on the card", async () => {
    await signIn(page, PATIENT);
    await page.goto(`/checkout?package=${PACKAGE}&date=${inDays(2)}&travellers=1`);
    await expect(page.getByTestId("capture-mode")).toContainText(/held|hold/i);
    await page.getByLabel("Name on card").fill("Mona Money");
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
    const payments = mine().getByTestId("booking-payments");
    await payments.locator("summary").click();
    const lines = payments.getByTestId("payment-line");
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText("Deposit held on your card");
    await expect(lines.first()).toContainText(/\$[\d,]+/);
    const summary = payments.getByTestId("payments-summary");
    await expect(summary).toContainText("Still held by CareAtlas");
    await expect(summary).toContainText("Paid$0");
    await noSideScroll(page);
    await axe(page, "patient bookings with payments open");
  });

  await test.step("the clinic confirms; the patient sees the deposit captured", async () => {
    await signIn(clinic, CLINIC);
    await clinic.goto("/dashboard/requests/bookings");
    const row = clinic.locator(`[data-testid="booking"][data-reference="${reference}"]`);
    await row.locator("summary", { hasText: "Confirm booking" }).click();
    await row.getByRole("button", { name: `Yes, confirm ${reference}` }).click();
    await expect(row.getByTestId("booking-status")).toHaveText("Confirmed", SLOW);

    await page.goto("/dashboard/bookings");
    const payments = mine().getByTestId("booking-payments");
    await payments.locator("summary").click();
    const lines = payments.getByTestId("payment-line");
    await expect(lines).toHaveText([
      /Deposit held on your card/,
      /Deposit captured: the clinic confirmed/,
    ]);
    // Commission and transfers are between CareAtlas and the clinic.
    await expect(payments).not.toContainText(/commission/i);
    const summary = payments.getByTestId("payments-summary");
    await expect(summary).toContainText("Still held by CareAtlas$0");
    await expect(summary).not.toContainText("Paid$0");
    await noSideScroll(page);
    await axe(page, "patient bookings after confirmation");
    await mine().getByTestId("booking-payments").screenshot({ path: "/tmp/money-patient-375.png" });
    await page.setViewportSize(WIDE);
    await mine()
      .getByTestId("booking-payments")
      .screenshot({ path: "/tmp/money-patient-1280.png" });
  });

  await test.step("the clinic sees the released deposit and CareAtlas's commission", async () => {
    await clinic.goto("/dashboard/money");
    await expect(clinic.getByRole("heading", { name: "Payments", level: 2 })).toBeVisible();
    await expect(
      clinic.getByRole("navigation").getByRole("link", { name: "Payments" }),
    ).toBeVisible();
    const rows = clinic.locator(`[data-testid="money-movement"]`, { hasText: reference });
    await expect(rows.filter({ hasText: "CareAtlas commission" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Deposit captured" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Deposit held" })).toHaveCount(1);
    await expect(clinic.getByTestId("money-total-released")).not.toContainText("$0");
    await expect(clinic.getByTestId("money-total-commission")).toContainText(
      "10% of each released deposit",
    );
    await expect(clinic.getByTestId("payouts-not-set-up")).toContainText(
      "paid to you outside CareAtlas",
    );
    await axe(clinic, "clinic money page");
    await clinic.screenshot({ path: "/tmp/money-clinic-1280.png", fullPage: true });
    await clinic.setViewportSize(PHONE);
    await clinic.screenshot({ path: "/tmp/money-clinic-375.png", fullPage: true });
    const wide = await clinic.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(PHONE.width);
    await clinic.setViewportSize(WIDE);

    // The admin area is not for clinics.
    const refused = await clinic.goto("/admin/money");
    expect(refused?.status()).toBe(403);
    const csv = await clinic.request.get("/admin/money.csv");
    expect(csv.status()).toBe(403);
  });

  await test.step("an admin with two-factor sees every movement and downloads the CSV", async () => {
    const email = attemptAccount(ADMIN);
    await signIn(admin, email, { waitFor: "none" });
    await turnOnTwoFactor(admin, JOURNEY_PASSWORD, SLOW);

    await admin.goto("/admin");
    await admin.getByRole("link", { name: "Money" }).first().click();
    await expect(admin).toHaveURL(/\/admin\/money$/);
    await admin.getByLabel("Clinic").selectOption({ label: "Baja Dental Center" });
    await admin.getByRole("button", { name: "Search" }).click();
    await expect(admin).toHaveURL(/clinic=[0-9a-f-]{36}/);
    const rows = admin.locator(`[data-testid="money-movement"]`, { hasText: reference });
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: "Commission" })).toHaveCount(1);
    await expect(admin.getByTestId("money-total-commission")).not.toContainText("$0");
    await axe(admin, "admin money page");
    await admin.screenshot({ path: "/tmp/money-admin-1280.png", fullPage: true });

    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^careatlas-money-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, "utf8");
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Date (UTC)","Booking reference","Clinic","Kind","Amount (USD)","Reason","Provider","Provider reference"',
    );
    const ours = lines.filter((l) => l.includes(reference));
    expect(ours).toHaveLength(3);
    expect(ours.join("\n")).toContain('"commission"');
    for (const l of ours) expect(l).toMatch(/"\d+\.\d\d"/);
  });
});
