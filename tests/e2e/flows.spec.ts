import { type Browser, type Page, expect, test } from "@playwright/test";
import { goHydrated } from "./fixtures";

/**
 * Issue 21 "Real life" flows: compare after a treatment search prices that treatment in every
 * column; a used reset link says so before the form; removing a favourite can be undone.
 * (Quote accept/decline confirmations: quotes.spec.ts; completion dates: journey-patient.spec.ts.)
 */

const PASSWORD = "Journey-e2e-Passage-2026";
const PATIENT = "patient-flows@careatlas.example";
const RESET_PATIENT = "patient-flows-reset@careatlas.example";

// Pages hydrate slowly on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const go = (page: Page, url: string) => goHydrated(page, url);

async function signedIn(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await go(page, "/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  return page;
}

test("compare after a Hair Transplant search shows Hair Transplant prices in every column", async ({
  page,
}) => {
  await go(page, "/search-results?treatment=Hair+Transplant&destination=Turkey");
  const cards = page.getByTestId("clinic-result");
  await expect(cards.first()).toBeVisible();
  const hairCards = cards.filter({ hasText: "for Hair Transplant" });
  expect(await hairCards.count()).toBeGreaterThanOrEqual(2);
  const names: string[] = [];
  for (let i = 0; i < 2; i++) {
    const card = hairCards.nth(i);
    names.push((await card.getByRole("heading", { level: 2 }).innerText()).trim());
    await card.getByRole("button", { name: /^Compare/ }).click();
  }
  // The search card's quote request carries the treatment too.
  await expect(
    hairCards.first().getByRole("link", { name: /^Request a quote from/ }),
  ).toHaveAttribute("href", /treatment=Hair\+Transplant/);
  const tray = page.getByRole("region", { name: "Compare tray" });
  await tray.getByRole("link", { name: "Compare now" }).click();
  await expect(page).toHaveURL(
    /\/compare\?items=clinic:[^&]+,clinic:[^&]+&treatment=Hair\+Transplant$/,
  );
  await expect(page.getByTestId("compare-basis")).toContainText(
    "Clinic prices are for Hair Transplant",
  );
  const priceRow = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Price", exact: true }) });
  const cells = priceRow.getByRole("cell");
  await expect(cells).toHaveCount(2);
  for (let i = 0; i < 2; i++)
    await expect(cells.nth(i)).toContainText("Hair Transplant, treatment only");
  await expect(priceRow).not.toContainText("Beard Transplant");
  await expect(priceRow.getByText("Lowest price")).toHaveCount(1);

  // A clinic that does not offer it says so, and takes no "Lowest" badge.
  const url = new URL(page.url());
  url.searchParams.set("items", `${url.searchParams.get("items")},clinic:lara-eye-vision-center`);
  await go(page, url.pathname + url.search);
  const lara = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Price", exact: true }) })
    .getByRole("cell")
    .nth(2);
  await expect(lara).toHaveText("Does not offer Hair Transplant");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({
    path: test.info().outputPath("compare-treatment-375.png"),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.screenshot({
    path: test.info().outputPath("compare-treatment-1280.png"),
    fullPage: true,
  });
  expect(names).toHaveLength(2);
});

test("a reset link used once says it has expired before asking for a new password", async ({
  page,
}) => {
  await go(page, "/auth/forgot-password");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(RESET_PATIENT);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your email").first()).toBeVisible();

  await go(page, `/dev/mailbox?to=${encodeURIComponent(RESET_PATIENT)}`);
  const text = await page.getByTestId("mail-text").first().innerText();
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(text)![0];
  const path = new URL(link).pathname + new URL(link).search;

  await go(page, path);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const newPassword = `Fresh-flows-Passage-${Date.now()}`;
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);

  // The same link again: the message comes first, with no password fields.
  await go(page, path);
  await expect(page.getByText("This reset link has expired or was already used")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "New password", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Request a new reset link" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});

test("removing a favourite shows a toast with Undo, which restores it", async ({ browser }) => {
  const page = await signedIn(browser, PATIENT);
  await go(page, "/clinic/istanbul-hair-institute");
  const save = page
    .getByRole("button", { name: "Save Istanbul Hair Institute to favorites" })
    .first();
  // The button turns at once (optimistic); the save is stored when the server has answered, and
  // loading another page before that would cancel it (a loaded CI machine once got there first).
  // The heart's fetcher posts to /api/favorites.data (React Router's data request); a plain
  // POST /api/favorites from the sign-in merge can come before or after it and is not the save.
  const stored = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === "/api/favorites.data" &&
      r.request().method() === "POST" &&
      (r.request().postData() ?? "").includes("intent=add"),
  );
  await save.click();
  await expect(
    page.getByRole("button", { name: "Remove Istanbul Hair Institute from favorites" }).first(),
  ).toBeVisible();
  expect((await stored).ok()).toBe(true);

  await go(page, "/dashboard/favorites");
  const item = page.getByTestId("favorite-item").filter({ hasText: "Istanbul Hair Institute" });
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: "Remove Istanbul Hair Institute from favorites" }).click();
  await expect(item).toHaveCount(0);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Removed from favorites" });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Restored to favorites" }),
  ).toBeVisible();
  await expect(item).toHaveCount(1);
  // Stored, not only shown: still there after a reload.
  await go(page, "/dashboard/favorites");
  await expect(
    page.getByTestId("favorite-item").filter({ hasText: "Istanbul Hair Institute" }),
  ).toHaveCount(1);
  await page.context().close();
});
