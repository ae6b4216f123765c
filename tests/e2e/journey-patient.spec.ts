import { type Browser, type Page, expect as baseExpect, test } from "@playwright/test";
import { openConversation } from "./conversation";
import { goHydrated } from "./fixtures";

// Generous waits: the machine running the suite may be loaded.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The whole patient journey, across three browsers (patient, clinic A, clinic B): quote request
 * to two clinics → both clinics quote → the patient accepts clinic A's quote → pays the deposit
 * with the test card → the booking is pending with the deposit held → clinic A confirms → patient
 * and clinic message each other live → clinic A completes the booking → the patient reviews it →
 * the review is on the clinic page and the review count went up by one.
 */

const PASSWORD = "Journey-e2e-Passage-2026";
const PATIENT = "patient-journey@careatlas.example";
const CLINIC_A = "clinic-journey@careatlas.example"; // Seoul Vision Eye Clinic
const CLINIC_B = "clinic-journey-b@careatlas.example"; // Andaman Dental Phuket
const SLUG_A = "seoul-vision-eye-clinic";
const SLUG_B = "andaman-dental-phuket";
const RUN = Date.now().toString(36);
const TREATMENT = `Journey check-up ${RUN}`;

/** Navigates and resolves once React has hydrated the page (handlers attached). */
const go = (page: Page, url: string) => goHydrated(page, url, 20_000);

