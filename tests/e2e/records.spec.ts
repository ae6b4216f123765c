import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./fixtures";

/**
 * Medical records: the patient uploads a PDF (progress bar), sees it listed, downloads it,
 * shares it with a clinic (consent), the clinic opens it, the patient sees that in the access
 * log, revokes, and the clinic is refused. A file whose content is not allowed shows
 * 'Upload failed'. Uses only the records accounts.
 */

const PATIENT = "patient-records@careatlas.example";
const PATIENT_B = "patient-records-b@careatlas.example";
const CLINIC = "clinic-records@careatlas.example"; // Aegean Medical Hospital
const CLINIC_NAME = "Aegean Medical Hospital";

async function axe(page: Page, what: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad, `${what}: ${bad.map((v) => `${v.id} ${v.nodes[0]?.target}`).join(", ")}`).toEqual([]);
}

/**
 * A retry of this test starts where an earlier attempt stopped: the patient deletes what it
 * uploaded, as a patient would (the access log keeps that history, under "deleted record").
 */
async function deleteLeftovers(page: Page) {
  const records = page.getByTestId("record");
  for (let n = await records.count(); n > 0; n--) {
    const first = records.first();
    await first.getByText("Delete", { exact: true }).click();
    await first.getByRole("button", { name: "Delete permanently" }).click();
    await expect(records).toHaveCount(n - 1);
  }
}

function samplePdf(): Buffer {
  // ~1.5 MB so the progress bar has something to show.
  const head = Buffer.from(
    "%PDF-1.4\n% CareAtlas e2e sample\n1 0 obj << /Type /Catalog >> endobj\n",
    "latin1",
  );
  const tail = Buffer.from("\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
  return Buffer.concat([head, Buffer.alloc(1_500_000, 0x20), tail]);
}

test("upload, list, download, share with consent, clinic opens, access log, revoke", async ({
  browser,
}) => {
  // Two browsers and four axe scans: 45 s was too tight on a loaded 2-core CI machine.
  test.setTimeout(120_000);
  const patientCtx = await browser.newContext();
  const page = await patientCtx.newPage();
  await signIn(page, PATIENT, { redirectTo: "/dashboard/records", waitFor: "redirect" });
  await expect(page.getByRole("heading", { name: "Medical records", exact: true })).toBeVisible();
  await deleteLeftovers(page);
  await axe(page, "records tab (empty)");

  // A file whose content is not allowed (HTML named .pdf) is refused by the server.
  await page.locator("#record-file").setInputFiles({
    name: "not-really.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
  });
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(page.getByText("Upload failed")).toBeVisible();
  await expect(
    page.getByText("Only PDF, JPG, PNG, DOC and DOCX files can be uploaded.").first(),
  ).toBeVisible();
  await expect(page.getByTestId("record")).toHaveCount(0);

  // A real upload with the progress bar, using the keyboard to submit.
  const pdf = samplePdf();
  await page
    .locator("#record-file")
    .setInputFiles({ name: "Blood test <March>.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByLabel("Description").fill("Full blood count");
  await page.getByRole("button", { name: "Upload file" }).focus();
  await page.keyboard.press("Enter");
  const bar = page.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByText("File uploaded")).toBeVisible();

  const row = page.getByTestId("record").filter({ hasText: "Blood test <March>.pdf" });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("record-type")).toHaveText("PDF");
  await expect(row.getByTestId("record-size")).toHaveText("1.4 MB");
  await expect(row.getByTestId("record-date")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(row.getByText("Full blood count")).toBeVisible();

  // Download: the same bytes, as an attachment.
  const downloadPromise = page.waitForEvent("download");
  await row.getByRole("link", { name: /^Download / }).click();
  const download = await downloadPromise;
  // Chromium replaces characters it does not allow in file names (< and >).
  expect(download.suggestedFilename()).toMatch(/^Blood test .March.\.pdf$/);
  const href = await row.getByRole("link", { name: /^Download / }).getAttribute("href");
  const recordUrl = href!;
  const direct = await page.request.get(recordUrl);
  expect(direct.status()).toBe(200);
  expect(direct.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(direct.headers()["x-content-type-options"]).toMatch(/^nosniff/);
  expect(direct.headers()["cache-control"]).toContain("no-store");
  expect(Buffer.from(await direct.body()).equals(pdf)).toBe(true);

  // The clinic cannot open it before it is shared.
  const clinicCtx = await browser.newContext();
  const clinic = await clinicCtx.newPage();
  await signIn(clinic, CLINIC, { redirectTo: "/dashboard", waitFor: "redirect" });
  expect((await clinic.request.get(recordUrl)).status()).toBe(404);

  // Share with the clinic: consent is required.
  await row.getByText("Share with a clinic").click();
  await row.getByRole("combobox", { name: "Clinic" }).selectOption({ label: CLINIC_NAME });
  await row.getByLabel(/I consent to CareAtlas sharing this medical record/).check();
  await row.getByRole("button", { name: "Share record" }).click();
  await expect(page.getByText(`Record shared with ${CLINIC_NAME}`)).toBeVisible();
  await expect(
    row.getByRole("button", { name: `Revoke access to Blood test <March>.pdf for ${CLINIC_NAME}` }),
  ).toBeVisible();

  // The clinic opens it now.
  const opened = await clinic.request.get(recordUrl);
  expect(opened.status()).toBe(200);
  expect(Buffer.from(await opened.body()).equals(pdf)).toBe(true);

  // Another patient cannot.
  const otherCtx = await browser.newContext();
  const other = await otherCtx.newPage();
  await signIn(other, PATIENT_B, { redirectTo: "/dashboard/records", waitFor: "redirect" });
  expect((await other.request.get(recordUrl)).status()).toBe(404);
  await otherCtx.close();

  // The patient sees the clinic's opening in the access log.
  await page.reload();
  const log = page.getByRole("region", { name: /Access log/ });
  // This record's rows (an earlier attempt's show "deleted record").
  const rows = log.getByTestId("access-log-row").filter({ hasText: "Blood test <March>.pdf" });
  const clinicRow = rows
    .filter({ hasText: CLINIC_NAME })
    .filter({ hasText: "Opened (downloaded)" });
  await expect(clinicRow).toHaveCount(1);
  await expect(clinicRow).toContainText("(clinic staff)");
  await expect(
    rows.filter({ hasText: "You" }).filter({ hasText: "Opened (downloaded)" }),
  ).toHaveCount(2);
  await expect(rows.filter({ hasText: "Shared" })).toHaveCount(1);
  await axe(page, "records tab (with a record and log)");

  // Revoke: the clinic is refused again.
  await page
    .getByRole("button", { name: `Revoke access to Blood test <March>.pdf for ${CLINIC_NAME}` })
    .click();
  await expect(page.getByText(`Access revoked for ${CLINIC_NAME}`)).toBeVisible();
  await expect(row.getByText("Not shared with any clinic.")).toBeVisible();
  expect((await clinic.request.get(recordUrl)).status()).toBe(404);

  await clinicCtx.close();
  await patientCtx.close();
});
