import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Locator, type Page, expect, test } from "@playwright/test";
import { hydrated, liveBlockOf } from "./security/helpers";

/**
 * Content pages and every public form on the production build (fresh database, DEV_MAILBOX=1,
 * FORM_RATE_LIMIT_MAX=1000; see playwright.config.ts). The server owns the database, so what
 * was stored is checked the way a developer would: through the pages and /dev/mailbox.
 */

const TEAM_EMAIL = "team@careatlas.example";
const CLINIC = { slug: "bosphorus-aesthetic-hospital", name: "Bosphorus Aesthetic Hospital" };
const PACKAGE_SLUG = "istanbul-fue-hair-transplant-package";
const ARTICLE = {
  slug: "how-to-vet-a-clinic-abroad",
  title: "How to vet a clinic abroad: a 12-point checklist",
  category: "Safe Journey Tips",
  author: "Marcus Webb",
  date: "13 October 2026",
  readTime: "6 min read",
};

let seq = 0;
/** A fresh, lower-case address per use (the forms store emails lower-cased). */
function newEmail(tag: string) {
  seq += 1;
  return `e2e-${tag}-${Date.now().toString(36)}${seq}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

async function noJsPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** The mails /dev/mailbox lists for one recipient (newest first). */
async function mailbox(page: Page, to: string): Promise<Locator> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  await expect(page.getByRole("heading", { name: "Mailbox", level: 1 })).toBeVisible();
  return page.getByTestId("mail");
}

function mailWithSubject(mails: Locator, subject: string | RegExp): Locator {
  return mails.filter({
    has: mails.page().getByTestId("mail-subject").filter({ hasText: subject }),
  });
}

/**
 * The mails to `to` with this subject, once at least `atLeast` are in the mailbox: mail leaves
 * through the outbox's queue, so a person (and this) looks again until it is there (the page
 * read once missed a confirmation sent a moment later on a loaded machine).
 */
async function mailWith(
  page: Page,
  to: string,
  subject: string | RegExp,
  atLeast = 1,
): Promise<Locator> {
  let found = mailWithSubject(page.getByTestId("mail"), subject);
  await expect(async () => {
    found = mailWithSubject(await mailbox(page, to), subject);
    expect(await found.count()).toBeGreaterThanOrEqual(atLeast);
  }).toPass({ timeout: 20_000 });
  return found;
}

/** The team copy of a message, recognised by the sender's (unique) address in its text. */
async function teamMailsFor(page: Page, sender: string): Promise<Locator> {
  let mails = page.getByTestId("mail");
  await expect(async () => {
    mails = (await mailbox(page, TEAM_EMAIL)).filter({ hasText: sender });
    expect(await mails.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  return mails;
}

/* ====================================================================== contact page */

test.describe("contact page", () => {
  test("with JavaScript: required-field errors, thank-you view, Send Another Message, both mails", async ({
    page,
  }) => {
    const email = newEmail("contact-js");
    await page.goto("/contact");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Send us a message" });
    const send = form.getByRole("button", { name: "Send Message" });

    await send.click();
    await expect(form.getByRole("alert")).toContainText("Please fill in all required fields");
    await expect(toast(page, "Please fill in all required fields")).toBeVisible();
    for (const msg of [
      "Please enter your full name",
      "Please enter your email address",
      "Please choose a subject",
      "Please write your message",
    ]) {
      await expect(form.getByText(msg)).toBeVisible();
    }
    const fullName = form.getByLabel("Full Name");
    await expect(fullName).toHaveAttribute("aria-invalid", "true");
    await expect(fullName).toBeFocused();
    // The controls carry the native flags too.
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute(
      "type",
      "email",
    );
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute(
      "required",
      "",
    );
    await expect(form.getByLabel("Phone")).not.toHaveAttribute("required", "");

    await fullName.fill("Ada Lovelace");
    await expect(form.getByText("Please enter your full name")).toBeHidden();
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByLabel("Phone").fill("+44 20 7946 0000");
    await form.getByLabel("Subject").selectOption({ label: "Booking Assistance" });
    await form.getByLabel("Message").fill("Which clinics in Istanbul offer FUE in March?");
    await send.click();

    const thanks = page.getByTestId("contact-thank-you");
    await expect(thanks.getByRole("heading", { name: "Message sent successfully!" })).toBeVisible();
    await expect(thanks).toContainText(email);
    await expect(thanks).toContainText("within 24-48 hours");
    await expect(toast(page, "Message sent successfully!")).toBeVisible();

    await thanks.getByRole("button", { name: "Send Another Message" }).click();
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    await expect(form.getByLabel("Phone")).toHaveValue("+44 20 7946 0000");
    await expect(form.getByLabel("Subject")).toHaveValue("booking");
    await expect(form.getByLabel("Message")).toHaveValue(
      "Which clinics in Istanbul offer FUE in March?",
    );
    await expect(form.getByRole("alert")).toHaveCount(0);

    const ack = await mailWith(page, email, "We've received your message | CareAtlas");
    await expect(ack).toHaveCount(1);
    await expect(ack.getByTestId("mail-text")).toContainText("Hi Ada,");
    await expect(ack.getByTestId("mail-text")).toContainText("Booking Assistance");

    const team = await teamMailsFor(page, email);
    await expect(team).toHaveCount(1);
    await expect(team.getByTestId("mail-subject")).toHaveText(
      "[Contact] Booking Assistance: Ada Lovelace",
    );
    await expect(team).toContainText(`Reply-To: ${email}`);
    await expect(team.getByTestId("mail-text")).toContainText(
      "Which clinics in Istanbul offer FUE in March?",
    );
  });

  test("without JavaScript: the server's errors, thank-you view, Send Another Message, both mails", async ({
    browser,
  }) => {
    const email = newEmail("contact-nojs");
    const { context, page } = await noJsPage(browser);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    // Blank-but-present values pass the browser's own `required` check; the server refuses them.
    await form.getByLabel("Full Name").fill("   ");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByLabel("Subject").selectOption("general");
    await form.getByLabel("Message").fill("  ");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByRole("alert")).toContainText("Please fill in all required fields");
    await expect(form.getByText("Please enter your full name")).toBeVisible();
    await expect(form.getByText("Please write your message")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    // What was typed is kept.
    await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    await expect(form.getByLabel("Subject")).toHaveValue("general");

    await form.getByLabel("Full Name").fill("Grace Hopper");
    await form.getByLabel("Message").fill("Do packages include the hotel?");
    await form.getByRole("button", { name: "Send Message" }).click();
    const thanks = page.getByTestId("contact-thank-you");
    await expect(thanks.getByRole("heading", { name: "Message sent successfully!" })).toBeVisible();
    await expect(thanks).toContainText(email);

    await thanks.getByRole("button", { name: "Send Another Message" }).click();
    await expect(form.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(form.getByLabel("Message")).toHaveValue("Do packages include the hotel?");
    await expect(form.getByLabel("Subject")).toHaveValue("general");

    const ack = await mailWith(page, email, "We've received your message | CareAtlas");
    await expect(ack).toHaveCount(1);
    await expect(ack).toContainText("General Inquiry");
    const team = await teamMailsFor(page, email);
    await expect(team).toHaveCount(1);
    await expect(team.getByTestId("mail-subject")).toHaveText(
      "[Contact] General Inquiry: Grace Hopper",
    );
    await context.close();
  });

  test("a double-click on Send stores one message: exactly one confirmation mail (with and without JavaScript)", async ({
    page,
    browser,
  }) => {
    const fill = async (p: Page, email: string) => {
      const form = p.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("Full Name").fill("Double Clicker");
      await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
      await form.getByLabel("Subject").selectOption("feedback");
      await form.getByLabel("Message").fill("Clicked twice on purpose.");
      return form.getByRole("button", { name: "Send Message" });
    };

    const js = newEmail("dbl-js");
    await page.goto("/contact");
    await hydrated(page);
    await (await fill(page, js)).dblclick();
    await expect(page.getByTestId("contact-thank-you")).toBeVisible();

    const { context, page: plain } = await noJsPage(browser);
    const nojs = newEmail("dbl-nojs");
    await plain.goto("/contact");
    await (await fill(plain, nojs)).dblclick();
    await expect(plain.getByTestId("contact-thank-you")).toBeVisible();
    await context.close();

    for (const email of [js, nojs]) {
      const mails = await mailbox(page, email);
      await expect(mails, email).toHaveCount(1);
      await expect(mails.getByTestId("mail-subject")).toHaveText(
        "We've received your message | CareAtlas",
      );
      await expect(await teamMailsFor(page, email), email).toHaveCount(1);
    }
  });
});

/* ====================================================================== contact dialog */

test.describe("contact dialog", () => {
  test("from a clinic page: a tap before the sidebar's code has arrived opens the dialog; offline, the contact page", async ({
    page,
  }) => {
    // Found in session 19: on a busy phone the sidebar was still the server's HTML and the tap
    // followed the link to /contact. The code is held until after the tap here.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/clinic-sidebar-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/clinic/${CLINIC.slug}`);
    await hydrated(page);
    const trigger = page
      .locator('[data-deferred]:not([data-live]) a[aria-haspopup="dialog"]')
      .filter({ hasText: "Contact Clinic for Pricing" })
      .filter({ visible: true })
      .first();
    await trigger.click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(`/clinic/${CLINIC.slug}`);
    release();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Contact ${CLINIC.name}` })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/clinic/${CLINIC.slug}`);

    // Offline before the code arrives: the tap still reaches the clinic's contact page.
    const fresh = await page.context().newPage();
    await fresh.route(/\/assets\/clinic-sidebar-[^/]*\.js$/, (route) =>
      route.abort("internetdisconnected"),
    );
    await fresh.goto(`/clinic/${CLINIC.slug}`);
    await hydrated(fresh);
    await fresh
      .locator('[data-deferred]:not([data-live]) a[aria-haspopup="dialog"]')
      .filter({ hasText: "Contact Clinic for Pricing" })
      .filter({ visible: true })
      .first()
      .click();
    await fresh.waitForURL(`**/contact?clinic=${CLINIC.slug}`);
    await fresh.close();
  });

  test("from a clinic page: required fields, countries, success, closes itself, reopens empty; mails name the clinic", async ({
    page,
  }) => {
    const email = newEmail("dialog-clinic");
    await page.goto(`/clinic/${CLINIC.slug}`);
    await hydrated(page);
    const trigger = page
      .getByRole("link", { name: "Contact Clinic for Pricing" })
      .filter({ visible: true })
      .first();
    await liveBlockOf(trigger);
    await expect(trigger).toHaveAttribute("href", `/contact?clinic=${CLINIC.slug}`);
    await trigger.click();

    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: `Contact ${CLINIC.name}` })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/clinic/${CLINIC.slug}`);

    const country = dialog.getByLabel("Country");
    const options = await country
      .locator("option")
      .evaluateAll((els) =>
        els.map((o) => [(o as HTMLOptionElement).value, o.textContent?.trim()]),
      );
    expect(options).toEqual([
      ["", "Select your country"],
      ["uk", "United Kingdom"],
      ["us", "United States"],
      ["ca", "Canada"],
      ["au", "Australia"],
      ["de", "Germany"],
      ["fr", "France"],
      ["other", "Other"],
    ]);

    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Please fill in all required fields");
    for (const msg of [
      "Please enter your name",
      "Please enter your email address",
      "Please write your message",
    ]) {
      await expect(dialog.getByText(msg)).toBeVisible();
    }
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();

    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Katherine Johnson");
    await dialog.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
    await dialog.getByLabel("Message").fill("What does a rhinoplasty cost?");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(
      dialog.getByRole("textbox", { name: "Email", exact: true }),
    ).toHaveAccessibleDescription("Please enter a valid email address");

    await dialog.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await country.selectOption("uk");
    await dialog.getByLabel("Treatment of interest").fill("Rhinoplasty");
    // Time the success screen in the page itself, so a busy test runner cannot skew it.
    await page.evaluate(() => {
      const w = window as unknown as { __dialogTimes: { shown?: number; closed?: number } };
      const times: { shown?: number; closed?: number } = (w.__dialogTimes = {});
      new MutationObserver(() => {
        const now = performance.now();
        if (!times.shown && document.querySelector('[data-testid="contact-dialog-success"]'))
          times.shown = now;
        if (times.shown && !times.closed && !document.querySelector('[role="dialog"]'))
          times.closed = now;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog.getByRole("button", { name: "Send Message" }).click();

    await expect(dialog.getByRole("heading", { name: "Message Sent Successfully" })).toBeVisible();
    await expect(dialog).toContainText("within 24 hours");
    await expect(dialog).toBeHidden({ timeout: 8_000 });
    const { shown, closed } = await page.evaluate(
      () =>
        (window as unknown as { __dialogTimes: { shown: number; closed: number } }).__dialogTimes,
    );
    // The observer notices the success screen a little after it appears when the machine is
    // loaded (2,748 ms measured once on CI for a 3 s screen), so the lower bound has room.
    expect(closed - shown, "the success screen stays about 3 s").toBeGreaterThanOrEqual(2_500);
    expect(closed - shown).toBeLessThan(4_500);

    await trigger.click();
    await expect(dialog.getByRole("heading", { name: `Contact ${CLINIC.name}` })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(dialog.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("");
    await expect(dialog.getByLabel("Country")).toHaveValue("");
    await expect(dialog.getByLabel("Message")).toHaveValue("");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    const ack = await mailWith(page, email, "Message Sent Successfully | CareAtlas");
    await expect(ack).toHaveCount(1);
    await expect(ack.getByTestId("mail-text")).toContainText(`about ${CLINIC.name}`);
    await expect(ack.getByTestId("mail-text")).toContainText(`/clinic/${CLINIC.slug}`);
    const team = await teamMailsFor(page, email);
    await expect(team).toHaveCount(1);
    await expect(team.getByTestId("mail-subject")).toHaveText(
      `[Inquiry] ${CLINIC.name}: Katherine Johnson`,
    );
    await expect(team.getByTestId("mail-text")).toContainText("United Kingdom");
    await expect(team.getByTestId("mail-text")).toContainText("Rhinoplasty");
  });

  test("from a package page: 'Contact Us for Details' sends a message about that package", async ({
    page,
  }) => {
    const email = newEmail("dialog-package");
    await page.goto(`/package/${PACKAGE_SLUG}`);
    await hydrated(page);
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const trigger = page
      .getByRole("link", { name: "Contact Us for Details" })
      .filter({ visible: true })
      .first();
    await liveBlockOf(trigger);
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: `Contact ${title}` })).toBeVisible();

    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Please fill in all required fields");

    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Mary Jackson");
    await dialog.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await dialog.getByLabel("Country").selectOption({ label: "Germany" });
    await dialog.getByLabel("Message").fill("Is the hotel near the clinic?");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("heading", { name: "Message Sent Successfully" })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 6_000 });
    expect(new URL(page.url()).pathname).toBe(`/package/${PACKAGE_SLUG}`);

    const ack = await mailWith(page, email, "Message Sent Successfully | CareAtlas");
    await expect(ack).toHaveCount(1);
    await expect(ack.getByTestId("mail-text")).toContainText(`about ${title}`);
    await expect(ack.getByTestId("mail-text")).toContainText(`/package/${PACKAGE_SLUG}`);
    const team = await teamMailsFor(page, email);
    await expect(team.getByTestId("mail-subject")).toHaveText(`[Inquiry] ${title}: Mary Jackson`);
    await expect(team.getByTestId("mail-text")).toContainText("Germany");
  });
});

/* ====================================================================== partner application */

test.describe("partner application", () => {
  async function fillValid(page: Page, email: string, clinic: string) {
    const form = page.getByRole("form", { name: "Partner application" });
    await form.getByLabel("Clinic Name").fill(clinic);
    await form.getByLabel("Website").fill("smile-e2e-clinic.example.com");
    await form.getByLabel("Country").selectOption("Thailand");
    await form.getByLabel("City").fill("Bangkok");
    await form.getByRole("checkbox", { name: "Dental", exact: true }).check();
    await form.getByRole("checkbox", { name: "Eye Surgery", exact: true }).check();
    await form.getByLabel("Languages spoken").fill("English, Thai");
    await form.getByLabel("Contact Name").fill("Somchai Suksawat");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByLabel("WhatsApp").fill("+66 81 234 5678");
    return form;
  }

  async function expectMails(page: Page, email: string, clinic: string) {
    const ack = await mailWith(page, email, "Your CareAtlas partner application");
    await expect(ack).toHaveCount(1);
    await expect(ack.getByTestId("mail-text")).toContainText(
      `Thank you for applying to list ${clinic}`,
    );
    const team = await teamMailsFor(page, email);
    await expect(team.getByTestId("mail-subject")).toHaveText(
      `[Partner] New application: ${clinic} (Bangkok, Thailand)`,
    );
    await expect(team.getByTestId("mail-text")).toContainText("Dental, Eye Surgery");
    await expect(team.getByTestId("mail-text")).toContainText(
      "https://smile-e2e-clinic.example.com",
    );
  }

  test("with JavaScript: missing fields are named, then the confirmation view and mails", async ({
    page,
  }) => {
    const email = newEmail("partner-js");
    const clinic = `Smile Bangkok JS ${Date.now().toString(36)}`;
    await page.goto("/partner");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Partner application" });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("alert")).toContainText("Please fill in all required fields");
    for (const msg of [
      "Please enter your clinic's name",
      "Please enter a contact person",
      "Please enter your email address",
      "Please choose your country",
      "Please enter your city",
      "Please select at least one treatment",
    ]) {
      await expect(form.getByText(msg)).toBeVisible();
    }
    await expect(form.getByLabel("Clinic Name")).toBeFocused();
    const countries = await form.getByLabel("Country").locator("option").allTextContents();
    expect(countries).toEqual(["Select a country", "Turkey", "South Korea", "Thailand", "Mexico"]);

    await fillValid(page, email, clinic);
    await form.getByRole("button", { name: "Submit Application" }).click();
    const thanks = page.getByTestId("partner-thank-you");
    await expect(
      thanks.getByRole("heading", { name: "Thank you, your application is in" }),
    ).toBeVisible();
    await expect(thanks).toContainText(email);
    await expect(toast(page, "Application received!")).toBeVisible();
    await expectMails(page, email, clinic);
  });

  test("without JavaScript: the server names the missing fields, then the confirmation view and mails", async ({
    browser,
  }) => {
    const email = newEmail("partner-nojs");
    const clinic = `Smile Bangkok NoJS ${Date.now().toString(36)}`;
    const { context, page } = await noJsPage(browser);
    await page.goto("/partner");
    const form = page.getByRole("form", { name: "Partner application" });
    await form.getByLabel("Clinic Name").fill(" ");
    await form.getByLabel("Country").selectOption("Mexico");
    await form.getByLabel("City").fill("Tijuana");
    await form.getByLabel("Contact Name").fill("Luz Ortega");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByRole("button", { name: "Submit Application" }).click();

    await expect(form.getByRole("alert")).toContainText("Please fill in all required fields");
    await expect(form.getByText("Please enter your clinic's name")).toBeVisible();
    await expect(form.getByText("Please select at least one treatment")).toBeVisible();
    await expect(form.getByLabel("City")).toHaveValue("Tijuana");
    await expect(form.getByLabel("Country")).toHaveValue("Mexico");

    await fillValid(page, email, clinic);
    await form.getByRole("button", { name: "Submit Application" }).click();
    const thanks = page.getByTestId("partner-thank-you");
    await expect(
      thanks.getByRole("heading", { name: "Thank you, your application is in" }),
    ).toBeVisible();
    await expect(thanks).toContainText(email);
    await expectMails(page, email, clinic);
    await context.close();
  });
});

/* ====================================================================== newsletter */

test.describe("newsletter", () => {
  async function confirmLink(page: Page, email: string, nth = 0) {
    const mails = await mailWith(
      page,
      email,
      "Please confirm your CareAtlas subscription",
      nth + 1,
    );
    const mail = mails.nth(nth);
    await expect(mail).toContainText("1-2 emails per month");
    await expect(mail).toContainText("List-Unsubscribe");
    const confirm = await mail
      .getByRole("link", { name: /\/newsletter\/confirm\?token=/ })
      .getAttribute("href");
    const unsubscribe = await mail
      .getByRole("link", { name: /\/newsletter\/unsubscribe\?token=/ })
      .getAttribute("href");
    return { mails, confirm: confirm!, unsubscribe: unsubscribe! };
  }

  test("footer: Subscribe waits for email and consent; the mailed links confirm and unsubscribe; signing up again works", async ({
    page,
  }) => {
    const email = newEmail("news-footer");
    await page.goto("/about");
    await hydrated(page);
    let box = page.locator("#newsletter-footer");
    // The footer's form takes over from its server HTML when it comes near the screen.
    await box.scrollIntoViewIfNeeded();
    const subscribe = box.getByRole("button", { name: "Subscribe" });
    const consent = box.getByRole("checkbox", { name: "I agree to receive emails" });
    await expect(subscribe).toBeDisabled();
    await box.getByLabel("Email address").fill(email);
    await expect(subscribe).toBeDisabled();
    await consent.check();
    await expect(subscribe).toBeEnabled();
    await box.getByLabel("Email address").fill("");
    await expect(subscribe).toBeDisabled();
    await box.getByLabel("Email address").fill(email);
    await consent.uncheck();
    await expect(subscribe).toBeDisabled();
    await consent.check();
    await subscribe.click();

    await expect(box.getByRole("status")).toHaveText(
      "Thanks for subscribing — we'll keep you updated!",
    );
    await expect(toast(page, "Thanks for subscribing!")).toContainText(
      "We'll keep you updated with the latest deals and medical travel tips.",
    );

    const { mails, confirm, unsubscribe } = await confirmLink(page, email);
    await expect(mails).toHaveCount(1);
    expect(confirm.startsWith("http://localhost:")).toBe(true);
    await page.goto(confirm);
    await expect(page.getByTestId("newsletter-confirm")).toHaveAttribute(
      "data-outcome",
      "confirmed",
    );
    await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();
    // Stored as confirmed: opening the link again says so, and a welcome mail was queued.
    await page.goto(confirm);
    await expect(page.getByRole("heading", { name: "You're already subscribed" })).toBeVisible();
    await expect(await mailWith(page, email, "You're subscribed to CareAtlas updates")).toHaveCount(
      1,
    );

    await page.goto(unsubscribe);
    const card = page.getByTestId("newsletter-unsubscribe");
    await expect(
      card.getByRole("heading", { name: "Unsubscribe from CareAtlas emails?" }),
    ).toBeVisible();
    await card.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(card.getByRole("heading", { name: "You've been unsubscribed" })).toBeVisible();
    await page.goto(unsubscribe);
    await expect(card.getByRole("heading", { name: "You've been unsubscribed" })).toBeVisible();
    await page.goto(confirm);
    await expect(
      page.getByRole("heading", { name: "This address was unsubscribed" }),
    ).toBeVisible();

    // Signing up again with the same address succeeds and sends a new confirmation.
    await page.goto("/faq");
    await hydrated(page);
    box = page.locator("#newsletter-footer");
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("checkbox", { name: "I agree to receive emails" }).check();
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toHaveText(
      "Thanks for subscribing — we'll keep you updated!",
    );
    const again = await confirmLink(page, email);
    await expect(again.mails).toHaveCount(2);
    expect(again.confirm).not.toBe(confirm);
    await page.goto(again.confirm);
    await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();
  });

  test("blog sidebar: email only; a repeat sign-up succeeds; confirm and unsubscribe links work", async ({
    page,
  }) => {
    const email = newEmail("news-blog");
    await page.goto("/blog");
    await hydrated(page);
    const box = page.locator("#newsletter-blog");
    const subscribe = box.getByRole("button", { name: "Subscribe" });
    await expect(box.getByRole("checkbox")).toHaveCount(0);
    await expect(subscribe).toBeDisabled();
    await box.getByLabel("Email address").fill(email);
    await expect(subscribe).toBeEnabled();
    await subscribe.click();
    await expect(box.getByRole("status")).toHaveText(
      "Thanks for subscribing — we'll keep you updated!",
    );
    await expect(toast(page, "Thanks for subscribing!")).toBeVisible();
    // The footer box on the same page is untouched.
    await expect(
      page.locator("#newsletter-footer").getByRole("button", { name: "Subscribe" }),
    ).toBeVisible();

    await page.reload();
    await hydrated(page);
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toHaveText(
      "Thanks for subscribing — we'll keep you updated!",
    );

    const { mails, confirm, unsubscribe } = await confirmLink(page, email);
    // One subscriber, one confirmation mail within the hour.
    await expect(mails).toHaveCount(1);
    await page.goto(confirm);
    await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();
    await page.goto(unsubscribe);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You've been unsubscribed" })).toBeVisible();
  });

  test("footer without JavaScript: the post redirects back with the thank-you", async ({
    browser,
  }) => {
    const email = newEmail("news-nojs");
    const { context, page } = await noJsPage(browser);
    await page.goto("/how-it-works");
    const box = page.locator("#newsletter-footer");
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("checkbox", { name: "I agree to receive emails" }).check();
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/how-it-works\?notice=newsletter-footer\.ok#newsletter-footer$/);
    await expect(page.locator("#newsletter-footer")).toContainText(
      "Thanks for subscribing — we'll keep you updated!",
    );
    await expect(
      await mailWith(page, email, "Please confirm your CareAtlas subscription"),
    ).toHaveCount(1);
    await context.close();
  });
});

/* ====================================================================== app notify + get notified */

test.describe("sign-up boxes", () => {
  test("app notify with JavaScript: toast, field gone, all-set message, mail", async ({ page }) => {
    const email = newEmail("app-js");
    await page.goto("/#mobile-app");
    await hydrated(page);
    const section = page.locator("#mobile-app");
    const field = section.getByLabel("Get notified at launch");
    await field.fill(email);
    await section.getByRole("button", { name: "Notify Me" }).click();
    await expect(toast(page, "Thanks for subscribing!")).toContainText("app launches");
    await expect(section.getByRole("status")).toHaveText(
      "You're all set! We'll notify you when it's ready.",
    );
    await expect(field).toHaveCount(0);
    await expect(section).not.toContainText(email);
    const mails = await mailbox(page, email);
    await expect(mails).toHaveCount(1);
    await expect(mails.getByTestId("mail-subject")).toHaveText(
      "You're on the list for the CareAtlas app",
    );
  });

  test("app notify without JavaScript: redirect back with the notice", async ({ browser }) => {
    const email = newEmail("app-nojs");
    const { context, page } = await noJsPage(browser);
    await page.goto("/");
    const section = page.locator("#mobile-app");
    await section.getByLabel("Get notified at launch").fill(email);
    await section.getByRole("button", { name: "Notify Me" }).click();
    await expect(page).toHaveURL(/\/\?notice=app-notify\.ok#app-notify$/);
    await expect(section.getByRole("status")).toHaveText(
      "You're all set! We'll notify you when it's ready.",
    );
    await expect(await mailbox(page, email)).toHaveCount(1);
    await context.close();
  });

  test("Get Notified on an empty search confirms (with JavaScript and without)", async ({
    page,
    browser,
  }) => {
    const search = "/search-results?destination=atlantis";
    const js = newEmail("notify-js");
    await page.goto(search);
    await hydrated(page);
    await page.getByLabel("Get notified about new clinics").fill(js);
    await page.getByRole("button", { name: "Get Notified" }).click();
    await expect(page.getByTestId("get-notified-done")).toContainText(
      "Thanks! We'll email you when a verified clinic matching your search joins CareAtlas.",
    );
    await expect(toast(page, "You're on the list")).toBeVisible();

    const nojs = newEmail("notify-nojs");
    const { context, page: plain } = await noJsPage(browser);
    await plain.goto(search);
    await plain.getByLabel("Get notified about new clinics").fill(nojs);
    await plain.getByRole("button", { name: "Get Notified" }).click();
    await expect(plain).toHaveURL(/notice=get-notified\.ok#get-notified$/);
    await expect(plain.getByTestId("get-notified-done")).toContainText("Thanks! We'll email you");
    await context.close();

    for (const email of [js, nojs]) {
      const mails = await mailbox(page, email);
      await expect(mails).toHaveCount(1);
      await expect(mails.getByTestId("mail-subject")).toHaveText(
        "We'll let you know about new clinics | CareAtlas",
      );
      await expect(mails.getByTestId("mail-text")).toContainText("Destination: atlantis");
    }
  });
});

/* ====================================================================== persistence */

test.describe("persistence across a server restart", () => {
  const PORT = 3299;
  const ORIGIN = `http://localhost:${PORT}`;
  const DATA_DIR = "tests/.tmp/restart-data";
  const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  let server: ChildProcess | undefined;
  let log = "";

  function start() {
    // What `node scripts/start.mjs` runs once the build is current. Not start.mjs itself: its
    // build-if-stale step would rebuild build/ under the shared e2e server if a source file
    // changed during the run (the webServer has just built it).
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      cwd: ROOT,
      detached: true, // its own process group, so a stuck tree can be cleaned up in afterAll
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR,
        DEV_MAILBOX: "1",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        FORM_RATE_LIMIT_MAX: "1000",
      },
    });
    child.stdout?.on("data", (d) => (log += String(d)));
    child.stderr?.on("data", (d) => (log += String(d)));
    server = child;
    return child;
  }

  async function ready(child: ChildProcess, timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (child.exitCode !== null)
        throw new Error(`server exited (${child.exitCode}):\n${log.slice(-3000)}`);
      const ok = await fetch(`${ORIGIN}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server not ready after ${timeoutMs} ms:\n${log.slice(-3000)}`);
  }

  function exited(child: ChildProcess, timeoutMs: number) {
    return new Promise<boolean>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
      const t = setTimeout(() => resolve(false), timeoutMs);
      child.once("exit", () => {
        clearTimeout(t);
        resolve(true);
      });
    });
  }

  test.afterAll(async () => {
    const child = server;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    if (!(await exited(child, 12_000))) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }
  });

  test("a contact message and its mails survive a SIGTERM and restart on the same data dir", async ({
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const busy = await fetch(`${ORIGIN}/readyz`).then(
      () => true,
      () => false,
    );
    expect(busy, `port ${PORT} is already in use`).toBe(false);
    fs.rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });

    let child = start();
    await ready(child, 150_000);

    const email = newEmail("restart");
    const api = await playwright.request.newContext({
      baseURL: ORIGIN,
      extraHTTPHeaders: { Origin: ORIGIN },
    });
    const form = await api.get("/contact");
    const key = (await form.text()).match(/name="idempotencyKey" value="([0-9a-f-]{36})"/)?.[1];
    expect(key).toBeTruthy();
    const res = await api.post("/contact", {
      form: {
        idempotencyKey: key!,
        fullName: "Restart Tester",
        email,
        subject: "general",
        message: "Will this survive a restart?",
        sourcePath: "/contact",
      },
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("Message sent successfully!");
    await api.dispose();

    await page.goto(`${ORIGIN}/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("mail")).toHaveCount(1);

    child.kill("SIGTERM");
    expect(await exited(child, 15_000), "server stops on SIGTERM").toBe(true);
    expect(child.exitCode, log.slice(-2000)).toBe(0);
    await expect
      .poll(() =>
        fetch(`${ORIGIN}/readyz`).then(
          () => "up",
          () => "down",
        ),
      )
      .toBe("down");

    child = start();
    await ready(child, 150_000);
    await page.goto(`${ORIGIN}/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mails = page.getByTestId("mail");
    await expect(mails).toHaveCount(1);
    await expect(mails.getByTestId("mail-subject")).toHaveText(
      "We've received your message | CareAtlas",
    );
    await page.goto(`${ORIGIN}/dev/mailbox?to=${TEAM_EMAIL}`);
    await expect(page.getByTestId("mail").filter({ hasText: email })).toHaveCount(1);
  });
});

