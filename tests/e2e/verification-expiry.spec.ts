import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { attemptAccount } from "./attempt-account";
import { turnOnTwoFactor } from "./fixtures";
import { hydrated } from "./security/helpers";

/**
 * Verification expires (issue 16 item 3, decision 052): an admin records a clinic check made
 * 350 days ago; it ends within 30 days, so the re-check queue lists it, linking to the clinic;
 * the public page says "Verified · last checked <date>". The sweep, reminders and expiry with a
 * moved clock are covered in app/features/verification-expiry/expiry.test.ts.
 * Account: admin-expiry@careatlas.example (playwright.config.ts). Clinic: Siam Fertility Clinic,
 * which no other spec uses.
 */

const ADMIN_PASSWORD = "Journey-e2e-Passage-2026";
const CLINIC = "Siam Fertility Clinic";
const SLUG = "siam-fertility-clinic";
const QUEUE = "/admin/verification/expiring";

async function axe(page: Page, label: string) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad, `${label}: ${bad.map((v) => `${v.id} (${v.nodes[0]?.target})`).join(", ")}`).toEqual(
    [],
  );
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const longDate = (d: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(d);

test("the admin's re-check queue lists a clinic whose check ends within 30 days", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = attemptAccount("admin-expiry@careatlas.example");

  await test.step("the admin signs in and turns on two-factor", async () => {
    await page.goto("/auth");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.locator("#signin-password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await turnOnTwoFactor(page, ADMIN_PASSWORD, {
      timeout: 15_000,
    });
  });

  await test.step("the queue is in the admin navigation and does not list the clinic yet", async () => {
    await page.goto("/admin");
    await page.getByRole("link", { name: "Re-checks" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${QUEUE}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Verifications to re-check" }),
    ).toBeVisible();
    await expect(page.getByTestId("expiring-item").filter({ hasText: CLINIC })).toHaveCount(0);
  });

  const checked = new Date(Date.now() - 350 * 86_400_000);
  const ends = new Date(
    Date.UTC(checked.getUTCFullYear() + 1, checked.getUTCMonth(), checked.getUTCDate(), 12),
  );
  await test.step("the admin records a check made 350 days ago", async () => {
    await page.goto(`/admin/clinics?q=${SLUG}`);
    // Before hydration "Unverify" submits at once (the no-JavaScript path): wait for the dialog's.
    await hydrated(page);
    const card = page.getByTestId("admin-clinic").filter({ hasText: CLINIC });
    await card.getByLabel("Note (why unverify)").fill("Re-recording the last register check");
    await card.getByRole("button", { name: "Unverify" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Unverify clinic" }).click();
    await expect(page.getByText("Clinic unverified")).toBeVisible();
    await card.getByLabel("Verification note").fill("Licence checked on the ministry register");
    await card.getByLabel("Verified on").fill(isoDay(checked));
    await card.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Clinic verified")).toBeVisible();
  });

  await test.step("the queue lists it with its end date, linking to the clinic; axe; 375 px", async () => {
    await page.goto(QUEUE);
    const item = page.getByTestId("expiring-item").filter({ hasText: CLINIC });
    await expect(item).toContainText("Clinic verification");
    await expect(item).toContainText(`Expires on ${longDate(ends)}`);
    await axe(page, QUEUE);
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await axe(page, `${QUEUE} at 375 px`);
    await item.getByRole("link", { name: new RegExp(CLINIC) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/clinics\\?q=${SLUG}$`));
    await expect(page.getByTestId("admin-clinic").filter({ hasText: CLINIC })).toBeVisible();
  });

  await test.step("the clinic page says when it was last checked", async () => {
    await page.goto(`/clinic/${SLUG}`);
    await expect(page.getByText(`Verified · last checked ${longDate(checked)}`)).toBeVisible();
  });
});
