import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clinicTranslations, clinics, packageTranslations, packages, users } from "~/db/schema";
import { loader as clinicLoader } from "~/routes/clinic";
import { loader as packageLoader } from "~/routes/packages/detail";
import { signInAs } from "../../../tests/kit/auth";
import { createClinicUser } from "../../../tests/kit/factories";
import { ORIGIN, callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { action, loader } from "./translations";

/**
 * Dashboard → Translations (decision 050): a clinic translates its own description and packages;
 * the public pages show the translation in that language, and the original with its note in the
 * others.
 */
const SLUG = "bosphorus-aesthetic-hospital";
const OTHER = "istanbul-hair-institute";
const PATH = "/dashboard/translations";
const GERMAN =
  "Das Bosphorus Aesthetic Hospital ist ein privates chirurgisches Krankenhaus in Nişantaşı.\n\nJede internationale Patientin und jeder internationale Patient wird von einer Koordinatorin begleitet.";

let t: TestDb;
let clinicId = "";
let packageId = "";
let packageSlug = "";
let otherPackageId = "";
const cookie = { own: "", other: "", patient: "", german: "" };

beforeAll(async () => {
  t = await useTestDb();
  const [c] = await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, SLUG));
  clinicId = c!.id;
  const [p] = await t.db
    .select({ id: packages.id, slug: packages.slug })
    .from(packages)
    .where(and(eq(packages.clinicId, clinicId), eq(packages.published, true)))
    .limit(1);
  packageId = p!.id;
  packageSlug = p!.slug;
  const [o] = await t.db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(clinics, eq(clinics.id, packages.clinicId))
    .where(eq(clinics.slug, OTHER))
    .limit(1);
  otherPackageId = o!.id;
  cookie.own = await signInAs("clinic", { db: t.db, clinic: SLUG, ip: "192.0.2.91" });
  cookie.other = await signInAs("clinic", { db: t.db, clinic: OTHER, ip: "192.0.2.92" });
  cookie.patient = await signInAs("patient", { db: t.db, ip: "192.0.2.93" });
  // A clinic user whose account language is German (users.locale): the tab and its answers in German.
  const german = await createClinicUser(t.db, { clinic: SLUG });
  await t.db.update(users).set({ locale: "de" }).where(eq(users.id, german.id));
  cookie.german = await signInAs(german.email, { ip: "192.0.2.94" });
});

function post(who: keyof typeof cookie, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const request = new Request(ORIGIN + PATH, {
    method: "POST",
    headers: { origin: ORIGIN, cookie: cookie[who], "x-careatlas-client-ip": "203.0.113.9" },
    body,
  });
  return callRoute(action as never, request);
}

type Page<L extends (a: never) => unknown> =
  Exclude<Awaited<ReturnType<L>>, Response> extends {
    data: infer D;
  }
    ? D
    : never;

async function clinicPage(lang?: string) {
  const path = `${lang ? `/${lang}` : ""}/clinic/${SLUG}`;
  const r = (await clinicLoader({
    request: makeRequest(path),
    params: { clinicId: SLUG, ...(lang ? { lang } : {}) },
    context: {},
  } as never)) as unknown as { data: Page<typeof clinicLoader> };
  return r.data;
}

async function tab(who: keyof typeof cookie, query = "") {
  const r = await callRoute(
    loader as never,
    makeRequest(`${PATH}${query}`, { cookie: cookie[who] }),
  );
  return r as { data: Page<typeof loader> } & Response;
}

const errorsOf = (r: unknown) =>
  (
    r as {
      data: {
        fieldErrors?: Record<string, string>;
        formError?: string;
        values: Record<string, string>;
      };
    }
  ).data;

const storedDescription = async (locale: string) =>
  (
    await t.db
      .select({ d: clinicTranslations.description })
      .from(clinicTranslations)
      .where(and(eq(clinicTranslations.clinicId, clinicId), eq(clinicTranslations.locale, locale)))
  )[0]?.d;

describe("the Translations tab", () => {
  it("lists the clinic's texts with what is missing per language", async () => {
    const r = await tab("own", "?lang=de");
    expect(statusOf(r)).toBe(200);
    const d = r.data;
    expect(d.target.code).toBe("de");
    expect(d.board.description.original).toMatch(/^Bosphorus Aesthetic Hospital is a private/);
    expect(d.board.description.translation).toBeNull();
    expect(d.board.packages.some((p) => p.id === packageId)).toBe(true);
    const de = d.languages.find((l) => l.code === "de")!;
    expect(de.missing).toBeGreaterThan(1);
    expect(de.missingText).toBe(`${de.missing} missing`);
    expect(d.text["dashboard.translations.title"]).toBe("Translations");
  });

  it("is in the person's language: German texts, plurals, and the language they last chose", async () => {
    const d = (await tab("german")).data;
    expect(d.target.code).toBe("de");
    expect(d.text["dashboard.translations.title"]).toBe("Übersetzungen");
    expect(d.text["dashboard.translations.translation"]).toBe("Übersetzung (Deutsch)");
    expect(d.languages.find((l) => l.code === "de")!.missingText).toMatch(/^\d+ fehlen$/);
    expect(d.summary).toMatch(/^Deutsch: 0 von \d+ Texten übersetzt$/);
  });

  it("is for clinics only", async () => {
    expect(statusOf(await tab("patient"))).toBe(404);
    expect(
      statusOf(await post("patient", { intent: "clinic-save", locale: "de", description: "x" })),
    ).toBe(404);
  });
});

