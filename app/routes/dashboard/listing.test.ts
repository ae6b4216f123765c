import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  clinicAvailability,
  clinics,
  clinicTreatments,
  mediaFiles,
  packages,
  treatments,
} from "~/db/schema";
import { makeRequest, ORIGIN } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { bulkDays, isoDayOf } from "~/features/clinics/availability.server";
import { getClinicProfile } from "~/features/clinics/clinics.server";
import { slugify } from "~/features/clinics/own-packages.server";
import { getPackageDetail, listPackages } from "~/features/packages/packages.server";
import { searchClinics } from "~/features/search/search.server";
import * as calendarRoute from "~/routes/dashboard/calendar";
import * as listRoute from "~/routes/dashboard/packages";
import * as editRoute from "~/routes/dashboard/packages/edit";
import * as newRoute from "~/routes/dashboard/packages/new";
import { MEDIA_MESSAGES } from "~/services/media/media.server";
import { signInAs } from "../../../tests/kit/auth";
import { useTestDb, type TestDb } from "../../../tests/setup/db";

let t: TestDb;
const PW = "Copper-kettle-4821";
const EMAILS = {
  a: "listing-a@example.test", // Gangnam Beauty Plastic Surgery
  b: "listing-b@example.test", // Istanbul Hair Institute
  patient: "listing-patient@example.test",
} as const;
type Who = keyof typeof EMAILS;
const cookies: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, string>> = {};
let clinicA = "";
let clinicB = "";
let rhinoplastyId = "";
let ivfId = "";

beforeAll(async () => {
  t = await useTestDb();
  const slugs = { a: "gangnam-beauty-plastic-surgery", b: "istanbul-hair-institute" };
  for (const who of Object.keys(EMAILS) as Who[]) {
    ids[who] = (
      await createVerifiedUser(t.db, {
        email: EMAILS[who],
        password: PW,
        role: who === "patient" ? "patient" : "clinic",
        name: `User ${who}`,
        clinic: who === "patient" ? undefined : slugs[who],
      })
    ).id;
    cookies[who] = await signInAs(EMAILS[who]);
  }
  const [a] = await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slugs.a));
  const [b] = await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slugs.b));
  clinicA = a!.id;
  clinicB = b!.id;
  const [r] = await t.db
    .select({ id: treatments.id })
    .from(treatments)
    .where(eq(treatments.slug, "rhinoplasty"));
  const [i] = await t.db
    .select({ id: treatments.id })
    .from(treatments)
    .where(eq(treatments.slug, "ivf"));
  rhinoplastyId = r!.id;
  ivfId = i!.id;
});

const ctx = { context: {} as never, unstable_pattern: "" } as const;
type Outcome = { status: number; location?: string | null; body?: unknown };

async function run(fn: () => Promise<unknown>): Promise<Outcome> {
  let v: unknown;
  try {
    v = await fn();
  } catch (e) {
    v = e;
  }
  if (v instanceof Response) return { status: v.status, location: v.headers.get("location") };
  if (
    v &&
    typeof v === "object" &&
    "type" in v &&
    (v as { type: string }).type === "DataWithResponseInit"
  ) {
    const d = v as unknown as { data: unknown; init?: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data };
  }
  if (v instanceof Error) throw v;
  return { status: 200, body: v };
}

type RouteModule = {
  action?: (a: never) => Promise<unknown>;
  loader?: (a: never) => Promise<unknown>;
};

function post(
  mod: RouteModule,
  path: string,
  form: Record<string, string>,
  who: Who | null,
  params: Record<string, string> = {},
) {
  const request = makeRequest(path, {
    method: "POST",
    form,
    cookie: who ? cookies[who] : undefined,
  });
  return run(() => mod.action!({ ...ctx, params, request } as never));
}

/** A multipart POST, for a form with files. */
function postFiles(mod: RouteModule, url: string, fields: [string, string | File][], who: Who) {
  const fd = new FormData();
  for (const [k, v] of fields) fd.append(k, v);
  const headers = new Headers({ origin: ORIGIN, cookie: cookies[who] ?? "" });
  const request = new Request(ORIGIN + url, { method: "POST", headers, body: fd });
  return run(() => mod.action!({ ...ctx, params: {}, request } as never));
}

function get(mod: RouteModule, path: string, who: Who | null, params: Record<string, string> = {}) {
  const request = makeRequest(path, { cookie: who ? cookies[who] : undefined });
  return run(() => mod.loader!({ ...ctx, params, request } as never));
}

