import { expect, test } from "@playwright/test";
import { openConversation } from "./conversation";
import { signIn } from "./fixtures";

/**
 * A record shared from the patient's Records tab reaches the clinic (issue 21, defect 3): the
 * clinic is notified ("<first name> shared a record with you"), finds it in Requests > Shared
 * with us, downloads it, and loses it when the patient revokes. Uses only its own accounts.
 */

const PATIENT = "patient-shared@careatlas.example";
const CLINIC = "clinic-shared@careatlas.example"; // Baja Dental Center
const CLINIC_NAME = "Baja Dental Center";
const FILE = "dental-xray.pdf";

const pdf = Buffer.from(
  "%PDF-1.4\n% shared e2e sample\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

test("a record shared from the Records tab is in the clinic's Shared with us, with a notification; revoke removes it", async ({
  browser,
}) => {
  // Two sign-ins, a message, an upload and a share on a shared, loaded machine.
  test.setTimeout(180_000);
  const patientCtx = await browser.newContext();
  const page = await patientCtx.newPage();
  await signIn(page, PATIENT, { redirectTo: "/dashboard/records", waitFor: "redirect" });
  await page
    .locator("#record-file")
    .setInputFiles({ name: FILE, mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(page.getByText("File uploaded")).toBeVisible();
  // A conversation with the clinic, so its thread can link to the shared records.
  await openConversation(page, "baja-dental-center");
  await page
    .getByRole("textbox", { name: /Write a message to/ })
    .fill("Hello, I will share my X-ray.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
  await page.goto("/dashboard/records");

  const row = page.getByTestId("record").filter({ hasText: FILE });
  await row.getByText("Share with a clinic").click();
  await row.getByRole("combobox", { name: "Clinic" }).selectOption({ label: CLINIC_NAME });
  await row.getByLabel(/I consent to CareAtlas sharing this medical record/).check();
  await row.getByRole("button", { name: "Share record" }).click();
  await expect(page.getByText(`Record shared with ${CLINIC_NAME}`)).toBeVisible();

  // The clinic is told, and the notification opens the patient's shared records.
  const clinicCtx = await browser.newContext();
  const clinic = await clinicCtx.newPage();
  await signIn(clinic, CLINIC, { redirectTo: "/dashboard", waitFor: "redirect" });
  await clinic.goto("/notifications");
  const note = clinic.getByText("patient-shared shared a record with you").first();
  await expect(note).toBeVisible();
  await note.click();
  await clinic.waitForURL(/\/dashboard\/requests\/shared\/[0-9a-f-]{36}$/);
  await expect(
    clinic.getByRole("heading", { name: "Records shared by patient-shared" }),
  ).toBeVisible();
  const link = clinic.getByRole("link", { name: `Download ${FILE}` });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  const opened = await clinic.request.get(href!);
  expect(opened.status()).toBe(200);
  expect(Buffer.from(await opened.body()).equals(pdf)).toBe(true);

  // Requests > Shared with us lists the patient.
  await clinic.goto("/dashboard/requests");
  await clinic.getByRole("link", { name: "Shared with us" }).click();
  await expect(clinic.getByRole("heading", { name: "Shared with us" })).toBeVisible();
  await expect(clinic.getByTestId("shared-patients")).toContainText("1 record");
  await clinic.screenshot({ path: "tests/.tmp/shared-with-us-1280.png", fullPage: true });
  await clinic.setViewportSize({ width: 375, height: 812 });
  await clinic.screenshot({ path: "tests/.tmp/shared-with-us-375.png", fullPage: true });
  await clinic.setViewportSize({ width: 1280, height: 860 });

  // The thread with the patient links to the shared records.
  await clinic.getByRole("link", { name: "Messages with patient-shared" }).click();
  const threadLink = clinic.getByTestId("thread-shared-records");
  await expect(threadLink).toHaveText("1 medical record shared with your clinic");
  await clinic.screenshot({ path: "tests/.tmp/shared-thread-1280.png" });
  await threadLink.click();
  await expect(
    clinic.getByRole("heading", { name: "Records shared by patient-shared" }),
  ).toBeVisible();

  // The patient revokes: gone from the list, and the download answers 404.
  await row.getByRole("button", { name: `Revoke access to ${FILE} for ${CLINIC_NAME}` }).click();
  await expect(page.getByText(`Access revoked for ${CLINIC_NAME}`)).toBeVisible();
  const patientPage = clinic.url();
  await clinic.goto("/dashboard/requests/shared");
  await expect(clinic.getByText("No records shared with your clinic")).toBeVisible();
  expect((await clinic.request.get(patientPage)).status()).toBe(404);
  expect((await clinic.request.get(href!)).status()).toBe(404);

  await clinicCtx.close();
  await patientCtx.close();
});
