import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics, packages, patientFavorites } from "~/db/schema";
import { action, loader } from "~/routes/resources/favorites";
import { readToasts } from "~/utils/toast.server";
import { signInAs } from "../../../tests/kit/auth";
import { createPatient } from "../../../tests/kit/factories";
import { callRoute, cookieJar, makeRequest, statusOf } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";

let t: TestDb;
let cookie = "";
let userId = "";
let clinicId = "";
let packageId = "";
beforeAll(async () => {
  t = await useTestDb();
  const patient = await createPatient(t.db);
  userId = patient.id;
  cookie = await signInAs(patient.email, { ip: "192.0.2.170" });
  const [c] = await t.db.select({ id: clinics.id }).from(clinics).limit(1);
  clinicId = c!.id;
  const [p] = await t.db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.published, true))
    .limit(1);
  packageId = p!.id;
});

const post = (form: Record<string, string>, opts: { cookie?: string; accept?: string } = {}) =>
  callRoute(
    action,
    makeRequest("/api/favorites", {
      method: "POST",
      cookie: opts.cookie,
      form,
      headers: opts.accept ? { accept: opts.accept } : undefined,
    }),
  );

type Out = { data: Record<string, unknown>; init: ResponseInit | null };

async function toastsOf(res: Response) {
  const jar = cookieJar(undefined, res.headers);
  return (await readToasts(new Request("http://localhost/", { headers: { cookie: jar } }))).toasts;
}

async function saved(kind: "clinic" | "package", id: string) {
  const col = kind === "clinic" ? patientFavorites.clinicId : patientFavorites.packageId;
  return t.db
    .select()
    .from(patientFavorites)
    .where(and(eq(patientFavorites.patientId, userId), eq(col, id)));
}

describe("POST /api/favorites, signed out", () => {
  it("JSON (format=json or Accept): 401 signed-out", async () => {
    for (const res of [
      (await post({ item: `clinic:${clinicId}`, format: "json" })) as Out,
      (await post({ item: `clinic:${clinicId}` }, { accept: "application/json" })) as Out,
    ]) {
      expect(statusOf(res)).toBe(401);
      expect(res.data).toEqual({
        ok: false,
        reason: "signed-out",
        message: "Please sign in to save favorites",
      });
    }
  });

  it("a plain post goes to /auth with the item to save after sign-in, and a toast", async () => {
    const res = (await post({ item: `clinic:${clinicId}`, redirectTo: "/clinics" })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      `/auth?redirectTo=%2Fclinics&favorite=${encodeURIComponent(`clinic:${clinicId}`)}`,
    );
    expect(await toastsOf(res)).toMatchObject([
      { type: "error", title: "Sign in required", description: "Please sign in to save favorites" },
    ]);
    const bad = (await post({ item: "nonsense", redirectTo: "//evil.example" })) as Response;
    expect(bad.headers.get("location")).toBe("/auth?redirectTo=%2F");
  });

  it("from a German page: the German sign-in page, and the toast in German", async () => {
    const res = (await post({
      item: `clinic:${clinicId}`,
      redirectTo: "/de/search-results?q=Zahn",
    })) as Response;
    expect(res.headers.get("location")).toBe(
      `/de/auth?redirectTo=${encodeURIComponent("/de/search-results?q=Zahn")}&favorite=${encodeURIComponent(`clinic:${clinicId}`)}`,
    );
    expect(await toastsOf(res)).toMatchObject([
      {
        type: "error",
        title: "Anmeldung erforderlich",
        description: "Bitte melden Sie sich an, um Favoriten zu speichern.",
      },
    ]);
  });
});

