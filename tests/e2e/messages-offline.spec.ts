import { expect, test, type Page } from "@playwright/test";
import { openConversation } from "./conversation";
import { signIn } from "./fixtures";

/**
 * Live messages when the network goes away and comes back (field test, issue 21 defect 2),
 * the unread badge on the Messages tab (defect 14) and drafts kept per conversation.
 * The patient's browser is taken offline with Chromium's network emulation (setOffline).
 * Uses only the messages-off accounts.
 */

const PATIENT = "patient-messages-off@careatlas.example";
const CLINIC = "clinic-messages-off@careatlas.example"; // Caribbean Fertility Center
const CLINIC_SLUG = "caribbean-fertility-center";
const CLINIC_NAME = "Caribbean Fertility Center";

async function streamReady(page: Page) {
  await expect(page.locator('[data-realtime="joined"]')).toBeVisible({ timeout: 20_000 });
}

/** The patient's conversation with the clinic (opened, or started), as a thread URL. */
async function openThread(patient: Page): Promise<string> {
  const url = await openConversation(patient, CLINIC_SLUG);
  await expect(patient.getByTestId("thread-title")).toHaveText(CLINIC_NAME);
  return url;
}

async function send(page: Page, text: string) {
  await page.getByRole("textbox", { name: /Write a message to/ }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
}

const errorPage = (page: Page) => page.getByText("We couldn't load this page");

test("offline and back: the thread stays, the queued message is sent once, the missed one arrives", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const patientCtx = await browser.newContext();
  const clinicCtx = await browser.newContext();
  const patient = await patientCtx.newPage();
  const clinic = await clinicCtx.newPage();

  await signIn(patient, PATIENT, { redirectTo: `/dashboard/messages/new?clinic=${CLINIC_SLUG}` });
  await openThread(patient);
  await streamReady(patient);
  const hello = `Hello, is a consultation in June possible? (${run})`;
  await send(patient, hello);
  await expect(patient.getByTestId("message").filter({ hasText: hello })).toBeVisible();

  await signIn(clinic, CLINIC, { redirectTo: "/dashboard/requests/messages" });
  await clinic.getByTestId("conversation").filter({ hasText: "patient-messages-off" }).click();
  await expect(clinic.getByTestId("message").filter({ hasText: hello })).toBeVisible();
  await streamReady(clinic);

  // The network goes away on the patient's side.
  await patientCtx.setOffline(true);
  const notice = patient.getByRole("status").filter({ hasText: "Offline — reconnecting…" });

  // A: the clinic writes while the patient is offline.
  const missed = `Yes, June works. Please send your last test results. (${run})`;
  await send(clinic, missed);
  await expect(clinic.getByTestId("message").filter({ hasText: missed })).toBeVisible();
  await expect(notice).toBeVisible();
  await patient.waitForTimeout(1_500);
  await expect(errorPage(patient)).toHaveCount(0);
  await expect(patient.getByTestId("thread-title")).toHaveText(CLINIC_NAME);

  // B: the patient writes and sends while offline, and types a draft.
  const queued = `Great, I will upload them tonight. (${run})`;
  await send(patient, queued);
  const pending = patient.getByTestId("pending-message").filter({ hasText: queued });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText("Queued");
  const box = patient.getByRole("textbox", { name: /Write a message to/ });
  const draft = `Draft typed offline (${run})`;
  await box.fill(draft);

  // A few seconds offline: still the thread, never the error page.
  await patient.waitForTimeout(3_000);
  await expect(errorPage(patient)).toHaveCount(0);
  await expect(patient.getByTestId("thread-title")).toHaveText(CLINIC_NAME);
  await expect(patient.getByTestId("message").filter({ hasText: hello })).toBeVisible();
  await expect(pending).toBeVisible();
  await expect(box).toHaveValue(draft);

  // Back online: the page recovers by itself (no reload).
  await patientCtx.setOffline(false);
  await expect(patient.getByTestId("message").filter({ hasText: queued })).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(patient.getByTestId("pending-message")).toHaveCount(0);
  await expect(patient.getByTestId("message").filter({ hasText: missed })).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await expect(errorPage(patient)).toHaveCount(0);
  await expect(box).toHaveValue(draft);

  // The clinic got the queued message live, exactly once; and once in what is stored.
  await expect(clinic.getByTestId("message").filter({ hasText: queued })).toHaveCount(1);
  await clinic.reload();
  await expect(clinic.getByTestId("message").filter({ hasText: hello })).toHaveCount(1);
  await expect(clinic.getByTestId("message").filter({ hasText: queued })).toHaveCount(1);
  await expect(clinic.getByTestId("message").filter({ hasText: missed })).toHaveCount(1);
  // Nothing lost or doubled on the patient's side either, after a reload.
  await patient.reload();
  await expect(patient.getByTestId("message").filter({ hasText: queued })).toHaveCount(1);
  await expect(patient.getByTestId("message").filter({ hasText: missed })).toHaveCount(1);
  await expect(patient.getByTestId("message")).toHaveCount(3);

  await patientCtx.close();
  await clinicCtx.close();
});