async function signedIn(browser: Browser, email: string, to: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await go(page, `/auth?redirectTo=${encodeURIComponent(to)}`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, "\\?")}$`));
  return page;
}

async function answerWithQuote(page: Page, item: string, amount: string) {
  const card = page.getByTestId("clinic-request").filter({ hasText: TREATMENT });
  await expect(card.getByTestId("request-status")).toHaveText("Open");
  // Open the request from its 'Answer' link (followed by URL: a click while the list is still
  // settling after sign-in was seen to be dropped on a loaded machine).
  const href = await card.getByRole("link", { name: /^Answer/ }).getAttribute("href");
  expect(href).toMatch(/^\/dashboard\/requests\/[0-9a-f-]{36}$/);
  await go(page, href!);
  await expect(page.getByRole("button", { name: "Send quote" })).toBeVisible();
  await page.getByLabel("Item 1", { exact: true }).fill(item);
  await page
    .getByLabel(/^Amount/)
    .first()
    .fill(amount);
  await page.getByLabel("Quote currency").selectOption("USD");
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByText("Quote sent").first()).toBeVisible();
  await expect(page.getByTestId("request-status")).toHaveText("Quoted");
}

/** The number in the clinic page header's review link ("1,234 reviews"; booking-verified ones carry their own badge). */
async function reviewCount(page: Page): Promise<number> {
  const text = await page.locator("a[href='#reviews']").first().innerText();
  return Number(text.replace(/[^0-9]/g, ""));
}

/** The reviews section's "N verified by a CareAtlas booking" figure. */
async function publishedCount(page: Page): Promise<number> {
  const text = await page
    .locator("#reviews")
    .getByText(/^[\d,]+ verified by a CareAtlas booking$/)
    .textContent();
  return Number((text ?? "").replace(/[^0-9]/g, ""));
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("patient journey: quotes from two clinics → deposit → confirmed → live messages → completed → review", async ({
  browser,
}) => {
  test.setTimeout(process.env.E2E_DEV === "1" ? 300_000 : 240_000);

  // The clinic page's review count before the journey.
  const patient = await signedIn(browser, PATIENT, "/dashboard/profile");
  await go(patient, `/clinic/${SLUG_A}`);
  const countBefore = await reviewCount(patient);
  const publishedBefore = await publishedCount(patient);
  // The header counts only reviews verified by a CareAtlas booking (issue 16 item 7), the same
  // figure as the reviews section's; reviews from other platforms are stated apart.
  expect(countBefore).toBe(publishedBefore);

  // 1. The patient asks both clinics for a quote.
  await go(patient, `/quote-request?clinic=${SLUG_A}&clinic=${SLUG_B}`);
  const selected = patient.getByTestId("selected-clinics");
  await expect(selected.getByText("Seoul Vision Eye Clinic")).toBeVisible();
  await expect(selected.getByText("Andaman Dental Phuket")).toBeVisible();
  await patient.getByLabel("Treatment").fill(TREATMENT);
  await patient
    .getByLabel("Notes for the clinics")
    .fill("Travelling in spring, flexible on dates.");
  await patient.getByRole("button", { name: "Send quote request" }).click();
  await expect(patient).toHaveURL(/\/dashboard\/quotes$/);
  await expect(patient.getByText("Quote request sent").first()).toBeVisible();
  const myRequest = patient.getByTestId("patient-request").filter({ hasText: TREATMENT });
  await expect(myRequest.getByTestId("request-status")).toHaveText([
    "Awaiting quote",
    "Awaiting quote",
  ]);

  // 2-3. Clinic A, then clinic B, answer with a quote.
  const clinicA = await signedIn(browser, CLINIC_A, "/dashboard/requests");
  await answerWithQuote(clinicA, "Eye examination and treatment", "2500");
  const clinicB = await signedIn(browser, CLINIC_B, "/dashboard/requests");
  await answerWithQuote(clinicB, "Dental treatment", "1800");
  await clinicB.context().close();

  // 4. The patient sees both quotes and accepts clinic A's.
  await go(patient, "/dashboard/quotes");
  await expect(myRequest.getByTestId("request-status")).toHaveText(["Quoted", "Quoted"]);
  const quoteA = patient
    .getByTestId("quote-card")
    .filter({ hasText: "Seoul Vision Eye Clinic" })
    .filter({ hasText: TREATMENT });
  const quoteB = patient
    .getByTestId("quote-card")
    .filter({ hasText: "Andaman Dental Phuket" })
    .filter({ hasText: TREATMENT });
  await expect(quoteA.getByTestId("quote-amount")).toHaveText("$2,500");
  await expect(quoteB.getByTestId("quote-amount")).toHaveText("$1,800");
  await quoteA.locator("summary", { hasText: "Accept Quote" }).click();
  await quoteA.getByRole("button", { name: "Yes, accept this quote" }).click();
  await expect(patient.getByText("Quote accepted").first()).toBeVisible();
  await expect(quoteA.getByTestId("quote-status")).toHaveText("Accepted");

  // 5. Proceed to Payment → checkout → the test card.
  await quoteA.getByRole("link", { name: "Proceed to Payment" }).click();
  await expect(patient).toHaveURL(/\/checkout\?quote=[0-9a-f-]{36}$/);
  await expect(patient.getByRole("heading", { name: "Book and pay your deposit" })).toBeVisible();
  await expect(patient.getByText("Your accepted quote")).toBeVisible();
  await expect(patient.getByTestId("amount-due")).toContainText("$500 USD"); // 20% of $2,500
  await patient.getByLabel("Consultation date").fill(inDays(30));
  await patient.getByLabel("Name on card").fill("Jo Journey");
  await patient.getByLabel("Card number").fill("4242 4242 4242 4242");
  await patient.getByLabel("Expiry (MM/YY)").fill("12/34");
  await patient.getByLabel("Security code (CVC)").fill("123");
  await patient.getByLabel("I have read the cancellation terms").check();
  await patient.getByRole("button", { name: /Pay \$500 deposit/ }).click();

  // 6. The booking: pending, deposit held.
  await expect(patient).toHaveURL(/\/dashboard\/bookings$/);
  const booking = patient.getByTestId("booking").filter({ hasText: "Seoul Vision" }).first();
  await expect(booking.getByTestId("booking-status")).toHaveText("Pending");
  await expect(booking.getByTestId("booking-deposit")).toContainText("$500 USD");
  await expect(booking.getByTestId("booking-deposit")).toContainText("Held");
  const reference = (await booking.getByTestId("booking-reference").textContent())!.trim();
  expect(reference).toMatch(/^CA-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  // 7. Clinic A confirms it.
  await go(clinicA, "/dashboard/requests/bookings");
  const row = clinicA.locator(`[data-testid="booking"][data-reference="${reference}"]`);
  await expect(row.getByTestId("booking-status")).toHaveText("Pending");
  await row.locator("summary", { hasText: "Confirm booking" }).click();
  await row.getByRole("button", { name: `Yes, confirm ${reference}` }).click();
  await expect(row.getByTestId("booking-status")).toHaveText("Confirmed");
  await go(patient, "/dashboard/bookings");
  await expect(
    patient
      .locator(`[data-testid="booking"][data-reference="${reference}"]`)
      .getByTestId("booking-status"),
  ).toHaveText("Confirmed");

  // 8. Live messages both ways: each side has its page open and sees the other's message arrive.
  await go(clinicA, "/dashboard/requests/messages");
  await go(patient, `/dashboard/messages/new?clinic=${SLUG_A}`);
  await openConversation(patient, SLUG_A, { navigate: false });
  await expect(patient.getByTestId("thread-title")).toHaveText("Seoul Vision Eye Clinic");
  await expect(clinicA.locator('[data-realtime="joined"]')).toBeVisible();
  await expect(patient.locator('[data-realtime="joined"]')).toBeVisible();

  const question = `Booking ${reference}: should I stop wearing contact lenses before? (${RUN})`;
  await patient.getByRole("textbox", { name: /Write a message to/ }).fill(question);
  await patient.getByRole("button", { name: "Send" }).click();
  await expect(patient.getByTestId("message").filter({ hasText: question })).toBeVisible();

  const conv = clinicA.getByTestId("conversation").filter({ hasText: question });
  await expect(conv.getByTestId("unread-count")).toHaveText("1 unread"); // arrived without a reload
  await conv.click();
  await expect(clinicA.getByTestId("message").filter({ hasText: question })).toBeVisible();

  const answer = `Yes, please stop two weeks before your visit. (${RUN})`;
  await clinicA.getByRole("textbox", { name: /Write a message to/ }).fill(answer);
  await clinicA.getByRole("button", { name: "Send" }).click();
  await expect(clinicA.getByTestId("message").filter({ hasText: answer })).toBeVisible();
  await expect(patient.getByTestId("message").filter({ hasText: answer })).toBeVisible(); // live

  // 9. Clinic A marks the booking completed.
  // Not before the treatment date: the button waits, showing the date.
  await go(clinicA, "/dashboard/requests/bookings");
  await expect(row.getByRole("button", { name: "Mark completed" })).toBeDisabled();
  await expect(row).toContainText("Available from");
  // Time passes (a development-only route moves the booking's dates so its treatment is today).
  expect((await clinicA.request.post("/dev/bookings", { form: { reference } })).status()).toBe(200);
  await go(clinicA, "/dashboard/requests/bookings");
  await row.locator("summary", { hasText: "Mark completed" }).click();
  await row.getByRole("button", { name: `Yes, mark ${reference} completed` }).click();
  await expect(row.getByTestId("booking-status")).toHaveText("Completed");
  await clinicA.context().close();

  // 10. The patient reviews it: no submitting without a rating.
  await go(patient, "/dashboard/reviews");
  const form = patient
    .getByRole("form", { name: "Review Seoul Vision Eye Clinic" })
    .filter({ hasText: reference });
  const submit = form.getByRole("button", { name: "Submit review" });
  await expect(submit).toBeDisabled();
  const comment = `Clear explanations and a very careful eye exam. ${RUN}`;
  await form.getByLabel("Your review").fill(comment);
  await expect(submit).toBeDisabled();
  await form.getByRole("radio", { name: /^5 stars/ }).check({ force: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(patient.getByText("Review submitted").first()).toBeVisible();
  const mine = patient.getByTestId("my-review").filter({ hasText: reference });
  await expect(mine).toContainText("Published");
  await expect(mine).toContainText("Verified patient");

  // 11. The clinic page shows the review, and one more in the count.
  await go(patient, `/clinic/${SLUG_A}`);
  const reviews = patient.locator("#reviews");
  await expect(reviews.locator("article").filter({ hasText: comment })).toContainText(
    "Verified patient",
  );
  const after = (countBefore + 1).toLocaleString("en-US");
  await expect(patient.locator("a[href='#reviews']").first()).toHaveText(
    `${after} ${countBefore + 1 === 1 ? "review" : "reviews"} verified by a CareAtlas booking`,
  );
  await expect(reviews).toContainText(`${publishedBefore + 1} verified by a CareAtlas booking`);

  await patient.context().close();
});