describe("saving a translation", () => {
  it("stores the German description; /de shows it without the note, /fr the original with it", async () => {
    const r = await post("own", {
      intent: "clinic-save",
      locale: "de",
      description: `  ${GERMAN}  `,
    });
    expect(statusOf(r)).toBe(302);
    expect((r as Response).headers.get("location")).toBe(`${PATH}?lang=de#description`);
    expect(await storedDescription("de")).toBe(GERMAN);

    const de = await clinicPage("de");
    expect(de.about).toBe(GERMAN);
    expect(de.aboutTranslated).toBe(true);

    const fr = await clinicPage("fr");
    expect(fr.about).toMatch(/^Bosphorus Aesthetic Hospital is a private/);
    expect(fr.aboutTranslated).toBe(false);
    expect(fr.text["clinic.original"]).toBe("Rédigé par la clinique en anglais");

    const en = await clinicPage();
    expect(en.about).toMatch(/^Bosphorus Aesthetic Hospital is a private/);

    const d = (await tab("own", "?lang=de")).data;
    expect(d.board.description.translation).toBe(GERMAN);
  });

  it("replaces a translation and removes it (the original shows again)", async () => {
    await post("own", { intent: "clinic-save", locale: "ar", description: "وصف أول" });
    await post("own", { intent: "clinic-save", locale: "ar", description: "وصف العيادة بالعربية" });
    expect(await storedDescription("ar")).toBe("وصف العيادة بالعربية");
    expect((await clinicPage("ar")).about).toBe("وصف العيادة بالعربية");
    const r = await post("own", { intent: "clinic-remove", locale: "ar", description: "" });
    expect(statusOf(r)).toBe(302);
    expect(await storedDescription("ar")).toBeUndefined();
    expect((await clinicPage("ar")).aboutTranslated).toBe(false);
  });

  it("keeps text as plain text: markup is stored and returned as written, for React to escape", async () => {
    const text = '<script>alert(1)</script> <b>fett</b> & "Zitat"';
    await post("own", { intent: "clinic-save", locale: "es", description: text });
    expect((await clinicPage("es")).about).toBe(text);
  });

  it("stores a package's overview and inclusions; the package page shows them in that language only", async () => {
    const r = await post("own", {
      intent: "package-save",
      locale: "de",
      id: packageId,
      overview: "Ein Überblick auf Deutsch.",
      includes: "- Hoteltransfer\n\n• Zwei Nächte im Hotel\n",
    });
    expect(statusOf(r)).toBe(302);
    const [row] = await t.db
      .select()
      .from(packageTranslations)
      .where(
        and(eq(packageTranslations.packageId, packageId), eq(packageTranslations.locale, "de")),
      );
    expect(row!.overview).toBe("Ein Überblick auf Deutsch.");
    expect(row!.includes).toEqual(["Hoteltransfer", "Zwei Nächte im Hotel"]);

    const page = async (lang?: string) =>
      (
        (await packageLoader({
          request: makeRequest(`${lang ? `/${lang}` : ""}/package/${packageSlug}`),
          params: { id: packageSlug, ...(lang ? { lang } : {}) },
          context: {},
        } as never)) as Awaited<ReturnType<typeof packageLoader>>
      ).pkg;
    const de = await page("de");
    expect(de.overview).toBe("Ein Überblick auf Deutsch.");
    expect(de.includes).toEqual(["Hoteltransfer", "Zwei Nächte im Hotel"]);
    expect(de.translated).toEqual({ overview: true, includes: true });
    // The package page's clinic card: the clinic's German description saved above.
    expect(de.clinic.bio).toBe(GERMAN);
    const tr = await page("tr");
    expect(tr.translated).toEqual({ overview: false, includes: false });
    expect(tr.overview).not.toBe("Ein Überblick auf Deutsch.");
    // The clinic page's package list shows the German inclusions too.
    const clinicDe = await clinicPage("de");
    const listed = clinicDe.packages.find((p) => p.id === packageId)!;
    expect(listed.includes).toEqual(["Hoteltransfer", "Zwei Nächte im Hotel"]);
    expect(listed.includesTranslated).toBe(true);
  });
});

