import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { clinics, quoteRequestClinics, quoteRequests } from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { useTestDb } from "../../../tests/setup/db";
import { parseSearchParams } from "./parse-params";
import { searchClinics } from "./search.server";

/** The ranking (decision 053, /how-we-rank) moves clinics as its factors say. */
let db: Db;
let patient = "";
const H = 3600_000;

const order = async (qs: Record<string, string> = {}) => {
  const first = await searchClinics(parseSearchParams(new URLSearchParams(qs)));
  const slugs = first.results.map((r) => r.slug);
  for (let p = 2; p <= first.totalPages; p++)
    slugs.push(
      ...(
        await searchClinics(parseSearchParams(new URLSearchParams({ ...qs, page: String(p) })))
      ).results.map((r) => r.slug),
    );
  return slugs;
};
const before = (slugs: string[], a: string, b: string) => slugs.indexOf(a) < slugs.indexOf(b);
const idOf = async (slug: string) =>
  (await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slug)))[0]!.id;

let key = 0;
/** Quote requests of the last days answered after `hours` each. */
async function answered(clinicId: string, n: number, hours: number) {
  const now = Date.now();
  for (let i = 0; i < n; i++) {
    const [qr] = await db
      .insert(quoteRequests)
      .values({ patientId: patient, treatment: "Dental", idempotencyKey: `rank-${key++}` })
      .returning({ id: quoteRequests.id });
    const asked = new Date(now - (3 + i) * 24 * H);
    await db.insert(quoteRequestClinics).values({
      requestId: qr!.id,
      clinicId,
      patientId: patient,
      createdAt: asked,
      respondedAt: new Date(asked.getTime() + hours * H),
      status: "quoted",
    });
  }
}

beforeAll(async () => {
  ({ db } = await useTestDb());
  patient = (
    await createVerifiedUser(db, {
      email: "rank-patient@example.test",
      password: "Copper-kettle-4821",
      role: "patient",
      name: "Rank patient",
    })
  ).id;
});

describe("ranking", () => {
  // Both rated 4.8 by hundreds of reviews (Bayesian 4.8); Bosphorus has more reviews.
  const a = "bosphorus-aesthetic-hospital";
  const b = "antalya-smile-dental";

  it("puts a clinic that answers within 24 hours ahead of an equally rated one that does not", async () => {
    const start = await order();
    const [ahead, behind] = before(start, a, b) ? [a, b] : [b, a];
    // The one behind answers fast, the one ahead slowly: they swap.
    await answered(await idOf(behind), 5, 2);
    await answered(await idOf(ahead), 5, 50);
    const after = await order();
    expect(before(after, behind, ahead)).toBe(true);
    // The rating still comes first: a clinic rated 4.9 by hundreds stays ahead of both.
    expect(before(after, "istanbul-hair-institute", behind)).toBe(true);
  });

  it("weights the rating by the number of reviews: two perfect reviews do not beat hundreds of good ones", async () => {
    const c = "nilufer-dental-studio";
    await db
      .update(clinics)
      .set({ rating: 5, reviewCount: 2 })
      .where(eq(clinics.id, await idOf(c)));
    const slugs = await order();
    // (2 × 5.0 + 10 × 4.0) / 12 = 4.2: behind every clinic rated 4.7 by hundreds.
    expect(before(slugs, "lara-eye-vision-center", c)).toBe(true);
    const [row] = await db
      .select({ rank: clinics.rankRating })
      .from(clinics)
      .where(eq(clinics.slug, c));
    expect(row!.rank).toBe(4.2);
    // Many perfect reviews: first.
    await db
      .update(clinics)
      .set({ rating: 5, reviewCount: 2000 })
      .where(eq(clinics.id, await idOf(c)));
    expect((await order())[0]).toBe(c);
  });

  it("ranks the match to the search above everything else", async () => {
    const slugs = await order({ q: "Lara Eye" });
    expect(slugs[0]).toBe("lara-eye-vision-center");
  });
});
