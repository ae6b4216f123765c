import { count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reviews } from "~/db/schema";
import {
  type Moderated,
  type ReviewStatus,
  hideReply,
  hideReview,
  listReviewsByStatus,
  publishReview,
  rejectReview,
  restoreReply,
  restoreReview,
} from "~/features/reviews/moderation.server";
import { type Result, failure } from "~/utils/result";
import { type Actor, audit } from "./audit.server";

export const MODERATION_PAGE_SIZE = 20;

export type ModerationIntent =
  "publish" | "reject" | "hide" | "restore" | "hide-reply" | "restore-reply";

const RUN = {
  publish: publishReview,
  reject: rejectReview,
  hide: hideReview,
  restore: restoreReview,
  "hide-reply": hideReply,
  "restore-reply": restoreReply,
} as const;

export type ModerationRow = Awaited<ReturnType<typeof listModerationQueue>>["rows"][number];

export async function listModerationQueue(db: Db, opts: { status: ReviewStatus; page: number }) {
  const [rows, [total]] = await Promise.all([
    listReviewsByStatus(db, {
      status: opts.status,
      limit: MODERATION_PAGE_SIZE,
      offset: (opts.page - 1) * MODERATION_PAGE_SIZE,
    }),
    db.select({ n: count() }).from(reviews).where(eq(reviews.status, opts.status)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * One moderation decision (the reviews feature's function: conditional update, rating
 * recompute, author told) plus its audit row, in one transaction.
 */
export async function moderateReview(
  db: Db,
  actor: Actor,
  input: { intent: ModerationIntent; id: string; reason?: string },
): Promise<Result<Moderated>> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: reviews.status,
        moderationReason: reviews.moderationReason,
        replyHidden: reviews.replyHidden,
        replyHiddenReason: reviews.replyHiddenReason,
      })
      .from(reviews)
      .where(eq(reviews.id, input.id));
    if (!before) return failure(404, "Review not found.");
    const r = await RUN[input.intent](tx, {
      reviewId: input.id,
      reason: input.reason,
      actor: { userId: actor.id, role: "admin" },
    });
    if (!r.ok) return r;
    const [after] = await tx
      .select({
        status: reviews.status,
        moderationReason: reviews.moderationReason,
        replyHidden: reviews.replyHidden,
        replyHiddenReason: reviews.replyHiddenReason,
      })
      .from(reviews)
      .where(eq(reviews.id, input.id));
    await audit(tx, {
      actor,
      action: `review.${input.intent.replace("-", "_")}`,
      targetType: "review",
      targetId: input.id,
      before,
      after: {
        ...after,
        clinicRating: r.value.clinic.rating,
        clinicReviewCount: r.value.clinic.reviewCount,
      },
    });
    return r;
  });
}
