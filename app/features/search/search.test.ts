import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { CLINICS } from "~/db/seed/data/clinics";
import { CITIES, COUNTRIES } from "~/db/seed/data/geo";
import { EXCHANGE_RATES, TREATMENTS } from "~/db/seed/data/taxonomy";
import { i18nFor } from "~/i18n/catalog.server";
import { useTestDb } from "../../../tests/setup/db";
import { MAX_PARAM_LENGTH, PAGE_SIZE, queryWords } from "./params";
import { parseSearchParams } from "./parse-params";
import { searchUrl } from "./search-url";
import { activeFilters, searchMeta, toResolved } from "./search-view";
import { searchClinics, type ClinicSearch } from "./search.server";

let db: Db;
beforeAll(async () => {
  ({ db } = await useTestDb());
});

const search = (qs: string | Record<string, string>) =>
  searchClinics(parseSearchParams(new URLSearchParams(qs)));

/** Every result of a search, all pages. */
async function allSlugs(qs: Record<string, string>): Promise<string[]> {
  const first = await search(qs);
  const slugs = first.results.map((r) => r.slug);
  for (let p = 2; p <= first.totalPages; p++)
    slugs.push(...(await search({ ...qs, page: String(p) })).results.map((r) => r.slug));
  return slugs;
}

const verified = CLINICS.filter((c) => c.verified);
const rate = (currency: string) => EXCHANGE_RATES.find((r) => r.currency === currency)!.rate;
const toUsd = (minor: number, currency: string) => minor / 100 / rate(currency);
const cityOf = (slug: string) => CITIES.find((c) => c.slug === slug)!;
const countryName = (slug: string) => COUNTRIES.find((c) => c.slug === slug)!.name;
const sorted = (xs: string[]) => [...xs].sort();

/* ------------------------------------------------------------------ parsing */

describe("parseSearchParams", () => {
  it("reads the home form's parameters", () => {
    expect(
      parseSearchParams(
        new URLSearchParams(
          "treatment=Hair+Transplant&destination=Istanbul%2C+Turkey&budget=1000-5000&date=2026-12-01",
        ),
      ),
    ).toEqual({
      treatment: "Hair Transplant",
      destination: "Istanbul, Turkey",
      budget: "1000-5000",
      date: "2026-12-01",
      page: 1,
    });
  });

  it("takes the first non-empty value of a repeated parameter", () => {
    const p = parseSearchParams(
      new URLSearchParams("date=&date=2026-12-01&date=2027-01-01&treatment=%20%20&treatment=LASIK"),
    );
    expect(p.date).toBe("2026-12-01");
    expect(p.treatment).toBe("LASIK");
  });

  it("trims, collapses spaces and caps text at 200 characters", () => {
    const p = parseSearchParams(
      new URLSearchParams({ q: `  ${"x".repeat(5000)}  `, destination: "  Seoul,   South Korea " }),
    );
    expect(p.q).toHaveLength(MAX_PARAM_LENGTH);
    expect(p.destination).toBe("Seoul, South Korea");
  });

  it("ignores unknown enums, bad dates and bad pages instead of failing", () => {
    const p = parseSearchParams(
      new URLSearchParams("budget=lots&sort=evil&date=2026-02-30&page=-3"),
    );
    expect(p).toEqual({ page: 1 });
    expect(parseSearchParams(new URLSearchParams("page=abc")).page).toBe(1);
    expect(parseSearchParams(new URLSearchParams("page=3")).page).toBe(3);
    expect(parseSearchParams(new URLSearchParams("date=2026-12-01T00:00:00.000Z")).date).toBe(
      "2026-12-01",
    );
  });

  it("only keeps 'Best match' when there is a query", () => {
    expect(parseSearchParams(new URLSearchParams("sort=relevance")).sort).toBeUndefined();
    expect(parseSearchParams(new URLSearchParams("sort=relevance&q=hair")).sort).toBe("relevance");
    expect(parseSearchParams(new URLSearchParams("sort=price-asc")).sort).toBe("price-asc");
  });

  it("splits free text into safe words", () => {
    expect(queryWords("Dentl  implant's in Istambul!")).toEqual(["dentl", "implant", "istambul"]);
    expect(queryWords("'; DROP TABLE clinics; --")).toEqual(["drop", "table"]);
    expect(queryWords("<>:*&|!")).toEqual([]);
  });

  it("builds canonical URLs and removes a criterion", () => {
    const p = parseSearchParams(new URLSearchParams("q=a&treatment=LASIK&page=2"));
    expect(searchUrl(p)).toBe("/search-results?treatment=LASIK&q=a&page=2");
    expect(searchUrl(p, { treatment: undefined, page: undefined })).toBe("/search-results?q=a");
  });
});

/* ------------------------------------------------------------------ treatments */