describe("POST /api/favorites, signed in", () => {
  it("toggle (the default) adds then removes: JSON", async () => {
    const add = (await post({ item: `clinic:${clinicId}`, format: "json" }, { cookie })) as Out;
    expect(statusOf(add)).toBe(200);
    expect(add.data).toMatchObject({
      ok: true,
      intent: "toggle",
      added: true,
      key: `clinic:${clinicId}`,
    });
    expect(add.data.item).toMatchObject({ kind: "clinic" });
    expect(await saved("clinic", clinicId)).toHaveLength(1);
    const remove = (await post(
      { intent: "toggle", item: `clinic:${clinicId}`, format: "json" },
      { cookie },
    )) as Out;
    expect(remove.data).toEqual({
      ok: true,
      intent: "toggle",
      added: false,
      key: `clinic:${clinicId}`,
      item: null,
    });
    expect(await saved("clinic", clinicId)).toHaveLength(0);
  });

  it("add and remove without JavaScript redirect back with a toast", async () => {
    const add = (await post(
      { intent: "add", item: `package:${packageId}`, redirectTo: "/packages" },
      { cookie },
    )) as Response;
    expect(add.status).toBe(302);
    expect(add.headers.get("location")).toBe("/packages");
    expect(await toastsOf(add)).toMatchObject([{ type: "success", title: "Added to favorites" }]);
    // add twice: still one row
    await post({ intent: "add", item: `package:${packageId}` }, { cookie });
    expect(await saved("package", packageId)).toHaveLength(1);
    const remove = (await post(
      { intent: "remove", item: `package:${packageId}`, redirectTo: "/packages" },
      { cookie },
    )) as Response;
    expect(remove.headers.get("location")).toBe("/packages");
    expect(await toastsOf(remove)).toMatchObject([
      {
        type: "success",
        title: "Removed from favorites",
        description: "Item has been removed from your favorites",
      },
    ]);
    expect(await saved("package", packageId)).toHaveLength(0);
  });

  it("without JavaScript on an Arabic page, the toasts are in Arabic", async () => {
    const add = (await post(
      { intent: "add", item: `package:${packageId}`, redirectTo: "/ar/packages" },
      { cookie },
    )) as Response;
    expect(add.headers.get("location")).toBe("/ar/packages");
    expect(await toastsOf(add)).toMatchObject([{ type: "success", title: "أُضيف إلى المفضلة" }]);
    const remove = (await post(
      { intent: "remove", item: `package:${packageId}`, redirectTo: "/ar/packages" },
      { cookie },
    )) as Response;
    expect(await toastsOf(remove)).toMatchObject([
      { type: "success", title: "أُزيل من المفضلة", description: "لم يعد هذا العنصر ضمن مفضلتك." },
    ]);
  });

  it("an unknown item is a 400, a vanished one a 404: JSON, or a redirect with an error toast", async () => {
    const unknown = (await post({ item: "nonsense", format: "json" }, { cookie })) as Out;
    expect(statusOf(unknown)).toBe(400);
    expect(unknown.data).toEqual({ ok: false, message: "Unknown item" });
    const gone = (await post(
      { intent: "add", item: `clinic:${crypto.randomUUID()}`, format: "json" },
      { cookie },
    )) as Out;
    expect(statusOf(gone)).toBe(404);
    expect(gone.data).toEqual({ ok: false, message: "This item no longer exists" });
    const plain = (await post(
      { intent: "remove", item: "nonsense", redirectTo: "/x" },
      { cookie },
    )) as Response;
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/x");
    expect(await toastsOf(plain)).toMatchObject([
      { type: "error", title: "Error", description: "Unknown item" },
    ]);
  });

  it("remove-id: JSON ok / 404, a plain post redirects with a toast", async () => {
    await post({ intent: "add", item: `clinic:${clinicId}` }, { cookie });
    const [row] = await saved("clinic", clinicId);
    const missing = (await post(
      { intent: "remove-id", favoriteId: crypto.randomUUID(), format: "json" },
      { cookie },
    )) as Out;
    expect(statusOf(missing)).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: "Failed to remove from favorites" });
    const plainMissing = (await post(
      { intent: "remove-id", favoriteId: "x", redirectTo: "/dashboard/favorites" },
      { cookie },
    )) as Response;
    expect(plainMissing.headers.get("location")).toBe("/dashboard/favorites");
    expect(await toastsOf(plainMissing)).toMatchObject([
      { type: "error", title: "Error", description: "Failed to remove from favorites" },
    ]);
    const done = (await post(
      { intent: "remove-id", favoriteId: row!.id, format: "json" },
      { cookie },
    )) as Out;
    expect(statusOf(done)).toBe(200);
    expect(done.data).toEqual({ ok: true, intent: "remove-id" });

    await post({ intent: "add", item: `clinic:${clinicId}` }, { cookie });
    const [again] = await saved("clinic", clinicId);
    const plain = (await post(
      { intent: "remove-id", favoriteId: again!.id, redirectTo: "/dashboard/favorites" },
      { cookie },
    )) as Response;
    expect(plain.status).toBe(302);
    expect(await toastsOf(plain)).toMatchObject([
      {
        type: "success",
        title: "Removed from favorites",
        description: "Item has been removed from your favorites",
      },
    ]);
    expect(await saved("clinic", clinicId)).toHaveLength(0);
  });

  it("merge saves the device's items and answers the list (data, even without format=json)", async () => {
    const res = (await post(
      {
        intent: "merge",
        items: JSON.stringify([`clinic:${clinicId}`, `package:${packageId}`, "junk", 5]),
      },
      { cookie },
    )) as Out;
    expect(statusOf(res)).toBe(200);
    expect(res.data).toMatchObject({
      ok: true,
      intent: "merge",
      added: 2,
      message: "2 items saved on this device are now in your account",
    });
    expect((res.data.items as unknown[]).length).toBe(2);
    const notArray = (await post({ intent: "merge", items: '{"a":1}' }, { cookie })) as Out;
    expect(notArray.data).toMatchObject({ ok: true, intent: "merge", added: 0 });
    const bad = (await post({ intent: "merge", items: "[not json" }, { cookie })) as Out;
    expect(statusOf(bad)).toBe(400);
    expect(bad.data).toEqual({ ok: false, message: "Could not read the saved items" });
  });

  it("an unknown intent toggles; GET goes to the favourites tab", async () => {
    const res = (await post(
      { intent: "whatever", item: `package:${packageId}`, format: "json" },
      { cookie },
    )) as Out;
    // merge saved it above, so the toggle removes it
    expect(res.data).toMatchObject({ ok: true, intent: "toggle", added: false });
    const get = (await callRoute(loader, makeRequest("/api/favorites"))) as Response;
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/dashboard/favorites");
  });
});
