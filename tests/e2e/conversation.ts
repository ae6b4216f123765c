import { expect, type Page } from "@playwright/test";

/**
 * Opens the patient's conversation with a clinic: /dashboard/messages/new?clinic=<slug> opens an
 * existing one, or shows a "Start conversation" button whose POST starts it (a GET never
 * creates one, docs/decisions/030). Returns the thread URL.
 */
export async function openConversation(
  page: Page,
  slug: string,
  opts: { navigate?: boolean } = {},
) {
  if (opts.navigate !== false) await page.goto(`/dashboard/messages/new?clinic=${slug}`);
  const start = page.getByRole("button", { name: "Start conversation" });
  const title = page.getByTestId("thread-title");
  await expect(start.or(title)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(title).toBeVisible();
  return page.url();
}