describe("treatment", () => {
  const formProcedures = TREATMENTS.filter((t) => t.inSearchForm);

  it("has the fifteen procedures of the search form", () => {
    expect(formProcedures).toHaveLength(15);
  });

  for (const t of formProcedures) {
    it(`'${t.name}' finds exactly the verified clinics that offer it`, async () => {
      const expected = verified
        .filter((c) => c.treatments.some((x) => x.treatment === t.slug))
        .map((c) => c.slug);
      expect(expected.length).toBeGreaterThan(0);
      const r = await search({ treatment: t.name });
      expect(r.treatment).toMatchObject({
        status: "matched",
        kind: "treatment",
        label: t.name,
        fallback: false,
      });
      expect(r.total).toBe(expected.length);
      expect(sorted(await allSlugs({ treatment: t.name }))).toEqual(sorted(expected));
      // The card shows the clinic's price for that procedure.
      for (const card of r.results) {
        const offer = CLINICS.find((c) => c.slug === card.slug)!.treatments.find(
          (x) => x.treatment === t.slug,
        )!;
        expect(card.treatmentName).toBe(t.name);
        expect(card.treatmentMatched).toBe(true);
        expect(card.priceFromMinor).toBe(offer.priceFrom);
        expect(card.currency).toBe(offer.currency);
      }
    });
  }

  it("accepts a slug, a group, another label for a group, and any case", async () => {
    const hair = verified
      .filter((c) => c.treatments.some((x) => x.treatment === "hair-transplant"))
      .map((c) => c.slug);
    expect(sorted(await allSlugs({ treatment: "hair-transplant" }))).toEqual(sorted(hair));
    expect(sorted(await allSlugs({ treatment: "  HAIR transplant " }))).toEqual(sorted(hair));

    const dental = verified.filter((c) =>
      c.treatments.some((x) =>
        ["dental-implants", "veneers", "hollywood-smile"].includes(x.treatment),
      ),
    );
    const byGroup = await search({ treatment: "Dental" });
    expect(byGroup.treatment).toMatchObject({ status: "matched", kind: "group" });
    expect(sorted(await allSlugs({ treatment: "Dental" }))).toEqual(
      sorted(dental.map((c) => c.slug)),
    );

    const restoration = await search({ treatment: "Hair Restoration" });
    expect(restoration.treatment).toMatchObject({
      status: "matched",
      kind: "group",
      label: "Hair",
    });
  });

  it("understands a misspelt procedure", async () => {
    const r = await search({ treatment: "Rhinoplsty" });
    expect(r.treatment).toMatchObject({ status: "matched", label: "Nose Surgery (Rhinoplasty)" });
    expect(r.total).toBeGreaterThan(0);
  });

  it("widens to the procedure's group when no clinic offers it yet", async () => {
    await db.execute(sql`
      INSERT INTO treatments (group_id, slug, name, keywords, in_search_form, sort_order)
      SELECT id, 'dental-bridge-test', 'Dental Bridge', '{}', false, 99 FROM treatment_groups WHERE slug = 'dental'`);
    try {
      const r = await search({ treatment: "Dental Bridge" });
      expect(r.treatment).toMatchObject({
        status: "matched",
        kind: "treatment",
        label: "Dental Bridge",
        fallback: true,
        groupName: "Dental",
      });
      expect(r.total).toBeGreaterThan(0);
      for (const c of r.results)
        expect(c.specialty.toLowerCase()).toMatch(/dent|veneer|smile|implant/);
    } finally {
      await db.execute(sql`DELETE FROM treatments WHERE slug = 'dental-bridge-test'`);
    }
  });

  it("finds nothing for a treatment it does not know", async () => {
    const r = await search({ treatment: "Time travel" });
    expect(r.treatment?.status).toBe("unknown");
    expect(r.total).toBe(0);
    expect(r.results).toEqual([]);
  });
});

/* ------------------------------------------------------------------ destinations */

