import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics, listingViews, packages } from "~/db/schema";
import { callRoute, statusOf } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { action } from "./listing-view";

/**
 * POST /api/listing-view: the view a clinic or package page reports once it is on a person's
 * screen (useListingView). Loaders no longer count: a page a shared cache serves never reaches
 * one (decision 065).
 */

let t: TestDb;
let clinicId = "";
let packageId = "";
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";

beforeAll(async () => {
  t = await useTestDb();
  const [c] = await t.db
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.slug, "antalya-smile-dental"));
  clinicId = c!.id;
  const [p] = await t.db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.clinicId, clinicId), eq(packages.published, true)));
  packageId = p!.id;
});

const post = (body: Record<string, string>, ua = BROWSER) =>
  callRoute(
    action as never,
    new Request("http://localhost/api/listing-view", {
      method: "POST",
      headers: { "user-agent": ua, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    }),
  );

async function viewsOf(subjectId: string): Promise<number> {
  const rows = await t.db
    .select({ views: listingViews.views })
    .from(listingViews)
    .where(eq(listingViews.subjectId, subjectId));
  return rows.reduce((n, r) => n + r.views, 0);
}

/** Counting is fire-and-forget: wait until it shows (or give up after two seconds). */
async function settle(subjectId: string, expected: number): Promise<number> {
  for (let i = 0; i < 40; i++) {
    const n = await viewsOf(subjectId);
    if (n === expected) return n;
    await new Promise((r) => setTimeout(r, 50));
  }
  return viewsOf(subjectId);
}

describe("POST /api/listing-view", () => {
  it("counts a person's view of a clinic page and of a package page", async () => {
    const clinicBefore = await viewsOf(clinicId);
    const packageBefore = await viewsOf(packageId);
    expect(statusOf(await post({ kind: "clinic", id: clinicId }))).toBe(204);
    expect(statusOf(await post({ kind: "package", id: packageId }))).toBe(204);
    expect(await settle(clinicId, clinicBefore + 1)).toBe(clinicBefore + 1);
    expect(await settle(packageId, packageBefore + 1)).toBe(packageBefore + 1);
  });

  it("does not count a crawler", async () => {
    const before = await viewsOf(clinicId);
    expect(
      statusOf(
        await post(
          { kind: "clinic", id: clinicId },
          "Googlebot/2.1 (+http://www.google.com/bot.html)",
        ),
      ),
    ).toBe(204);
    await new Promise((r) => setTimeout(r, 200));
    expect(await viewsOf(clinicId)).toBe(before);
  });

  it("answers 400, not 500, to a body that names no listing", async () => {
    expect(statusOf(await post({ kind: "clinic", id: "not-a-uuid" }))).toBe(400);
    expect(statusOf(await post({ kind: "doctor", id: clinicId }))).toBe(400);
    expect(statusOf(await post({}))).toBe(400);
    // An id of nothing: the count fails inside (foreign key) and is swallowed.
    expect(
      statusOf(await post({ kind: "clinic", id: "00000000-0000-4000-8000-000000000000" })),
    ).toBe(204);
  });
});
