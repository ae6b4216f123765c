import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, expect as baseExpect, test } from "@playwright/test";
import { hydrated } from "./security/helpers";

// Generous waits: under a loaded dev server a submit can take many seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Quote requests and quotes (issue 6 items 1-2): a signed-out patient starts from the compare
 * page, signs in and comes back to the filled form, asks two clinics; each clinic finds the
 * request in its dashboard and answers with a quote; the patient accepts one and declines the other.
 */

const PASSWORD = "Journey-e2e-Passage-2026";
const PATIENT = "patient-quotes@careatlas.example";
const CLINIC_A = "clinic-quotes-a@careatlas.example"; // Bosphorus Aesthetic Hospital
const CLINIC_B = "clinic-quotes-b@careatlas.example"; // Antalya Smile Dental
const TREATMENT = `Rhinoplasty e2e ${Date.now().toString(36)}`;

async function fillSignIn(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function clinicPage(browser: Browser, email: string) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto("/auth?redirectTo=%2Fdashboard%2Frequests");
  await fillSignIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/requests$/);
  return page;
}

async function axe(page: Page, label: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad, `${label}: ${bad.map((v) => `${v.id} (${v.nodes[0]?.target})`).join(", ")}`).toEqual(
    [],
  );
}

async function answerWithQuote(page: Page, lines: [string, string][], currency: string) {
  const card = page.getByTestId("clinic-request").filter({ hasText: TREATMENT });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("request-status")).toHaveText("Open");
  // The list's card also has the treatment as a heading: wait for the request's own page.
  await card.getByRole("link", { name: /^Answer/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/requests\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: new RegExp(TREATMENT) })).toBeVisible();
  for (const [i, [label, amount]] of lines.entries()) {
    await page.getByLabel(`Item ${i + 1}`, { exact: true }).fill(label);
    await page
      .getByLabel(/^Amount/)
      .nth(i)
      .fill(amount);
  }
  await page.getByLabel("Quote currency").selectOption(currency);
  await page
    .getByRole("textbox", { name: "Included (optional)", exact: true })
    .fill("Surgery\nHotel\nAirport transfers");
  await page.getByRole("textbox", { name: "Not included (optional)", exact: true }).fill("Flights");
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByText("Quote sent").first()).toBeVisible();
  await expect(page.getByTestId("request-status")).toHaveText("Quoted");
}