test("the Messages tab shows unread messages live, and the badge goes once they are read", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const patientCtx = await browser.newContext();
  const clinicCtx = await browser.newContext();
  const patient = await patientCtx.newPage();
  const clinic = await clinicCtx.newPage();

  await signIn(patient, PATIENT, { redirectTo: `/dashboard/messages/new?clinic=${CLINIC_SLUG}` });
  const threadUrl = await openThread(patient);
  const question = `Do you offer egg freezing? (${run})`;
  await send(patient, question);
  await expect(patient.getByTestId("message").filter({ hasText: question })).toBeVisible();

  // The clinic is on its quote requests: the Messages section shows 1 unread.
  await signIn(clinic, CLINIC, { redirectTo: "/dashboard/requests" });
  const clinicBadge = clinic
    .getByRole("navigation", { name: "Requests sections" })
    .getByRole("link", { name: /Messages/ })
    .getByTestId("messages-unread-badge");
  await expect(clinicBadge).toHaveText(/^1/);
  await clinic
    .getByRole("navigation", { name: "Requests sections" })
    .getByRole("link", { name: /Messages/ })
    .click();
  await clinic.getByTestId("conversation").filter({ hasText: "patient-messages-off" }).click();
  await expect(clinic.getByTestId("message").filter({ hasText: question })).toBeVisible();
  await expect(clinicBadge).toHaveCount(0);

  // The patient is on another tab; two clinic replies arrive live on the Messages tab.
  await patient.goto("/dashboard/profile");
  await streamReady(clinic);
  const patientTab = patient
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: /Messages/ });
  await expect(patientTab.getByTestId("messages-unread-badge")).toHaveCount(0);
  // The badge's stream is open once the count has been fetched; give it a moment.
  await patient.waitForLoadState("networkidle").catch(() => {});
  await send(clinic, `Yes, we do. (${run})`);
  await expect(
    clinic.getByTestId("message").filter({ hasText: `Yes, we do. (${run})` }),
  ).toBeVisible();
  await expect(patientTab.getByTestId("messages-unread-badge")).toHaveText(/^1/, {
    timeout: 15_000,
  });
  await expect(patientTab).toHaveAccessibleName(/1 unread message/);
  await send(clinic, `Prices are on our page. (${run})`);
  await expect(patientTab.getByTestId("messages-unread-badge")).toHaveText(/^2/, {
    timeout: 15_000,
  });

  // Reading the thread clears it.
  await patientTab.click();
  await patient.getByTestId("conversation").filter({ hasText: CLINIC_NAME }).click();
  await expect(patient).toHaveURL(threadUrl);
  await expect(
    patient.getByTestId("message").filter({ hasText: `Prices are on our page. (${run})` }),
  ).toBeVisible();
  await expect(patientTab.getByTestId("messages-unread-badge")).toHaveCount(0);

  // A message arriving while the thread is open is read at once: no badge.
  await streamReady(patient);
  await send(clinic, `See you soon. (${run})`);
  await expect(
    patient.getByTestId("message").filter({ hasText: `See you soon. (${run})` }),
  ).toBeVisible();
  await patient.waitForTimeout(1_000);
  await expect(patientTab.getByTestId("messages-unread-badge")).toHaveCount(0);

  await patientCtx.close();
  await clinicCtx.close();
});

test("a draft survives leaving the thread and a reload, and goes once sent", async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  await signIn(page, PATIENT, { redirectTo: `/dashboard/messages/new?clinic=${CLINIC_SLUG}` });
  const threadUrl = await openThread(page);
  const box = page.getByRole("textbox", { name: /Write a message to/ });
  const draft = `My question about the second cycle, not finished yet (${run})`;
  await box.fill(draft);

  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: /Profile/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/profile/);
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: /Messages/ })
    .click();
  await page.getByTestId("conversation").filter({ hasText: CLINIC_NAME }).click();
  await expect(page).toHaveURL(threadUrl);
  await expect(box).toHaveValue(draft);

  await page.reload();
  await expect(box).toHaveValue(draft);

  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("message").filter({ hasText: draft })).toHaveCount(1);
  await expect(box).toHaveValue("");
  await page.reload();
  await expect(page.getByTestId("message").filter({ hasText: draft })).toHaveCount(1);
  await expect(box).toHaveValue("");
});
