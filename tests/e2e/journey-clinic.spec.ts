import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, expect as baseExpect, test } from "@playwright/test";
import { attemptAccount } from "./attempt-account";
import { turnOnTwoFactor } from "./fixtures";

/**
 * The supply side as one journey: a clinic applies on /partner → an admin (after enrolling in
 * TOTP two-factor) approves it → the clinic user sets a password from the invitation mail and
 * signs in → completes the profile, adds a doctor, publishes a package → the admin verifies the
 * clinic → clinic and package are in search and on /packages → a patient asks that clinic for a
 * quote → the clinic answers from its requests tab → the patient sees the quote.
 * Axe (serious/critical) on every dashboard view the new clinic user visits.
 * Accounts: admin-journey@ and patient-journey-7@careatlas.example (see playwright.config.ts).
 */

const DEV = process.env.E2E_DEV === "1";
const expect = baseExpect.configure({ timeout: DEV ? 45_000 : 15_000 });

const PASSWORD = "Journey-e2e-Passage-2026";
const ADMIN_EMAIL = "admin-journey@careatlas.example";
const PATIENT = "patient-journey-7@careatlas.example";
const RUN = Date.now().toString(36);
const CLINIC_NAME = `Quillmere Dental Atelier ${RUN}`;
const CLINIC_EMAIL = `quillmere-${RUN}@example.test`;
const CLINIC_PASSWORD = "Harbour-saffron-5173";
const SPECIALTY = "Implant dentistry";
const BIO =
  "Guided implant surgery and same-week zirconia crowns, with a coordinator who speaks your language.";
const DOCTOR = "Dr. Deniz Korkmaz";
const PACKAGE = `Quillmere All-on-4 Implants ${RUN}`;
const TREATMENT = `All-on-4 implants ${RUN}`;

