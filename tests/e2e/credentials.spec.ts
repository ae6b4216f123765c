import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { attemptAccount } from "./attempt-account";
import { turnOnTwoFactor } from "./fixtures";
import { noHorizontalOverflow } from "./layout";

/**
 * Practitioners verified one by one (issue 16, decision 051): a clinic enters a doctor with
 * registration number, regulator, register link and an evidence PDF → an admin (two-factor on)
 * opens the evidence and records the check → the public clinic page shows the number, the
 * regulator, the register link and "Verified on <today>". Evidence stays private (anonymous:
 * 404). axe on the new views, and 375 px wide.
 * Accounts: clinic-cred@ (Siam Fertility Clinic) and admin-cred@ (playwright.config.ts).
 */

const PASSWORD = "Journey-e2e-Passage-2026";
const CLINIC_EMAIL = "clinic-cred@careatlas.example";
const ADMIN_EMAIL = "admin-cred@careatlas.example";
const CLINIC_SLUG = "siam-fertility-clinic";
const RUN = Date.now().toString(36);
const DOCTOR = `Dr. Kittipong Veerasak ${RUN}`;
const NUMBER = `TH-TMC-${RUN.slice(-5).toUpperCase()}`;
const REGULATOR = "Medical Council of Thailand";
const REGISTER = "https://www.tmc.or.th";
const SLOW = { timeout: process.env.E2E_DEV === "1" ? 45_000 : 15_000 };
const PDF = Buffer.from(
  `%PDF-1.4\n% licence ${RUN}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function axe(page: Page, label: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad, `${label}: ${bad.map((v) => `${v.id} (${v.nodes[0]?.target})`).join(", ")}`).toEqual(
    [],
  );
}

async function at375(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await noHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a clinic enters a practitioner with evidence, an admin verifies, the public page shows it", async ({
  browser,
}) => {
  test.setTimeout(process.env.E2E_DEV === "1" ? 300_000 : 180_000);
  const clinic = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  const visitor = await (await browser.newContext()).newPage();
  let evidenceHref = "";

  await test.step("the clinic adds the doctor with number, regulator, register link and a PDF", async () => {
    await signIn(clinic, CLINIC_EMAIL);
    await expect(clinic).toHaveURL(/\/dashboard/, SLOW);
    await clinic.goto("/dashboard/team");
    await clinic.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const form = clinic.locator("#doctor-form");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(DOCTOR);
    await form.getByRole("textbox", { name: "Title", exact: true }).fill("Fertility Specialist");
    await form
      .getByRole("textbox", { name: "Specialty", exact: true })
      .fill("IVF and reproductive surgery");
    await form.getByLabel("Licence number").fill(NUMBER);
    await form.getByLabel("Regulator (issuing body)").fill(REGULATOR);
    await form.getByLabel("Registry link").fill(REGISTER);
    await form
      .getByLabel("Specialty board certification")
      .fill("Royal Thai College of Obstetricians and Gynaecologists");
    await form.getByLabel("Procedures per year").fill("IVF Treatment: 140");
    await form
      .getByLabel("Evidence documents")
      .setInputFiles({ name: "tmc-licence.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByRole("button", { name: "Add doctor" }).click();
    await expect(clinic.getByText("Doctor added").first()).toBeVisible(SLOW);
    const row = clinic.getByTestId("doctor-list").getByRole("listitem").filter({ hasText: DOCTOR });
    await expect(row.getByTestId("doctor-status")).toHaveText("Not yet verified");
    await row.getByRole("link", { name: `Edit ${DOCTOR}` }).click();
    await expect(clinic.getByTestId("doctor-evidence")).toContainText("tmc-licence.pdf", SLOW);
    await axe(clinic, "/dashboard/team (editing)");
    await at375(clinic, clinic.url());
  });

  await test.step("the public page says honestly that it is not yet verified", async () => {
    await visitor.goto(`/clinic/${CLINIC_SLUG}`);
    const card = visitor.locator("#doctors li").filter({ hasText: DOCTOR });
    await expect(card.getByTestId("doctor-verification")).toHaveText("Not yet verified");
  });

  await test.step("the admin (two-factor on) opens the evidence and records the check", async () => {
    await signIn(admin, attemptAccount(ADMIN_EMAIL));
    await turnOnTwoFactor(admin, PASSWORD, SLOW);

    await admin.goto("/admin");
    await admin.getByRole("link", { name: "Verification" }).first().click();
    await expect(
      admin.getByRole("heading", { name: "Practitioner and licence checks" }),
    ).toBeVisible(SLOW);
    const item = admin
      .getByRole("listitem")
      .filter({ has: admin.getByRole("heading", { name: DOCTOR }) });
    await expect(item).toContainText(NUMBER);
    await expect(item).toContainText(REGULATOR);
    await expect(
      item.getByRole("link", { name: "Official register’s public search" }),
    ).toHaveAttribute("href", REGISTER);
    const link = item.getByRole("link", { name: "tmc-licence.pdf" });
    evidenceHref = (await link.getAttribute("href"))!;
    const file = await admin.request.get(evidenceHref);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
    await axe(admin, "/admin/verification");
    await at375(admin, "/admin/verification");

    const form = admin.getByRole("form", { name: `Record the check of ${DOCTOR}` });
    await form.getByLabel("Outcome").selectOption("verified");
    await form.getByLabel("Method").selectOption("official register search");
    await form.getByLabel("Note").fill(`Found ${NUMBER} on the Medical Council register.`);
    await form.getByRole("button", { name: "Record the check" }).click();
    await expect(admin.getByText("Recorded as verified").first()).toBeVisible(SLOW);
    await expect(admin.getByRole("heading", { name: DOCTOR })).toHaveCount(0);
  });

  await test.step("evidence stays private: a visitor and the public get 404", async () => {
    const res = await visitor.request.get(evidenceHref);
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain("tmc-licence");
  });

  await test.step("the public profile shows number, regulator, register link and verified-on date", async () => {
    const today = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date());
    await visitor.goto(`/clinic/${CLINIC_SLUG}`);
    const card = visitor.locator("#doctors li").filter({ hasText: DOCTOR });
    await expect(card).toContainText(NUMBER);
    await expect(card).toContainText(REGULATOR);
    await expect(card.getByRole("link", { name: /tmc\.or\.th/ })).toHaveAttribute("href", REGISTER);
    await expect(card.getByTestId("doctor-verification")).toHaveText(`Verified on ${today}`);
    await expect(
      visitor.getByText(/“Verified” means that a CareAtlas administrator checked/).first(),
    ).toBeVisible();
    await axe(visitor, `/clinic/${CLINIC_SLUG}`);
    await at375(visitor, `/clinic/${CLINIC_SLUG}`);
  });

  await test.step("clean up: the clinic removes the doctor again", async () => {
    await clinic.goto("/dashboard/team");
    const row = clinic.getByTestId("doctor-list").getByRole("listitem").filter({ hasText: DOCTOR });
    await expect(row.getByTestId("doctor-status")).toHaveText(/^Verified on /);
    // The removal asks first (a <details> with its confirm button inside).
    await row.getByText("Remove", { exact: true }).click();
    await row.getByRole("button", { name: "Yes, remove" }).click();
    await expect(clinic.getByTestId("doctor-list").getByText(DOCTOR)).toHaveCount(0, SLOW);
  });
});
