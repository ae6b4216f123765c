import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./fixtures";

/**
 * Bookings and deposit protection: package Book Now → checkout (USD and the selected currency)
 * → a declined test card, then a good one → the booking in the patient's tab → the clinic
 * confirms → deposit released → calendar file. Uses only the bookings accounts.
 */

const PATIENT = "patient-bookings@careatlas.example";
const CLINIC = "clinic-bookings@careatlas.example"; // Lara Eye Vision Center
const PACKAGE = "antalya-lasik-both-eyes-package"; // 1,900 USD → deposit $380

async function axe(page: Page, what: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad, `${what}: ${bad.map((v) => `${v.id} ${v.nodes[0]?.target}`).join(", ")}`).toEqual([]);
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("book a package with a protected deposit; the clinic confirms; calendar file", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000); // the dev server compiles pages on first visit
  const patientCtx = await browser.newContext();
  await patientCtx.addCookies([{ name: "careatlas-currency", value: "EUR", url: baseURL! }]);
  const page = await patientCtx.newPage();
  await signIn(page, PATIENT);

  await page.goto(`/package/${PACKAGE}`);
  // The package's cancellation terms, before booking (decision 056; the seed's default).
  const pkgTerms = page.getByTestId("cancellation-terms");
  await expect(pkgTerms).toContainText("Cancellation terms: Moderate");
  await expect(pkgTerms).toContainText("Full refund of the deposit if you cancel 30 days or more");
  await expect(pkgTerms).toContainText("cooling-off period");
  const book = page.getByRole("form", { name: "Book this package" });
  await book.getByLabel("Consultation date").fill(inDays(45));
  await book.getByLabel("Travellers").selectOption("2");
  await book.getByRole("button", { name: "Book Now" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/checkout\\?package=${PACKAGE}&date=${inDays(45)}&travellers=2`),
  );

  // The amount in USD and in the selected currency before paying; test mode documented.
  await expect(page.getByRole("heading", { name: "Book and pay your deposit" })).toBeVisible();
  await expect(page.getByTestId("amount-due")).toContainText("$380 USD");
  await expect(page.getByTestId("amount-selected")).toContainText("€323 EUR");
  await expect(page.getByTestId("test-mode")).toContainText("4242 4242 4242 4242");
  await expect(page.getByLabel("Consultation date")).toHaveValue(inDays(45));
  await expect(page.getByLabel("Travellers (including you)")).toHaveValue("2");
  await expect(page.getByTestId("checkout-terms")).toContainText(
    "Full refund of the deposit if you cancel 30 days or more before treatment",
  );
  await axe(page, "checkout");

  // The terms must be ticked: the server refuses without, keeping what was typed.
  await page.getByLabel("Name on card").fill("Bea Bookings");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  const accept = page.getByLabel("I have read the cancellation terms");
  await expect(accept).not.toBeChecked();
  await page.getByRole("button", { name: /Pay \$380 deposit/ }).click();
  await expect(
    page.getByText("Tick the box to confirm you have read the cancellation terms."),
  ).toBeVisible();
  await expect(page.getByLabel("Name on card")).toHaveValue("Bea Bookings");
  await expect(accept).toHaveAttribute("aria-invalid", "true");
  await accept.check();

  // A declined card: a clear message, nothing booked, typed values kept.
  await page.getByLabel("Name on card").fill("Bea Bookings");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /Pay \$380 deposit/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined" })).toBeVisible();
  await expect(accept).toBeChecked();
  await expect(page.getByLabel("Name on card")).toHaveValue("Bea Bookings");
  await expect(page.getByLabel("Consultation date")).toHaveValue(inDays(45));
  await page.screenshot({
    path: test.info().outputPath("bookings-checkout-declined.png"),
    fullPage: true,
  });

  // The good test card.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Security code (CVC)").fill("123");
  const [paid] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/checkout") && r.request().method() === "POST"),
    page.getByRole("button", { name: /Pay \$380 deposit/ }).click(),
  ]);
  expect([202, 302, 303]).toContain(paid.status()); // a redirect (single fetch answers 202)
  // The dev server may reload the page while it compiles the next route on first visit.
  await page.waitForURL(/\/dashboard\/bookings$|\/checkout/, { timeout: 60_000 });
  if (!/\/dashboard\/bookings$/.test(page.url())) await page.goto("/dashboard/bookings");
  await expect(page).toHaveURL(/\/dashboard\/bookings$/, { timeout: 60_000 });
  const card = page.getByTestId("booking").first();
  const reference = (await card.getByTestId("booking-reference").textContent())!.trim();
  expect(reference).toMatch(/^CA-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(card.getByTestId("booking-status")).toHaveText("Pending");
  await expect(card.getByTestId("booking-total")).toHaveText("$1,900");
  await expect(card.getByTestId("booking-deposit")).toContainText("$380 USD");
  await expect(card.getByTestId("booking-deposit")).toContainText("Held");
  await expect(card).toContainText("Lara Eye");
  await axe(page, "bookings tab");
  await page.screenshot({
    path: test.info().outputPath("bookings-patient-tab.png"),
    fullPage: true,
  });

  // The clinic confirms; the deposit is released.
  const clinicCtx = await browser.newContext();
  const clinic = await clinicCtx.newPage();
  await signIn(clinic, CLINIC);
  await clinic.goto("/dashboard/requests/bookings");
  const row = clinic.locator(`[data-testid="booking"][data-reference="${reference}"]`);
  await expect(row.getByTestId("booking-status")).toHaveText("Pending");
  await axe(clinic, "clinic bookings");
  await row.locator("summary", { hasText: "Confirm booking" }).click();
  await expect(row).toContainText(`Confirm ${reference} for`);
  await expect(row.getByTestId("booking-status")).toHaveText("Pending");
  await row.getByRole("button", { name: `Yes, confirm ${reference}` }).click();
  await expect(row.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(row.getByTestId("booking-deposit")).toContainText("Released to the clinic");
  await clinic.screenshot({ path: test.info().outputPath("bookings-clinic.png"), fullPage: true });

  await page.reload();
  const mine = page.locator(`[data-testid="booking"][data-reference="${reference}"]`);
  await expect(mine.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(mine.getByTestId("booking-deposit")).toContainText("Released to the clinic");

  // The calendar file downloads and is a VCALENDAR on the booked dates.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    mine.getByRole("link", { name: "Add to calendar (.ics)" }).click(),
  ]);
  const ics = fs.readFileSync((await download.path())!, "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR")).toBe(true);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${inDays(45).replace(/-/g, "")}`);
  expect(ics).toContain("STATUS:CONFIRMED");

  // Mail went to both sides.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(PATIENT)}`);
  await expect(
    page.getByTestId("mail-subject").filter({ hasText: `Booking ${reference} confirmed` }),
  ).toBeVisible();
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(CLINIC)}`);
  await expect(
    page.getByTestId("mail-subject").filter({ hasText: `New booking ${reference}` }),
  ).toBeVisible();

  // The confirmed booking shows its terms and what cancelling today gives back (booked today,
  // treatment in 46 days: the cooling-off period); the patient cancels and gets it.
  await page.goto("/dashboard/bookings");
  await expect(mine.getByTestId("cancellation-terms")).toContainText("Moderate");
  await expect(mine.getByTestId("refund-today")).toContainText(
    "If you cancelled today, you would get back $380 of your $380 deposit.",
  );
  await expect(mine.getByTestId("refund-today")).toContainText("Cooling-off period");
  await mine.locator("summary", { hasText: "Cancel booking" }).click();
  await expect(mine.getByTestId("cancel-refund")).toContainText("you would get back $380");
  await axe(page, "cancel a confirmed booking");
  await mine.getByRole("button", { name: `Yes, cancel ${reference}` }).click();
  await expect(mine.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(mine.getByTestId("booking-deposit")).toContainText("Refunded");
  await expect(mine.getByTestId("refunded")).toContainText("Refunded: $380 of the $380 deposit.");
  await clinic.reload();
  await expect(row.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(row.getByTestId("cancellation-terms")).toContainText("Moderate");
  // A clinic reading in German gets the card in German, dates too (session 26: "Reference",
  // "Confirmed", "Thu, 24 Dec 2026" on the German page while the patient's card was German).
  const german = await clinic.request.post("/api/locale", {
    form: { locale: "de", to: "/dashboard/requests/bookings" },
    headers: { origin: new URL(clinic.url()).origin },
    maxRedirects: 0,
  });
  expect(german.status()).toBe(303);
  await clinic.reload();
  await expect(row.getByTestId("booking-status")).toHaveText("Storniert");
  for (const word of ["Buchungsnummer", "Beratung", "Erstattet"])
    await expect(row).toContainText(word);
  for (const word of ["Reference", "Consultation", "Travellers", "Total cost"])
    await expect(row).not.toContainText(word);
  await expect(row.locator("dd").first()).not.toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun),/);
  await clinic.request.post("/api/locale", {
    form: { locale: "en", to: "/dashboard" },
    headers: { origin: new URL(clinic.url()).origin },
    maxRedirects: 0,
  });

  await clinicCtx.close();
  await patientCtx.close();
});

test("on a slow phone the card fields and Pay wait for the page's scripts: nothing typed is lost", async ({
  browser,
}) => {
  // Field test of CI: a card typed and Pay pressed before the scripts had run posted the
  // form without a card token, so the checkout came back with an error and the card empty.
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await ctx.newPage();
  await signIn(page, PATIENT);
  // The scripts never arrive: the page stays as the server rendered it.
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto(`/checkout?package=${PACKAGE}&date=${inDays(52)}&travellers=1`);
  await expect(page.getByRole("heading", { name: "Book and pay your deposit" })).toBeVisible();
  for (const label of ["Card number", "Expiry (MM/YY)", "Security code (CVC)"])
    await expect(page.getByLabel(label)).toBeDisabled();
  await expect(page.getByRole("button", { name: /Pay .* deposit/ })).toBeDisabled();
  await expect(page.getByText("Loading the secure card field…")).toBeVisible();

  // Once they run, the same page takes the card.
  await page.unroute("**/assets/**/*.js");
  await page.reload();
  await expect(page.getByLabel("Card number")).toBeEnabled();
  await expect(page.getByRole("button", { name: /Pay .* deposit/ })).toBeEnabled();
  await expect(page.getByText("Loading the secure card field…")).toHaveCount(0);
  await ctx.close();
});
