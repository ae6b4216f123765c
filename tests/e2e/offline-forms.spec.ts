import { expect, test, type Page } from "@playwright/test";
import { goHydrated, signIn } from "./fixtures";

/**
 * A page form sent while the network is gone (field walk after issue 16): the page stays, what
 * was typed stays, the person is told in the page's language, and the message goes out once the
 * connection is back. A dropped request is retried; a block whose code could not be fetched
 * offline keeps its server HTML and loads when the network returns.
 */

async function fillContact(page: Page, message: string) {
  await page.locator('main [name="fullName"]').fill("Ayşe Demir");
  await page.locator('main [name="email"]').fill("ayse.offline@example.com");
  await page.locator('main [name="subject"]').selectOption({ index: 1 });
  await page.locator('main [name="message"]').fill(message);
}

const appError = (page: Page) => page.getByText(/Application Error|We couldn't load this page/);

test("contact form sent offline: the page and the text stay, it is sent once back online", async ({
  page,
  context,
}) => {
  const message = `Offline test ${Date.now().toString(36)}: is a consultation in March possible?`;
  await page.goto("/contact");
  // The notice is the page's code (sent before it runs, the browser shows its own offline page).
  await page.locator("html[data-hydrated]").waitFor();
  await fillContact(page, message);
  await context.setOffline(true);
  await page.getByRole("button", { name: /Send message/i }).click();

  const banner = page.getByRole("status").filter({ hasText: "You are offline" });
  await expect(banner).toBeVisible();
  await expect(appError(page)).toHaveCount(0);
  await expect(page.locator('main [name="message"]')).toHaveValue(message);
  await expect(page.locator('main [name="fullName"]')).toHaveValue("Ayşe Demir");

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: /Message sent successfully/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(appError(page)).toHaveCount(0);
});

test("German contact page offline: the notice is German, the shell keeps its words", async ({
  page,
  context,
}) => {
  await page.goto("/de/contact");
  await page.locator("html[data-hydrated]").waitFor();
  await fillContact(page, "Ist eine Beratung im März möglich? Ich komme aus Köln.");
  await context.setOffline(true);
  await page.locator('main form button[type="submit"]').click();
  await expect(page.getByRole("status").filter({ hasText: "Sie sind offline" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("shell.");
  await expect(page.locator('main [name="message"]')).toHaveValue(/Köln/);
  await context.setOffline(false);
  await expect(page.locator("body")).not.toContainText("shell.");
});

test("a request dropped on the way is tried again and the message goes out", async ({ page }) => {
  const message = `Dropped once ${Date.now().toString(36)}: please call me back.`;
  await page.goto("/contact");
  await fillContact(page, message);
  let dropped = 0;
  let passed = 0;
  await page.route("**/contact.data*", async (route) => {
    if (route.request().method() === "POST" && dropped === 0) {
      dropped++;
      return route.abort("connectionreset");
    }
    passed++;
    return route.continue();
  });
  await page.getByRole("button", { name: /Send message/i }).click();
  await expect(page.getByRole("heading", { name: /Message sent successfully/ })).toBeVisible();
  expect(dropped).toBe(1);
  expect(passed).toBeGreaterThanOrEqual(1);
  await expect(appError(page)).toHaveCount(0);
});

test("a phone whose network drops near the footer: no application error, the newsletter box loads once back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/contact");
  await page.locator("html[data-hydrated]").waitFor();
  // The footer's newsletter code is fetched when the footer nears the screen: make it fail.
  await page.route("**/assets/newsletter-form-*.js", (route) =>
    route.abort("internetdisconnected"),
  );
  const failedChunk = page.waitForEvent("requestfailed", (r) =>
    r.url().includes("newsletter-form"),
  );
  await page.mouse.wheel(0, 20_000);
  await failedChunk;
  const box = page.locator("#newsletter-footer");
  const email = box.getByRole("textbox", { name: "Email address" });
  await email.fill("ayse@example.com");
  await expect(page.getByText(/Application Error|Failed to fetch dynamically/)).toHaveCount(0);
  await expect(email).toHaveValue("ayse@example.com");
  // The server's HTML works on its own: Subscribe is enabled (the browser's checks apply).
  await expect(box.getByRole("button", { name: "Subscribe" })).toBeEnabled();

  // The network is back: the code loads, and the live box waits for the consent tick.
  await page.unroute("**/assets/newsletter-form-*.js");
  const loaded = page.waitForResponse((r) => r.url().includes("newsletter-form") && r.ok());
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await email.focus();
  await loaded;
  await expect(email).toHaveValue("ayse@example.com");
  await expect(box.getByRole("button", { name: "Subscribe" })).toBeDisabled();
  await box.getByRole("checkbox", { name: "I agree to receive emails" }).check();
  await expect(box.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  await expect(page.getByText(/Application Error/)).toHaveCount(0);
});

test("the language offer downloads no code: with the network gone it is there and its buttons work once back", async ({
  page,
}) => {
  // /de/contact in an English browser offers English. The offer is the server's HTML (a static
  // island) and its buttons belong to the layout's language form: no file of its own is fetched.
  const chunk = /\/assets\/locale-suggestion-[^/]*\.js$/;
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (chunk.test(new URL(r.url()).pathname)) fetched.push(r.url());
  });
  await page.goto("/de/contact");
  await page.locator("html[data-hydrated]").waitFor();
  const offer = page.getByTestId("locale-suggestion");
  await expect(offer).toContainText("This page is available in English.");

  // The network drops: the page and the offer stay as they are, and typing still works.
  await page.context().setOffline(true);
  await page.locator('main [name="message"]').fill("Ist eine Beratung im März möglich?");
  await expect(offer.getByRole("button", { name: "Show in English" })).toBeEnabled();
  await expect(page.getByText(/Application Error|Failed to fetch dynamically/)).toHaveCount(0);

  // Back online, the offer's button takes the person to the English page, remembered.
  await page.context().setOffline(false);
  await offer.getByRole("button", { name: "Show in English" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("locale-suggestion")).toHaveCount(0);
  expect(fetched).toEqual([]);
});

/** The language switcher's form post: the account's language from now on (users.locale). */
async function chooseLanguage(page: Page, locale: string) {
  await page.evaluate(async (locale) => {
    const body = new URLSearchParams({ locale, to: "/dashboard" });
    await fetch("/api/locale", { method: "POST", body, redirect: "manual" });
  }, locale);
}

function smallPdf(): { name: string; mimeType: string; buffer: Buffer } {
  return {
    name: "befund-offline.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
      "latin1",
    ),
  };
}

test("a records upload tapped offline on a German phone: the form says so, keeps the file, uploads once back", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A German account on a phone whose browser prefers English: the page is German and offers
  // English (the language offer is a static island of the shell).
  const phone = { viewport: { width: 375, height: 740 } };
  const signInCtx = await browser.newContext(phone);
  const signInPage = await signInCtx.newPage();
  await signIn(signInPage, "patient-offline-records@careatlas.example", {
    redirectTo: "/dashboard/records",
    waitFor: "redirect",
  });
  await chooseLanguage(signInPage, "de");
  await signInCtx.clearCookies({ name: "lang" });
  // The phone opens the page later, its browser cache without the toast code (the sign-in's and
  // the language change's confirmations downloaded it here): the upload's answer is the first
  // toast of the visit.
  const ctx = await browser.newContext({ ...phone, storageState: await signInCtx.storageState() });
  await signInCtx.close();
  const page = await ctx.newPage();
  await goHydrated(page, "/dashboard/records");
  await expect(page.getByRole("heading", { name: "Unterlage hochladen" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
  await expect(page.getByTestId("locale-suggestion")).toBeVisible();
  const records = page.getByTestId("record");
  const before = await records.count();

  const description = `Befund vom März ${Date.now().toString(36)}`;
  const form = page.locator("form[aria-labelledby=upload-title]");
  await page.locator("#record-file").setInputFiles(smallPdf());
  await page.locator("#record-description").fill(description);
  await ctx.setOffline(true);
  await form.getByRole("button", { name: "Datei hochladen" }).click();

  // The form says what happened and what to do, in German; the page and the entries stay.
  await expect(form.getByText(/Sie sind offline\. Es wurde nichts hochgeladen/)).toBeVisible();
  await expect(appError(page)).toHaveCount(0);
  await expect(page.getByText(/Failed to fetch dynamically|Diese Seite konnte nicht/)).toHaveCount(
    0,
  );
  await expect(page.locator("#record-file")).toHaveValue(/befund-offline\.pdf$/);
  await expect(page.locator("#record-description")).toHaveValue(description);
  await expect(records).toHaveCount(before);

  // Back online, the same tap uploads it: it is listed with its description, and stored.
  await ctx.setOffline(false);
  await form.getByRole("button", { name: "Datei hochladen" }).click();
  await expect(page.getByText("Datei hochgeladen").first()).toBeVisible();
  await expect(records.filter({ hasText: description })).toHaveCount(1);
  await expect(appError(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("record").filter({ hasText: description })).toHaveCount(1);
  await ctx.close();
});

test("a favourite heart tapped offline on German search results: a German message, the results stay", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ctx = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await ctx.newPage();
  await signIn(page, "patient-offline-fav@careatlas.example", {
    redirectTo: "/de/search-results",
    waitFor: "redirect",
  });
  await goHydrated(page, "/de/search-results");
  const heart = page.getByTestId("favorite-button").first();
  const label = (await heart.getAttribute("aria-label"))!;
  const name = label.replace(/ (in den|aus den) Favoriten (speichern|entfernen)$/, "");
  const wasSaved = (await heart.getAttribute("aria-pressed")) === "true";
  const cards = await page.getByTestId("favorite-button").count();

  await ctx.setOffline(true);
  await heart.click();
  // The tap is kept: the heart shows it at once and the shell says it goes out once back online.
  await expect(
    page.getByRole("status").filter({ hasText: "Sie sind offline. Es geht nichts verloren" }),
  ).toBeVisible();
  await expect(appError(page)).toHaveCount(0);
  await expect(page.getByText(/Diese Seite konnte nicht geladen werden/)).toHaveCount(0);
  await expect(page.getByTestId("favorite-button")).toHaveCount(cards);
  await expect(heart).toHaveAttribute("aria-pressed", String(!wasSaved));

  // Back online: it is saved (or removed), confirmed in German, and stored.
  await ctx.setOffline(false);
  await expect(
    page.locator("[data-sonner-toast]").filter({
      hasText: wasSaved ? "Aus den Favoriten entfernt" : "Zu den Favoriten hinzugefügt",
    }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Sie sind offline" })).toHaveCount(0);
  await expect(appError(page)).toHaveCount(0);
  await expect(page.getByText(/Diese Seite konnte nicht geladen werden/)).toHaveCount(0);
  await goHydrated(page, "/de/search-results");
  await expect(
    page
      .getByRole("button", {
        name: `${name} ${wasSaved ? "in den Favoriten speichern" : "aus den Favoriten entfernen"}`,
      })
      .first(),
  ).toHaveAttribute("aria-pressed", String(!wasSaved));
  await ctx.close();
});