describe("what a clinic may not do", () => {
  it("cannot translate another clinic's package: 404, nothing stored", async () => {
    const r = await post("own", {
      intent: "package-save",
      locale: "de",
      id: otherPackageId,
      overview: "Fremdes Paket",
      includes: "",
    });
    expect(statusOf(r)).toBe(404);
    expect(errorsOf(r).formError).toBe("This package was not found in your clinic.");
    const rows = await t.db
      .select()
      .from(packageTranslations)
      .where(eq(packageTranslations.packageId, otherPackageId));
    expect(rows).toEqual([]);
    const removed = await post("own", {
      intent: "package-remove",
      locale: "de",
      id: otherPackageId,
    });
    expect(statusOf(removed)).toBe(404);
  });

  it("another clinic's user saves only their own clinic's description, never this one's", async () => {
    const before = await storedDescription("fr");
    const r = await post("other", {
      intent: "clinic-save",
      locale: "fr",
      description: "Pas la mienne",
    });
    // The form names no clinic: the session's clinic is the only one written.
    expect(statusOf(r)).toBe(302);
    expect(await storedDescription("fr")).toBe(before);
    const [otherClinic] = await t.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.slug, OTHER));
    const [theirs] = await t.db
      .select({ d: clinicTranslations.description })
      .from(clinicTranslations)
      .where(eq(clinicTranslations.clinicId, otherClinic!.id));
    expect(theirs?.d).toBe("Pas la mienne");
    expect((await clinicPage("fr")).aboutTranslated).toBe(false);
    // And their package form cannot reach this clinic's package.
    const p = await post("other", {
      intent: "package-save",
      locale: "fr",
      id: packageId,
      overview: "x",
      includes: "",
    });
    expect(statusOf(p)).toBe(404);
  });
});

describe("validation", () => {
  it("refuses an empty description with a clear message and keeps nothing half-saved", async () => {
    const r = await post("own", { intent: "clinic-save", locale: "tr", description: "   " });
    expect(statusOf(r)).toBe(400);
    expect(errorsOf(r).fieldErrors?.description).toBe("Enter the translation of the description.");
    expect(await storedDescription("tr")).toBeUndefined();
  });

  it("refuses a description over 4000 characters, giving the text back", async () => {
    const long = "ä".repeat(4001);
    const r = await post("own", { intent: "clinic-save", locale: "de", description: long });
    expect(statusOf(r)).toBe(400);
    const d = errorsOf(r);
    expect(d.fieldErrors?.description).toBe("The translation can be at most 4000 characters.");
    expect(d.values.description).toBe(long);
    // The German translation saved before is still there.
    expect(await storedDescription("de")).toBe(GERMAN);
  });

  it("refuses a package form with neither part, too many or too long lines, and an unknown language", async () => {
    const empty = await post("own", {
      intent: "package-save",
      locale: "fr",
      id: packageId,
      overview: "",
      includes: " \n ",
    });
    expect(statusOf(empty)).toBe(400);
    expect(errorsOf(empty).fieldErrors?.overview).toBe(
      "Enter the translation of the overview or of the inclusions.",
    );
    const lines = await post("own", {
      intent: "package-save",
      locale: "fr",
      id: packageId,
      overview: "",
      includes: Array.from({ length: 31 }, (_, i) => `Ligne ${i}`).join("\n"),
    });
    expect(errorsOf(lines).fieldErrors?.includes).toBe("Use at most 30 lines for the inclusions.");
    const line = await post("own", {
      intent: "package-save",
      locale: "fr",
      id: packageId,
      overview: "",
      includes: "x".repeat(201),
    });
    expect(errorsOf(line).fieldErrors?.includes).toBe("Keep each inclusion under 200 characters.");
    const lang = await post("own", { intent: "clinic-save", locale: "en", description: "English" });
    expect(errorsOf(lang).fieldErrors?.locale).toBe("Choose a language.");
    const rows = await t.db
      .select()
      .from(packageTranslations)
      .where(
        and(eq(packageTranslations.packageId, packageId), eq(packageTranslations.locale, "fr")),
      );
    expect(rows).toEqual([]);
  });

  it("answers in the person's language (German account)", async () => {
    const r = await post("german", { intent: "clinic-save", locale: "tr", description: "" });
    expect(statusOf(r)).toBe(400);
    const d = errorsOf(r);
    expect(d.fieldErrors?.description).toBe("Geben Sie die Übersetzung der Beschreibung ein.");
    expect(d.formError).not.toBe("Please check the highlighted fields.");
    const p = await post("german", {
      intent: "package-save",
      locale: "de",
      id: otherPackageId,
      overview: "x",
      includes: "",
    });
    expect(errorsOf(p).formError).toBe("Dieses Paket wurde in Ihrer Klinik nicht gefunden.");
  });
});
