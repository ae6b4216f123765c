import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { LOCALES } from "../../app/i18n/config";
import { noHorizontalOverflow } from "./layout";
import { PUBLIC_PAGES } from "./public-pages";
import { hydrated } from "./security/helpers";

/**
 * The languages (issue 15, docs/decisions/044 and 045) on the production build: every
 * editorial URL in every language, the language prefix, the suggestion banner, the switcher
 * with and without JavaScript, and Arabic right-to-left.
 */

const EDITORIAL: Record<string, string> = {
  "/about": "About CareAtlas — Our mission and values",
  "/how-it-works": "How CareAtlas works — Search, Compare, Book, Travel",
  "/why-trust-us": "Why trust CareAtlas — Verified clinics and patient protection",
  "/faq": "FAQ — Frequently asked questions about CareAtlas",
  "/team": "Our team — The people behind CareAtlas",
  "/terms": "Terms of Service — Bookings, deposits and cancellations | CareAtlas",
  "/privacy": "Privacy Policy — What data we store and your rights | CareAtlas",
  "/cookies": "Cookie Policy — The cookies CareAtlas uses",
};
/** One translated title per language, to show the title is not the English one. */
const GERMAN_TITLES: Record<string, string> = {
  "/about": "Über CareAtlas – unsere Mission und Werte",
  "/faq": "Häufige Fragen zu CareAtlas",
  "/terms": "Nutzungsbedingungen – Buchungen, Anzahlungen und Stornierungen | CareAtlas",
};

const localized = (path: string, code: string) =>
  code === "en" ? path : path === "/" ? `/${code}` : `/${code}${path}`;

function head(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1] ?? null;
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)]
    .map((m) => [m[1], m[2]])
    .sort();
  return {
    lang: attr(/<html[^>]* lang="([^"]+)"/),
    dir: attr(/<html[^>]* dir="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternates,
  };
}

/** Every public page with a URL per language (the sign-in pages are not indexed: not here). */
const LOCALIZED_PAGES = PUBLIC_PAGES.filter((p) => !p.startsWith("/auth"));

test.describe("every public page in every language", () => {
  for (const path of LOCALIZED_PAGES) {
    // Blog articles are written in English only: every language's URL shows the English text
    // with a note, and canonical and hreflang name only the English page.
    const englishOnly = path.startsWith("/blog/");
    test(`${path}: 200, lang, dir, hreflang, canonical and title per language`, async ({
      request,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const titles = new Set<string>();
      for (const l of LOCALES) {
        const url = localized(path, l.code);
        const res = await request.get(url);
        expect(res.status(), url).toBe(200);
        const html = await res.text();
        const h = head(html);
        expect(h.lang, url).toBe(l.code);
        expect(h.dir, url).toBe(l.code === "ar" ? "rtl" : "ltr");
        expect(h.canonical, url).toBe(origin + (englishOnly ? path : url));
        expect(h.alternates, url).toEqual(
          englishOnly
            ? [
                ["en", origin + path],
                ["x-default", origin + path],
              ]
            : [
                ...LOCALES.map((x) => [x.code, origin + localized(path, x.code)]),
                ["x-default", origin + path],
              ].sort(),
        );
        if (englishOnly)
          expect(html.includes('data-testid="untranslated-note"'), url).toBe(l.code !== "en");
        if (l.code === "en" && EDITORIAL[path]) expect(h.title).toBe(EDITORIAL[path]);
        if (l.code === "de" && GERMAN_TITLES[path]) expect(h.title).toBe(GERMAN_TITLES[path]);
        titles.add(h.title ?? "");
      }
      // Every language has its own title (an English-only article keeps its own).
      expect(titles.size).toBe(englishOnly ? 1 : LOCALES.length);
    });
  }

  test("an unknown or English prefix is a 404; English URLs stay where they were", async ({
    request,
  }) => {
    for (const url of ["/xx/about", "/en/about", "/zz", "/de/no-such-page"]) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
    for (const url of ["/", "/about", "/terms", "/packages", "/de", "/ar/packages"]) {
      expect((await request.get(url)).status(), url).toBe(200);
    }
  });

  test("amounts are written as the page's language writes them", async ({ request }) => {
    const prices = async (url: string) =>
      [...(await (await request.get(url)).text()).matchAll(/data-price="">([^<]+)</g)].map(
        (m) => m[1],
      );
    const en = await prices("/");
    expect(en.length).toBeGreaterThan(3);
    for (const p of en) expect(p).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    const de = await prices("/de");
    expect(de.length).toBe(en.length);
    for (const p of de) expect(p).toMatch(/^\d{1,3}(\.\d{3})*\u00a0\$$/);
    // The same amounts: "$2,900" is "2.900 $".
    expect(de.map((p) => p.replace(/\D/g, ""))).toEqual(en.map((p) => p.replace(/\D/g, "")));
  });

  test("the sitemap lists every language's URLs", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const l of LOCALES) {
      expect(xml).toContain(`${localized("/about", l.code)}</loc>`);
    }
    expect(xml).toContain('hreflang="x-default"');
    // An article written in English only is listed once, in English.
    const article = "/blog/how-to-vet-a-clinic-abroad";
    expect(xml).toContain(`${article}</loc>`);
    for (const l of LOCALES.filter((x) => x.code !== "en"))
      expect(xml).not.toContain(`${localized(article, l.code)}</loc>`);
  });
});

