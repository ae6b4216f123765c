import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { beforeAfterCases, clinics, doctors, mediaFiles } from "~/db/schema";
import { signInWithEmail } from "~/features/accounts/auth-flows.server";
import { cookieJar, makeRequest, ORIGIN } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { getClinicProfile } from "~/features/clinics/clinics.server";
import * as editorRoute from "~/routes/dashboard/clinic-profile";
import * as teamRoute from "~/routes/dashboard/team";
import { MEDIA_MESSAGES } from "~/services/media/media.server";
import { CHECK_FIELDS } from "~/utils/action.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";

let t: TestDb;
const PW = "Copper-kettle-4821";
const SLUG_A = "nilufer-dental-studio";
const SLUG_B = "istanbul-hair-institute";
const cookies: Record<"a" | "b" | "patient", string> = { a: "", b: "", patient: "" };
const clinicIds: Record<"a" | "b", string> = { a: "", b: "" };
let ip = 40;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-profile-test-"));

async function signIn(email: string) {
  const r = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: `192.0.2.${ip++}` }), {
    email,
    password: PW,
  });
  if (!r.ok || r.value.kind !== "signed-in")
    throw new Error(`sign-in failed: ${JSON.stringify(r)}`);
  return cookieJar("", r.value.headers);
}

beforeAll(async () => {
  process.env.DATA_DIR = tmp;
  t = await useTestDb();
  const accounts = [
    ["a", "owner-a@example.test", "clinic", SLUG_A],
    ["b", "owner-b@example.test", "clinic", SLUG_B],
    ["patient", "patient-x@example.test", "patient", undefined],
  ] as const;
  for (const [k, email, role, clinic] of accounts) {
    await createVerifiedUser(t.db, { email, password: PW, role, name: k, clinic });
    cookies[k] = await signIn(email);
  }
  for (const [k, slug] of [
    ["a", SLUG_A],
    ["b", SLUG_B],
  ] as const) {
    const [c] = await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slug));
    clinicIds[k] = c!.id;
  }
});

type Who = keyof typeof cookies | null;
type Result = { status: number; location?: string | null; body?: Record<string, unknown> };

async function run(fn: () => Promise<unknown>): Promise<Result> {
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
    const d = v as unknown as { data: Record<string, unknown>; init?: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data };
  }
  if (v instanceof Error) throw v;
  return { status: 200, body: v as Record<string, unknown> };
}

type Mod = { action: (a: never) => Promise<unknown>; loader: (a: never) => Promise<unknown> };
const ctx = { context: {} as never, params: {}, unstable_pattern: "" } as const;

function post(mod: Mod, p: string, who: Who, fields: Record<string, string | Blob>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const headers = new Headers({ origin: ORIGIN, "x-careatlas-client-ip": "203.0.113.77" });
  if (who) headers.set("cookie", cookies[who]);
  const request = new Request(ORIGIN + p, { method: "POST", headers, body: fd });
  return run(() => mod.action({ ...ctx, request } as never));
}

function load(mod: Mod, p: string, who: Who) {
  const request = makeRequest(p, { cookie: who ? cookies[who] : undefined });
  return run(() => mod.loader({ ...ctx, request } as never));
}

const editor = editorRoute as unknown as Mod;
const team = teamRoute as unknown as Mod;
const EDITOR = "/dashboard/profile/clinic";
const TEAM = "/dashboard/team";

async function png(color = "#3366cc") {
  const buf = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(buf)], { type: "image/png" });
}
const htmlFile = () => new Blob(["<html><script>alert(1)</script></html>"], { type: "image/png" });
/** One byte over the 10 MB limit: refused before sharp reads it. */
const oversizeFile = () =>
  new Blob([new Uint8Array(10 * 1024 * 1024 + 1).fill(0xff)], { type: "image/png" });
const mediaCount = async () => (await t.db.select().from(mediaFiles)).length;
const svgFile = () =>
  new Blob(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ],
    {
      type: "image/svg+xml",
    },
  );

async function clinicRow(k: "a" | "b") {
  const [c] = await t.db.select().from(clinics).where(eq(clinics.id, clinicIds[k]));
  return c!;
}