test("patient asks two clinics, both quote, patient accepts one and declines the other", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);

  // Signed out, from the compare page.
  await page.goto("/compare?items=clinic:bosphorus-aesthetic-hospital,clinic:antalya-smile-dental");
  await page.getByRole("link", { name: "Request quotes from these clinics" }).click();
  await expect(page).toHaveURL(/\/quote-request\?/);
  const selected = page.getByTestId("selected-clinics");
  await expect(selected.getByText("Bosphorus Aesthetic Hospital")).toBeVisible();
  await expect(selected.getByText("Antalya Smile Dental")).toBeVisible();
  await page.getByLabel("Treatment").fill(TREATMENT);
  await page.getByLabel("Travellers").fill("2");
  await page.getByLabel("Notes for the clinics").fill("I had a nasal fracture years ago.");
  await page.getByRole("button", { name: "Sign in and send" }).click();

  // Sign in, and come back to the filled form.
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await fillSignIn(page, PATIENT);
  await expect(page).toHaveURL(/\/quote-request\?.*resume=1/);
  await expect(page.getByLabel("Treatment")).toHaveValue(TREATMENT);
  await expect(page.getByLabel("Travellers")).toHaveValue("2");
  await expect(page.getByLabel("Notes for the clinics")).toHaveValue(
    "I had a nasal fracture years ago.",
  );
  await expect(selected.getByRole("checkbox")).toHaveCount(2);
  await axe(page, "/quote-request");

  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  await expect(page.getByText("Quote request sent").first()).toBeVisible();
  const myRequest = page.getByTestId("patient-request").filter({ hasText: TREATMENT });
  await expect(myRequest.getByTestId("request-status")).toHaveText([
    "Awaiting quote",
    "Awaiting quote",
  ]);

  // Each clinic is told by email and finds the request in its dashboard.
  const a = await clinicPage(browser, CLINIC_A);
  await axe(a, "/dashboard/requests");
  await answerWithQuote(
    a,
    [
      ["Rhinoplasty surgery", "2000"],
      ["Hotel, 5 nights", "450"],
    ],
    "EUR",
  );
  await a.goto(`/dev/mailbox?to=${encodeURIComponent(CLINIC_A)}`);
  await expect(
    a.getByTestId("mail-subject").filter({ hasText: "New quote request" }).first(),
  ).toBeVisible();

  const b = await clinicPage(browser, CLINIC_B);
  await answerWithQuote(b, [["Surgery and aftercare", "3100"]], "USD");

  // The patient sees both quotes, in the quote's currency, each with its status.
  await page.goto("/dashboard/quotes");
  const quoteA = page
    .getByTestId("quote-card")
    .filter({ hasText: "Bosphorus Aesthetic Hospital" })
    .filter({ hasText: TREATMENT });
  const quoteB = page
    .getByTestId("quote-card")
    .filter({ hasText: "Antalya Smile Dental" })
    .filter({ hasText: TREATMENT });
  await expect(quoteA.getByTestId("quote-amount")).toHaveText("€2,450");
  await expect(quoteA.getByTestId("quote-amount-converted")).toContainText("$");
  await expect(quoteB.getByTestId("quote-amount")).toHaveText("$3,100");
  await expect(quoteA.getByTestId("quote-status")).toHaveText("Pending");
  await expect(quoteB.getByTestId("quote-status")).toHaveText("Pending");
  await expect(myRequest.getByTestId("request-status")).toHaveText(["Quoted", "Quoted"]);
  await axe(page, "/dashboard/quotes");

  // Accepting asks first: opening "Accept Quote" changes nothing until the patient confirms.
  await quoteA.locator("summary", { hasText: "Accept Quote" }).click();
  await expect(quoteA).toContainText("Accept Bosphorus Aesthetic Hospital's quote of €2,450?");
  await expect(quoteA.getByTestId("quote-status")).toHaveText("Pending");
  await quoteA.getByRole("button", { name: "Yes, accept this quote" }).click();
  await expect(page.getByText("Quote accepted").first()).toBeVisible();
  await expect(quoteA.getByTestId("quote-status")).toHaveText("Accepted");
  await expect(quoteA.locator("summary", { hasText: "Accept Quote" })).toHaveCount(0);
  const pay = quoteA.getByRole("link", { name: "Proceed to Payment" });
  await expect(pay).toHaveAttribute("href", /^\/checkout\?quote=[0-9a-f-]{36}$/);

  await quoteB.locator("summary", { hasText: "Decline" }).click();
  await expect(quoteB).toContainText("Decline Antalya Smile Dental's quote?");
  await quoteB.getByRole("button", { name: "Yes, decline this quote" }).click();
  await expect(page.getByText("Quote declined").first()).toBeVisible();
  await expect(quoteB.getByTestId("quote-status")).toHaveText("Rejected");
  await expect(quoteB.locator("summary", { hasText: /Accept Quote|Decline/ })).toHaveCount(0);

  // The clinic sees the decision.
  await a.goto("/dashboard/requests");
  const cardA = a.getByTestId("clinic-request").filter({ hasText: TREATMENT });
  await expect(cardA.getByTestId("quote-status")).toHaveText("Accepted");
});

test("a signed-out patient who sends the form before its code runs finds their notes after signing in", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A slow phone: the page's code has not arrived, so the form is posted as plain HTML and no
  // script of ours can keep the notes. The server must hand them back, without putting them in
  // an address (they are health data).
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  const treatment = `Rhinoplasty no-js ${Date.now().toString(36)}`;
  // Long and not Latin: 3,000 Arabic letters are about 6 KB, more than any cookie may hold.
  const notes = `I had a nasal fracture years ago. ${"كسر في الأنف ".repeat(250)}`.trim();
  await page.goto("/quote-request?clinic=bosphorus-aesthetic-hospital");
  await page.getByLabel("Treatment").fill(treatment);
  await page.getByLabel("Notes for the clinics").fill(notes);
  await page.getByRole("button", { name: "Sign in and send" }).click();

  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  expect(decodeURIComponent(page.url())).not.toContain("fracture");
  await fillSignIn(page, PATIENT);
  await expect(page).toHaveURL(/\/quote-request\?.*resume=1/);
  await expect(page.getByLabel("Treatment")).toHaveValue(treatment);
  await expect(page.getByLabel("Notes for the clinics")).toHaveValue(notes);

  // Sent, the request keeps the notes, and the draft is gone: coming back finds an empty field.
  const resumeUrl = page.url();
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  await expect(page.getByTestId("patient-request").filter({ hasText: treatment })).toBeVisible();
  await page.goto(resumeUrl);
  await expect(page.getByLabel("Notes for the clinics")).toHaveValue("");
  await ctx.close();
});

