import { and, avg, count, eq } from "drizzle-orm";
import type { DbExecutor } from "~/db/client.server";
import { clinics, reviews } from "~/db/schema";

/**
 * Recomputes a clinic's rating (1 decimal) and review_count inside the caller's transaction:
 * the clinic's baseline of earlier reviews (clinics.base_*, see seed/review-baseline.ts) plus
 * its published review rows. Search, cards and the clinic page all read these two columns.
 */
export async function recomputeClinicRating(
  tx: DbExecutor,
  clinicId: string,
): Promise<{ rating: number; reviewCount: number }> {
  const [stats] = await tx
    .select({ n: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.clinicId, clinicId), eq(reviews.status, "published")));
  const [base] = await tx
    .select({ count: clinics.baseReviewCount, sum: clinics.baseRatingSum })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .limit(1);
  const live = Number(stats?.n ?? 0);
  const liveSum = stats?.average != null ? Number(stats.average) * live : 0;
  const reviewCount = live + (base?.count ?? 0);
  const rating =
    reviewCount > 0 ? Math.round((((base?.sum ?? 0) + liveSum) / reviewCount) * 10) / 10 : 0;
  await tx.update(clinics).set({ rating, reviewCount }).where(eq(clinics.id, clinicId));
  return { rating, reviewCount };
}
