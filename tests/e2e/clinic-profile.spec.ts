import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

/** Clinic profile editor and team tab (own account: Nilufer Dental Studio). */

const EMAIL = "clinic-profile@careatlas.example";
const SLUG = "nilufer-dental-studio";

const PNG_64 =
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoElEQVR4nO2SQQkAQRDD6iBO+1z9J+IeYaBQAUloeD296ARMoHpFdqHeXXQCJlC9IrtQ7y46AROoXpFdqHcXnYAJVK/ILtS7i07ABKpXZBfq3UUnYALVK7IL9e6iEzCB6hXZhXp30QmYQPWK7EK9u+gETKB6RXah3l10AiZQvSK7UO8uOgETqF6RXah3F52ACVSvyC7Uu4tOwASqV/xzoQ+5GzDiAEgA4gAAAABJRU5ErkJggg==";
const png = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from(PNG_64, "base64"),
});

test.describe.configure({ mode: "serial" });

/** Resolves once React has hydrated the document (dev mode may reload once while optimising). */
async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

async function axe(page: Page) {
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

test("edit bio and photos, add a doctor, see them on the public page; name change goes to review", async ({
  page,
  login,
}) => {
  test.setTimeout(process.env.E2E_DEV === "1" ? 300_000 : 90_000); // dev compiles pages on first visit
  await login(EMAIL, { redirectTo: "/dashboard/profile" });
  await page.goto("/dashboard/profile");
  await page.getByRole("link", { name: "Edit clinic profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/clinic$/);
  await expect(page.getByRole("heading", { name: "Clinic details" })).toBeVisible();
  await hydrated(page);
  await axe(page);

  // Bio (no review needed)
  const bio = "Digital implant planning with same-week veneers, explained step by step.";
  await page.getByLabel("About the clinic").fill(bio);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Profile saved", { exact: true })).toBeVisible();
  await expect(page.getByTestId("review-state")).toContainText("Verified clinic");

  // Client-side validation keeps the values and shows the message beside the field
  await page.getByLabel("Latitude").fill("200");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("The latitude must be between -90 and 90")).toBeVisible();
  await expect(page.getByLabel("Latitude")).toHaveValue("200");
  await page.reload();
  await hydrated(page);

  // Photo upload, then move it up with the keyboard-accessible button
  const gallery = page.getByTestId("photos-list");
  const before = await gallery.getByRole("listitem").count();
  await page.getByLabel("Add gallery photos").setInputFiles(png("front-desk.png"));
  await page.locator("#photos").getByRole("button", { name: "Upload" }).first().click();
  await expect(gallery.getByRole("listitem")).toHaveCount(before + 1);
  const newSrc = await gallery.getByRole("listitem").last().locator("img").getAttribute("src");
  expect(newSrc).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
  await gallery.getByRole("button", { name: `Move photo ${before + 1} up` }).click();
  await expect(
    gallery
      .getByRole("listitem")
      .nth(before - 1)
      .locator("img"),
  ).toHaveAttribute("src", newSrc!);
  const media = await page.request.get(newSrc!);
  expect(media.headers()["content-type"]).toBe("image/webp");
  expect(media.headers()["x-content-type-options"]).toBe("nosniff");

  // Team: add a doctor with a photo
  await page.goto("/dashboard/team");
  await hydrated(page);
  await axe(page);
  await page.locator("#doctor-name").fill("Dr. Elif Sahin");
  await page.locator("#doctor-title").fill("Prosthodontist");
  await page.locator("#doctor-specialty").fill("Veneers and crowns");
  await page.locator("#doctor-languages").fill("English, Turkish");
  await page.locator("#doctor-yearsExperience").fill("9");
  await page.locator("#doctor-licenseNumber").fill("TR-DDS-5521");
  await page.locator("#doctor-registryUrl").fill("https://registry.example.gov.tr/5521");
  await page.locator("#doctor-photo").setInputFiles(png("elif.png"));
  await page.getByRole("button", { name: "Add doctor" }).click();
  await expect(page.getByTestId("doctor-list")).toContainText("Dr. Elif Sahin");

  // Public page
  await page.goto(`/clinic/${SLUG}`);
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.locator(`img[src="${newSrc}"]`).first()).toBeAttached();
  const card = page.locator("#doctors li", { hasText: "Dr. Elif Sahin" });
  await expect(card).toContainText("TR-DDS-5521");
  await expect(card.locator("img")).toHaveAttribute("src", /^\/media\//);
  const reg = card.getByRole("link", { name: /Check on registry\.example\.gov\.tr/ });
  await expect(reg).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(page.getByText(/Verified · last checked/)).toBeVisible();

  // Name change: pending review, page stays up without the badge
  await page.goto("/dashboard/profile/clinic");
  await hydrated(page);
  await page.getByLabel("Clinic name").fill("Nilufer Dental Studio Bursa");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByTestId("review-state")).toContainText("Pending review");
  await page.goto(`/clinic/${SLUG}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Nilufer Dental Studio Bursa" }),
  ).toBeVisible();
  await expect(page.getByText(/Verified · last checked/)).toHaveCount(0);
});
