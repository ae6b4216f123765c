import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { noHorizontalOverflow } from "./layout";
import { hydrated } from "./security/helpers";

/**
 * Issue #15: clinic staff read their dashboard in their language (users.locale, decision 049).
 * A clinic user who chose Turkish, then Arabic, opens each clinic tab: its heading is in that
 * language, Arabic is right to left, nothing is wider than a 375 px phone and axe finds no
 * serious or critical violation.
 */

const EMAIL = "clinic-languages@careatlas.example";

/** Each clinic tab and its heading in Turkish and Arabic. */
const TABS: { path: string; tr: string; ar: string }[] = [
  { path: "/dashboard/profile/clinic", tr: "Klinik profilini düzenleyin", ar: "تعديل ملف العيادة" },
  { path: "/dashboard/team", tr: "Ekip", ar: "الفريق" },
  { path: "/dashboard/packages", tr: "Paketler", ar: "الباقات" },
  { path: "/dashboard/packages/new", tr: "Yeni paket", ar: "باقة جديدة" },
  { path: "/dashboard/calendar", tr: "Takvim", ar: "التقويم" },
  { path: "/dashboard/requests", tr: "Teklif talepleri", ar: "طلبات عروض الأسعار" },
  { path: "/dashboard/requests/bookings", tr: "Rezervasyonlar", ar: "الحجوزات" },
  { path: "/dashboard/analytics", tr: "Analizler", ar: "الإحصاءات" },
];

/** The person's language, as the switcher saves it (users.locale). */
async function chooseLanguage(page: Page, locale: "tr" | "ar") {
  const origin = new URL(page.url()).origin;
  const r = await page.request.post("/api/locale", {
    form: { locale, to: "/dashboard" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(r.status()).toBe(303);
}

async function noSeriousAxeViolation(page: Page) {
  const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

for (const locale of ["tr", "ar"] as const) {
  test(`a clinic user in ${locale === "tr" ? "Turkish" : "Arabic"} sees every clinic tab in it`, async ({
    page,
    login,
  }) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await login(EMAIL);
    await chooseLanguage(page, locale);
    for (const tab of TABS) {
      await page.goto(tab.path);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(
        page.getByRole("heading", { name: tab[locale], exact: true }).first(),
        tab.path,
      ).toBeVisible();
      await noHorizontalOverflow(page);
      await noSeriousAxeViolation(page);
      // Links to the clinic's public pages open them in the person's language (session 20:
      // "View public profile", the team's and packages' links led to the English pages).
      await expect(page.locator('a[href^="/clinic/"], a[href^="/package/"]'), tab.path).toHaveCount(
        0,
      );
    }
    // The calendar's week starts on the language's first day, and in Arabic the arrow keys move
    // as the days look: left is the next day (session 22: Sunday first, arrows as in English).
    await page.goto("/dashboard/calendar?month=2031-06");
    await hydrated(page);
    await expect(page.getByRole("columnheader").first()).toHaveAttribute(
      "abbr",
      locale === "tr" ? "Pazartesi" : "السبت",
    );
    await page.locator('button[data-day="2031-06-10"]').focus();
    await page.keyboard.press(locale === "ar" ? "ArrowLeft" : "ArrowRight");
    await expect(page.locator('button[data-day="2031-06-11"]')).toBeFocused();
    await page.keyboard.press("Home");
    // 11 June 2031 is a Wednesday: its week starts on Monday the 9th, or Saturday the 7th.
    await expect(
      page.locator(`button[data-day="2031-06-${locale === "ar" ? "07" : "09"}"]`),
    ).toBeFocused();
    await page.goto("/dashboard/profile/clinic");
    await expect(page.locator(`a[href^="/${locale}/clinic/"]`).first()).toBeVisible();
    // The profile tab's card of the clinic (found in session 19: English in every language).
    await page.goto("/dashboard/profile");
    const [edit, view] =
      locale === "tr"
        ? ["Klinik profilini düzenle", "Herkese açık profili gör"]
        : ["تعديل ملف العيادة", "عرض الملف العام"];
    await expect(page.getByRole("link", { name: edit, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: view, exact: true })).toBeVisible();
    await expect(page.getByText("View public profile")).toHaveCount(0);
    // The package editor of a package of the clinic's, if it has one.
    await page.goto("/dashboard/packages");
    const first = page.getByTestId("own-package").first().getByRole("link").first();
    if (await first.count()) {
      await first.click();
      await expect(page).toHaveURL(/\/dashboard\/packages\/[0-9a-f-]{36}/);
      await hydrated(page);
      await expect(
        page.getByRole("heading", { name: locale === "tr" ? "Paketi sil" : "حذف الباقة" }),
      ).toBeVisible();
      await noHorizontalOverflow(page);
      await noSeriousAxeViolation(page);
      // A stored price goes back into its field the way the language writes it (session 21
      // left it "1250.50" in every language): saved from "1.250,50", it reads "1250,50" in
      // Turkish and "1250.50" in Arabic (Western digits, decimal point).
      if (locale === "tr") {
        const price = page.locator("#pkg-price");
        const before = await price.inputValue();
        await price.fill("1.250,50");
        await page.getByRole("button", { name: "Değişiklikleri kaydet" }).click();
        await expect(page.getByText("Paket kaydedildi").first()).toBeVisible();
        await page.reload();
        await hydrated(page);
        await expect(price).toHaveValue("1250,50");
        await price.fill(before);
        await page.getByRole("button", { name: "Değişiklikleri kaydet" }).click();
        await expect(page.getByText("Paket kaydedildi").first()).toBeVisible();
      }
    }
    // A failed package form answers in the person's language (the browser's own check).
    await page.goto("/dashboard/packages/new");
    await hydrated(page);
    await page.locator("#pkg-title").fill("Kısa");
    await page
      .getByRole("button", { name: locale === "tr" ? "Taslağı kaydet" : "حفظ المسودة" })
      .click();
    await expect(
      page.getByText(
        locale === "tr"
          ? "Başlık en az 5 karakter olmalıdır"
          : "يجب أن يتكون العنوان من 5 أحرف على الأقل",
      ),
    ).toBeVisible();
    // Session 26's field test: the group size came filled in English ("Private (1-2 people)"),
    // which a clinic that does not notice publishes on its page; it is the hint's example, in
    // the person's language.
    await page.goto("/dashboard/packages/new");
    await expect(page.locator("#pkg-group")).toHaveValue(
      locale === "tr" ? "Özel (1-2 kişi)" : "خاص (شخص أو شخصان)",
    );
    // A date the field holds but the form cannot take (a six-digit year, typed on a phone) is
    // named in the person's language, not "Enter a date as YYYY-MM-DD".
    await page.goto("/dashboard/team");
    await hydrated(page);
    await page.locator("#doctor-name").fill("Dr. Deniz Kaya");
    await page.locator("#doctor-licenceExpiresOn").evaluate((el: HTMLInputElement) => {
      el.value = "122026-02-04";
    });
    await page
      .getByRole("button", { name: locale === "tr" ? "Doktor ekle" : "إضافة الطبيب" })
      .click();
    await expect(page.locator("#doctor-licenceExpiresOn-error")).toHaveText(
      locale === "tr" ? "Geçerli bir tarih girin" : "أدخل تاريخًا صحيحًا",
    );
  });
}
