import { expect, test, type Page } from "@playwright/test";

/**
 * Field-test leftovers: toasts clear of the header navigation on desktop and phone, and the
 * catalogue's pictures showing the treatment they illustrate. No accounts.
 */

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: typeof a,
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const width of [1280, 375]) {
  test(`a toast does not cover the header navigation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 400 ? 860 : 812 });
    await page.goto("/contact");
    await hydrated(page);
    // The contact form's empty submit answers with an error toast (and the inline banner).
    await page
      .getByRole("form", { name: "Send us a message" })
      .getByRole("button", { name: "Send Message" })
      .click();
    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Please fill in all required fields" });
    await expect(toast).toBeVisible();
    // Wait for sonner's entry animation to end so the box is where the toast stays.
    let last = "";
    await expect
      .poll(async () => {
        const now = JSON.stringify(await toast.boundingBox());
        const still = now === last;
        last = now;
        return still;
      })
      .toBe(true);
    const box = (await toast.boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(
      overlaps(box, header),
      `toast ${JSON.stringify(box)} over header ${JSON.stringify(header)}`,
    ).toBe(false);
    // And it stays on screen, in the lower half, clear of the page's top.
    expect(box.y).toBeGreaterThan(page.viewportSize()!.height / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await page.screenshot({ path: test.info().outputPath(`toast-${width}.png`) });
  });
}

test.describe("pictures show what they illustrate", () => {
  for (const width of [375, 1280]) {
    test(`liposuction package, beard case and clinic front at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });

      await page.goto("/package/phuket-liposuction-recovery-retreat");
      const first = page.getByRole("img", { name: /image 1 of/ }).first();
      await expect(first).toHaveAttribute("src", "/images/treatments/body-1.svg");
      await page.screenshot({ path: test.info().outputPath(`package-liposuction-${width}.png`) });

      await page.goto("/clinic/istanbul-hair-institute");
      // Hydration swaps the side-by-side pictures for the before/after toggle.
      await hydrated(page);
      const beforeBeard = page.getByRole("img", {
        name: "Beard density and cheek line: before treatment",
      });
      await expect(beforeBeard.first()).toHaveAttribute(
        "src",
        "/images/before-after/beard-before.svg",
      );
      await beforeBeard.first().scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          beforeBeard
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      await page.screenshot({ path: test.info().outputPath(`clinic-beard-case-${width}.png`) });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: test.info().outputPath(`clinic-hero-${width}.png`) });
    });
  }
});