async function detailsOf(k: "a" | "b"): Promise<Record<string, string>> {
  const c = await clinicRow(k);
  const social = c.social as Record<string, string>;
  return {
    intent: "details",
    name: c.name,
    address: c.address,
    cityId: c.cityId,
    specialty: c.specialty,
    bio: c.bio ?? "",
    website: c.website ?? "",
    yearsExperience: c.yearsExperience?.toString() ?? "",
    languages: c.languages.join(", "),
    certifications: c.certifications.join(", "),
    instagram: social.instagram ?? "",
    facebook: social.facebook ?? "",
    youtube: social.youtube ?? "",
    lat: c.lat?.toString() ?? "",
    lng: c.lng?.toString() ?? "",
  };
}

describe("who may use the editor and team tab", () => {
  it("signed-out users are sent to sign in; patients get 404; the clinic user loads their own clinic", async () => {
    for (const mod of [editor, team]) {
      const p = mod === editor ? EDITOR : TEAM;
      expect((await load(mod, p, null)).status).toBe(302);
      expect((await load(mod, p, "patient")).status).toBe(404);
      expect((await post(mod, p, null, { intent: "doctor-create" })).status).toBe(302);
      expect((await post(mod, p, "patient", { intent: "details", name: "Hijack" })).status).toBe(
        404,
      );
    }
    const mine = await load(editor, EDITOR, "a");
    expect(mine.status).toBe(200);
    expect((mine.body as { clinic: { slug: string } }).clinic.slug).toBe(SLUG_A);
  });

  it("refuses a cross-site POST", async () => {
    const fd = new FormData();
    fd.append("intent", "details");
    const request = new Request(ORIGIN + EDITOR, {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: cookies.a },
      body: fd,
    });
    const r = await run(() => editor.action({ ...ctx, request } as never));
    expect(r.status).toBe(403);
  });
});

describe("clinic details", () => {
  beforeEach(async () => {
    await t.db
      .update(clinics)
      .set({ verified: true, needsReview: false, verifiedAt: new Date("2026-01-10T12:00:00Z") })
      .where(eq(clinics.id, clinicIds.a));
  });

  it("a bio change is saved and shown publicly without sending the clinic to review", async () => {
    const form = {
      ...(await detailsOf("a")),
      bio: "A brand new description of our dental studio in Nilufer.",
    };
    const r = await post(editor, EDITOR, "a", form);
    expect(r.status).toBe(302);
    const c = await clinicRow("a");
    expect(c).toMatchObject({ bio: form.bio, verified: true, needsReview: false });
    expect((await getClinicProfile(SLUG_A))?.clinic.bio).toBe(form.bio);
  });

  for (const [field, value] of [
    ["name", "Nilufer Dental Studio & Implant Centre"],
    ["address", "Ataturk Caddesi No. 1, Nilufer, 16110 Bursa, Turkey"],
    ["certifications", "Ministry of Health Licensed, ISO 9001:2015, JCI Accredited"],
  ] as const) {
    it(`changing the ${field} sends the clinic back to review (page stays public, badge gone)`, async () => {
      const form = { ...(await detailsOf("a")), [field]: value };
      const r = await post(editor, EDITOR, "a", form);
      expect(r.status).toBe(302);
      const c = await clinicRow("a");
      expect(c).toMatchObject({ verified: false, needsReview: true });
      const pub = await getClinicProfile(SLUG_A);
      expect(pub).not.toBeNull();
      expect(pub!.clinic.verifiedAt).toBeNull();
    });
  }

  it("reordering the same certifications is not a change", async () => {
    const form = await detailsOf("a");
    form.certifications = form.certifications.split(", ").reverse().join(", ");
    await post(editor, EDITOR, "a", form);
    expect(await clinicRow("a")).toMatchObject({ verified: true, needsReview: false });
  });

  it("invalid input: 400 with errors beside the fields, typed values kept, nothing stored", async () => {
    const before = await clinicRow("a");
    const form = {
      ...(await detailsOf("a")),
      name: "X",
      website: "javascript:alert(1)",
      instagram: "https://evil.example/me",
      lat: "123",
      lng: "28.98",
      cityId: "not-a-city",
    };
    const r = await post(editor, EDITOR, "a", form);
    expect(r.status).toBe(400);
    const errs = r.body!.fieldErrors as Record<string, string>;
    expect(Object.keys(errs).sort()).toEqual(
      ["cityId", "instagram", "lat", "name", "website"].sort(),
    );
    expect(errs.lat).toBe("The latitude must be between -90 and 90");
    expect((r.body!.values as Record<string, string>).name).toBe("X");
    expect(await clinicRow("a")).toEqual(before);
  });

  it("an unknown city id is refused", async () => {
    const r = await post(editor, EDITOR, "a", {
      ...(await detailsOf("a")),
      cityId: "00000000-0000-4000-8000-000000000000",
    });
    expect(r.status).toBe(400);
    expect((r.body!.fieldErrors as Record<string, string>).cityId).toBe("Choose a city");
  });
});

