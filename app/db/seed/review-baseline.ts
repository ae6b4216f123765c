import { sql } from "drizzle-orm";
import type { DbExecutor } from "~/db/client.server";

/**
 * The catalogue's review figures (e.g. 4.8 from 312 reviews) include reviews a clinic brought
 * from before CareAtlas; only a few are stored as rows. The rest becomes the clinic's baseline,
 * so rating and review_count stay what they were and then move with every published review.
 * Idempotent: clinics whose baseline is set (or whose figures are all rows) are left alone.
 */
export async function setReviewBaseline(tx: DbExecutor) {
  await tx.execute(sql`
    update clinics as c set
      base_review_count = greatest(c.review_count - coalesce(r.n, 0), 0),
      base_rating_sum = greatest(c.rating * c.review_count - coalesce(r.s, 0), 0)
    from clinics as c2
    left join (
      select clinic_id, count(*) as n, sum(rating) as s from reviews
      where status = 'published' group by clinic_id
    ) as r on r.clinic_id = c2.id
    where c.id = c2.id and c.base_review_count = 0 and c.review_count > coalesce(r.n, 0)`);
}
