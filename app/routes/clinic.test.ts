import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics } from "~/db/schema";
import { formatLongDate } from "~/utils/dates";
import { makeRequest } from "../../tests/kit/request";
import { useTestDb, type TestDb } from "../../tests/setup/db";
import { loader } from "./clinic";

/** The clinic page in the visitor's language (issue 15): its loader sends the page's texts. */
const SLUG = "bosphorus-aesthetic-hospital";
let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

async function page(lang?: string) {
  const path = `${lang ? `/${lang}` : ""}/clinic/${SLUG}`;
  const res = (await loader({
    request: makeRequest(path),
    params: { clinicId: SLUG, ...(lang ? { lang } : {}) },
    context: {},
  } as never)) as unknown as { data: Awaited<ReturnType<typeof loader>>["data"] };
  return res.data;
}

describe("the clinic page's texts", () => {
  it("keeps the spec's English words on /clinic/…", async () => {
    const p = await page();
    expect(p.locale).toBe("en");
    expect(p.text["clinic.nav.details"]).toBe("Packages & contact");
    expect(p.text["clinic.contact"]).toBe("Contact Clinic for Pricing");
    expect(p.text["clinic.about.title"]).toBe(`About ${p.clinic.name}`);
    expect(p.verifiedOn).toBe(`Verified · last checked ${formatLongDate(p.clinic.verifiedAt!)}`);
    expect(p.metaText.title).toBe(
      `${p.clinic.name}, ${p.clinic.city.name}: Doctors, Prices & Reviews`,
    );
  });

  it("is German on /de/clinic/…: tabs, buttons, the date and the original-language note", async () => {
    const p = await page("de");
    expect(p.text["clinic.nav.reviews"]).toBe("Bewertungen");
    expect(p.text["clinic.quote.request"]).toBe("Angebot anfordern");
    expect(p.text["clinic.original"]).toBe("Von der Klinik auf Englisch verfasst");
    // The Latin name keeps its own direction inside the sentence (isolated: FSI … PDI).
    expect(p.text["clinic.about.title"]).toBe(`Über \u2068${p.clinic.name}\u2069`);
    expect(p.verifiedOn).toMatch(/^Geprüft · letzte Prüfung am \d{1,2}\. \p{L}+ \d{4}$/u);
    for (const r of p.reviews) expect(r.dateText).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    expect(p.metaText.title).toBe(
      `${p.clinic.name}, ${p.clinic.city.name}: Ärzte, Preise & Bewertungen`,
    );
  });

  it("counts reviews and years of practice with each language's plurals", async () => {
    await t.db.update(clinics).set({ reviewCount: 1 }).where(eq(clinics.slug, SLUG));
    expect((await page("de")).text["clinic.header.reviews"]).toBe("1 Bewertung");
    expect((await page()).text["clinic.header.reviews"]).toBe("1 review");
    await t.db.update(clinics).set({ reviewCount: 2 }).where(eq(clinics.slug, SLUG));
    expect((await page("ar")).text["clinic.header.reviews"]).toBe("تقييمان");
    await t.db.update(clinics).set({ reviewCount: 5 }).where(eq(clinics.slug, SLUG));
    expect((await page("ar")).text["clinic.header.reviews"]).toBe("5 تقييمات");
    expect((await page("de")).text["clinic.header.reviews"]).toBe("5 Bewertungen");

    const ar = await page("ar");
    const doctor = ar.doctors.find((d) => d.yearsExperience != null && d.yearsExperience > 10);
    expect(doctor).toBeDefined();
    expect(doctor!.yearsText).toBe(`${doctor!.yearsExperience} سنة من الممارسة`);
    // Arabic pages keep Western digits (decision 045).
    expect(ar.verifiedOn).toMatch(/^موثّقة · آخر تحقق في \d{1,2} \p{L}+ \d{4}$/u);
  });
});
