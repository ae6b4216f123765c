import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

/**
 * Issue 16 items 5–7 (decision 053): measured response times on the clinic page and the search
 * cards, the published ranking ("How we rank", linked from the results) and reviews from before
 * a clinic joined labelled apart. The seed's sample history measures 8 clinics (decision 058);
 * the others, with too few requests, say "New on CareAtlas".
 */

test("How we rank states the factors in order, in every language, and passes axe at 375 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/how-we-rank");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How we rank clinics");
  const factors = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(factors.getByRole("heading", { level: 3 })).toHaveText([
    "1. Match to your search",
    "2. Verified credentials",
    "3. Rating, weighted by the number of reviews",
    "4. Response time",
    "5. Price fit",
  ]);
  await expect(
    page.getByRole("heading", { name: "No clinic can pay for a higher place" }),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const r = await new AxeBuilder({ page }).analyze();
  expect(r.violations, r.violations.map((v) => v.id).join(", ")).toEqual([]);
  // Its locale URLs and alternates like the other editorial pages.
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    "href",
    /\/de\/how-we-rank$/,
  );
  await page.goto("/ar/how-we-rank");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("كيف نرتّب العيادات");
  const ar = await new AxeBuilder({ page }).analyze();
  expect(ar.violations, ar.violations.map((v) => v.id).join(", ")).toEqual([]);
});

test("search cards show the response time and the results say why this order", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/search-results?q=Tijuana%20Bariatric%20Institute");
  const measured = page
    .getByTestId("clinic-result")
    .filter({ hasText: "Tijuana Bariatric Institute" })
    .first();
  await expect(measured.getByText("Response time")).toBeVisible();
  await expect(measured.getByTestId("response-time")).toHaveText(
    /^First reply in \d+ minutes \(median\)$/,
  );
  await page.screenshot({ path: "tests/.tmp/trust-search-375.png", fullPage: false });
  await page.goto("/search-results?q=Istanbul%20Hair%20Institute");
  const card = page
    .getByTestId("clinic-result")
    .filter({ hasText: "Istanbul Hair Institute" })
    .first();
  await expect(card.getByTestId("response-time")).toHaveText("New on CareAtlas");
  const why = page.getByRole("complementary", { name: "Why this order" });
  await expect(why).toContainText("No clinic can pay for a higher place.");
  await why.getByRole("link", { name: "How we rank" }).click();
  await expect(page).toHaveURL(/\/how-we-rank$/);
  await page.goto("/de/search-results?q=Istanbul%20Hair%20Institute");
  await expect(
    page
      .getByTestId("clinic-result")
      .filter({ hasText: "Istanbul Hair Institute" })
      .first()
      .getByTestId("response-time"),
  ).toHaveText("Neu auf CareAtlas");
});

test("the clinic page shows its measured response time and reviews on other platforms apart", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/clinic/tijuana-bariatric-institute");
  await expect(
    page.getByText(/^Response time: First reply in \d+ minutes \(median\)$/),
  ).toBeVisible();
  await expect(
    page.getByText(/^100\s?% answered within 24 hours · measured on 8 requests/),
  ).toBeVisible();
  await page.screenshot({ path: "tests/.tmp/trust-clinic-375.png", fullPage: false });
  await page.goto("/clinic/istanbul-hair-institute");
  await expect(page.getByText("Response time: New on CareAtlas")).toBeVisible();
  await expect(page.getByText(/Fewer than 5 requests in the last 90 days/)).toBeVisible();
  await expect(page.getByText("Response within 24 hours")).toHaveCount(0);
  await expect(page.getByText("Most clinics reply within 24 hours")).toHaveCount(0);
  await expect(page.getByText("642 reviews on other platforms").first()).toBeVisible();
  await expect(
    page.getByText("as reported by the clinic when it joined CareAtlas").first(),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "0 reviews verified by a CareAtlas booking" }),
  ).toBeVisible();
});

test("the reviews page states who may review, what is moderated and why", async ({ page }) => {
  await page.goto("/reviews");
  const policy = page.getByRole("region", { name: "Our reviews policy" });
  await expect(policy).toContainText("Only patients with a completed booking through CareAtlas");
  await expect(policy.getByText("What we moderate")).toBeVisible();
  await expect(policy.getByRole("link", { name: "How we rank clinics" })).toHaveAttribute(
    "href",
    "/how-we-rank",
  );
});

test("every page's footer links to How we rank, in the page's language", async ({ page }) => {
  await page.goto("/de/faq");
  const link = page.locator("footer").getByRole("link", { name: "So ordnen wir", exact: true });
  await expect(link).toHaveAttribute("href", "/de/how-we-rank");
  await link.click();
  await expect(page).toHaveURL(/\/de\/how-we-rank$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("So ordnen wir Kliniken");
});
