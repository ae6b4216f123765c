import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "./fixtures";

/**
 * Who performs each step (issue 16 item 4, decision 054): the package page names the operating
 * surgeon and who performs each step; the booking keeps them; the clinic proposes another
 * surgeon; the patient refuses (booking cancelled, deposit refunded) or accepts (booking
 * continues with the new surgeon). Phone width (375 px) for the patient. Own accounts only.
 */

const PATIENT = "patient-care@careatlas.example";
const CLINIC = "clinic-care@careatlas.example"; // Istanbul Hair Institute
const PACKAGE = "istanbul-fue-hair-transplant-package";
const PHONE = { width: 375, height: 812 };

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

/** Books the package with the test card; returns the booking's reference. */
async function book(page: Page, days: number): Promise<string> {
  await page.goto(`/checkout?package=${PACKAGE}&date=${inDays(days)}&travellers=1`);
  await page.getByLabel("Name on card").fill("Cem Care");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("I have read the cancellation terms").check();
  await page.getByRole("button", { name: /Pay .* deposit/ }).click();
  await page.waitForURL(/\/dashboard\/bookings$/, { timeout: 60_000 });
  // The reference from this payment's own confirmation, not the newest booking on the list (a
  // parallel run of the same spec books for the same patient).
  const toast = page.getByText(/^Booking CA-[A-Z2-9]{4}-[A-Z2-9]{4} made$/);
  const reference = (await toast.textContent())!.match(/CA-[A-Z2-9]{4}-[A-Z2-9]{4}/)![0];
  await expect(
    page.locator(`[data-testid="booking"][data-reference="${reference}"]`),
  ).toBeVisible();
  return reference;
}

async function clinicProposes(browser: Browser, reference: string) {
  const ctx = await browser.newContext();
  const clinic = await ctx.newPage();
  await signIn(clinic, CLINIC);
  await clinic.goto("/dashboard/requests/bookings");
  const row = clinic.locator(`[data-testid="booking"][data-reference="${reference}"]`);
  await expect(row).toContainText("Dr. Mehmet Yilmaz");
  await row.locator("summary", { hasText: "Propose another surgeon" }).click();
  await row.getByLabel("New operating surgeon").selectOption({ label: "Dr. Selin Aydin" });
  await row.getByLabel("Reason (shown to the patient)").fill("Dr. Yilmaz is away that week");
  await axe(clinic, "clinic bookings, proposal form open");
  await row.getByRole("button", { name: "Send to the patient" }).click();
  await expect(row.getByText("Waiting for the patient's answer")).toBeVisible();
  // One proposal at a time: the form is gone while it waits.
  await expect(row.locator("summary", { hasText: "Propose another surgeon" })).toHaveCount(0);
  return { ctx, clinic, row };
}

