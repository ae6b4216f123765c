import { beforeAll, describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/catalog.server";
import { packageCategoryIn, treatmentNameIn } from "~/i18n/names.server";
import { saveUserLocale } from "~/i18n/preference.server";
import * as analyticsRoute from "~/routes/dashboard/analytics";
import * as calendarRoute from "~/routes/dashboard/calendar";
import * as profileRoute from "~/routes/dashboard/clinic-profile/index";
import * as moneyRoute from "~/routes/dashboard/money";
import * as packagesRoute from "~/routes/dashboard/packages";
import * as editPackageRoute from "~/routes/dashboard/packages/edit";
import * as newPackageRoute from "~/routes/dashboard/packages/new";
import * as requestsLayout from "~/routes/dashboard/requests";
import * as bookingsRoute from "~/routes/dashboard/requests/bookings";
import * as requestsRoute from "~/routes/dashboard/requests/index";
import * as teamRoute from "~/routes/dashboard/team";
import { signInAs } from "../../../tests/kit/auth";
import { type KitAccount, createClinicUser } from "../../../tests/kit/factories";
import { callRoute, makeRequest } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";

/**
 * Clinic staff read their dashboard in their own language (issue #15, decision 049): every
 * clinic tab's loader sends its texts in the person's language (users.locale), and a failed
 * package form answers in it. English stays as it was (the other dashboard tests).
 */

let t: TestDb;
let clinic: KitAccount;
let cookie = "";

beforeAll(async () => {
  t = await useTestDb();
  clinic = await createClinicUser(t.db);
  cookie = await signInAs(clinic.email, { password: clinic.password });
});

type Loaded = { locale: string; text: Record<string, string> } & Record<string, unknown>;

async function load(mod: { loader: (args: never) => unknown }, path: string): Promise<Loaded> {
  const r = (await callRoute(mod.loader, makeRequest(path, { cookie }))) as { data?: Loaded };
  expect(r.data, path).toBeDefined();
  return r.data!;
}

const TABS = [
  [teamRoute, "/dashboard/team", "clinic-dash.team.description"],
  [packagesRoute, "/dashboard/packages", "clinic-dash.pkg.description"],
  [newPackageRoute, "/dashboard/packages/new", "clinic-dash.pkg.f.overview-hint"],
  [calendarRoute, "/dashboard/calendar", "clinic-dash.cal.description"],
  [analyticsRoute, "/dashboard/analytics", "clinic-dash.stats.description"],
  [moneyRoute, "/dashboard/money", "clinic-money.intro"],
  [requestsLayout, "/dashboard/requests", "clinic-dash.reqnav.shared"],
  [requestsRoute, "/dashboard/requests", "clinic-dash.req.empty.text"],
  [bookingsRoute, "/dashboard/requests/bookings", "clinic-dash.bk.description"],
  [profileRoute, "/dashboard/profile/clinic", "clinic-dash.profile.description"],
] as const;

describe("the clinic dashboard in the clinic user's language", () => {
  it("sends each tab's texts in German, then in Turkish", async () => {
    for (const locale of ["de", "tr"] as const) {
      await saveUserLocale(clinic.id, locale);
      for (const [mod, path, id] of TABS) {
        const d = await load(mod, path);
        expect(d.locale, path).toBe(locale);
        const english = i18nFor("en")._(id);
        expect(d.text[id], `${locale} ${path}`).toBe(i18nFor(locale)._(id));
        expect(d.text[id], `${locale} ${path}`).not.toBe(english);
      }
    }
  });

  it("names the packages' treatment, category and stay in the clinic's language", async () => {
    type Item = { title: string; treatment: string; category: string; durationText: string };
    const items = async (locale: "en" | "tr") => {
      await saveUserLocale(clinic.id, locale);
      const d = await load(packagesRoute, "/dashboard/packages");
      return (d.list as { items: Item[] }).items;
    };
    const en = await items("en");
    const tr = await items("tr");
    expect(en.length).toBeGreaterThan(0);
    expect(tr.map((p) => p.title)).toEqual(en.map((p) => p.title));
    for (const [i, p] of tr.entries()) {
      expect(p.treatment, p.title).toBe(treatmentNameIn("tr", en[i]!.treatment));
      expect(p.category, p.title).toBe(packageCategoryIn("tr", en[i]!.category));
      expect(p.category, p.title).not.toBe(en[i]!.category);
      expect(p.durationText, p.title).toMatch(/gün$/);
    }
    // The editor's heading names the category the same way.
    const first = (await items("tr"))[0] as Item & { id: string };
    const edit = (await callRoute(
      editPackageRoute.loader as never,
      makeRequest(`/dashboard/packages/${first.id}`, { cookie }),
      { id: first.id },
    )) as { data: { pkg: { category: string } } };
    expect(edit.data.pkg.category).toBe(first.category);
  });

  it("shows the words people read, formatted for the language", async () => {
    await saveUserLocale(clinic.id, "de");
    expect((await load(packagesRoute, "/dashboard/packages")).text["clinic-dash.pkg.new"]).toBe(
      "Neues Paket",
    );
    const calendar = await load(calendarRoute, "/dashboard/calendar");
    // The month grid's day names come from the loader, in German.
    const days = calendar.days as { describe: string }[];
    expect(days[0]!.describe).toMatch(/^(nicht festgelegt|nicht geöffnet|geöffnet|geschlossen)/);
    const analytics = await load(analyticsRoute, "/dashboard/analytics");
    const stats = analytics.stats as { id: string; label: string }[];
    expect(stats.find((s) => s.id === "profile-views")?.label).toBe("Profilaufrufe");
    const money = await load(moneyRoute, "/dashboard/money");
    const totals = money.stats as { id: string; label: string; value: string; note?: string }[];
    expect(totals.find((s) => s.id === "commission")).toMatchObject({
      label: "Provision von CareAtlas",
      value: expect.stringMatching(/^0\s\$$/),
      note: "10 % jeder freigegebenen Anzahlung",
    });

    await saveUserLocale(clinic.id, "tr");
    const team = await load(teamRoute, "/dashboard/team");
    expect(team.text["clinic-dash.team.form.add"]).toBe("Doktor ekleyin");
    const requests = await load(requestsRoute, "/dashboard/requests");
    expect(requests.text["clinic-dash.req.title"]).toBe("Teklif talepleri");
    // The form messages the browser's own checks show come with the page.
    expect(requests.text["clinic-msg.pkg.title.short"]).toBeUndefined();
    const newPackage = await load(newPackageRoute, "/dashboard/packages/new");
    expect(newPackage.text["clinic-msg.pkg.title.short"]).toBe("Başlık en az 5 karakter olmalıdır");
  });
});

describe("a failed package form", () => {
  it("comes back in Turkish for a clinic user whose language is Turkish", async () => {
    await saveUserLocale(clinic.id, "tr");
    const request = makeRequest("/dashboard/packages/new", {
      method: "POST",
      cookie,
      form: {
        intent: "save",
        title: "Kısa",
        treatmentId: "not-a-treatment",
        price: "0",
        currency: "USD",
        minDays: "12",
        maxDays: "3",
        groupSize: "Özel",
        includes: "",
        excludes: "",
        overview: "Çok kısa.",
      },
    });
    const r = (await callRoute(newPackageRoute.action, request)) as {
      data: { formError: string; fieldErrors: Record<string, string> };
      init: { status: number };
    };
    expect(r.init.status).toBe(400);
    expect(r.data.formError).toBe("Lütfen işaretli alanları kontrol edin.");
    expect(r.data.fieldErrors).toMatchObject({
      title: "Başlık en az 5 karakter olmalıdır",
      treatmentId: "Lütfen bir tedavi seçin",
      price: "Fiyat 0’dan büyük olmalıdır",
      includes: "Her satıra bir tane olmak üzere en az 1 öğe ekleyin",
      overview: "Genel bakış en az 40 karakter olmalıdır",
    });
  });

  it("stays in English for an English clinic user", async () => {
    await saveUserLocale(clinic.id, "en");
    const request = makeRequest("/dashboard/packages/new", {
      method: "POST",
      cookie,
      form: { intent: "save", title: "Kısa" },
    });
    const r = (await callRoute(newPackageRoute.action, request)) as {
      data: { fieldErrors: Record<string, string> };
    };
    expect(r.data.fieldErrors.title).toBe("Title must be at least 5 characters");
  });
});
