import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics, reviews } from "~/db/schema";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { getClinicProfile } from "./clinics.server";
import { ClinicReviews } from "./components/clinic-reviews";

const SLUG = "aegean-medical-hospital";
let t: TestDb;

beforeAll(async () => {
  t = await useTestDb();
});

describe("reviews on the public clinic page", () => {
  it("lists only published reviews: pending and hidden ones stay out of the list and the counts", async () => {
    const before = (await getClinicProfile(SLUG))!;
    const [clinic] = await t.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.slug, SLUG));
    // Newer than every seeded review, so they would head the list if it showed them.
    const at = new Date(Date.now() + 60_000);
    await t.db.insert(reviews).values([
      {
        clinicId: clinic!.id,
        authorName: "Pending Person",
        rating: 1,
        comment: "Awaiting moderation",
        status: "pending",
        isPublished: false,
        verifiedPatient: true,
        createdAt: at,
      },
      {
        clinicId: clinic!.id,
        authorName: "Hidden Person",
        rating: 1,
        comment: "Hidden by an admin",
        status: "hidden",
        isPublished: false,
        verifiedPatient: true,
        createdAt: at,
      },
    ]);
    const after = (await getClinicProfile(SLUG))!;
    const authors = after.reviews.map((r) => r.authorName);
    expect(authors).not.toContain("Pending Person");
    expect(authors).not.toContain("Hidden Person");
    expect(after.reviews.map((r) => r.id)).toEqual(before.reviews.map((r) => r.id));
    expect(after.reviewStats).toEqual(before.reviewStats);
  });
});

describe("the review list", () => {
  it("shows a comment as text, never as markup", () => {
    const html = renderToStaticMarkup(
      <ClinicReviews
        reviews={[
          {
            id: "r1",
            authorName: "Eve <b>Bold</b>",
            authorCountry: null,
            treatment: null,
            rating: 5,
            comment: `<img src=x onerror="alert(1)"> great`,
            verifiedPatient: false,
            createdAt: "2026-01-10T10:00:00.000Z",
          },
        ]}
        stats={{ rating: 5, count: 1, verified: 0, earlier: 0 }}
      />,
    );
    expect(html).toContain("&lt;img src=x");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>Bold");
  });
});