describe("photos", () => {
  it("uploads a PNG as WebP into the gallery, moves, sets it as interior, deletes it", async () => {
    const before = (await clinicRow("a")).photos;
    const r = await post(editor, EDITOR, "a", {
      intent: "upload",
      list: "photos",
      images: await png(),
    });
    expect(r.status).toBe(302);
    const photos = (await clinicRow("a")).photos;
    expect(photos.length).toBe(before.length + 1);
    const url = photos.at(-1)!;
    expect(url).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    const [m] = await t.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.storageKey, `media/${url.slice(7)}`));
    expect(m).toMatchObject({ clinicId: clinicIds.a, contentType: "image/webp" });
    expect((await getClinicProfile(SLUG_A))!.clinic.photos).toContain(url);

    expect(
      (
        await post(editor, EDITOR, "a", {
          intent: "photo-move",
          list: "photos",
          url,
          direction: "up",
        })
      ).status,
    ).toBe(302);
    const moved = (await clinicRow("a")).photos;
    expect(moved.indexOf(url)).toBe(moved.length - 2);

    expect(
      (await post(editor, EDITOR, "a", { intent: "photo-transfer", list: "photos", url })).status,
    ).toBe(302);
    const c = await clinicRow("a");
    expect(c.photos).not.toContain(url);
    expect(c.interiorImages[0]).toBe(url);

    expect(
      (await post(editor, EDITOR, "a", { intent: "photo-delete", list: "interior", url })).status,
    ).toBe(302);
    expect((await clinicRow("a")).interiorImages).not.toContain(url);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, m!.id))).toHaveLength(0);
  });

  it("refuses HTML and SVG uploads (named as images) and adds nothing", async () => {
    const before = (await clinicRow("a")).photos;
    for (const file of [htmlFile(), svgFile()]) {
      const r = await post(editor, EDITOR, "a", { intent: "upload", list: "photos", images: file });
      expect(r.status).toBe(400);
      expect((r.body!.fieldErrors as Record<string, string>).images).toMatch(
        /not a supported image/,
      );
      expect(r.body!.formError).toBe(MEDIA_MESSAGES.not_image);
    }
    expect((await clinicRow("a")).photos).toEqual(before);
  });

  it("refuses an image over 10 MB at the images field (400) and stores nothing", async () => {
    const before = (await clinicRow("a")).photos;
    const stored = await mediaCount();
    const r = await post(editor, EDITOR, "a", {
      intent: "upload",
      list: "photos",
      images: oversizeFile(),
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      formError: MEDIA_MESSAGES.too_large,
      fieldErrors: { images: MEDIA_MESSAGES.too_large },
    });
    expect((await clinicRow("a")).photos).toEqual(before);
    expect(await mediaCount()).toBe(stored);
  });

  it("another clinic's photo cannot be moved, transferred or deleted", async () => {
    await post(editor, EDITOR, "b", {
      intent: "upload",
      list: "photos",
      images: await png("#aa0000"),
    });
    const bBefore = await clinicRow("b");
    const aBefore = await clinicRow("a");
    const foreign = bBefore.photos.at(-1)!;
    for (const intent of ["photo-move", "photo-transfer", "photo-delete"]) {
      const r = await post(editor, EDITOR, "a", {
        intent,
        list: "photos",
        url: foreign,
        direction: "up",
      });
      expect(r.status, intent).toBe(404);
      expect(r.body, intent).toMatchObject({
        formError: "This image was not found in your clinic's profile.",
      });
    }
    const r = await post(editor, EDITOR, "a", {
      intent: "photo-reorder",
      list: "photos",
      order: foreign,
    });
    expect(r.status).toBe(404);
    expect(await clinicRow("b")).toEqual(bBefore);
    expect((await clinicRow("a")).photos).toEqual(aBefore.photos);
    expect(
      await t.db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.storageKey, `media/${foreign.slice(7)}`)),
    ).toHaveLength(1);
  });

  it("a full list refuses more: an upload at the images field (400), a move into it (409)", async () => {
    const before = await clinicRow("b");
    const full = Array.from({ length: 12 }, (_, i) => `/images/full-${i}.jpg`);
    await t.db
      .update(clinics)
      .set({ interiorImages: full, photos: ["/images/gallery-0.jpg"] })
      .where(eq(clinics.id, clinicIds.b));
    const media = async () => (await t.db.select().from(mediaFiles)).length;
    const stored = await media();

    const up = await post(editor, EDITOR, "b", {
      intent: "upload",
      list: "interior",
      images: await png("#00aa00"),
    });
    expect(up.status).toBe(400);
    expect(up.body).toMatchObject({
      formError: "You can show at most 12 interior images. Delete some first.",
      fieldErrors: { images: "You can show at most 12 interior images. Delete some first." },
    });
    expect(await media()).toBe(stored);

    const move = await post(editor, EDITOR, "b", {
      intent: "photo-transfer",
      list: "photos",
      url: "/images/gallery-0.jpg",
    });
    expect(move.status).toBe(409);
    expect(move.body).toMatchObject({ formError: "The interior section holds at most 12 images." });
    expect(await clinicRow("b")).toMatchObject({
      interiorImages: full,
      photos: ["/images/gallery-0.jpg"],
    });

    await t.db
      .update(clinics)
      .set({ interiorImages: before.interiorImages, photos: before.photos })
      .where(eq(clinics.id, clinicIds.b));
  });
});