describe("destination", () => {
  const inCity = (slug: string) => verified.filter((c) => c.citySlug === slug).map((c) => c.slug);
  const inCountry = (slug: string) =>
    verified.filter((c) => cityOf(c.citySlug).countrySlug === slug).map((c) => c.slug);

  it.each([
    ["Istanbul, Turkey", "istanbul"],
    ["istanbul", "istanbul"],
    ["  ISTANBUL ,   turkey  ", "istanbul"],
    ["Seoul, South Korea", "seoul"],
    ["SEOUL", "seoul"],
    ["bangkok, thailand", "bangkok"],
    ["Istambul", "istanbul"],
  ])("'%s' finds the clinics in that city", async (destination, city) => {
    const r = await search({ destination });
    expect(r.destination).toMatchObject({
      status: "matched",
      kind: "city",
      label: `${cityOf(city).name}, ${countryName(cityOf(city).countrySlug)}`,
    });
    expect(sorted(await allSlugs({ destination }))).toEqual(sorted(inCity(city)));
  });

  it.each([
    ["Turkey", "turkey"],
    ["turkey", "turkey"],
    ["south korea", "south-korea"],
    ["south-korea", "south-korea"],
    ["South  Korea", "south-korea"],
    ["MEXICO", "mexico"],
  ])("'%s' finds the clinics in that country", async (destination, country) => {
    const r = await search({ destination });
    expect(r.destination).toMatchObject({
      status: "matched",
      kind: "country",
      label: countryName(country),
    });
    expect(sorted(await allSlugs({ destination }))).toEqual(sorted(inCountry(country)));
  });

  it("finds nothing for a place without clinics, or a city in the wrong country", async () => {
    for (const destination of ["Dubai", "Istanbul, Mexico", "Atlantis, Nowhere"]) {
      const r = await search({ destination });
      expect(r.total, destination).toBe(0);
      expect(r.destination?.status).toBe("unknown");
    }
  });

  it("combines treatment and destination", async () => {
    const r = await search({ treatment: "Hair Transplant", destination: "Istanbul, Turkey" });
    const expected = verified
      .filter(
        (c) =>
          c.citySlug === "istanbul" && c.treatments.some((t) => t.treatment === "hair-transplant"),
      )
      .map((c) => c.slug);
    expect(sorted(r.results.map((c) => c.slug))).toEqual(sorted(expected));
  });
});

/* ------------------------------------------------------------------ budget, empty, hostile */

describe("budget", () => {
  const startUsd = (c: (typeof CLINICS)[number], slugs?: string[]) =>
    Math.min(
      ...c.treatments
        .filter((t) => !slugs || slugs.includes(t.treatment))
        .map((t) => toUsd(t.priceFrom, t.currency)),
    );

  it.each([
    ["under-1000", 0, 1000],
    ["1000-5000", 1000, 5000],
    ["5000-10000", 5000, 10000],
    ["above-20000", 20000, Infinity],
  ])("%s keeps clinics whose starting price in USD is in range", async (budget, lo, hi) => {
    const expected = verified
      .filter((c) => startUsd(c) >= lo && startUsd(c) < hi)
      .map((c) => c.slug);
    expect(sorted(await allSlugs({ budget }))).toEqual(sorted(expected));
  });

  it("uses the matched treatment's price when a treatment is given", async () => {
    const expected = verified
      .filter((c) => c.treatments.some((t) => t.treatment === "cardiology"))
      .filter((c) => startUsd(c, ["cardiology"]) >= 5000 && startUsd(c, ["cardiology"]) < 10000)
      .map((c) => c.slug);
    // Bangkok's cardiology starts at $6,000 while its cheapest treatment (a check-up) is $400.
    expect(expected).toEqual(["bangkok-royal-international-hospital"]);
    expect(await allSlugs({ treatment: "Cardiology", budget: "5000-10000" })).toEqual(expected);
  });
});

describe("kept starting prices", () => {
  it("follow price changes, new rates, new treatments and new clinics", async () => {
    const slug = "nilufer-dental-studio"; // cheapest: veneers from $280
    const inBudget = async (budget: string) => (await allSlugs({ budget })).includes(slug);
    expect(await inBudget("under-1000")).toBe(true);
    const veneers = sql`treatment_id = (SELECT id FROM treatments WHERE slug = 'veneers') AND clinic_id = (SELECT id FROM clinics WHERE slug = ${slug})`;
    const offers = sql`clinic_id = (SELECT id FROM clinics WHERE slug = ${slug})`;
    try {
      await db.execute(
        sql`UPDATE clinic_treatments SET price_from_minor = price_from_minor * 100 WHERE ${offers}`,
      );
      expect(await inBudget("under-1000")).toBe(false);
      await db.execute(
        sql`UPDATE clinic_treatments SET price_from_minor = price_from_minor / 100 WHERE ${offers}`,
      );
      expect(await inBudget("under-1000")).toBe(true);

      // A rate change re-prices clinics that charge in that currency.
      await db.execute(sql`UPDATE clinic_treatments SET currency = 'GBP' WHERE ${veneers}`);
      await db.execute(sql`UPDATE exchange_rates SET rate = 0.0001 WHERE currency = 'GBP'`);
      const cheapestUsd = (await search({ sort: "price-asc" })).results[0];
      expect(cheapestUsd.slug).not.toBe(slug);
    } finally {
      await db.execute(sql`UPDATE exchange_rates SET rate = 0.73 WHERE currency = 'GBP'`);
      await db.execute(sql`UPDATE clinic_treatments SET currency = 'USD' WHERE ${veneers}`);
    }
    expect((await search({ sort: "price-asc" })).results[0].slug).toBe(slug);

    // A new clinic is listed (last in price order until it has prices), then priced.
    await db.execute(sql`
      INSERT INTO clinics (slug, name, city_id, address, specialty, rating, review_count, verified)
      SELECT 'test-new-clinic', 'Zeytin Smile Atelier', id, 'Izmir', 'Cosmetic Dentistry', 4.2, 3, true FROM cities WHERE slug = 'izmir'`);
    try {
      const all = await allSlugs({ sort: "price-asc" });
      expect(all[all.length - 1]).toBe("test-new-clinic");
      await db.execute(sql`
        INSERT INTO clinic_treatments (clinic_id, treatment_id, price_from_minor, price_to_minor, currency)
        SELECT c.id, t.id, 5000, 9000, 'USD' FROM clinics c, treatments t WHERE c.slug = 'test-new-clinic' AND t.slug = 'veneers'`);
      expect((await search({ sort: "price-asc" })).results[0].slug).toBe("test-new-clinic");
      // Its words are searchable, typos included.
      expect(await allSlugs({ q: "zeytn atelier" })).toContain("test-new-clinic");
    } finally {
      await db.execute(sql`DELETE FROM clinics WHERE slug = 'test-new-clinic'`);
    }
    expect(await allSlugs({ sort: "price-asc" })).not.toContain("test-new-clinic");
  });
});