const validForm = (over: Record<string, string> = {}) => ({
  intent: "save",
  title: "Seoul Revision Rhinoplasty",
  treatmentId: rhinoplastyId,
  price: "6400",
  originalPrice: "7900.50",
  currency: "EUR",
  minDays: "10",
  maxDays: "14",
  groupSize: "Private (1-2 people)",
  includes: "Revision rhinoplasty\n- 10 nights hotel\nAirport transfers\n\n",
  excludes: "Flights",
  overview:
    "A revision rhinoplasty in Apgujeong with 3D imaging and an interpreter at every appointment.",
  ...over,
});

/** The form as the package stands after "edits the package", with `over` typed on top. */
const editedForm = (over: Record<string, string> = {}) =>
  validForm({
    title: "Seoul IVF Journey",
    treatmentId: ivfId,
    price: "5200",
    originalPrice: "",
    minDays: "21",
    maxDays: "21",
    ...over,
  });

async function pkgRow(id: string) {
  const [row] = await t.db.select().from(packages).where(eq(packages.id, id));
  return row;
}

let pkgId = "";

describe("packages: create, edit, publish, unpublish, delete", () => {
  it("creates a draft with a slug from the title and the treatment's category", async () => {
    const r = await post(newRoute, "/dashboard/packages/new", validForm(), "a");
    expect(r.status).toBe(302);
    pkgId = r.location!.split("/").pop()!;
    const row = await pkgRow(pkgId);
    expect(row).toMatchObject({
      clinicId: clinicA,
      slug: "seoul-revision-rhinoplasty",
      title: "Seoul Revision Rhinoplasty",
      category: "Plastic Surgery",
      priceMinor: 640000,
      originalPriceMinor: 790050,
      currency: "EUR",
      durationText: "10-14 days",
      durationDays: 12,
      includes: ["Revision rhinoplasty", "10 nights hotel", "Airport transfers"],
      excludes: ["Flights"],
      published: false,
    });
    // A second one with the same title gets its own slug.
    const again = await post(newRoute, "/dashboard/packages/new", validForm(), "a");
    const second = await pkgRow(again.location!.split("/").pop()!);
    expect(second!.slug).toBe("seoul-revision-rhinoplasty-2");
    expect(slugify("Crème & Brûlée – 7 days!")).toBe("creme-and-brulee-7-days");
  });

  it("refuses invalid input with field errors, keeps what was typed and writes nothing", async () => {
    const [{ n: before }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(packages);
    const r = await post(
      newRoute,
      "/dashboard/packages/new",
      validForm({
        title: "Hi",
        price: "abc",
        originalPrice: "100",
        minDays: "9",
        maxDays: "3",
        includes: "",
      }),
      "a",
    );
    expect(r.status).toBe(400);
    const body = r.body as { fieldErrors: Record<string, string>; values: Record<string, string> };
    expect(body.fieldErrors.title).toBe("Title must be at least 5 characters");
    expect(body.fieldErrors.price).toMatch(/Enter a price/);
    expect(body.fieldErrors.includes).toMatch(/Add at least 1 item/);
    expect(body.values.title).toBe("Hi");
    expect(body.values.overview).toContain("revision rhinoplasty");
    // An unknown treatment id is a field error too, not a 500.
    const bad = await post(
      newRoute,
      "/dashboard/packages/new",
      validForm({ treatmentId: "00000000-0000-4000-8000-000000000000" }),
      "a",
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { fieldErrors: Record<string, string> }).fieldErrors.treatmentId).toBe(
      "Please choose a treatment",
    );
    const [{ n: after }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(packages);
    expect(after).toBe(before);
  });

  it("a refused photo is shown at the images field with its file name; stored photos are removed", async () => {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "listing-test-"));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#36c" } })
      .png()
      .toBuffer();
    const count = async (table: typeof packages | typeof mediaFiles) =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    const [pkgs, media] = [await count(packages), await count(mediaFiles)];
    const r = await postFiles(
      newRoute,
      "/dashboard/packages/new",
      [
        ...Object.entries(validForm()),
        ["images", new File([new Uint8Array(png)], "good.png", { type: "image/png" })],
        ["images", new File(["<html></html>"], "page.png", { type: "image/png" })],
      ],
      "a",
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      formError: "Please check the highlighted fields.",
      fieldErrors: { images: `page.png: ${MEDIA_MESSAGES.not_image}` },
      keepImages: [],
    });
    expect((r.body as { values: { title: string } }).values.title).toBe(validForm().title);
    expect(await count(packages)).toBe(pkgs);
    expect(await count(mediaFiles)).toBe(media);
  });

  it("reads prices typed with a decimal comma or dot thousands, and refuses an ambiguous 4,200", async () => {
    const r = await post(
      newRoute,
      "/dashboard/packages/new",
      validForm({ title: "Comma Price Rhinoplasty", price: "6.400,50", originalPrice: "7 900,50" }),
      "a",
    );
    expect(r.status).toBe(302);
    const row = await pkgRow(r.location!.split("/").pop()!);
    expect(row).toMatchObject({ priceMinor: 640050, originalPriceMinor: 790050 });
    const bad = await post(
      newRoute,
      "/dashboard/packages/new",
      validForm({ price: "4,200", originalPrice: "" }),
      "a",
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { fieldErrors: Record<string, string> }).fieldErrors.price).toBe(
      '"4,200" is ambiguous: write 4200 for 4,200 (no separator), or 4.20 / 4,20 for a decimal amount',
    );
  });

  it("edits the package (category follows the treatment, slug stays)", async () => {
    const r = await post(
      editRoute,
      `/dashboard/packages/${pkgId}`,
      validForm({
        title: "Seoul IVF Journey",
        treatmentId: ivfId,
        price: "5200",
        originalPrice: "",
        minDays: "21",
        maxDays: "21",
      }),
      "a",
      { id: pkgId },
    );
    expect(r.status).toBe(302);
    expect(await pkgRow(pkgId)).toMatchObject({
      title: "Seoul IVF Journey",
      category: "Fertility",
      priceMinor: 520000,
      originalPriceMinor: null,
      durationText: "21 days",
      slug: "seoul-revision-rhinoplasty",
    });
  });

  it("publishing shows it on /packages, the package page and the clinic page, and lists the treatment for search", async () => {
    expect(await getPackageDetail(pkgId)).toBeNull();
    const r = await post(listRoute, "/dashboard/packages", { intent: "publish", id: pkgId }, "a");
    expect(r.status).toBe(302);
    expect((await pkgRow(pkgId))!.published).toBe(true);
    expect((await listPackages({} as never)).some((p) => p.id === pkgId)).toBe(true);
    expect((await getPackageDetail("seoul-revision-rhinoplasty"))?.title).toBe("Seoul IVF Journey");
    const profile = await getClinicProfile("gangnam-beauty-plastic-surgery");
    expect(profile!.packages.some((p) => p.id === pkgId)).toBe(true);
    const offered = await t.db
      .select()
      .from(clinicTreatments)
      .where(and(eq(clinicTreatments.clinicId, clinicA), eq(clinicTreatments.treatmentId, ivfId)));
    expect(offered).toHaveLength(1);
    const found = await searchClinics({ treatment: "ivf", destination: "seoul", page: 1 });
    expect(found.results.some((c) => c.id === clinicA)).toBe(true);
  });

  it("another clinic cannot read, edit, publish, unpublish or delete it (404, nothing changes)", async () => {
    const before = await pkgRow(pkgId);
    const path = `/dashboard/packages/${pkgId}`;
    expect((await get(editRoute, path, "b", { id: pkgId })).status).toBe(404);
    expect(
      (await post(editRoute, path, validForm({ title: "Hijacked title" }), "b", { id: pkgId }))
        .status,
    ).toBe(404);
    expect(
      (await post(editRoute, path, { intent: "delete", confirm: "yes" }, "b", { id: pkgId }))
        .status,
    ).toBe(404);
    expect((await post(editRoute, path, { intent: "unpublish" }, "b", { id: pkgId })).status).toBe(
      404,
    );
    expect(
      (await post(listRoute, "/dashboard/packages", { intent: "unpublish", id: pkgId }, "b"))
        .status,
    ).toBe(404);
    expect(
      (await post(listRoute, "/dashboard/packages", { intent: "unpublish", id: "not-a-uuid" }, "b"))
        .status,
    ).toBe(404);
    expect(await pkgRow(pkgId)).toEqual(before);
    // Clinic B's own list does not show it.
    const list = await get(listRoute, "/dashboard/packages", "b");
    const items = (list.body as { list: { items: { id: string }[] } }).list.items;
    expect(items.some((p) => p.id === pkgId)).toBe(false);
  });

  it("a patient or a signed-out visitor cannot use the clinic's package pages", async () => {
    const before = await pkgRow(pkgId);
    expect((await get(listRoute, "/dashboard/packages", "patient")).status).toBe(404);
    expect((await post(newRoute, "/dashboard/packages/new", validForm(), "patient")).status).toBe(
      404,
    );
    expect(
      (await post(listRoute, "/dashboard/packages", { intent: "unpublish", id: pkgId }, "patient"))
        .status,
    ).toBe(404);
    expect(
      (
        await post(
          editRoute,
          `/dashboard/packages/${pkgId}`,
          { intent: "delete", confirm: "yes" },
          "patient",
          { id: pkgId },
        )
      ).status,
    ).toBe(404);
    const anon = await post(
      listRoute,
      "/dashboard/packages",
      { intent: "unpublish", id: pkgId },
      null,
    );
    expect(anon.status).toBe(302);
    expect(anon.location).toMatch(/^\/auth/);
    expect(await pkgRow(pkgId)).toEqual(before);
  });

  it("the edit page's Publish and Unpublish save what its form shows; invalid edits change nothing", async () => {
    const path = `/dashboard/packages/${pkgId}`;
    const before = await pkgRow(pkgId);
    expect(before!.published).toBe(true);
    const bad = await post(
      editRoute,
      path,
      editedForm({ intent: "unpublish", price: "1.999,99", originalPrice: "1 500" }),
      "a",
      { id: pkgId },
    );
    expect(bad.status).toBe(400);
    const body = bad.body as {
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
    expect(body.fieldErrors.originalPrice).toMatch(/must be higher than the price/);
    expect(body.values).toMatchObject({ price: "1.999,99", originalPrice: "1 500" });
    expect(await pkgRow(pkgId)).toEqual(before);

    const off = await post(
      editRoute,
      path,
      editedForm({
        intent: "unpublish",
        price: "1.999,99",
        originalPrice: "2 500",
        currency: "USD",
      }),
      "a",
      { id: pkgId },
    );
    expect(off.status).toBe(302);
    expect(await pkgRow(pkgId)).toMatchObject({
      published: false,
      priceMinor: 199999,
      originalPriceMinor: 250000,
      currency: "USD",
    });
    const on = await post(editRoute, path, editedForm({ intent: "publish" }), "a", { id: pkgId });
    expect(on.status).toBe(302);
    expect(await pkgRow(pkgId)).toMatchObject({
      published: true,
      priceMinor: 520000,
      originalPriceMinor: null,
      currency: "EUR",
    });
  });

  it("unpublishing hides it from every public query (404 for the package page)", async () => {
    const r = await post(
      editRoute,
      `/dashboard/packages/${pkgId}`,
      editedForm({ intent: "unpublish" }),
      "a",
      { id: pkgId },
    );
    expect(r.status).toBe(302);
    expect((await pkgRow(pkgId))!.published).toBe(false);
    expect(await getPackageDetail(pkgId)).toBeNull();
    expect(await getPackageDetail("seoul-revision-rhinoplasty")).toBeNull();
    expect((await listPackages({} as never)).some((p) => p.id === pkgId)).toBe(false);
    const profile = await getClinicProfile("gangnam-beauty-plastic-surgery");
    expect(profile!.packages.some((p) => p.id === pkgId)).toBe(false);
    const { loader } = await import("~/routes/packages/detail");
    const page = await run(() =>
      loader({ ...ctx, params: { id: pkgId }, request: makeRequest(`/package/${pkgId}`) } as never),
    );
    expect(page.status).toBe(404);
  });

  it("delete asks for confirmation, refuses a package with bookings, and deletes one without", async () => {
    const path = `/dashboard/packages/${pkgId}`;
    const unconfirmed = await post(editRoute, path, { intent: "delete" }, "a", { id: pkgId });
    expect(unconfirmed.status).toBe(302);
    expect(unconfirmed.location).toBe(`${path}?confirm=delete`);
    expect(await pkgRow(pkgId)).toBeDefined();

    const [b] = await t.db
      .insert(bookings)
      .values({
        reference: "CA-TEST-PKG1",
        patientId: ids.patient!,
        clinicId: clinicA,
        packageId: pkgId,
        treatment: "IVF",
        totalMinor: 520000,
        currency: "EUR",
        status: "pending",
        idempotencyKey: "pkg-del-1",
      })
      .returning({ id: bookings.id });
    const refused = await post(editRoute, path, { intent: "delete", confirm: "yes" }, "a", {
      id: pkgId,
    });
    expect(refused.status).toBe(303);
    expect(await pkgRow(pkgId)).toBeDefined();

    await t.db.delete(bookings).where(eq(bookings.id, b!.id));
    const ok = await post(editRoute, path, { intent: "delete", confirm: "yes" }, "a", {
      id: pkgId,
    });
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/dashboard/packages");
    expect(await pkgRow(pkgId)).toBeUndefined();
  });
});

