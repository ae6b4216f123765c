import fs from "node:fs";
import path from "node:path";
import { type Page, expect as baseExpect, test } from "@playwright/test";
import { lyingZipBomb } from "../../setup/zip-bomb";
import { PASSWORD, baseURL, hydrated, signIn } from "./helpers";

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 18, items 4, 7 and 8, against the production server: the amount the patient saw is
 * the amount charged (a price raised meanwhile is shown and confirmed again); an idempotency
 * key reused with other details is refused; a lying zip bomb named .docx is refused by the
 * upload route; deleting an account through the profile page leaves none of the person's
 * files on disk. Accounts: patient-h18d, patient-h18d-del, clinic-h18d (Patong Aesthetic &
 * Wellness, whose only package nobody else books).
 */

const PATIENT = "patient-h18d@careatlas.example";
const LEAVER = "patient-h18d-del@careatlas.example";
const CLINIC = "clinic-h18d@careatlas.example";
const PACKAGE = "phuket-liposuction-recovery-retreat";
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const RECORDS_DIR = path.resolve(
  `tests/.tmp/e2e-data-${process.env.E2E_PORT ?? 3210}/uploads/records`,
);

function storedRecordFiles(): string[] {
  if (!fs.existsSync(RECORDS_DIR)) return [];
  return fs
    .readdirSync(RECORDS_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function fillCard(page: Page) {
  await page.getByLabel("Name on card").fill("Hana Patient");
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
}

/** The hidden fields of the checkout form a page shows (what a browser would submit). */
async function checkoutFields(page: Page, query: string): Promise<Record<string, string>> {
  const html = await (await page.request.get(`/checkout?${query}`)).text();
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([A-Za-z]+)" value="([^"]*)"/g))
    out[m[1]!] = m[2]!;
  return out;
}

test("a price raised while the patient is on the checkout is shown and confirmed again, never charged silently", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, PATIENT);
  await page.goto(`/checkout?package=${PACKAGE}&date=${inDays(45)}&travellers=1`);
  await hydrated(page);
  await expect(page.getByTestId("total")).toHaveText("$3,900 USD");
  await expect(page.getByRole("button", { name: "Pay $780 deposit" })).toBeVisible();

  // The clinic raises the price meanwhile.
  const clinic = await (await browser.newContext()).newPage();
  await signIn(clinic, CLINIC);
  await clinic.goto("/dashboard/packages");
  await clinic
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  await expect(clinic).toHaveURL(/\/dashboard\/packages\/[0-9a-f-]{36}$/);
  await hydrated(clinic);
  await clinic.getByRole("textbox", { name: "Price", exact: true }).fill("4500");
  await clinic.getByRole("button", { name: "Save changes" }).click();
  await expect(clinic.getByText("Package saved").first()).toBeVisible();
  await clinic.goto("/dashboard/packages");
  await expect(clinic.getByTestId("package-price").first()).toHaveText("$4,500 USD");

  // The patient pays the page as shown: nothing is charged, the new amount is shown.
  await fillCard(page);
  await page.getByLabel("I have read the cancellation terms").check();
  await page.getByRole("button", { name: "Pay $780 deposit" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Please confirm the new amount" });
  await expect(notice).toContainText("the total is now $4,500 USD (it was $3,900 USD)");
  await expect(notice).toContainText(
    "the deposit $900 USD (it was $780 USD). Nothing was charged.",
  );
  await expect(page.getByTestId("total")).toHaveText("$4,500 USD");
  await expect(page.getByTestId("amount-due")).toContainText("$900");
  await page.screenshot({ path: test.info().outputPath("price-changed.png"), fullPage: true });

  // Confirming the new amount books it (the CVC is typed again).
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: "Pay $900 deposit" }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/, { timeout: 30_000 });
  // One booking (the refused attempt stored nothing), at the amount confirmed.
  const mine = page.getByTestId("booking").filter({ hasText: "Patong" });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("$900");
});

test("an idempotency key reused with other details is refused with a clear message, not answered with the first booking", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, PATIENT);
  const fields = await checkoutFields(page, `package=${PACKAGE}`);
  expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(fields.shownCurrency).toBe("USD");
  const form = {
    ...fields,
    consultationDate: inDays(90),
    travellers: "1",
    cardName: "Hana Patient",
    // What the test-card field posts for 4242 4242 4242 4242: no card data reaches the server.
    paymentToken: "tok_visa",
    termsAccepted: "on",
  };
  await page.goto("/dashboard/bookings");
  const patong = page.getByTestId("booking").filter({ hasText: "Patong" });
  const before = await patong.count();
  const post = (f: Record<string, string>) =>
    page.request.post("/checkout", { form: f, headers: { origin: baseURL() }, maxRedirects: 0 });
  const first = await post(form);
  expect(first.status()).toBe(302);
  expect(first.headers().location).toBe("/dashboard/bookings");

  const other = await post({ ...form, consultationDate: inDays(120), travellers: "2" });
  expect(other.status()).toBe(409);
  const html = await other.text();
  expect(html).toMatch(
    /This checkout form was already used for booking CA-[A-Z0-9]{4}-[A-Z0-9]{4}, with other details\. Nothing new was booked and nothing was charged\./,
  );

  // A plain retry of the same form still lands on the booking made.
  expect((await post(form)).status()).toBe(302);
  await page.goto("/dashboard/bookings");
  await expect(patong).toHaveCount(before + 1);
});

test("a zip bomb named .docx is refused by the upload route and nothing is stored", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, PATIENT);
  const before = storedRecordFiles().length;
  const bomb = await lyingZipBomb();
  const res = await page.request.post("/api/records", {
    headers: { origin: baseURL(), accept: "application/json" },
    multipart: {
      file: {
        name: "discharge letter.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: bomb,
      },
    },
  });
  expect(res.status()).toBe(415);
  expect(((await res.json()) as { message: string }).message).toMatch(
    /unpacks to far more data than a document holds/,
  );
  expect(storedRecordFiles().length).toBe(before);
  await page.goto("/dashboard/records");
  await expect(page.getByText("discharge letter.docx")).toHaveCount(0);
});

test("deleting the account on the profile page removes the person's record files from disk", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, LEAVER);
  const before = new Set(storedRecordFiles());
  for (const name of ["blood test.pdf", "x-ray report.pdf"]) {
    const res = await page.request.post("/api/records", {
      headers: { origin: baseURL(), accept: "application/json" },
      multipart: {
        file: {
          name,
          mimeType: "application/pdf",
          buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`, "latin1"),
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const mine = storedRecordFiles().filter((f) => !before.has(f));
  expect(mine).toHaveLength(2);

  await page.goto("/dashboard/profile");
  await hydrated(page);
  await page.getByText("Delete my account", { exact: true }).first().click();
  await page.getByLabel("Enter your password to confirm").fill(PASSWORD);
  await page.getByLabel(/I understand what is erased/).check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).not.toHaveURL(/\/dashboard\/profile/, { timeout: 30_000 });
  for (const f of mine) expect(fs.existsSync(f), f).toBe(false);
});