describe("kept search columns", () => {
  it("follow a clinic's move and the treatments it offers", async () => {
    const slug = "uludag-hair-clinic"; // Bursa: hair transplant from $2,200, beard transplant
    const clinic = CLINICS.find((c) => c.slug === slug)!;
    const offering = (city: string) =>
      verified
        .filter((c) => c.slug !== slug && c.citySlug === city)
        .filter((c) => c.treatments.some((t) => t.treatment === "hair-transplant"))
        .map((c) => c.slug);
    const hairIn = (destination: string, more: Record<string, string> = {}) => ({
      treatment: "Hair Transplant",
      destination,
      ...more,
    });

    await db.execute(
      sql`UPDATE clinics SET city_id = (SELECT id FROM cities WHERE slug = 'izmir') WHERE slug = ${slug}`,
    );
    try {
      const izmir = sorted([...offering("izmir"), slug]);
      expect((await search(hairIn("Izmir"))).total).toBe(izmir.length);
      expect(sorted(await allSlugs(hairIn("Izmir")))).toEqual(izmir);
      expect(sorted(await allSlugs(hairIn("Izmir", { sort: "price-asc" })))).toEqual(izmir);
      expect(await allSlugs(hairIn("Izmir", { budget: "1000-5000" }))).toContain(slug);
      expect(await allSlugs({ destination: "Izmir", budget: "1000-5000" })).toContain(slug);
      expect(sorted(await allSlugs(hairIn("Bursa")))).toEqual(sorted(offering("bursa")));
      expect(await allSlugs(hairIn("Bursa", { budget: "1000-5000" }))).not.toContain(slug);
      const q = await search({ q: "uludag izmir" });
      expect(q.looseQuery).toBe(false);
      expect(q.results.map((c) => c.slug)).toEqual([slug]);
    } finally {
      await db.execute(
        sql`UPDATE clinics SET city_id = (SELECT id FROM cities WHERE slug = 'bursa') WHERE slug = ${slug}`,
      );
    }
    expect(await allSlugs(hairIn("Bursa"))).toContain(slug);

    // No longer offering a treatment takes the clinic out of that treatment's results.
    const hair = clinic.treatments.find((t) => t.treatment === "hair-transplant")!;
    const row = sql`clinic_id = (SELECT id FROM clinics WHERE slug = ${slug}) AND treatment_id = (SELECT id FROM treatments WHERE slug = 'hair-transplant')`;
    const total = (await search({ treatment: "Hair Transplant" })).total;
    await db.execute(sql`DELETE FROM clinic_treatments WHERE ${row}`);
    try {
      expect((await search({ treatment: "Hair Transplant" })).total).toBe(total - 1);
      const variants: Record<string, string>[] = [
        {},
        { sort: "price-asc" },
        { budget: "1000-5000" },
        { q: "uludag" },
      ];
      for (const more of variants)
        expect(await allSlugs({ treatment: "Hair Transplant", ...more })).not.toContain(slug);
      const [card] = (await search({ q: "uludag" })).results;
      expect(card).toMatchObject({ slug, treatmentName: "Beard Transplant" });
    } finally {
      await db.execute(sql`
        INSERT INTO clinic_treatments (clinic_id, treatment_id, price_from_minor, price_to_minor, currency)
        SELECT c.id, t.id, ${hair.priceFrom}, ${hair.priceTo}, ${hair.currency}
        FROM clinics c, treatments t WHERE c.slug = ${slug} AND t.slug = 'hair-transplant'`);
    }
    expect((await search({ treatment: "Hair Transplant" })).total).toBe(total);
    expect(await allSlugs({ treatment: "Hair Transplant", budget: "1000-5000" })).toContain(slug);
  });
});