test.describe("language detection and choice", () => {
  test("Accept-Language de: a suggestion in German, no redirect; the choice is remembered", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: "de-AT",
    });
    const page = await context.newPage();
    const res = await page.goto("/about");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/about$/);
    const banner = page.getByTestId("locale-suggestion");
    await expect(banner).toContainText("Diese Seite gibt es auch auf Deutsch.");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await banner.getByRole("button", { name: "Auf Deutsch anzeigen" }).click();
    await expect(page).toHaveURL(/\/de\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe("de");
    expect(cookie?.sameSite).toBe("Lax");
    // Remembered: no more suggestion, even on an English page.
    await page.goto("/faq");
    await expect(page.getByTestId("locale-suggestion")).toHaveCount(0);
    await context.close();
  });

  test("dismissing keeps the page's language and is remembered", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto("/faq");
    const banner = page.getByTestId("locale-suggestion");
    await banner.getByRole("button", { name: "Non merci, garder cette langue" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByTestId("locale-suggestion")).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`the header switcher changes the language (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await page.goto("/how-it-works");
      if (javaScriptEnabled) await hydrated(page);
      const switcher = page.getByTestId("languages-header");
      await switcher.locator("summary").click();
      await switcher.getByRole("button", { name: "Türkçe" }).click();
      await expect(page).toHaveURL(/\/tr\/how-it-works$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "tr");
      await expect(page.getByRole("navigation", { name: "Ana menü" })).toContainText("Hakkımızda");
      // Links stay in the chosen language.
      await expect(
        page
          .getByRole("navigation", { name: "Ana menü" })
          .getByRole("link", { name: "Hakkımızda" }),
      ).toHaveAttribute("href", "/tr/about");
      await context.close();
    });
  }
  test("after client-side navigation, the footer's and the mobile menu's switchers land on the page shown", async ({
    browser,
  }) => {
    // The page runs at a fortieth of the machine's speed for two clicks: one click alone took
    // 17 s on a busy machine (session 22), and the test ran out of the default 45 s.
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/about");
    await hydrated(page);
    // A slow phone: the address bar shows the next page before React has committed it (router
    // updates render in a transition), and a click in that moment must follow the address.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 40 });
    // A client-side navigation: the footer (static HTML from /about) stays as it was.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Packages" })
      .click();
    await expect(page).toHaveURL(/\/packages$/, { timeout: 40_000 });
    await page.getByTestId("languages-footer").getByRole("button", { name: "Deutsch" }).click();
    // The form has been sent: the German page may load at full speed.
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await expect(page).toHaveURL(/\/de\/packages$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/de/faq");
    await hydrated(page);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByTestId("languages-menu").getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await context.close();
  });
});

test.describe("the home page in other languages", () => {
  test("/de: hero, search form and sections in German; the search stays in German", async ({
    page,
  }) => {
    const res = await page.goto("/de");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(
      "CareAtlas – geprüfte Kliniken im Ausland vergleichen, sicher buchen, entspannt reisen",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Kliniken vergleichen. Sicher buchen. Mit gutem Gefühl reisen.",
    );
    await expect(
      page.getByRole("heading", { name: "Ausgewählte Behandlungspakete" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "So funktioniert’s" })).toBeVisible();
    const form = page.getByTestId("hero-search-form");
    await expect(form.getByLabel("Behandlung")).toBeVisible();
    await expect(form.getByLabel("Reiseziel")).toBeVisible();
    await expect(form.getByLabel("Wunschtermin")).toBeVisible();
    await expect(form.getByLabel("Budget (optional)")).toBeVisible();
    await expect(form.getByLabel("Budget (optional)").locator("option").first()).toHaveText(
      "Beliebiges Budget",
    );
    await expect(form).not.toContainText("Treatment Type");
    // A search from the German home page lands on the German results page.
    await hydrated(page);
    await form.getByLabel("Behandlung").selectOption("Hair Transplant");
    await form.getByRole("button", { name: "Kliniken, Ärzte und Pakete vergleichen" }).click();
    await expect(page).toHaveURL(/\/de\/search-results\?treatment=Hair\+Transplant$/);
  });

  test("/de reached by a client-side navigation renders its sections in German", async ({
    page,
  }) => {
    await page.goto("/de/faq");
    await hydrated(page);
    await page.getByTestId("site-header").locator('a[href="/de"]').first().click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Kliniken vergleichen. Sicher buchen.",
    );
    await expect(page.getByRole("heading", { name: "Das sagen unsere Patienten" })).toBeVisible();
    await expect(page.getByTestId("hero-search-form").getByLabel("Wunschtermin")).toBeVisible();
  });

  test("/ar: right to left, with the Arabic heading and search form", async ({ page }) => {
    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "قارن بين العيادات. احجز بأمان. وسافر مطمئنًا.",
    );
    const form = page.getByTestId("hero-search-form");
    await expect(form.getByLabel("نوع العلاج")).toBeVisible();
    await expect(
      form.getByRole("button", { name: "قارن بين العيادات والأطباء والباقات" }),
    ).toBeVisible();
    await expect(form).toHaveAttribute("action", "/ar/search-results");
  });
});

test.describe("Arabic, right to left", () => {
  for (const width of [375, 1280]) {
    for (const path of ["/ar", "/ar/about", "/ar/faq", "/ar/terms", "/ar/search-results"]) {
      test(`${path} at ${width} px: rtl, no overflow, no serious axe violation`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        await noHorizontalOverflow(page);
        const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
        const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
        await context.close();
      });
    }
  }
});

test.describe("favourites in other languages", () => {
  test("/de/clinic: the heart is named in German; signed out, it leads to the German sign-in with a German toast", async ({
    page,
  }) => {
    await page.goto("/de/clinic/bosphorus-aesthetic-hospital");
    await hydrated(page);
    const heart = page.getByRole("button", {
      name: "Bosphorus Aesthetic Hospital in den Favoriten speichern",
    });
    await expect(heart).toHaveAttribute("title", "In den Favoriten speichern");
    await heart.click();
    await expect(page).toHaveURL(
      /\/de\/auth\?redirectTo=%2Fde%2Fclinic%2Fbosphorus-aesthetic-hospital/,
    );
    await expect(page.getByText("Anmeldung erforderlich")).toBeVisible();
    await expect(
      page.getByText("Bitte melden Sie sich an, um Favoriten zu speichern."),
    ).toBeVisible();
  });
});

test.describe("the blog in other languages", () => {
  // The articles are written in English (decision 046); the page around them is not.
  test("/de/blog: the blog's own words in German, its dates German, its links stay German", async ({
    page,
    context,
  }) => {
    await page.goto("/de/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Behandlung im Ausland, verständlich erklärt",
    );
    await expect(page.getByTestId("untranslated-note")).toBeVisible();
    const chips = page.getByRole("navigation", { name: "Blog-Kategorien" });
    await expect(chips.getByRole("link", { name: "Alle Beiträge (9 Artikel)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const featured = page.getByRole("region", { name: "Empfohlener Artikel" });
    await expect(featured.getByText("Tipps für eine sichere Reise")).toBeVisible();
    await expect(featured.locator("time")).toHaveText("13. Okt. 2026");
    await expect(featured.getByText("6 Min. Lesezeit")).toBeVisible();
    await expect(featured.getByRole("link")).toHaveAttribute(
      "href",
      "/de/blog/how-to-vet-a-clinic-abroad",
    );
    const sidebar = page.getByRole("complementary", { name: "Seitenleiste des Blogs" });
    await expect(sidebar.getByRole("heading", { name: "Beliebte Reiseziele" })).toBeVisible();
    await expect(sidebar.getByText("1.200+")).toBeVisible();
    await expect(sidebar.getByRole("link", { name: /Istanbul/ })).toHaveAttribute(
      "href",
      "/de/destinations/turkey/istanbul",
    );

    await chips.getByRole("link", { name: /^Behandlungsratgeber/ }).click();
    await expect(page).toHaveURL(/\/de\/blog\?category=Treatment(%20|\+)Guides$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Behandlungsratgeber");
    await expect(page.getByText("2 Artikel in „Behandlungsratgeber“.")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Artikel in „Behandlungsratgeber“" }),
    ).toBeVisible();

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page
      .getByRole("link", { name: "Hair transplant in Turkey: FUE vs DHI explained" })
      .click();
    await expect(page).toHaveURL(/\/de\/blog\/hair-transplant-turkey-fue-vs-dhi$/);
    await hydrated(page);
    const header = page.locator("article header");
    await expect(
      header
        .getByRole("navigation", { name: "Navigationspfad" })
        .getByRole("link", { name: "Blog" }),
    ).toHaveAttribute("href", "/de/blog");
    await expect(header.getByText("Teilen", { exact: true }).first()).toBeVisible();
    await expect(
      header.getByRole("link", { name: "Auf LinkedIn teilen (öffnet in einem neuen Tab)" }),
    ).toBeVisible();
    await header.getByRole("button", { name: "Link kopieren" }).click();
    await expect(page.getByText("Link kopiert").first()).toBeVisible();
    await expect(
      page.getByText("keine medizinische Beratung", { exact: false }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Ähnliche Artikel" }).getByRole("article"),
    ).toHaveCount(3);
  });

  test("/ar/blog: right to left, the categories and counts in Arabic", async ({ page }) => {
    await page.goto("/ar/blog?category=Doctor+Interviews");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("حوارات مع الأطباء");
    // One article: Arabic's "one" form, no digit.
    await expect(page.getByText("مقال واحد في قسم «حوارات مع الأطباء».")).toBeVisible();
    await noHorizontalOverflow(page);
    // The article's own words are English: laid out left to right, read as English (the
    // summary's full stop at its end, not at its start).
    const card = page.locator("section[aria-labelledby='latest-title'] article").first();
    await expect(card.getByRole("heading")).toHaveAttribute("lang", "en");
    await expect(card.getByRole("heading")).toHaveAttribute("dir", "ltr");
    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/ar\/blog\/seoul-eye-surgeon-lasik-candidacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("dir", "ltr");
    await expect(page.locator("div[lang='en'][dir='ltr'] h2").first()).toBeVisible();
    await expect(page.getByText("حوارات مع الأطباء").first()).toBeVisible();
  });
});

test.describe("shared pieces in other languages", () => {
  // Found by comparing each German page's words with the English page's (session 19).
  test("/de/about: the disclaimer's title; /de/clinic: links to other sites say they open a new tab", async ({
    page,
  }) => {
    await page.goto("/de/about");
    await expect(page.getByRole("complementary", { name: "Bitte beachten Sie" })).toBeVisible();
    await page.goto("/de/clinic/bosphorus-aesthetic-hospital");
    const outside = page
      .locator("a[target=_blank]")
      .filter({ hasText: "(öffnet in einem neuen Tab)" });
    expect(await outside.count()).toBeGreaterThan(0);
    await expect(page.getByText("(opens in a new tab)")).toHaveCount(0);
  });
});

test.describe("not found in other languages", () => {
  // The page's own loader threw: its answer comes from the shell's texts, in the page's language.
  const MISSING: [string, string, string, string][] = [
    ["/de/blog/no-such-article", "Artikel nicht gefunden", "Zurück zum Blog", "/de/blog"],
    [
      "/de/clinic/no-such-clinic",
      "Klinik nicht gefunden",
      "Reiseziele ansehen",
      "/de/destinations",
    ],
    ["/de/package/no-such-package", "Paket nicht gefunden", "Alle Pakete ansehen", "/de/packages"],
    [
      "/de/destinations/atlantis",
      "Land nicht gefunden",
      "Alle Reiseziele ansehen",
      "/de/destinations",
    ],
    [
      "/de/destinations/turkey/atlantis",
      "Stadt nicht gefunden",
      "Alle Reiseziele ansehen",
      "/de/destinations",
    ],
    ["/de/no-such-page", "Hoppla! Seite nicht gefunden", "Zur Startseite", "/de"],
    ["/ar/blog/no-such-article", "المقال غير موجود", "العودة إلى المدونة", "/ar/blog"],
  ];
  for (const [path, heading, link, href] of MISSING) {
    test(`${path}: 404 with its heading, title and way back in the page's language`, async ({
      page,
    }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/ \| CareAtlas$/);
      expect(await page.title()).not.toMatch(/not found/i);
      await expect(page.getByRole("link", { name: link })).toHaveAttribute("href", href);
    });
  }
});

