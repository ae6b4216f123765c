import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { fillPackageForm, signIn } from "./fixtures";

/**
 * Session 26's field test: the package form says "up to 8 photos, at most 10 MB each", yet two
 * 9 MB photos answered the server's 11 MB request cap with the error page and every field typed
 * was lost; a 12 MB doctor's photo did the same. Photos within the limit are saved; one over it
 * is named beside its field before anything is sent, and what was typed stays.
 */

const CLINIC = "clinic-uploads@careatlas.example";
const RUN = Date.now().toString(36);
const DIR = path.join(process.cwd(), "test-results", "upload-limits");

/** A real PNG of about `mb` MB: random pixels do not compress. */
async function noisyPng(name: string, mb: number): Promise<string> {
  mkdirSync(DIR, { recursive: true });
  const side = Math.ceil(Math.sqrt((mb * 1024 * 1024) / 3));
  const file = path.join(DIR, name);
  await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toFile(file);
  return file;
}

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor();
}

test("a package with two 9 MB photos is saved with both", async ({ page }) => {
  test.setTimeout(120_000);
  const photos = [await noisyPng("nine-a.png", 9), await noisyPng("nine-b.png", 9)];
  const title = `Cancun Upload Check ${RUN}`;
  await signIn(page, CLINIC);
  await page.goto("/dashboard/packages/new");
  await hydrated(page);
  await fillPackageForm(page, { title, price: "2400" });
  await page.locator("#pkg-images").setInputFiles(photos);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft · hidden from patients")).toBeVisible({ timeout: 60_000 });
  // Both photos are stored (the edit page lists them with a keep box each).
  await expect(page.locator('input[name="keepImage"]')).toHaveCount(2);
});

test("a doctor's 12 MB photo is refused beside its field before sending, and nothing typed is lost", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const big = await noisyPng("twelve.png", 12);
  await signIn(page, CLINIC);
  await page.goto("/dashboard/team");
  await hydrated(page);
  await page.locator("#doctor-name").fill(`Dr. Upload ${RUN}`);
  await page.locator("#doctor-title").fill("Plastic surgeon");
  await page.locator("#doctor-specialty").fill("Body contouring");
  await page.locator("#doctor-photo").setInputFiles(big);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.getByRole("button", { name: "Add doctor" }).click();
  await expect(page.locator("#doctor-photo-error")).toHaveText(
    "twelve.png: The photo can be at most 10 MB.",
  );
  await expect(page.locator("#doctor-photo")).toBeFocused();
  expect(posts).toEqual([]);
  await expect(page.locator("#doctor-name")).toHaveValue(`Dr. Upload ${RUN}`);
  await expect(page.locator("#doctor-specialty")).toHaveValue("Body contouring");
});