describe("empty results", () => {
  it("returns an empty first page with a zero count", async () => {
    const r = await search({ treatment: "IVF Treatment", destination: "Seoul, South Korea" });
    expect(r).toMatchObject({ total: 0, totalPages: 0, page: 1, results: [] });
  });
});

describe("hostile input", () => {
  const nasty = [
    "'; DROP TABLE clinics; --",
    "1' OR '1'='1",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "x".repeat(5000),
    "%_%\\",
    "rhino:* & !plasty | (",
    "\u0000\u0001\u202e",
    "😀🏥",
    "null",
    '{"a":1}',
    "$1 $2",
  ];
  for (const key of ["q", "treatment", "destination"]) {
    it(`never throws for strange '${key}' values`, async () => {
      for (const value of nasty) {
        const r = await search({ [key]: value });
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.results.length).toBeLessThanOrEqual(PAGE_SIZE);
      }
    });
  }

  it("survives everything at once, repeated keys and absurd pages", async () => {
    const qs =
      "q=%3Cscript%3E&treatment=%27%3B--&destination=%00&budget=%3Cb%3E&date=&date=2026-12-01&date=evil&sort=%27&page=999999&page=2";
    await expect(search(qs)).resolves.toBeTruthy();
    const r = await search("page=999999");
    expect(r.page).toBe(r.totalPages);
  });

  it("the clinics table is still there", async () => {
    await search({ q: "'; DROP TABLE clinics; --" });
    expect((await search({})).total).toBe(verified.length);
  });
});

/* ------------------------------------------------------------------ order and pages */