test.describe("search results in other languages", () => {
  test("/ar/search-results: the count in Arabic with Western digits, right to left", async ({
    page,
  }) => {
    await page.goto("/ar/search-results");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    // 11 to 99 clinics: Arabic's "many" form (a singular noun after the number).
    await expect(page.getByTestId("results-count")).toHaveText(
      /^عثرنا على [1-9]\d عيادة موثّقة وأطبائها$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "قارن بين العيادات والأطباء الموثّقين",
    );
    // Pages of results stay in Arabic.
    await expect(
      page
        .getByRole("navigation", { name: "صفحات نتائج البحث" })
        .getByRole("link", { name: "التالي" }),
    ).toHaveAttribute("href", "/ar/search-results?page=2");
  });

  test("/de/search-results: the staff's language as a filter, named in German", async ({
    page,
  }) => {
    await page.goto("/de/search-results");
    await hydrated(page);
    const select = page.getByLabel("Das Team spricht");
    await select.selectOption({ label: "Arabisch" });
    await page.getByRole("button", { name: /Ergebnisse/ }).click();
    await expect(page).toHaveURL("/de/search-results?language=Arabic");
    const badge = page.getByRole("link", { name: "Sprachfilter entfernen: Arabisch" });
    await expect(badge).toBeVisible();
    await expect(page.getByTestId("results-count")).toHaveText(/^[1-9]\d* geprüfte Klinik/);
    await badge.click();
    await expect(page).toHaveURL("/de/search-results");
  });

  test("/de/search-results: German filter labels, badges and count", async ({ page, baseURL }) => {
    await page.goto("/de/search-results?destination=Turkey");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${new URL(baseURL!).origin}/de/search-results?destination=Turkey`,
    );
    await expect(page).toHaveTitle(
      /^Geprüfte Kliniken in der Türkei – geprüfte Kliniken und Ärzte vergleichen/,
    );
    const form = page.getByRole("search", { name: "Suche verfeinern" });
    for (const label of [
      "Suche",
      "Behandlung",
      "Reiseziel",
      "Wunschtermin",
      "Budget",
      "Sortieren nach",
    ])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    await expect(form.getByLabel("Sortieren nach", { exact: true }).locator("option")).toHaveText([
      "Top bewertet",
      "Preis aufsteigend",
      "Preis absteigend",
      "Meiste Bewertungen",
    ]);
    await expect(form.getByRole("button", { name: "Ergebnisse aktualisieren" })).toBeVisible();
    await expect(form).toHaveAttribute("action", "/de/search-results");
    const badge = page
      .getByTestId("active-filters")
      .getByRole("link", { name: "Reisezielfilter entfernen: Türkei" });
    await expect(badge).toContainText("Reiseziel:");
    await expect(badge).toHaveAttribute("href", "/de/search-results");
    await expect(page.getByTestId("results-count")).toHaveText(
      /^[1-9]\d* geprüfte Kliniken und ihre Ärzte gefunden$/,
    );
    await page.goto("/de/search-results?q=Uludag");
    await expect(page.getByTestId("results-count")).toHaveText(
      "1 geprüfte Klinik und ihre Ärzte gefunden",
    );
  });
});