test("package page names the surgeon and steps; a refused change of surgeon cancels and refunds", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();

  // Before paying: the package page says who performs each step.
  await page.goto(`/package/${PACKAGE}`);
  const team = page.getByRole("region", { name: "Who performs each step" });
  await expect(team).toContainText("Operating surgeon: Dr. Mehmet Yilmaz");
  await expect(team.getByRole("term")).toHaveText([
    "Consultation",
    "Graft extraction",
    "Graft implantation",
    "Anaesthesia",
    "Aftercare visits",
  ]);
  await expect(team).toContainText("Dr. Selin Aydin (doctor)");
  await expect(team).toContainText("(nurse)");
  await noSideScroll(page);
  await axe(page, "package page");

  await signIn(page, PATIENT);
  const reference = await book(page, 50);
  const mine = page.locator(`[data-testid="booking"][data-reference="${reference}"]`);
  await expect(mine.getByRole("region", { name: "Who performs each step" })).toContainText(
    "Dr. Mehmet Yilmaz",
  );

  const { ctx: clinicCtx, clinic, row } = await clinicProposes(browser, reference);

  // The patient is told, and sees a clear choice on the booking.
  await page.goto("/notifications");
  await expect(page.getByText(`Booking ${reference}: change of surgeon proposed`)).toBeVisible();
  await page.goto("/dashboard/bookings");
  const choice = mine.getByRole("region", { name: "Change of surgeon proposed" });
  await expect(choice).toContainText(
    "The clinic proposes Dr. Selin Aydin instead of Dr. Mehmet Yilmaz as operating surgeon.",
  );
  await expect(choice).toContainText("Dr. Yilmaz is away that week");
  await noSideScroll(page);
  await axe(page, "bookings tab with a proposed change");

  await choice.getByRole("button", { name: "Refuse and cancel with a full refund" }).click();
  await expect(mine.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(mine.getByTestId("booking-deposit")).toContainText("Refunded");
  await expect(mine.getByText("Refused: booking cancelled, deposit refunded")).toBeVisible();
  await expect(mine.getByRole("region", { name: "Change of surgeon proposed" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("care-refused.png"), fullPage: true });

  // The clinic sees the same history.
  await clinic.reload();
  await expect(row.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(row.getByText("Refused: booking cancelled, deposit refunded")).toBeVisible();
  // ... and when the patient answered (decision 058).
  await expect(
    row.getByText(/^Refused by the patient on \w{3}, \d{1,2} \w{3} \d{4}$/),
  ).toBeVisible();
  await clinicCtx.close();
  await ctx.close();
});

test("the clinic withdraws its proposal at 375 px: the surgeon stays, the patient sees it withdrawn", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();
  await signIn(page, PATIENT);
  const reference = await book(page, 75);
  const { ctx: clinicCtx, clinic, row } = await clinicProposes(browser, reference);
  await clinic.setViewportSize(PHONE);
  await row.getByRole("button", { name: "Withdraw proposal" }).click();
  await expect(
    row.getByText(/^Withdrawn by the clinic on \w{3}, \d{1,2} \w{3} \d{4}$/),
  ).toBeVisible();
  await expect(row.getByRole("button", { name: "Withdraw proposal" })).toHaveCount(0);
  // A new proposal may follow.
  await expect(row.locator("summary", { hasText: "Propose another surgeon" })).toBeVisible();
  await noSideScroll(clinic);
  await axe(clinic, "clinic bookings after withdrawing");
  await row.screenshot({ path: "tests/.tmp/trust-withdrawn-clinic-375.png" });

  await page.goto("/dashboard/bookings");
  const mine = page.locator(`[data-testid="booking"][data-reference="${reference}"]`);
  await expect(mine.getByText("Withdrawn by the clinic", { exact: true })).toBeVisible();
  await expect(mine.getByRole("region", { name: "Change of surgeon proposed" })).toHaveCount(0);
  await expect(mine.getByTestId("booking-status")).toHaveText("Pending");
  await expect(mine.getByRole("region", { name: "Who performs each step" })).toContainText(
    "Operating surgeon: Dr. Mehmet Yilmaz",
  );
  await clinicCtx.close();
  await ctx.close();
});

test("an accepted change of surgeon keeps the booking with the new surgeon", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();
  await signIn(page, PATIENT);
  const reference = await book(page, 60);
  const { ctx: clinicCtx } = await clinicProposes(browser, reference);

  await page.goto("/dashboard/bookings");
  const mine = page.locator(`[data-testid="booking"][data-reference="${reference}"]`);
  await mine.getByRole("button", { name: "Accept the new surgeon" }).click();
  await expect(mine.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(mine.getByTestId("booking-status")).toHaveText("Pending");
  await expect(mine.getByTestId("booking-deposit")).toContainText("Held");
  await expect(mine.getByRole("region", { name: "Who performs each step" })).toContainText(
    "Operating surgeon: Dr. Selin Aydin",
  );
  await axe(page, "bookings tab after accepting");
  await clinicCtx.close();
  await ctx.close();
});

test("the clinic sets who performs each step in the package editor; a missing performer is refused", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signIn(page, CLINIC);
  await page.goto("/dashboard/packages");
  await page
    .getByRole("link", { name: /FUE Hair Transplant/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/packages\/[0-9a-f-]+/);
  const panel = page.locator("#care-team");
  await expect(panel.getByLabel("Operating surgeon")).toHaveValue(/[0-9a-f-]{36}/);
  await axe(page, "package editor");

  // A step without a performer: refused beside the field, nothing saved.
  await panel.locator('select[name="performer.graft_extraction"]').selectOption("");
  await panel.getByRole("button", { name: "Save who performs each step" }).click();
  await expect(panel.getByText("Choose who performs this step")).toBeVisible();
  await page.goto(`/package/${PACKAGE}`);
  await expect(page.getByRole("region", { name: "Who performs each step" })).toContainText(
    "Graft extraction",
  );
  await ctx.close();
});
