import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { headlineStats, reviewStats } from "~/features/catalogue/catalogue-stats";
import { getCatalogueStats } from "~/features/catalogue/catalogue.server";
import { LOCALE_CODES, type Locale } from "~/i18n/config";
import { loader as aboutLoader } from "~/routes/about";
import { loader as contactLoader } from "~/routes/contact";
import { loader as faqLoader } from "~/routes/faq";
import { loader as howItWorksLoader } from "~/routes/how-it-works";
import { loader as cookiesLoader } from "~/routes/legal/cookies";
import { loader as privacyLoader } from "~/routes/legal/privacy";
import { loader as termsLoader } from "~/routes/legal/terms";
import { loader as reviewsLoader } from "~/routes/reviews";
import { loader as teamLoader } from "~/routes/team";
import { loader as whyTrustUsLoader } from "~/routes/why-trust-us";
import { ABOUT } from "../../../content/pages/about";
import { CONTACT_PANEL } from "../../../content/pages/contact";
import { FAQ } from "../../../content/pages/faq";
import { HOW_IT_WORKS } from "../../../content/pages/how-it-works";
import { LEGAL } from "../../../content/pages/legal";
import { REVIEWS } from "../../../content/pages/reviews";
import { TEAM } from "../../../content/pages/team";
import { WHY_TRUST_US } from "../../../content/pages/why-trust-us";
import { callRoute } from "../../../tests/kit/request";
import { useTestDb } from "../../../tests/setup/db";
import { editorialContent, editorialDate, type EditorialPages } from "./editorial.server";

/**
 * The editorial pages in every language (issue 15, docs/i18n.md "Editorial texts"): each page's
 * loader sends its content module in the page's language, and every translation has the English
 * module's shape (same FAQ items, sections, steps and ids) and really is translated.
 */
beforeAll(async () => {
  await useTestDb();
});

type AnyLoader = (args: never) => unknown;

/** Calls a page's loader for a URL in `lang` (none: English) and returns its data. */
async function load(fn: AnyLoader, path: string, lang?: Locale): Promise<Record<string, unknown>> {
  const url = `http://localhost${lang ? `/${lang}` : ""}${path}`;
  const result = await callRoute(fn, new Request(url), lang ? { lang } : {});
  if (result instanceof Response) throw new Error(`${url}: loader answered ${result.status}`);
  // contact answers data(…, { headers }).
  const value = result as { data?: unknown; type?: string };
  return (value.type === "DataWithResponseInit" ? value.data : result) as Record<string, unknown>;
}

/** Each page: its loader, path, where its heading is in the loader data, and the heading per language. */
const PAGES: {
  path: string;
  loader: AnyLoader;
  heading: (d: Record<string, unknown>) => string;
  en: string;
  de: string;
  ar: string;
}[] = [
  {
    path: "/about",
    loader: aboutLoader,
    heading: (d) => (d.content as EditorialPages["about"]).title,
    en: "About CareAtlas",
    de: "Über CareAtlas",
    ar: "عن CareAtlas",
  },
  {
    path: "/faq",
    loader: faqLoader,
    heading: (d) => (d.content as EditorialPages["faq"]).title,
    en: "Frequently Asked Questions",
    de: "Häufig gestellte Fragen",
    ar: "الأسئلة الشائعة",
  },
  {
    path: "/how-it-works",
    loader: howItWorksLoader,
    heading: (d) => (d.content as EditorialPages["howItWorks"]).title,
    en: "How CareAtlas works",
    de: "So funktioniert CareAtlas",
    ar: "كيف يعمل CareAtlas",
  },
  {
    path: "/why-trust-us",
    loader: whyTrustUsLoader,
    heading: (d) => (d.content as EditorialPages["whyTrustUs"]).title,
    en: "Why trust CareAtlas",
    de: "Warum Sie CareAtlas vertrauen können",
    ar: "لماذا تثق بـ CareAtlas",
  },
  {
    path: "/team",
    loader: teamLoader,
    heading: (d) => (d.content as EditorialPages["team"]).members[0]!.role,
    en: "Co-founder & CEO",
    de: "Mitgründerin & CEO",
    ar: "الشريكة المؤسسة والرئيسة التنفيذية",
  },
  {
    path: "/reviews",
    loader: reviewsLoader,
    heading: (d) => (d.content as EditorialPages["reviews"]).title,
    en: "Patient Reviews",
    de: "Bewertungen von Patientinnen und Patienten",
    ar: "تقييمات المرضى",
  },
  {
    path: "/contact",
    loader: contactLoader,
    heading: (d) => (d.panel as EditorialPages["contact"]).heading,
    en: "Get in touch",
    de: "Kontakt aufnehmen",
    ar: "تواصل معنا",
  },
  {
    path: "/terms",
    loader: termsLoader,
    heading: (d) => (d.content as { doc: { title: string } }).doc.title,
    en: "Terms of Service",
    de: "Nutzungsbedingungen",
    ar: "شروط الخدمة",
  },
  {
    path: "/privacy",
    loader: privacyLoader,
    heading: (d) => (d.content as { doc: { title: string } }).doc.title,
    en: "Privacy Policy",
    de: "Datenschutzerklärung",
    ar: "سياسة الخصوصية",
  },
  {
    path: "/cookies",
    loader: cookiesLoader,
    heading: (d) => (d.content as { doc: { title: string } }).doc.title,
    en: "Cookie Policy",
    de: "Cookie-Richtlinie",
    ar: "سياسة ملفات تعريف الارتباط",
  },
];

