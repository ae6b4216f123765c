import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, users } from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { saveUserLocale } from "~/i18n/preference.server";
import * as layoutRoute from "~/routes/admin";
import * as clinicsRoute from "~/routes/admin/clinics";
import * as moderationRoute from "~/routes/admin/moderation";
import * as usersRoute from "~/routes/admin/users";
import * as csvRoute from "~/routes/resources/admin-inbox-csv";
import { signInAs } from "../../../tests/kit/auth";
import { uniqueEmail } from "../../../tests/kit/factories";
import { callRoute, makeRequest } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";

/**
 * The admin area is an account page (decision 049): shown in the administrator's language
 * (users.locale), with its form failures, list counts and the CSV export's header row in it.
 */

let t: TestDb;
const PW = "Copper-kettle-4821";
const cookies: Record<"de" | "ar" | "en", string> = { de: "", ar: "", en: "" };
let ip = 40;

beforeAll(async () => {
  t = await useTestDb();
  for (const locale of ["de", "ar", "en"] as const) {
    const email = uniqueEmail(`admin-${locale}`);
    const { id } = await createVerifiedUser(t.db, {
      email,
      password: PW,
      role: "admin",
      name: locale,
    });
    if (locale !== "en") await saveUserLocale(id, locale);
    cookies[locale] = await signInAs(email, { password: PW, ip: `192.0.2.${ip++}` });
    await t.db
      .update(users)
      .set({ twoFactorEnabled: true })
      .where(sql`${users.id} = ${id}`);
  }
  await t.db.insert(contactMessages).values({
    kind: "contact",
    fullName: "=Ada Asker",
    email: "asker-lang@example.test",
    message: "Hallo",
    subject: "Frage",
    sourcePath: "/contact",
    idempotencyKey: "admin-languages-test",
  });
});

type Data = { data: Record<string, unknown>; init?: ResponseInit | null };
const get = (mod: { loader: (a: never) => unknown }, path: string, who: keyof typeof cookies) =>
  callRoute(mod.loader, makeRequest(path, { cookie: cookies[who] })) as Promise<Data & Response>;

describe("the admin area in the administrator's language", () => {
  it("sends the layout's texts and title in German and Arabic, English unchanged", async () => {
    const de = await get(layoutRoute, "/admin", "de");
    const text = de.data.text as Record<string, string>;
    expect(text["admin.nav.users"]).toBe("Benutzer");
    expect(text["admin.users.title"]).toBe("Benutzer");
    expect(text["admin.inbox.export"]).toBe("CSV exportieren");
    expect(de.data.meta).toEqual({
      title: "Verwaltungsbereich",
      description: "CareAtlas-Verwaltung.",
    });
    const ar = await get(layoutRoute, "/admin", "ar");
    expect((ar.data.text as Record<string, string>)["admin.nav.audit"]).toBe("سجل التدقيق");
    const en = await get(layoutRoute, "/admin", "en");
    expect((en.data.text as Record<string, string>)["admin.nav.rates"]).toBe("Exchange rates");
  });

  it("formats a list's counts in the loader, in the admin's language", async () => {
    const ar = await get(usersRoute, "/admin/users?q=admin-", "ar");
    const rows = ar.data.rows as { sessionsText: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.sessionsText).toMatch(/جلس/);
    expect(ar.data.totalText).toMatch(/نتائج|نتيجة/);
    const de = await get(usersRoute, "/admin/users?q=admin-", "de");
    expect(de.data.totalText).toMatch(/^\d+ Ergebnisse?$/);
    const en = await get(usersRoute, "/admin/users?q=admin-", "en");
    expect(en.data.totalText).toMatch(/^\d+ results?$/);
  });

  it("answers a form's failure in the admin's language", async () => {
    const request = makeRequest("/admin/clinics", {
      method: "POST",
      form: { intent: "verify", id: "not-a-uuid", note: "x", date: "2026-01-01" },
      cookie: cookies.de,
    });
    const r = (await callRoute(clinicsRoute.action, request)) as Data;
    expect(r.init?.status).toBe(400);
    expect(r.data.fieldErrors).toMatchObject({
      id: "Unbekannter Datensatz.",
      note: "Bitte notieren Sie, was geprüft wurde.",
    });
  });

  it("writes the CSV header row in the admin's language, the cells as stored and still inert", async () => {
    const csv = async (who: keyof typeof cookies) => {
      const r = (
        await get(csvRoute, "/admin/inbox.csv?kind=contact&status=all&q=asker-lang", who)
      ).clone();
      return (await r.text()).replace(/^\uFEFF/, "").split("\r\n");
    };
    const de = await csv("de");
    expect(de[0]).toBe(
      '"Eingegangen","Name","E-Mail","Telefon","Betreff","Nachricht","Seite","Erledigt"',
    );
    // A person's words are data: as written, with a leading = made inert.
    expect(de[1]).toContain(
      `"'=Ada Asker","asker-lang@example.test","","Frage","Hallo","/contact"`,
    );
    const en = await csv("en");
    expect(en[0]).toBe('"Received","Name","Email","Phone","Subject","Message","Page","Handled"');
  });

  it("names each clinic's city and country in the admin's language", async () => {
    type Row = { id: string; city: string; country: string };
    const rows = async (who: keyof typeof cookies) =>
      (await get(clinicsRoute, "/admin/clinics?q=Istanbul", who)).data.rows as Row[];
    const en = await rows("en");
    expect(en.length).toBeGreaterThan(0);
    expect(en[0]).toMatchObject({ city: "Istanbul", country: "Turkey" });
    const ar = await rows("ar");
    expect(ar[0]).toMatchObject({ city: "إسطنبول", country: "تركيا" });
  });

  it("names a review's country and treatment in the admin's language on the moderation list", async () => {
    type Row = { id: string; authorCountry: string | null; treatment: string | null };
    const rows = async (who: keyof typeof cookies) =>
      (await get(moderationRoute, "/admin/moderation?status=published", who)).data.rows as Row[];
    const en = await rows("en");
    const de = new Map((await rows("de")).map((r) => [r.id, r]));
    const uk = en.find((r) => r.authorCountry === "United Kingdom");
    expect(de.get(uk!.id)?.authorCountry).toBe("Vereinigtes Königreich");
    const GERMAN: Record<string, string> = {
      "Hair Transplant": "Haartransplantation",
      Rhinoplasty: "Nasenkorrektur (Rhinoplastik)",
      Liposuction: "Fettabsaugung",
    };
    const known = en.filter(
      (r) => r.treatment && r.treatment in GERMAN && r.treatment !== "Facelift",
    );
    expect(known.length).toBeGreaterThan(0);
    for (const r of known) expect(de.get(r.id)?.treatment).toBe(GERMAN[r.treatment!]);
  });
});