describe("calendar and the search date filter", () => {
  const day = "2031-05-14";
  const seoul = (date?: string) => searchClinics({ destination: "seoul", date, page: 1 });
  const shown = async (date: string) => (await seoul(date)).results.some((c) => c.id === clinicA);

  it("a clinic that publishes no availability is shown for any date", async () => {
    expect(await shown(day)).toBe(true);
  });

  it("open day with capacity: shown; other days then hidden; closed: hidden; full: hidden", async () => {
    const r = await post(
      calendarRoute,
      "/dashboard/calendar",
      { intent: "day", day, status: "open", capacity: "1" },
      "a",
    );
    expect(r.status).toBe(302);
    expect(await shown(day)).toBe(true);
    expect(await shown("2031-05-15")).toBe(false); // publishes a calendar, that day is not open

    // Full: one confirmed booking whose consultation is that day fills a capacity of 1.
    const [b] = await t.db
      .insert(bookings)
      .values({
        reference: "CA-TEST-CAL1",
        patientId: ids.patient!,
        clinicId: clinicA,
        treatment: "Rhinoplasty",
        consultationDate: day,
        totalMinor: 100000,
        currency: "USD",
        status: "confirmed",
        idempotencyKey: "cal-1",
      })
      .returning({ id: bookings.id });
    expect(await shown(day)).toBe(false);
    // A pending booking does not take the place.
    await t.db.update(bookings).set({ status: "pending" }).where(eq(bookings.id, b!.id));
    expect(await shown(day)).toBe(true);

    await post(
      calendarRoute,
      "/dashboard/calendar",
      { intent: "day", day, status: "closed", capacity: "1" },
      "a",
    );
    expect(await shown(day)).toBe(false);
    // Without a date the calendar does not filter.
    expect((await seoul()).results.some((c) => c.id === clinicA)).toBe(true);
  });

  it("bulk opens the chosen weekdays with a capacity; invalid input changes nothing", async () => {
    const bad = await post(
      calendarRoute,
      "/dashboard/calendar",
      { intent: "bulk", weeks: "0", capacity: "2" },
      "a",
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({
      weekdays: "Choose at least one weekday",
      weeks: "At least 1 week",
    });
    const r = await run(() =>
      calendarRoute.action({
        ...ctx,
        params: {},
        request: makeRequest("/dashboard/calendar", {
          method: "POST",
          cookie: cookies.a,
          form: undefined,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      } as never),
    );
    expect(r.status).toBe(400); // no intent
    const body = new URLSearchParams([
      ["intent", "bulk"],
      ["weekdays", "1"],
      ["weekdays", "3"],
      ["weeks", "2"],
      ["capacity", "3"],
    ]);
    const req = new Request("http://localhost:3000/dashboard/calendar", {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        cookie: cookies.a!,
        "content-type": "application/x-www-form-urlencoded",
        "x-careatlas-client-ip": "192.0.2.77",
      },
      body,
    });
    const ok = await run(() => calendarRoute.action({ ...ctx, params: {}, request: req } as never));
    expect(ok.status).toBe(302);
    const today = isoDayOf(new Date());
    const expected = bulkDays(today, [1, 3], 2);
    expect(expected).toHaveLength(4);
    const rows = await t.db
      .select()
      .from(clinicAvailability)
      .where(
        and(eq(clinicAvailability.clinicId, clinicA), inArray(clinicAvailability.day, expected)),
      );
    expect(rows.map((r) => r.capacity)).toEqual([3, 3, 3, 3]);
    expect(rows.every((r) => r.open)).toBe(true);
    // Clinic B's calendar is untouched.
    const other = await t.db
      .select()
      .from(clinicAvailability)
      .where(eq(clinicAvailability.clinicId, clinicB));
    expect(other).toHaveLength(0);
  });

  it("a past day cannot be changed", async () => {
    const r = await post(
      calendarRoute,
      "/dashboard/calendar",
      { intent: "day", day: "2020-01-06", status: "open", capacity: "2" },
      "a",
    );
    expect(r.status).toBe(400);
  });
});