describe("each editorial page's loader sends the page's language", () => {
  for (const page of PAGES) {
    it(`${page.path}: English at ${page.path}, German at /de${page.path}, Arabic at /ar${page.path}`, async () => {
      expect(page.heading(await load(page.loader, page.path))).toBe(page.en);
      expect(page.heading(await load(page.loader, page.path, "de"))).toBe(page.de);
      expect(page.heading(await load(page.loader, page.path, "ar"))).toBe(page.ar);
    });
  }

  it("the FAQ's answers, the terms' sections and the effective date are in the page's language", async () => {
    const faq = (await load(faqLoader, "/faq", "de")).content as EditorialPages["faq"];
    expect(faq.items[0]!.question).toBe("Was ist CareAtlas?");
    const ar = (await load(termsLoader, "/terms", "ar")).content as {
      sections: { heading: string }[];
      ui: { notice?: string };
      effectiveDate: string;
      effectiveDateText: string;
    };
    expect(ar.sections).toHaveLength(LEGAL.terms.length);
    expect(ar.sections[0]!.heading).not.toBe(LEGAL.terms[0]!.heading);
    expect(ar.ui.notice).toContain("الإنجليزية");
    expect(ar.effectiveDate).toBe("2026-11-01");
    expect(ar.effectiveDateText).toBe("1 نوفمبر 2026");
    const en = (await load(termsLoader, "/terms")).content as typeof ar;
    expect(en.effectiveDateText).toBe("1 November 2026");
    expect(en.ui.notice).toBeUndefined();
  });

  it("the English pages send exactly today's English modules", async () => {
    expect((await load(aboutLoader, "/about")).content).toEqual(ABOUT);
    expect((await load(faqLoader, "/faq")).content).toEqual(FAQ);
    expect((await load(howItWorksLoader, "/how-it-works")).content).toEqual(HOW_IT_WORKS);
    expect((await load(whyTrustUsLoader, "/why-trust-us")).content).toEqual(WHY_TRUST_US);
    expect((await load(teamLoader, "/team")).content).toEqual(TEAM);
    expect((await load(contactLoader, "/contact")).panel).toEqual(CONTACT_PANEL);
    const reviews = (await load(reviewsLoader, "/reviews")).content as EditorialPages["reviews"];
    expect(reviews.stories.map(({ date, title }) => ({ date, title }))).toEqual(
      REVIEWS.stories.map(({ date, title }) => ({ date, title })),
    );
  });
});

/** Keys whose values are the same in every language (ids, links, names, numbers). */
const STABLE = new Set([
  "id",
  "topic",
  "number",
  "slug",
  "href",
  "status",
  "name",
  "initials",
  "portrait",
  "clinic",
  "rating",
  "date",
]);
/** Keys only a translation has. */
const TRANSLATION_ONLY = new Set(["notice", "quotesNote"]);

/** The structure of a content module: every string becomes "text", stable values stay. */
function shape(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !TRANSLATION_ONLY.has(k))
        .map(([k, v]) => [k, shape(v, k)]),
    );
  if (typeof value === "string" && !STABLE.has(key)) return "text";
  return value;
}

/** Every string leaf with its path (stable values left out). */
function leaves(value: unknown, path = ""): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) =>
      STABLE.has(k) ? [] : leaves(v, path ? `${path}.${k}` : k),
    );
  return typeof value === "string" ? [[path, value]] : [];
}

/** Texts that are rightly the same in a translation: reviews quoted as written, an address line. */
const SAME_ON_PURPOSE = [/^stories\[\d+\]\.(title|story)$/, /^channels\[2\]\.lines\[1\]$/];

const PAGE_KEYS: (keyof EditorialPages)[] = [
  "about",
  "contact",
  "faq",
  "howItWorks",
  "legal",
  "reviews",
  "team",
  "whyTrustUs",
];

