import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openConversation } from "./conversation";
import { signIn } from "./fixtures";

/**
 * A file from the records vault in a conversation (issue 21 item 3): the clinic asks for an
 * X-ray, the patient attaches one from Records with consent, the clinic opens it from the
 * thread, and loses it when the patient withdraws access. A dropped network while attaching
 * shares nothing and says so. Uses only its own accounts (see playwright.config.ts).
 */

const PATIENT = "patient-attach@careatlas.example";
const CLINIC = "clinic-attach@careatlas.example"; // Patong Aesthetic & Wellness
const SLUG = "patong-aesthetic-wellness";
const FILE = "panoramic-xray.pdf";

const pdf = Buffer.from(
  "%PDF-1.4\n% attachment e2e sample\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

async function noSeriousViolations(page: Page) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

test("a patient attaches a file from Records in the conversation; the clinic opens it until access is withdrawn", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const patientCtx = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await patientCtx.newPage();
  await signIn(page, PATIENT, { redirectTo: "/dashboard/records", waitFor: "redirect" });
  await page
    .locator("#record-file")
    .setInputFiles({ name: FILE, mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(page.getByText("File uploaded")).toBeVisible();

  await openConversation(page, SLUG);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page
    .getByRole("textbox", { name: /Write a message to/ })
    .fill("Hello, do you need my X-ray?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(
    page.getByTestId("message").filter({ hasText: "do you need my X-ray" }),
  ).toBeVisible();

  // Without consent nothing is shared, and the form says why.
  await page.getByText("Attach a file from your records").click();
  const attach = page.getByRole("form", { name: /Attach a file for/ });
  await attach.getByRole("combobox", { name: "File" }).selectOption({ label: FILE });
  await attach.getByRole("button", { name: "Share in this conversation" }).click();
  await expect(attach.getByText("Please confirm your consent to share this record.")).toBeVisible();
  await noSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath("attach-375.png"), fullPage: true });

  // The network drops while attaching: nothing shared, the page stays and says so.
  await attach.getByLabel(/I consent to CareAtlas sharing this medical record/).check();
  await attach.getByLabel("Note").fill("Here is the panoramic X-ray");
  await patientCtx.setOffline(true);
  await attach.getByRole("button", { name: "Share in this conversation" }).click();
  await expect(attach.getByRole("alert")).toContainText("You are offline. Nothing was shared");
  await expect(page.getByTestId("message-attachment")).toHaveCount(0);
  await patientCtx.setOffline(false);

  // Back online: shared once, in the thread with a link to the file.
  await attach.getByRole("button", { name: "Share in this conversation" }).click();
  const sent = page.getByTestId("message").filter({ hasText: "Here is the panoramic X-ray" });
  await expect(sent.getByTestId("message-attachment")).toContainText(FILE);
  await expect(page.getByText("File shared in the conversation")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("message-attachment")).toHaveCount(1);

  // The clinic sees it in the thread and downloads the very same bytes.
  const clinicCtx = await browser.newContext();
  const clinic = await clinicCtx.newPage();
  await signIn(clinic, CLINIC, { redirectTo: "/dashboard/requests/messages", waitFor: "redirect" });
  await clinic
    .getByRole("link", { name: /patient-attach/ })
    .first()
    .click();
  const card = clinic.getByTestId("message-attachment");
  await expect(card).toContainText(FILE);
  const href = await card.getByRole("link").getAttribute("href");
  const opened = await clinic.request.get(href!);
  expect(opened.status()).toBe(200);
  expect(Buffer.from(await opened.body()).equals(pdf)).toBe(true);
  await noSeriousViolations(clinic);

  // The patient withdraws access in Records: the clinic sees no name and the file is refused.
  await page.goto("/dashboard/records");
  const row = page.getByTestId("record").filter({ hasText: FILE });
  await row.getByRole("button", { name: new RegExp(`Revoke access to ${FILE} for`) }).click();
  await expect(page.getByText(/Access revoked for/)).toBeVisible();
  await clinic.reload();
  await expect(clinic.getByTestId("message-attachment")).toHaveText(
    "A file the patient no longer shares",
  );
  await expect(clinic.getByText(FILE)).toHaveCount(0);
  expect((await clinic.request.get(href!)).status()).toBe(404);

  await clinicCtx.close();
  await patientCtx.close();
});