describe("before/after cases", () => {
  const fields = {
    title: "Full-arch implants",
    treatmentType: "Dental Implants",
    timeframe: "5 months",
    doctorName: "Dr. Deniz Kurt",
    patientInfo: "Male, 58",
    description: "Six implants per arch with a fixed zirconia bridge.",
  };

  it("creates a case with both images, edits it, and refuses without the images", async () => {
    const missing = await post(editor, EDITOR, "a", { intent: "case-create", ...fields });
    expect(missing.status).toBe(400);
    expect(missing.body!.fieldErrors).toMatchObject({
      beforeImage: "Add the before image",
      afterImage: "Add the after image",
    });
    expect((missing.body!.values as Record<string, string>).title).toBe(fields.title);

    const r = await post(editor, EDITOR, "a", {
      intent: "case-create",
      ...fields,
      beforeImage: await png("#111111"),
      afterImage: await png("#eeeeee"),
    });
    expect(r.status).toBe(302);
    const [c] = await t.db
      .select()
      .from(beforeAfterCases)
      .where(
        and(eq(beforeAfterCases.clinicId, clinicIds.a), eq(beforeAfterCases.title, fields.title)),
      );
    expect(c!.beforeImage).toMatch(/^\/media\//);
    expect(c!.afterImage).toMatch(/^\/media\//);
    expect((await getClinicProfile(SLUG_A))!.cases.map((x) => x.title)).toContain(fields.title);

    const u = await post(editor, EDITOR, "a", {
      intent: "case-update",
      id: c!.id,
      ...fields,
      timeframe: "6 months",
    });
    expect(u.status).toBe(302);
    const [after] = await t.db
      .select()
      .from(beforeAfterCases)
      .where(eq(beforeAfterCases.id, c!.id));
    expect(after).toMatchObject({
      timeframe: "6 months",
      beforeImage: c!.beforeImage,
      afterImage: c!.afterImage,
    });
  });

  it("a refused before or after image is shown at the before image (400); nothing is stored", async () => {
    const cases = async () =>
      (await t.db.select().from(beforeAfterCases).where(eq(beforeAfterCases.title, "Refused")))
        .length;
    const stored = await mediaCount();
    // sharp refuses the after image: the before image, already stored, is removed again.
    const unreadable = await post(editor, EDITOR, "a", {
      intent: "case-create",
      ...fields,
      title: "Refused",
      beforeImage: await png("#123456"),
      afterImage: htmlFile(),
    });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toMatchObject({
      formError: MEDIA_MESSAGES.not_image,
      fieldErrors: { beforeImage: MEDIA_MESSAGES.not_image },
    });
    // Over 10 MB: refused with the other field checks.
    const oversize = await post(editor, EDITOR, "a", {
      intent: "case-create",
      ...fields,
      title: "Refused",
      beforeImage: await png("#123456"),
      afterImage: oversizeFile(),
    });
    expect(oversize.status).toBe(400);
    expect(oversize.body).toMatchObject({
      formError: CHECK_FIELDS,
      fieldErrors: { beforeImage: MEDIA_MESSAGES.too_large },
    });
    expect(await cases()).toBe(0);
    expect(await mediaCount()).toBe(stored);

    const [mine] = await t.db
      .select()
      .from(beforeAfterCases)
      .where(eq(beforeAfterCases.clinicId, clinicIds.a))
      .limit(1);
    const u = await post(editor, EDITOR, "a", {
      intent: "case-update",
      id: mine!.id,
      ...fields,
      beforeImage: await png("#654321"),
      afterImage: svgFile(),
    });
    expect(u.status).toBe(400);
    expect(u.body).toMatchObject({
      formError: MEDIA_MESSAGES.not_image,
      fieldErrors: { beforeImage: MEDIA_MESSAGES.not_image },
    });
    const [still] = await t.db
      .select()
      .from(beforeAfterCases)
      .where(eq(beforeAfterCases.id, mine!.id));
    expect(still).toEqual(mine);
    expect(await mediaCount()).toBe(stored);
  });

  it("another clinic's case cannot be edited or deleted", async () => {
    const [foreign] = await t.db
      .select()
      .from(beforeAfterCases)
      .where(eq(beforeAfterCases.clinicId, clinicIds.b))
      .limit(1);
    expect(foreign).toBeDefined();
    const u = await post(editor, EDITOR, "a", {
      intent: "case-update",
      id: foreign!.id,
      ...fields,
    });
    expect(u.status).toBe(404);
    const d = await post(editor, EDITOR, "a", { intent: "case-delete", id: foreign!.id });
    expect(d.status).toBe(404);
    for (const r of [u, d])
      expect(r.body).toMatchObject({
        formError: "This case was not found in your clinic's profile.",
      });
    const [still] = await t.db
      .select()
      .from(beforeAfterCases)
      .where(eq(beforeAfterCases.id, foreign!.id));
    expect(still).toEqual(foreign);
  });

  it("deletes its own case", async () => {
    const [mine] = await t.db
      .select()
      .from(beforeAfterCases)
      .where(eq(beforeAfterCases.clinicId, clinicIds.a))
      .limit(1);
    expect((await post(editor, EDITOR, "a", { intent: "case-delete", id: mine!.id })).status).toBe(
      302,
    );
    expect(
      await t.db.select().from(beforeAfterCases).where(eq(beforeAfterCases.id, mine!.id)),
    ).toHaveLength(0);
  });
});

describe("team", () => {
  const doctor = {
    name: "Dr. Selin Aydin",
    title: "Prosthodontist",
    specialty: "Veneers and crowns",
    languages: "English, Turkish",
    yearsExperience: "11",
    licenseNumber: "TR-DDS-4471",
    registryUrl: "https://registry.example.gov.tr/doctor/4471",
  };

  it("adds a doctor with a photo; the public page shows licence and registry link", async () => {
    const r = await post(team, TEAM, "a", {
      intent: "doctor-create",
      ...doctor,
      photo: await png("#22aa22"),
    });
    expect(r.status).toBe(302);
    const [d] = await t.db
      .select()
      .from(doctors)
      .where(and(eq(doctors.clinicId, clinicIds.a), eq(doctors.name, doctor.name)));
    expect(d).toMatchObject({
      languages: ["English", "Turkish"],
      yearsExperience: 11,
      licenseNumber: doctor.licenseNumber,
    });
    expect(d!.photo).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    const pub = (await getClinicProfile(SLUG_A))!.doctors.find((x) => x.name === doctor.name);
    expect(pub).toMatchObject({
      licenseNumber: doctor.licenseNumber,
      registryUrl: doctor.registryUrl,
      photo: d!.photo,
    });
  });

  it("refuses bad input and a renamed executable as photo, keeping what was typed", async () => {
    const exe = new Blob(
      [new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(200).fill(0)])],
      { type: "image/jpeg" },
    );
    const r = await post(team, TEAM, "a", {
      intent: "doctor-create",
      ...doctor,
      name: "Dr. Exe",
      photo: exe,
    });
    expect(r.status).toBe(400);
    expect((r.body!.fieldErrors as Record<string, string>).photo).toMatch(/not a supported image/);
    expect(r.body!.formError).toBe(MEDIA_MESSAGES.not_image);
    expect((r.body!.values as Record<string, string>).name).toBe("Dr. Exe");
    const big = await post(team, TEAM, "a", {
      intent: "doctor-create",
      ...doctor,
      name: "Dr. Exe",
      photo: oversizeFile(),
    });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({
      formError: CHECK_FIELDS,
      fieldErrors: { photo: MEDIA_MESSAGES.too_large },
    });
    const bad = await post(team, TEAM, "a", {
      intent: "doctor-create",
      ...doctor,
      name: "",
      registryUrl: "ftp://x",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body!.fieldErrors as object).sort()).toEqual(["name", "registryUrl"]);
    expect(await t.db.select().from(doctors).where(eq(doctors.name, "Dr. Exe"))).toHaveLength(0);
  });

  it("another clinic's doctor cannot be edited, moved or removed", async () => {
    const [foreign] = await t.db
      .select()
      .from(doctors)
      .where(eq(doctors.clinicId, clinicIds.b))
      .limit(1);
    for (const intent of ["doctor-update", "doctor-move", "doctor-delete"]) {
      const r = await post(team, TEAM, "a", {
        intent,
        id: foreign!.id,
        direction: "up",
        ...doctor,
      });
      expect(r.status, intent).toBe(404);
      expect(r.body, intent).toMatchObject({
        formError: "This doctor was not found in your clinic's team.",
      });
    }
    const [still] = await t.db.select().from(doctors).where(eq(doctors.id, foreign!.id));
    expect(still).toEqual(foreign);
  });

  it("edits, reorders and removes its own doctor", async () => {
    const [d] = await t.db
      .select()
      .from(doctors)
      .where(and(eq(doctors.clinicId, clinicIds.a), eq(doctors.name, doctor.name)));
    const stored = await mediaCount();
    const refused = await post(team, TEAM, "a", {
      intent: "doctor-update",
      id: d!.id,
      ...doctor,
      title: "Refused",
      photo: htmlFile(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      target: d!.id,
      formError: MEDIA_MESSAGES.not_image,
      fieldErrors: { photo: MEDIA_MESSAGES.not_image },
    });
    const [unchanged] = await t.db.select().from(doctors).where(eq(doctors.id, d!.id));
    expect(unchanged).toEqual(d);
    expect(await mediaCount()).toBe(stored);

    const u = await post(team, TEAM, "a", {
      intent: "doctor-update",
      id: d!.id,
      ...doctor,
      title: "Chief Prosthodontist",
      removePhoto: "on",
    });
    expect(u.status).toBe(302);
    const [after] = await t.db.select().from(doctors).where(eq(doctors.id, d!.id));
    expect(after).toMatchObject({ title: "Chief Prosthodontist", photo: null });

    expect(
      (await post(team, TEAM, "a", { intent: "doctor-move", id: d!.id, direction: "up" })).status,
    ).toBe(302);
    const list = (await load(team, TEAM, "a")).body as { team: { rows: { id: string }[] } };
    const ids = list.team.rows.map((r) => r.id);
    expect(ids.indexOf(d!.id)).toBe(ids.length - 2);

    expect((await post(team, TEAM, "a", { intent: "doctor-delete", id: d!.id })).status).toBe(302);
    expect(await t.db.select().from(doctors).where(eq(doctors.id, d!.id))).toHaveLength(0);
  });
});