test("a request sent again unchanged after the Back button asks the clinics once, and says so", async ({
  browser,
}) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const treatment = `Rhinoplasty back-button ${Date.now().toString(36)}`;
  await page.goto("/auth?redirectTo=%2Fdashboard%2Fquotes");
  await fillSignIn(page, PATIENT);
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  await page.goto("/quote-request?clinic=bosphorus-aesthetic-hospital");
  await hydrated(page);
  await page.getByLabel("Treatment").fill(treatment);
  await page.getByLabel("Notes for the clinics").fill("Breathing through the left side is hard.");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  await expect(page.getByText("Quote request sent")).toBeVisible();
  const requests = page.getByTestId("patient-request").filter({ hasText: treatment });
  await expect(requests).toHaveCount(1);

  // Back to the form, which still holds what was sent, and Send again.
  await page.goBack();
  await expect(page).toHaveURL(/\/quote-request/);
  await page.getByLabel("Treatment").fill(treatment);
  await page.getByLabel("Notes for the clinics").fill("Breathing through the left side is hard.");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes$/);
  await expect(page.getByText("Already sent")).toBeVisible();
  await expect(page.getByText("The clinic was not asked twice.", { exact: false })).toBeVisible();
  await expect(requests).toHaveCount(1);

  // A changed request is a new one.
  await page.goBack();
  await page.getByLabel("Treatment").fill(`${treatment} and septum`);
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Quote request sent")).toBeVisible();
  await expect(page.getByTestId("patient-request").filter({ hasText: treatment })).toHaveCount(2);
  await ctx.close();
});

test("a clinic that types its quote before the page's code has run keeps every line, amount and currency", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const treatment = `Veneers early-typing ${Date.now().toString(36)}`;
  // The patient asks Bosphorus Aesthetic Hospital (clinic A) for a quote.
  const patient = await browser.newPage();
  const ask = `/quote-request?clinic=bosphorus-aesthetic-hospital`;
  await patient.goto(`/auth?redirectTo=${encodeURIComponent(ask)}`);
  await fillSignIn(patient, PATIENT);
  await expect(patient).toHaveURL(/\/quote-request\?/);
  await patient.getByLabel("Treatment").fill(treatment);
  await patient.getByRole("button", { name: "Send quote request" }).click();
  await expect(patient).toHaveURL(/\/dashboard\/quotes$/);

  const clinic = await clinicPage(browser, CLINIC_A);
  const card = clinic.getByTestId("clinic-request").filter({ hasText: treatment });
  const href = await card.getByRole("link", { name: /^Answer/ }).getAttribute("href");
  expect(href).toMatch(/^\/dashboard\/requests\/[0-9a-f-]{36}$/);

  // A slow connection: the request's page is shown, its code has not run yet, and the clinic
  // types its lines, amounts and currency.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await clinic.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await clinic.goto(href!, { waitUntil: "domcontentloaded" });
  await clinic.getByLabel("Item 1", { exact: true }).fill("Veneers, 8 teeth");
  await clinic
    .getByLabel(/^Amount/)
    .nth(0)
    .fill("1250,50");
  await clinic.getByLabel("Item 2", { exact: true }).fill("Hotel, 4 nights");
  await clinic
    .getByLabel(/^Amount/)
    .nth(1)
    .fill("150");
  await clinic.getByLabel("Quote currency").selectOption("EUR");
  expect(await clinic.locator("html").getAttribute("data-hydrated")).toBeNull();
  release();
  await hydrated(clinic);
  await clinic.unroute("**/assets/*.js");

  // The code has taken over: what was typed is still there, and counted.
  await expect(clinic.getByLabel("Item 1", { exact: true })).toHaveValue("Veneers, 8 teeth");
  await expect(clinic.getByLabel(/^Amount/).nth(0)).toHaveValue("1250,50");
  await expect(clinic.getByLabel("Quote currency")).toHaveValue("EUR");
  await expect(clinic.getByText(/^Total:/)).toContainText("€1,400.50");
  // Something else on the page re-renders the form (a third line): nothing typed is lost.
  await clinic.getByRole("button", { name: "Add a line" }).click();
  await expect(clinic.getByLabel("Item 2", { exact: true })).toHaveValue("Hotel, 4 nights");
  await expect(clinic.getByLabel(/^Amount/).nth(1)).toHaveValue("150");
  await clinic.getByRole("button", { name: "Send quote" }).click();
  await expect(clinic.getByText("Quote sent").first()).toBeVisible();

  // Stored as typed: the patient sees the quote's total in euros.
  await patient.goto("/dashboard/quotes");
  const quote = patient.getByTestId("quote-card").filter({ hasText: treatment });
  await expect(quote.getByTestId("quote-amount")).toHaveText("€1,400.50");
  await patient.close();
  await clinic.close();
});