describe("sorting", () => {
  const usdOf = (r: ClinicSearch["results"][number]) => toUsd(r.priceFromMinor!, r.currency!);
  async function everything(qs: Record<string, string>) {
    const first = await search(qs);
    const all = [...first.results];
    for (let p = 2; p <= first.totalPages; p++)
      all.push(...(await search({ ...qs, page: String(p) })).results);
    return all;
  }

  it("follows the published ranking by default (decision 053)", async () => {
    const all = await everything({});
    // The ranking's inputs as stored, and the order computed here from the published formula:
    // Bayesian rating (10 reviews of 4.0 added) to one decimal, response factor, starting
    // price, more reviews, name.
    const stored = await db.execute<{
      slug: string;
      rating: string;
      review_count: number;
      response_rank: number;
      start_usd_minor: number | null;
      name: string;
    }>(sql`SELECT slug, rating, review_count, response_rank, start_usd_minor, name
           FROM clinics WHERE verified`);
    const list = (Array.isArray(stored) ? stored : stored.rows).map((r) => ({
      ...r,
      bayes: Math.round(((40 + Number(r.rating) * r.review_count) / (10 + r.review_count)) * 10),
    }));
    list.sort(
      (a, b) =>
        b.bayes - a.bayes ||
        b.response_rank - a.response_rank ||
        (a.start_usd_minor ?? Infinity) - (b.start_usd_minor ?? Infinity) ||
        b.review_count - a.review_count ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
    expect(all.map((c) => c.slug)).toEqual(list.map((c) => c.slug));
  });

  it("orders by most reviewed", async () => {
    const all = await everything({ sort: "reviews" });
    for (let i = 1; i < all.length; i++)
      expect(all[i - 1].reviewCount).toBeGreaterThanOrEqual(all[i].reviewCount);
  });

  it("orders by starting price in USD, low to high and high to low", async () => {
    const asc = await everything({ sort: "price-asc" });
    for (let i = 1; i < asc.length; i++)
      expect(usdOf(asc[i - 1])).toBeLessThanOrEqual(usdOf(asc[i]) + 1e-9);
    const desc = await everything({ sort: "price-desc", treatment: "Dental" });
    for (let i = 1; i < desc.length; i++)
      expect(usdOf(desc[i - 1])).toBeGreaterThanOrEqual(usdOf(desc[i]) - 1e-9);
    expect(asc.length).toBe(verified.length);
  });
});

describe("pagination", () => {
  it("pages through every verified clinic, eight at a time, without repeats", async () => {
    const first = await search({});
    expect(first.total).toBe(verified.length);
    expect(first.pageSize).toBe(8);
    expect(first.totalPages).toBe(Math.ceil(verified.length / 8));
    const slugs = await allSlugs({});
    expect(new Set(slugs).size).toBe(verified.length);
    const page2 = await search({ page: "2" });
    expect(page2.page).toBe(2);
    expect(page2.results[0].slug).toBe(slugs[8]);
  });

  it("shows the last page for a page past the end", async () => {
    const r = await search({ page: "50" });
    expect(r.page).toBe(r.totalPages);
    expect(r.results.length).toBeGreaterThan(0);
  });
});

/* ------------------------------------------------------------------ free text */

describe("language the staff speak", () => {
  const speaking = (lang: string) =>
    verified
      .filter((c) => c.languages.some((l) => l.toLowerCase() === lang.toLowerCase()))
      .map((c) => c.slug);

  it("lists the languages verified clinics list, once each", async () => {
    const { listSpokenLanguages } = await import("./search.server");
    const langs = await listSpokenLanguages();
    expect(langs).toEqual(expect.arrayContaining(["Arabic", "German", "Korean", "Spanish"]));
    expect(new Set(langs.map((l) => l.toLowerCase())).size).toBe(langs.length);
  });

  it.each(["German", "arabic", "Japanese"])(
    "'%s' finds exactly the verified clinics whose staff speak it",
    async (language) => {
      const expected = speaking(language);
      expect(expected.length).toBeGreaterThan(0);
      expect(sorted(await allSlugs({ language }))).toEqual(sorted(expected));
    },
  );

  it("combines with a treatment, a budget order and free text", async () => {
    const hair = TREATMENTS.find((t) => t.slug === "hair-transplant")!;
    const hairGerman = verified
      .filter((c) => c.treatments.some((x) => x.treatment === "hair-transplant"))
      .filter((c) => c.languages.includes("German"))
      .map((c) => c.slug);
    expect(
      sorted(await allSlugs({ treatment: hair.name, language: "German", sort: "price-asc" })),
    ).toEqual(sorted(hairGerman));
    const r = await search({ q: "hair", language: "German" });
    for (const c of r.results) expect(speaking("German")).toContain(c.slug);
    expect((await search({ language: "Klingon" })).total).toBe(0);
  });

  it("is read from the URL and written back in its place", () => {
    const p = parseSearchParams(new URLSearchParams("language=%20German%20&q=hair"));
    expect(p.language).toBe("German");
    expect(searchUrl(p)).toBe("/search-results?language=German&q=hair");
  });
});

describe("free text q", () => {
  it.each([
    ["rhinoplsty", "bosphorus-aesthetic-hospital"],
    ["nose job", "gangnam-beauty-plastic-surgery"],
    ["istambul", "istanbul-hair-institute"],
    ["dentl implant", "antalya-smile-dental"],
    ["hollywod smile", "baja-dental-center"],
    ["lasik", "seoul-vision-eye-clinic"],
    ["bosphorus", "bosphorus-aesthetic-hospital"],
    ["fertilty", "siam-fertility-clinic"],
    ["korea", "seoul-vision-eye-clinic"],
    ["bospohrus", "bosphorus-aesthetic-hospital"],
    ["Istanbul Hair Institute", "istanbul-hair-institute"],
  ])("'%s' finds %s", async (q, slug) => {
    expect(await allSlugs({ q })).toContain(slug);
  });

  describe("names typed in any of the six languages", () => {
    const offering = (slug: string) =>
      verified.filter((c) => c.treatments.some((x) => x.treatment === slug)).map((c) => c.slug);

    it.each([
      ["Haartransplantation", "hair-transplant", "Hair Transplant"],
      ["saç ekimi", "hair-transplant", "Hair Transplant"],
      ["sac ekimi", "hair-transplant", "Hair Transplant"],
      ["زراعة الشعر", "hair-transplant", "Hair Transplant"],
      ["trasplante capilar", "hair-transplant", "Hair Transplant"],
      ["greffe de cheveux", "hair-transplant", "Hair Transplant"],
      ["Zahnimplantate", "dental-implants", "Dental Implants"],
      ["زراعة الأسنان", "dental-implants", "Dental Implants"],
      ["tüp bebek", "ivf", "IVF Treatment"],
      ["Kinderwunschbehandlung", "ivf", "IVF Treatment"],
      ["Augenlasern", "lasik", "LASIK"],
    ])("'%s' finds the clinics offering %s", async (q, slug, name) => {
      const r = await search({ q });
      expect(r.total).toBeGreaterThan(0);
      expect(sorted(await allSlugs({ q }))).toEqual(sorted(offering(slug)));
      for (const card of r.results) expect(card.treatmentName).toBe(name);
    });

    it("a database seeded before the names existed gets them at start, once", async () => {
      const { syncTreatmentKeywords } = await import("~/db/seed/seed.server");
      const hair = TREATMENTS.find((t) => t.slug === "hair-transplant")!;
      await db.execute(
        sql`UPDATE treatments SET keywords = ${sql.raw(`ARRAY[${hair.keywords.map((k) => `'${k}'`).join(",")}]::text[]`)} WHERE slug = 'hair-transplant'`,
      );
      expect((await search({ q: "Haarverpflanzung" })).total).toBe(0);
      await syncTreatmentKeywords(db);
      await syncTreatmentKeywords(db);
      expect(sorted(await allSlugs({ q: "Haarverpflanzung" }))).toEqual(
        sorted(offering("hair-transplant")),
      );
      const [row] = (
        await db.execute<{ n: number; distinct_n: number }>(
          sql`SELECT cardinality(keywords) AS n, (SELECT count(DISTINCT k) FROM unnest(keywords) k)::int AS distinct_n FROM treatments WHERE slug = 'hair-transplant'`,
        )
      ).rows;
      expect(row!.n).toBe(row!.distinct_n);
      expect(row!.n).toBeGreaterThan(hair.keywords.length + 5);
    });
  });

  it("requires every word when some clinic has them all", async () => {
    const r = await search({ q: "hair istanbul" });
    expect(r.looseQuery).toBe(false);
    expect(sorted(r.results.map((c) => c.slug))).toEqual([
      "bosphorus-aesthetic-hospital",
      "istanbul-hair-institute",
    ]);
  });

  it("falls back to the closest matches, best first, when none has every word", async () => {
    const r = await search({ q: "dentl implant istambul" });
    expect(r.looseQuery).toBe(true);
    expect(r.results[0].specialty).toMatch(/Dent|Implant/);
    expect(r.results[0].treatmentName).toBe("Dental Implants");
  });

  it("shows the price of the procedure the words name", async () => {
    const r = await search({ q: "rhinoplasty" });
    for (const c of r.results)
      expect(c).toMatchObject({
        treatmentName: "Nose Surgery (Rhinoplasty)",
        treatmentMatched: true,
      });
    // Without a treatment the card's price is the clinic's cheapest, not a match.
    for (const c of (await search({})).results) expect(c.treatmentMatched).toBe(false);
  });

  it("finds nothing for gibberish", async () => {
    expect((await search({ q: "qwxzv plorkt" })).total).toBe(0);
  });

  it("combines with filters", async () => {
    const r = await search({ q: "hair", destination: "Bursa" });
    expect(r.results.map((c) => c.slug)).toEqual(["uludag-hair-clinic"]);
  });
});

/* ------------------------------------------------------------------ only verified */

describe("verification", () => {
  it("never shows an unverified clinic", async () => {
    await db.execute(
      sql`UPDATE clinics SET verified = false WHERE slug = 'istanbul-hair-institute'`,
    );
    try {
      const searches: Record<string, string>[] = [
        {},
        { treatment: "Hair Transplant" },
        { q: "istanbul hair institute" },
        { destination: "Istanbul" },
        { budget: "1000-5000" },
      ];
      for (const qs of searches) {
        expect(await allSlugs(qs)).not.toContain("istanbul-hair-institute");
      }
    } finally {
      await db.execute(
        sql`UPDATE clinics SET verified = true WHERE slug = 'istanbul-hair-institute'`,
      );
    }
  });
});

/* ------------------------------------------------------------------ the page's view */

describe("badges and meta", () => {
  it("labels each criterion with what the search understood and links to the search without it", async () => {
    const params = parseSearchParams(
      new URLSearchParams(
        "treatment=hair-transplant&destination=istanbul&budget=1000-5000&date=2026-12-01&q=fue",
      ),
    );
    const r = await searchClinics(params);
    const filters = activeFilters(params, toResolved(r));
    expect(filters.map((f) => [f.key, f.value])).toEqual([
      ["treatment", "Hair Transplant"],
      ["destination", "Istanbul, Turkey"],
      ["budget", "$1,000 - $5,000"],
      ["date", "1 Dec 2026"],
      ["q", "“fue”"],
    ]);
    expect(filters[0].removeHref).toBe(
      "/search-results?destination=istanbul&budget=1000-5000&date=2026-12-01&q=fue",
    );
    // In the visitor's currency (D7): the same USD bucket, labelled in euros.
    const eur = activeFilters(params, toResolved(r), {
      currency: "EUR",
      rates: { USD: 1, EUR: 0.85, GBP: 0.73 },
    });
    expect(eur.find((f) => f.key === "budget")!.value).toBe("€850 - €4,250");
    const meta = searchMeta(params, { ...toResolved(r), total: r.total }, i18nFor("en"));
    expect(meta.title).toBe(
      "Hair Transplant clinics in Istanbul, Turkey matching “fue” — Compare Verified Clinics & Doctors",
    );
    expect(meta.noindex).toBe(true);
    // The same search in German: the words around the search's values are German.
    const de = searchMeta(params, { ...toResolved(r), total: r.total }, i18nFor("de"));
    expect(de.title).toBe(
      "Kliniken für Hair Transplant in Istanbul, Turkey passend zu „fue“ – geprüfte Kliniken und Ärzte vergleichen",
    );
  });

  it("indexes plain treatment and destination pages under a canonical URL", async () => {
    const params = parseSearchParams(new URLSearchParams("destination=turkey"));
    const r = await searchClinics(params);
    const meta = searchMeta(params, { ...toResolved(r), total: r.total }, i18nFor("en"));
    expect(meta).toMatchObject({ noindex: false, canonical: "/search-results?destination=Turkey" });
    expect(meta.description).toBe(
      `Compare ${r.total} verified clinics for medical treatment in Turkey: ratings, doctors, reviews and starting prices.`,
    );
  });
});

// Free text reads only the rows its page can come from (decision 072): the first matches in
// ranking order, plus every clinic of a pattern too rare near the top to be settled by them.
describe("free text read by match pattern", () => {
  it("finds a better-matching clinic that ranks below the first 200 matches", async () => {
    // 260 clinics match "qwerty" only through the correction "qwertz" (score about 0.6); one,
    // with the lowest rating, has the word itself in its name (score 1). It must come first.
    await db.execute(sql`INSERT INTO clinics (slug, name, city_id, address, specialty, verified, rating, review_count)
      SELECT 'qwertz-' || g, 'Qwertz Clinic ' || g, (SELECT id FROM cities ORDER BY slug LIMIT 1),
             'x', 'Dental', true, 4.8, 40
      FROM generate_series(1, 260) g`);
    await db.execute(sql`INSERT INTO clinics (slug, name, city_id, address, specialty, verified, rating, review_count)
      SELECT 'qwerty-low', 'Zulu Qwerty Clinic', (SELECT id FROM cities ORDER BY slug LIMIT 1),
             'x', 'Dental', true, 1.0, 1`);
    try {
      const params = parseSearchParams(new URLSearchParams("q=qwerty"));
      const found = await searchClinics(params);
      expect(found.total).toBe(261);
      expect(found.moreThanTotal).toBe(false);
      expect(found.results[0]?.name).toBe("Zulu Qwerty Clinic");
      expect(found).toEqual(await searchClinics(params, { exhaustive: true }));
      for (const qs of ["q=qwerty&page=2", "q=qwerty&page=33", "q=qwerty&sort=rating&page=3"]) {
        const p = parseSearchParams(new URLSearchParams(qs));
        expect({ qs, ...(await searchClinics(p)) }).toEqual({
          qs,
          ...(await searchClinics(p, { exhaustive: true })),
        });
      }
    } finally {
      await db.execute(sql`DELETE FROM clinics WHERE slug LIKE 'qwert%'`);
    }
  }, 60_000);
});

// Free text knows it has more than 1,000 matches from the kept counts when a procedure the
// words name (alone, or with a place the other words name) has more (decision 072).
describe("free text counted from the kept counts", () => {
  it("is capped when the procedure, or the procedure in the place, has more than 1,000 clinics, and exact otherwise", async () => {
    // Tummy tuck: 1,010 clinics in Bursa (250 of them "Yonder"), 300 in Istanbul. Beyond the
    // first 200 matches, a count from the wrong kept count would say "more than 1,000".
    await db.execute(sql`INSERT INTO clinics (slug, name, city_id, address, specialty, verified, rating, review_count)
      SELECT 'kappa-' || g, CASE WHEN g <= 250 THEN 'Yonder Kappa Clinic ' ELSE 'Kappa Clinic ' END || g,
             (SELECT id FROM cities WHERE slug = CASE WHEN g <= 1010 THEN 'bursa' ELSE 'istanbul' END),
             'x', 'Plastic Surgery', true, 4.5, 10
      FROM generate_series(1, 1310) g`);
    await db.execute(sql`INSERT INTO clinic_treatments (clinic_id, treatment_id, price_from_minor, price_to_minor, currency)
      SELECT c.id, (SELECT id FROM treatments WHERE slug = 'tummy-tuck'), 300000, 500000, 'USD'
      FROM clinics c WHERE c.slug LIKE 'kappa-%'`);
    try {
      const cases: [string, boolean, number | null][] = [
        ["q=tummy+tuck", true, null],
        ["q=tummy+tuck+bursa", true, null],
        ["q=tummy+tuck&destination=bursa", true, null],
        // The procedure in another place, or with a word fewer clinics have: counted.
        ["q=tummy+tuck+istanbul", false, 301],
        ["q=tummy+tuck&destination=istanbul", false, 301],
        ["q=tummy+tuck+yonder", false, 250],
      ];
      for (const [qs, more, total] of cases) {
        const p = parseSearchParams(new URLSearchParams(qs));
        const found = await searchClinics(p);
        expect({ qs, more: found.moreThanTotal, loose: found.looseQuery }).toEqual({
          qs,
          more,
          loose: false,
        });
        if (total !== null) expect(found.total).toBe(total);
        expect({ qs, ...found }).toEqual({ qs, ...(await searchClinics(p, { exhaustive: true })) });
      }
    } finally {
      await db.execute(sql`DELETE FROM clinics WHERE slug LIKE 'kappa-%'`);
    }
  }, 120_000);
});