async function signIn(page: Page, email: string, password: string, redirectTo?: string) {
  await page.goto(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Reduced motion: axe must not sample a colour mid-transition (e.g. a tab just left active). */
async function newPage(browser: Browser) {
  return (await browser.newContext({ reducedMotion: "reduce" })).newPage();
}

async function axe(page: Page, label: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad, `${label}: ${bad.map((v) => `${v.id} (${v.nodes[0]?.target})`).join(", ")}`).toEqual(
    [],
  );
}

test("a new clinic applies, is approved and verified, lists a package and answers a patient's quote request", async ({
  browser,
}) => {
  // About 1 min here; once over 150 s on a loaded CI machine (the whole journey, not one step).
  test.setTimeout(DEV ? 400_000 : 300_000);
  const ADMIN = attemptAccount(ADMIN_EMAIL);
  const admin = await newPage(browser);
  const clinic = await newPage(browser);
  const patient = await newPage(browser);

  await test.step("the admin turns on two-factor before anything admin", async () => {
    await signIn(admin, ADMIN, PASSWORD);
    await turnOnTwoFactor(admin, PASSWORD);
  });

  await test.step("a clinic applies on /partner", async () => {
    await clinic.goto("/partner");
    const form = clinic.getByRole("form", { name: "Partner application" });
    await form.getByLabel("Clinic Name").fill(CLINIC_NAME);
    await form.getByLabel("Country").selectOption("Turkey");
    await form.getByLabel("City").fill("Istanbul");
    await form.getByRole("checkbox", { name: "Dental", exact: true }).check();
    await form.getByLabel("Languages spoken").fill("English, Turkish");
    await form.getByLabel("Contact Name").fill("Aylin Demir");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(CLINIC_EMAIL);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(clinic.getByTestId("partner-thank-you")).toBeVisible();
  });

  await test.step("the admin approves the application and invites the clinic", async () => {
    await admin.goto(`/admin/applications?q=${encodeURIComponent(RUN)}`);
    const card = admin.getByTestId("application").filter({ hasText: CLINIC_NAME });
    await expect(card).toContainText("City matched: Istanbul");
    await card.getByRole("button", { name: "Approve and invite" }).click();
    await expect(admin.getByText("Application approved")).toBeVisible();
    await expect(admin.getByTestId("application").filter({ hasText: CLINIC_NAME })).toHaveCount(0);
  });

  await test.step("the clinic user opens the invitation, sets a password and signs in", async () => {
    let href: string | null = null;
    await expect(async () => {
      await clinic.goto(`/dev/mailbox?to=${encodeURIComponent(CLINIC_EMAIL)}`);
      href = await clinic
        .getByTestId("mail")
        .locator('a[href*="/auth/reset-password?token="]')
        .first()
        .getAttribute("href", { timeout: 1_000 });
      expect(href).toBeTruthy();
    }).toPass({ timeout: 15_000 });
    await clinic.goto(href!);
    await clinic.locator("#password").fill(CLINIC_PASSWORD);
    await clinic.locator("#confirmPassword").fill(CLINIC_PASSWORD);
    await clinic.getByRole("button", { name: "Save new password" }).click();
    await expect(clinic).toHaveURL(/\/auth$/);
    await signIn(clinic, CLINIC_EMAIL, CLINIC_PASSWORD);
    await expect(clinic).toHaveURL(/\/dashboard$/);
    await expect(clinic.getByText("Clinic Dashboard").first()).toBeVisible();
  });

  await test.step("the clinic completes its profile", async () => {
    await clinic.goto("/dashboard/profile/clinic");
    await expect(clinic.getByRole("heading", { name: "Clinic details" })).toBeVisible();
    await expect(clinic.getByTestId("review-state")).toContainText("Verification pending");
    await expect(clinic.getByLabel("Clinic name")).toHaveValue(CLINIC_NAME);
    await axe(clinic, "/dashboard/profile/clinic");
    await clinic.getByLabel("Specialty").fill(SPECIALTY);
    await clinic.getByLabel("About the clinic").fill(BIO);
    await clinic.getByLabel("Years of experience").fill("12");
    await clinic.getByRole("button", { name: "Save details" }).click();
    await expect(clinic.getByText("Profile saved", { exact: true })).toBeVisible();
    await expect(clinic.getByLabel("About the clinic")).toHaveValue(BIO);
    await expect(clinic.getByLabel("Specialty")).toHaveValue(SPECIALTY);
  });

  await test.step("the clinic adds a doctor", async () => {
    await clinic.goto("/dashboard/team");
    await expect(clinic.getByRole("heading", { name: "Add a doctor" })).toBeVisible();
    await axe(clinic, "/dashboard/team");
    await clinic.locator("#doctor-name").fill(DOCTOR);
    await clinic.locator("#doctor-title").fill("Oral Surgeon");
    await clinic.locator("#doctor-specialty").fill("Implantology");
    await clinic.locator("#doctor-languages").fill("English, Turkish");
    await clinic.getByRole("button", { name: "Add doctor" }).click();
    await expect(clinic.getByTestId("doctor-list")).toContainText(DOCTOR);
  });

  await test.step("the clinic creates and publishes a package", async () => {
    await clinic.goto("/dashboard/packages");
    await axe(clinic, "/dashboard/packages");
    await clinic.getByRole("link", { name: "New package" }).click();
    await expect(clinic.getByRole("heading", { name: "New package" })).toBeVisible();
    const form = clinic.locator("form").filter({ has: clinic.locator("#pkg-title") });
    await form.getByLabel("Title").fill(PACKAGE);
    await form.getByLabel("Treatment").selectOption({ label: "Dental Implants" });
    await form.getByRole("textbox", { name: "Price", exact: true }).fill("5900");
    await form.getByLabel("Currency").selectOption("EUR");
    await form.getByLabel("Shortest stay (days)").fill("5");
    await form.getByLabel("Longest stay (days)").fill("7");
    await form
      .getByLabel("What's included")
      .fill("Four implants and a fixed bridge\nHotel for 6 nights\nAirport transfers");
    await form.getByLabel("Not included").fill("Flights");
    await form
      .getByLabel("Overview")
      .fill(
        "A full arch on four implants in Nişantaşı, planned from a 3D scan, with a fixed bridge before you fly home.",
      );
    await clinic.getByRole("button", { name: "Save draft" }).click();
    await expect(clinic.getByText("Draft · hidden from patients")).toBeVisible();
    await axe(clinic, "/dashboard/packages/:id");
    await clinic.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(clinic.getByText("Published", { exact: true })).toBeVisible();
  });

  let slug = "";
  await test.step("until verified, the clinic and its package are not public", async () => {
    await patient.goto(`/search-results?q=${encodeURIComponent(CLINIC_NAME)}`);
    await expect(patient.getByTestId("results-count")).toBeVisible();
    await expect(patient.getByRole("link", { name: CLINIC_NAME, exact: true })).toHaveCount(0);
  });

  await test.step("the admin verifies the clinic", async () => {
    await admin.goto(`/admin/clinics?filter=unverified&q=${encodeURIComponent(RUN)}`);
    const card = admin.getByTestId("admin-clinic").filter({ hasText: CLINIC_NAME });
    await card
      .getByLabel("Verification note")
      .fill("Licence and dental chamber registration checked");
    await card.getByRole("button", { name: "Verify" }).click();
    await expect(admin.getByText("Clinic verified")).toBeVisible();
    await admin.goto(`/admin/clinics?filter=verified&q=${encodeURIComponent(RUN)}`);
    const verified = admin.getByTestId("admin-clinic").filter({ hasText: CLINIC_NAME });
    await expect(verified.getByText(/^Verified on /)).toBeVisible();
    slug = (await verified.getByRole("link", { name: "View public page" }).getAttribute("href"))!
      .split("/")
      .pop()!;
    expect(slug).toBeTruthy();
  });

  await test.step("the clinic and its package are in search, on /packages and on the clinic page", async () => {
    await patient.goto(`/search-results?q=${encodeURIComponent(CLINIC_NAME)}`);
    const result = patient.getByTestId("clinic-result").filter({ hasText: CLINIC_NAME });
    await expect(result.getByRole("link", { name: CLINIC_NAME, exact: true })).toBeVisible();
    await expect(result).toContainText("Istanbul, Turkey");
    await expect(result).toContainText(DOCTOR);
    // No photos uploaded yet: the card must not show a broken image.
    await expect
      .poll(() =>
        result
          .locator("img")
          .evaluateAll((imgs) => imgs.filter((i) => !(i as HTMLImageElement).naturalWidth).length),
      )
      .toBe(0);

    await patient.goto("/packages");
    await expect(patient.getByRole("heading", { name: PACKAGE })).toBeVisible();

    await patient.goto(`/clinic/${slug}`);
    await expect(patient.getByRole("heading", { name: CLINIC_NAME, level: 1 })).toBeVisible();
    await expect(patient.getByText(/Verified · last checked/)).toBeVisible();
    await expect(patient.getByText(BIO)).toBeVisible();
    await expect(patient.getByText(PACKAGE, { exact: true }).first()).toBeVisible();
  });

  await test.step("a patient asks the new clinic for a quote", async () => {
    await signIn(patient, PATIENT, PASSWORD, `/quote-request?clinic=${slug}`);
    await expect(patient).toHaveURL(/\/quote-request\?clinic=/);
    await expect(patient.getByTestId("selected-clinics").getByText(CLINIC_NAME)).toBeVisible();
    await patient.getByLabel("Treatment").fill(TREATMENT);
    await patient.getByLabel("Travellers").fill("1");
    await patient
      .getByLabel("Notes for the clinics")
      .fill("Upper arch only; I wear a partial denture today.");
    await patient.getByRole("button", { name: "Send quote request" }).click();
    await expect(patient).toHaveURL(/\/dashboard\/quotes$/);
    await expect(patient.getByText("Quote request sent").first()).toBeVisible();
    const mine = patient.getByTestId("patient-request").filter({ hasText: TREATMENT });
    await expect(mine.getByTestId("request-status")).toHaveText("Awaiting quote");
  });

  await test.step("the clinic answers from its requests tab with a quote", async () => {
    await clinic.goto("/dashboard/requests");
    const card = clinic.getByTestId("clinic-request").filter({ hasText: TREATMENT });
    await expect(card.getByTestId("request-status")).toHaveText("Open");
    await axe(clinic, "/dashboard/requests");
    await card.getByRole("link", { name: /^Answer/ }).click();
    await expect(clinic.getByRole("heading", { name: new RegExp(TREATMENT) })).toBeVisible();
    await expect(
      clinic.getByText("Upper arch only; I wear a partial denture today."),
    ).toBeVisible();
    await axe(clinic, "/dashboard/requests/:id");
    await clinic.getByLabel("Item 1", { exact: true }).fill("All-on-4, upper arch");
    await clinic
      .getByLabel(/^Amount/)
      .first()
      .fill("5600");
    await clinic.getByLabel("Quote currency").selectOption("EUR");
    await clinic
      .getByRole("textbox", { name: "Included (optional)", exact: true })
      .fill("Surgery\nHotel\nAirport transfers");
    await clinic.getByRole("button", { name: "Send quote" }).click();
    await expect(clinic.getByText("Quote sent").first()).toBeVisible();
    await expect(clinic.getByTestId("request-status")).toHaveText("Quoted");
  });

  await test.step("the patient sees the quote", async () => {
    await patient.goto("/dashboard/quotes");
    const quote = patient
      .getByTestId("quote-card")
      .filter({ hasText: CLINIC_NAME })
      .filter({ hasText: TREATMENT });
    await expect(quote.getByTestId("quote-amount")).toHaveText("€5,600");
    await expect(quote.getByTestId("quote-status")).toHaveText("Pending");
    await expect(quote.locator("summary", { hasText: "Accept Quote" })).toBeVisible();
    const mine = patient.getByTestId("patient-request").filter({ hasText: TREATMENT });
    await expect(mine.getByTestId("request-status")).toHaveText("Quoted");
  });
});