describe("the about and reviews pages' figures", () => {
  it("English: exactly today's labels; German and Arabic: labels in the page's language", async () => {
    const stats = await getCatalogueStats();
    expect((await load(aboutLoader, "/about")).stats).toEqual(headlineStats(stats));
    expect((await load(reviewsLoader, "/reviews")).stats).toEqual(reviewStats(stats));
    const de = (await load(reviewsLoader, "/reviews", "de")).stats as { label: string }[];
    expect(de.map((s) => s.label)).toEqual([
      "Durchschnittliche Bewertung",
      stats.verifiedReviews === 1
        ? "Durch eine CareAtlas-Buchung bestätigte Bewertung"
        : "Durch eine CareAtlas-Buchung bestätigte Bewertungen",
      stats.reviews - stats.verifiedReviews === 1
        ? "Bewertung auf anderen Plattformen, laut Angabe der Kliniken bei ihrem Beitritt"
        : "Bewertungen auf anderen Plattformen, laut Angabe der Kliniken bei ihrem Beitritt",
      stats.clinics === 1 ? "Geprüfte Klinik" : "Geprüfte Kliniken",
      stats.countries === 1 ? "Reiseland" : "Reiseländer",
    ]);
    const ar = (await load(aboutLoader, "/about", "ar")).stats as { label: string }[];
    expect(ar[0]!.label).toMatch(/عياد/);
  });
});

describe("every translation module has the English module's shape", () => {
  for (const page of PAGE_KEYS) {
    it(`${page}: same items, sections, steps and ids in every language, and translated`, async () => {
      const en = await editorialContent(page, "en");
      const english = new Map(leaves(en));
      for (const locale of LOCALE_CODES.filter((l) => l !== "en")) {
        const t = await editorialContent(page, locale);
        expect(shape(t), `${page} in ${locale}`).toEqual(shape(en));
        // Not English left behind: a long text equal to the English one at the same place.
        const untranslated = leaves(t).filter(
          ([path, text]) =>
            text.length > 25 &&
            english.get(path) === text &&
            !SAME_ON_PURPOSE.some((re) => re.test(path)),
        );
        expect(untranslated, `${page} in ${locale}`).toEqual([]);
      }
    });
  }

  it("the FAQ has 8 questions and the how-it-works page 4 steps in every language", async () => {
    for (const locale of LOCALE_CODES) {
      const faq = await editorialContent("faq", locale);
      expect(faq.items.map((i) => i.topic)).toEqual(FAQ.items.map((i) => i.topic));
      expect(faq.items).toHaveLength(8);
      const hiw = await editorialContent("howItWorks", locale);
      expect(hiw.steps.map((s) => s.id)).toEqual(["search", "compare", "book", "travel"]);
      expect(hiw.ui.step).toContain("{number}");
      const legal = await editorialContent("legal", locale);
      expect(legal.ui.notice === undefined, locale).toBe(locale === "en");
    }
  });

  it("every translation keeps the figures, addresses and the support address", async () => {
    for (const locale of LOCALE_CODES) {
      const legal = JSON.stringify(await editorialContent("legal", locale));
      for (const kept of ["support@careatlas.example", "24", "48", "18", "data.json", "README"])
        expect(legal.includes(kept), `${locale}: ${kept}`).toBe(true);
      // Every occurrence of the support address, as often as in English.
      const count = (s: string) => s.split("support@careatlas.example").length;
      expect(count(legal), locale).toBe(count(JSON.stringify(LEGAL)));
      const faq = JSON.stringify(await editorialContent("faq", locale));
      for (const kept of ["29", "JCI"]) expect(faq.includes(kept), `${locale}: ${kept}`).toBe(true);
    }
  });
});

describe("the browser gets no content module", () => {
  // A route component that imported content/pages/<page>.ts would ship its text (and, through a
  // per-language import, every language) to the browser: only the loader may read them.
  const ROUTES = [
    "about",
    "contact",
    "faq",
    "how-it-works",
    "reviews",
    "team",
    "why-trust-us",
    "legal/terms",
    "legal/privacy",
    "legal/cookies",
  ];
  it.each(ROUTES)("app/routes/%s.tsx imports only the content types", (route) => {
    const source = readFileSync(join(process.cwd(), "app/routes", `${route}.tsx`), "utf8");
    const imports = [...source.matchAll(/from "([^"]*content\/pages[^"]*)"/g)].map((m) => m[1]);
    for (const path of imports) expect(path).toMatch(/content\/pages\/types$/);
    expect(source).not.toContain("UntranslatedNote");
  });

  it("dates are written in the page's language", () => {
    expect(editorialDate("2026-11-01", "en")).toBe("1 November 2026");
    expect(editorialDate("2026-11-01", "de")).toBe("1. November 2026");
    expect(editorialDate("2026-11-01", "tr")).toBe("1 Kasım 2026");
  });
});