/* ====================================================================== blog */

test.describe("blog", () => {
  test("category chips filter the list and put the category in the URL", async ({ page }) => {
    await page.goto("/blog");
    const chips = page.getByRole("navigation", { name: "Blog categories" });
    await expect(chips.getByRole("link", { name: /^All Posts/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const chip = chips.getByRole("link", { name: /^Treatment Guides/ });
    const count = Number((await chip.textContent())?.match(/(\d+)/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await chip.click();
    await expect(page).toHaveURL(/\/blog\?category=Treatment(%20|\+)Guides$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Treatment Guides");
    await expect(chips.getByRole("link", { name: /^Treatment Guides/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const list = page.locator("section[aria-labelledby='latest-title'] article");
    await expect(list).toHaveCount(count);
    const labels = await list.locator("span.rounded-full.ring-1").allTextContents();
    expect(labels.length).toBe(count);
    expect(new Set(labels)).toEqual(new Set(["Treatment Guides"]));
    await expect(page.getByLabel("Featured article")).toHaveCount(0);

    await chips.getByRole("link", { name: /^All Posts/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByLabel("Featured article")).toBeVisible();
  });

  test("an article shows its meta, share links, copy link and three related articles", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/blog/${ARTICLE.slug}`);
    await hydrated(page);
    const header = page.locator("article header");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARTICLE.title);
    await expect(header.getByText(ARTICLE.category, { exact: true }).first()).toBeVisible();
    await expect(header.getByText(ARTICLE.author)).toBeVisible();
    await expect(header.locator("time").filter({ visible: true }).first()).toHaveText(ARTICLE.date);
    await expect(
      header.getByText(ARTICLE.readTime).filter({ visible: true }).first(),
    ).toBeVisible();
    for (const network of ["Facebook", "Twitter", "LinkedIn"]) {
      const link = header.getByRole("link", { name: `Share on ${network}` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      expect(await link.getAttribute("href")).toContain(
        encodeURIComponent(`/blog/${ARTICLE.slug}`),
      );
    }
    await header.getByRole("button", { name: "Copy link" }).click();
    await expect(toast(page, "Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    const related = page.getByRole("region", { name: "Related articles" }).getByRole("article");
    await expect(related).toHaveCount(3);
    await expect(related.getByRole("link", { name: ARTICLE.title })).toHaveCount(0);
    await expect(page.getByText("not medical advice").first()).toBeVisible();
  });

  test("an unknown slug answers 404 'Article not found'", async ({ page }) => {
    const res = await page.goto("/blog/no-such-article");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the blog" })).toHaveAttribute(
      "href",
      "/blog",
    );
  });
});

/* ====================================================================== FAQ */

test.describe("FAQ", () => {
  test("the accordion works from the keyboard, one answer at a time", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    const questions = page.locator("main h3 > button[aria-expanded]");
    await expect(questions).toHaveCount(8);
    const first = questions.nth(0);
    const second = questions.nth(1);
    await expect(first).toHaveText("What is CareAtlas?");

    // Tab from the top of the page to the first question.
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await first.evaluate((el) => el === document.activeElement);
    }
    expect(reached, "Tab reaches the first question").toBe(true);

    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const firstPanel = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(firstPanel).toContainText("comparison and booking platform");

    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstPanel).toBeHidden();
    await expect(page.locator("main h3 > button[aria-expanded='true']")).toHaveCount(1);
    await page.keyboard.press("ArrowUp");
    await expect(first).toBeFocused();
  });

  test("the page carries FAQPage JSON-LD with every question", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!));
    const faq = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faq).toBeTruthy();
    expect(faq.mainEntity).toHaveLength(8);
    expect(faq.mainEntity[0]).toMatchObject({
      "@type": "Question",
      name: "What is CareAtlas?",
      acceptedAnswer: { "@type": "Answer" },
    });
  });
});

/* ====================================================================== content + accessibility */

const CONTENT_PAGES = [
  "/about",
  "/how-it-works",
  "/why-trust-us",
  "/terms",
  "/privacy",
  "/cookies",
  "/reviews",
  "/team",
  "/faq",
  "/blog",
  `/blog/${ARTICLE.slug}`,
  "/contact",
  "/partner",
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("accessibility", () => {
  for (const path of CONTENT_PAGES) {
    test(`axe: ${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("axe: the contact form with errors and the open contact dialog", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("form", { name: "Send us a message" }).getByRole("alert"),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/clinic/${CLINIC.slug}`);
    await hydrated(page);
    const trigger = page
      .getByRole("link", { name: "Contact Clinic for Pricing" })
      .filter({ visible: true })
      .first();
    await liveBlockOf(trigger);
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("content", () => {
  test("/about lists the four values", async ({ page }) => {
    await page.goto("/about");
    const values = page.getByRole("region", { name: "What we stand for" });
    for (const v of ["Safety First", "Global Access", "Patient-Centered", "Quality Assured"]) {
      await expect(values.getByRole("heading", { name: v, level: 3 })).toBeVisible();
    }
    await expect(values.getByRole("heading", { level: 3 })).toHaveCount(4);
  });

  test("/why-trust-us links to /destinations and /packages", async ({ page }) => {
    await page.goto("/why-trust-us");
    const next = page.getByRole("region", { name: "See it for yourself" });
    await expect(next.locator('a[href="/destinations"]')).toBeVisible();
    await expect(next.locator('a[href="/packages"]')).toBeVisible();
  });

  test("/team shows a portrait of each person, served from this site", async ({
    page,
    request,
  }) => {
    await page.goto("/team");
    const members = page.getByRole("region", { name: "Team members" }).getByRole("article");
    await expect(members).toHaveCount(3);
    for (const member of await members.all()) {
      const name = (await member.getByRole("heading", { level: 2 }).textContent())!.trim();
      const img = member.getByRole("img", { name: new RegExp(name) });
      await expect(img, name).toHaveCount(1);
      expect((await img.getAttribute("alt"))?.trim(), name).toBeTruthy();
      await expect(img).toHaveAttribute("loading", "lazy");
      expect(Number(await img.getAttribute("width")), name).toBeGreaterThan(0);
      expect(Number(await img.getAttribute("height")), name).toBeGreaterThan(0);
      const src = (await img.getAttribute("src"))!;
      expect(src, "a local file, no outside host").toMatch(/^\/images\/team\//);
      const file = await request.get(src);
      expect(file.status(), src).toBe(200);
      expect(file.headers()["content-type"], src).toMatch(/^image\//);
      // Drawn, not a broken image: the browser decoded it.
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
  });

  test("every content page states that CareAtlas gives no medical advice", async ({ request }) => {
    for (const path of [...CONTENT_PAGES, "/"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/(no|not|not give|not provide) medical advice/i);
    }
  });
});
