import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, expect as baseExpect, test } from "@playwright/test";
import type { Locale } from "../../app/i18n/config";
import { msg, msgPattern } from "./catalog";
import { goHydrated } from "./fixtures";
import { noHorizontalOverflow } from "./layout";

// Generous waits: the machine running the suite may be loaded.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The booking journey in the patient's language (issue #15): an Arabic-speaking patient on a
 * phone asks a clinic for a quote, the clinic's desk answers in Turkish, the patient accepts it
 * and pays the deposit, every screen in their own language (texts from the catalogues the build
 * serves); and a German visitor finds a hair transplant by its German name and asks for a quote
 * on the German pages.
 */

const PASSWORD = "Journey-e2e-Passage-2026";
const PATIENT_AR = "patient-journey-ar@careatlas.example";
const PATIENT_DE = "patient-journey-de@careatlas.example";
const CLINIC_TR = "clinic-journey-tr@careatlas.example"; // Andaman Dental Phuket
const CLINIC_SLUG = "andaman-dental-phuket";
const RUN = Date.now().toString(36);

const go = (page: Page, url: string) => goHydrated(page, url);

/** Signs in on the sign-in page in `locale` and chooses that language with the switcher. */
async function signedInIn(
  browser: Browser,
  email: string,
  locale: Exclude<Locale, "en">,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await go(page, `/${locale}/auth?redirectTo=${encodeURIComponent("/dashboard/profile")}`);
  await page.locator("#signin-email, input[name=email]").first().fill(email);
  await page.locator("#signin-password").fill(PASSWORD);
  await page.getByRole("button", { name: msg(locale, "auth.signin.submit"), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  // The account's language, as a person sets it: the switcher in the footer.
  await page
    .getByTestId("languages-footer")
    .getByRole("button", {
      name: { de: "Deutsch", ar: "العربية", tr: "Türkçe", es: "Español", fr: "Français" }[locale],
    })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  return page;
}

async function axeClean(page: Page) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("Arabic patient on a phone, Turkish clinic desk: quote request → quote → deposit", async ({
  browser,
}) => {
  test.setTimeout(process.env.CI ? 360_000 : 600_000);
  const treatment = `زراعة أسنان ${RUN}`;

  // 1. The patient asks the clinic for a quote, in Arabic, at 375 px.
  const patient = await signedInIn(browser, PATIENT_AR, "ar", { width: 375, height: 812 });
  await go(patient, `/ar/quote-request?clinic=${CLINIC_SLUG}`);
  await expect(patient.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(patient.getByTestId("selected-clinics")).toContainText("Andaman Dental Phuket");
  await patient.locator("input[name=treatment]").fill(treatment);
  await patient.locator("textarea[name=notes]").fill("أفضّل السفر في الربيع.");
  await noHorizontalOverflow(patient);
  await axeClean(patient);
  await patient.getByRole("button", { name: msg("ar", "quote.form.send") }).click();
  await expect(patient).toHaveURL(/\/dashboard\/quotes$/);
  await expect(patient.getByText(msg("ar", "quote-msg.sent")).first()).toBeVisible();
  const request = patient.getByTestId("patient-request").filter({ hasText: treatment });
  await expect(request.getByTestId("request-status")).toHaveText(
    msg("ar", "dashboard.quotes.request.open"),
  );

  // 2. The clinic's desk answers in Turkish.
  const clinic = await signedInIn(browser, CLINIC_TR, "tr");
  await go(clinic, "/dashboard/requests");
  const card = clinic.getByTestId("clinic-request").filter({ hasText: treatment });
  await expect(card.getByTestId("request-status")).toHaveText(
    msg("tr", "clinic-dash.req.status.open"),
  );
  const href = await card
    .getByRole("link", { name: new RegExp(`^${msg("tr", "clinic-dash.req.answer")}`) })
    .getAttribute("href");
  await go(clinic, href!);
  await clinic.locator("input[name=itemLabel]").first().fill("İmplant ve kron");
  // The amount's hint uses the Turkish decimal mark.
  await expect(clinic.locator("input[name=itemAmount]").first()).toHaveAttribute(
    "placeholder",
    "0,00",
  );
  // Typed the way Turkish writes two thousand five hundred: the form says, in Turkish, that
  // "2.500" could also be 2.50, and how to write each.
  await clinic.locator("input[name=itemAmount]").first().fill("2.500");
  await expect(
    clinic.getByText("“2.500” belirsiz: 2.500 için ayraç kullanmadan 2500 yazın"),
  ).toBeVisible();
  await clinic.locator("input[name=itemAmount]").first().fill("2500");
  await clinic.getByLabel(msg("tr", "clinic-dash.req.form.currency")).selectOption("USD");
  await clinic.getByRole("button", { name: msg("tr", "clinic-dash.req.form.send") }).click();
  await expect(clinic.getByText(msg("tr", "clinicData.req.toast.sent")).first()).toBeVisible();
  await expect(clinic.getByTestId("request-status")).toHaveText(
    msg("tr", "clinic-dash.req.status.quoted"),
  );
  await clinic.context().close();

  // 3. The patient accepts it and pays the deposit, in Arabic.
  await go(patient, "/dashboard/quotes");
  const quote = patient.getByTestId("quote-card").filter({ hasText: treatment });
  await expect(quote.getByTestId("quote-amount")).toContainText("2,500");
  // The clinic's place in Arabic ("Phuket, Thailand" was English on every dashboard).
  await expect(quote).toContainText("بوكيت، تايلاند");
  await quote.locator("summary", { hasText: msg("ar", "dashboard.quotes.accept") }).click();
  await quote.getByRole("button", { name: msg("ar", "dashboard.quotes.acceptConfirm") }).click();
  await expect(patient.getByText(msg("ar", "dashboard-msg.quote.accepted")).first()).toBeVisible();
  await expect(quote.getByTestId("quote-status")).toHaveText(
    msg("ar", "dashboard.quotes.status.accepted"),
  );
  await quote.getByRole("link", { name: msg("ar", "dashboard.quotes.pay") }).click();
  await expect(patient).toHaveURL(/\/checkout\?quote=[0-9a-f-]{36}$/);
  await expect(patient.getByRole("heading", { name: msg("ar", "checkout.title") })).toBeVisible();
  await expect(patient.locator("html")).toHaveAttribute("dir", "rtl");
  await noHorizontalOverflow(patient);
  await patient.getByLabel(msg("ar", "checkout.dates.consultation")).fill(inDays(30));
  await patient.getByLabel(msg("ar", "checkout.card.name")).fill("Layla Haddad");
  await patient.getByLabel(msg("ar", "checkout.card.number")).fill("4242 4242 4242 4242");
  await patient.getByLabel(msg("ar", "checkout.card.expiry")).fill("12/34");
  await patient.getByLabel(msg("ar", "checkout.card.cvc")).fill("123");
  await patient.getByLabel(msg("ar", "terms.accept")).check();
  await axeClean(patient);
  await patient.getByRole("button", { name: msgPattern("ar", "checkout.pay") }).click();

  // 4. The booking, pending with the deposit held, in Arabic.
  await expect(patient).toHaveURL(/\/dashboard\/bookings$/);
  const booking = patient.getByTestId("booking").filter({ hasText: "Andaman Dental" }).first();
  await expect(booking.getByTestId("booking-status")).toHaveText(
    msg("ar", "dashboard.booking.status.pending"),
  );
  await expect(booking.getByTestId("booking-deposit")).toContainText("500");
  await noHorizontalOverflow(patient);
});

test("a German visitor finds hair clinics by the German name of the treatment and asks for a quote in German", async ({
  browser,
}) => {
  test.setTimeout(process.env.CI ? 240_000 : 480_000);
  const patient = await signedInIn(browser, PATIENT_DE, "de");
  await go(patient, "/de/search-results?q=Haartransplantation");
  await expect(patient.locator("h1")).toBeVisible();
  // The hair clinics come first; their pages stay German.
  const firstClinic = patient.locator('a[href^="/de/clinic/"]').first();
  await expect(firstClinic).toBeVisible();
  await go(patient, (await firstClinic.getAttribute("href"))!);
  await expect(patient.locator("html")).toHaveAttribute("lang", "de");
  const ask = patient.locator('a[href*="/de/quote-request"]').first();
  await go(patient, (await ask.getAttribute("href"))!);
  const treatment = `Haartransplantation ${RUN}`;
  await patient.locator("input[name=treatment]").fill(treatment);
  await patient.locator("input[name=travellers]").fill("2");
  await patient.getByRole("button", { name: msg("de", "quote.form.send") }).click();
  await expect(patient).toHaveURL(/\/dashboard\/quotes$/);
  await expect(patient.getByText(msg("de", "quote-msg.sent")).first()).toBeVisible();
  await expect(
    patient
      .getByTestId("patient-request")
      .filter({ hasText: treatment })
      .getByTestId("request-status")
      .first(),
  ).toHaveText(msg("de", "dashboard.quotes.request.open"));
});
