import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./fixtures";

/**
 * Messages: the patient opens a conversation from the clinic page and writes; the clinic user
 * (a second browser context) sees it arrive live in Requests > Messages without a reload and
 * replies; the patient sees the reply live; unread counts clear on reading; markup shows as
 * text and links are safe. Uses only the messages accounts.
 */

const PASSWORD = "Journey-e2e-Passage-2026";
const PATIENT = "patient-messages@careatlas.example";
const CLINIC = "clinic-messages@careatlas.example"; // Izmir Fertility Center
const CLINIC_SLUG = "izmir-fertility-center";

async function axe(page: Page, what: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad, `${what}: ${bad.map((v) => `${v.id} ${v.nodes[0]?.target}`).join(", ")}`).toEqual([]);
}

/** Resolves once this page's realtime stream is open (the ready frame arrived). */
async function streamReady(page: Page) {
  await expect(page.locator('[data-realtime="joined"]')).toBeVisible({ timeout: 20_000 });
}

test("patient and clinic message each other live; unread clears; text stays text", async ({
  browser,
}) => {
  // Two signed-in browsers and two sign-ins: on a cold dev server (E2E_DEV) pages compile first.
  test.setTimeout(process.env.E2E_DEV === "1" ? 240_000 : 90_000);
  const patientCtx = await browser.newContext();
  const clinicCtx = await browser.newContext();
  const patient = await patientCtx.newPage();
  const clinic = await clinicCtx.newPage();

  // Signed out, 'Message clinic' leads to sign-in and back to the conversation.
  await patient.goto(`/clinic/${CLINIC_SLUG}`);
  const messageLink = patient.getByRole("link", { name: "Message clinic" });
  await expect(messageLink).toHaveAttribute(
    "href",
    `/dashboard/messages/new?clinic=${CLINIC_SLUG}`,
  );
  await messageLink.click();
  await expect(patient).toHaveURL(/\/auth\?redirectTo=/);
  await patient.getByRole("textbox", { name: "Email", exact: true }).fill(PATIENT);
  await patient.locator("#signin-password").fill(PASSWORD);
  await patient.getByRole("button", { name: "Sign In", exact: true }).click();
  // Back at the link's page, which asks before starting the conversation (a GET creates nothing).
  await expect(patient).toHaveURL(`/dashboard/messages/new?clinic=${CLINIC_SLUG}`);
  await patient.getByRole("button", { name: "Start conversation" }).click();
  await expect(patient).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(patient.getByTestId("thread-title")).toHaveText("Izmir Fertility & IVF Center");

  // Whitespace only is refused, nothing is sent.
  const box = patient.getByRole("textbox", { name: /Write a message to/ });
  await box.fill("   \n  ");
  await patient.getByRole("button", { name: "Send" }).click();
  await expect(patient.getByText("Please write a message before sending.")).toBeVisible();
  await expect(patient.getByTestId("message")).toHaveCount(0);

  // The clinic has the messages section open before the patient writes.
  await signIn(clinic, CLINIC, { redirectTo: "/dashboard/requests/messages" });
  await expect(clinic).toHaveURL(/\/dashboard\/requests\/messages$/);
  await streamReady(clinic);
  await streamReady(patient);

  const first = "Hello! Is IVF with ICSI available in May?";
  await box.fill(first);
  // A double tap sends it once, and the second tap does not call the emptied box an error
  // (session 26: "Please write a message before sending." under the message just sent).
  await patient.getByRole("button", { name: "Send" }).dblclick();
  await expect(patient.getByText("Message sent")).toBeVisible();
  await expect(patient.getByTestId("message").filter({ hasText: first })).toHaveCount(1);
  await expect(box).toHaveValue("");
  await expect(patient.getByText("Please write a message before sending.")).toHaveCount(0);

  // Live on the clinic side: the conversation appears with one unread, no reload.
  const conv = clinic.getByTestId("conversation").filter({ hasText: "patient-messages" });
  await expect(conv).toBeVisible();
  await expect(conv.getByTestId("unread-count")).toContainText("1");
  await conv.click();
  await expect(clinic.getByTestId("message").filter({ hasText: first })).toBeVisible();
  // Reading cleared the count.
  await expect(conv.getByTestId("unread-count")).toHaveCount(0);
  await axe(clinic, "clinic messages");

  // The clinic replies with markup and a link; the patient sees it live, as text.
  const reply =
    "Yes. <script>window.__pwned=1</script> Details: https://example.com/ivf?x=1 and javascript:alert(1)";
  await clinic.getByRole("textbox", { name: /Write a message to/ }).fill(reply);
  await clinic.getByRole("button", { name: "Send" }).click();
  await expect(clinic.getByText("Message sent")).toBeVisible();

  const got = patient
    .getByTestId("message")
    .filter({ hasText: "<script>window.__pwned=1</script>" });
  await expect(got).toBeVisible();
  expect(
    await patient.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  const link = got.getByRole("link", { name: "https://example.com/ivf?x=1" });
  await expect(link).toHaveAttribute("href", "https://example.com/ivf?x=1");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(got.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(got.locator("script")).toHaveCount(0);

  // The patient had the thread open: no unread left for them.
  await patient.goto("/dashboard/messages");
  const pconv = patient
    .getByTestId("conversation")
    .filter({ hasText: "Izmir Fertility & IVF Center" });
  await expect(pconv).toBeVisible();
  await expect(pconv.getByTestId("unread-count")).toHaveCount(0);

  // A reply while the patient is on the list: unread 1 live, cleared by opening the thread.
  await streamReady(patient);
  await clinic
    .getByRole("textbox", { name: /Write a message to/ })
    .fill("We can also offer a video call.");
  await clinic.getByRole("button", { name: "Send" }).click();
  await expect(pconv.getByTestId("unread-count")).toContainText("1");
  await axe(patient, "patient messages list");
  await pconv.click();
  await expect(
    patient.getByTestId("messages").getByText("We can also offer a video call."),
  ).toBeVisible();
  await expect(pconv.getByTestId("unread-count")).toHaveCount(0);
  await axe(patient, "patient thread");

  await patientCtx.close();
  await clinicCtx.close();
});
