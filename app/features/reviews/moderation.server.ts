import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "~/db/client.server";
import { clinics, reviews } from "~/db/schema";
import { notifyClinic, notifyUser } from "~/services/notifications/notify.server";
import { type Result, failure, fieldFailure, ok } from "~/utils/result";
import { isUuid } from "~/utils/validation";
import { recomputeClinicRating } from "./rating.server";

/**
 * Review moderation (admin UI by the admin feature, which also writes the audit
 * log). Every function runs in the caller's transaction (or on the db), moves a review with a
 * conditional UPDATE ... WHERE status IN (...) RETURNING (so of two racing moderators exactly
 * one wins), keeps reviews.is_published = (status = 'published'), recomputes the clinic's
 * rating/review_count from its published reviews, and tells the author why.
 *
 * Statuses: pending (waiting for moderation) → published | rejected; published → hidden;
 * hidden → published (restore); rejected → published (publish on second look).
 */

export type ReviewStatus = "published" | "pending" | "rejected" | "hidden";
export type ModerationActor = { userId: string; role?: string };
export type ModerationInput = { reviewId: string; reason?: string; actor: ModerationActor };

/** A decision that was made: the review after it and the clinic's rating. */
export type Moderated = {
  review: {
    id: string;
    clinicId: string;
    patientId: string | null;
    previousStatus: ReviewStatus;
    status: ReviewStatus;
    replyHidden: boolean;
  };
  clinic: { rating: number; reviewCount: number };
};

/**
 * A review that does not exist is a 404; one that is not in a state the decision applies to
 * (someone else decided first) a 409; a missing reason a field failure at `reason` (400).
 */
export type ModerationResult = Result<Moderated>;

export const MAX_REASON = 500;

const notFound = () => failure(404, "Review not found.");
const reasonRequired = () =>
  fieldFailure("reason", "Please give a reason (it is sent to the author).");

function cleanReason(reason: string | undefined): string | null {
  const r = (reason ?? "").trim().slice(0, MAX_REASON);
  return r.length > 0 ? r : null;
}

async function loadReview(tx: DbExecutor, reviewId: string) {
  if (!isUuid(reviewId)) return null;
  const [row] = await tx
    .select({
      id: reviews.id,
      clinicId: reviews.clinicId,
      patientId: reviews.patientId,
      status: reviews.status,
      replyBody: reviews.replyBody,
      replyByUserId: reviews.replyByUserId,
      replyHidden: reviews.replyHidden,
      clinicName: clinics.name,
      clinicSlug: clinics.slug,
    })
    .from(reviews)
    .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row ?? null;
}

/** Moves the review from one of `from` to `to`; null when it was not in one of `from`. */
async function transition(
  tx: DbExecutor,
  reviewId: string,
  from: ReviewStatus[],
  to: ReviewStatus,
  reason: string | null,
) {
  const [row] = await tx
    .update(reviews)
    .set({
      status: to,
      isPublished: to === "published",
      moderationReason: reason,
      updatedAt: new Date(),
    })
    .where(and(eq(reviews.id, reviewId), inArray(reviews.status, from)))
    .returning({ id: reviews.id, replyHidden: reviews.replyHidden });
  return row ?? null;
}

async function changeStatus(
  tx: DbExecutor,
  input: ModerationInput,
  from: ReviewStatus[],
  to: ReviewStatus,
  opts: { reasonRequired: boolean },
): Promise<ModerationResult> {
  const reason = cleanReason(input.reason);
  if (opts.reasonRequired && !reason) return reasonRequired();
  const review = await loadReview(tx, input.reviewId);
  if (!review) return notFound();
  const previousStatus = review.status as ReviewStatus;
  const updated = await transition(tx, review.id, from, to, reason);
  if (!updated) {
    return failure(409, `This review is ${previousStatus}; it cannot be ${verb(to)} now.`);
  }
  const clinic = await recomputeClinicRating(tx, review.clinicId);

  if (review.patientId) {
    const link = "/dashboard/reviews";
    if (to === "published") {
      await notifyUser(tx, review.patientId, {
        kind: "review_moderated",
        title: {
          id: /*i18n*/ "notice.review-published.title",
          values: { clinic: review.clinicName },
        },
        body: [
          {
            id:
              previousStatus === "hidden"
                ? /*i18n*/ "notice.review-published.body-again"
                : /*i18n*/ "notice.review-published.body",
          },
        ],
        link: `/clinic/${review.clinicSlug}#reviews`,
      });
    } else {
      await notifyUser(tx, review.patientId, {
        kind: "review_moderated",
        title: {
          id:
            to === "rejected"
              ? /*i18n*/ "notice.review-rejected.title"
              : /*i18n*/ "notice.review-hidden.title",
          values: { clinic: review.clinicName },
        },
        body: [{ id: /*i18n*/ "notice.review.reason", values: { reason: reason ?? "" } }],
        link,
      });
    }
  }
  if (to === "published" && previousStatus === "pending") {
    await notifyClinic(tx, review.clinicId, {
      kind: "review",
      title: { id: /*i18n*/ "notice.review.title" },
      body: [{ id: /*i18n*/ "notice.review.body" }],
      link: "/dashboard/reviews",
    });
  }
  return ok({
    review: {
      id: review.id,
      clinicId: review.clinicId,
      patientId: review.patientId,
      previousStatus,
      status: to,
      replyHidden: updated.replyHidden,
    },
    clinic,
  });
}

function verb(to: ReviewStatus): string {
  return to === "published" ? "published" : to === "rejected" ? "rejected" : "hidden";
}

/** Approves a pending (or previously rejected) review. */
export function publishReview(tx: DbExecutor, input: ModerationInput) {
  return changeStatus(tx, input, ["pending", "rejected"], "published", { reasonRequired: false });
}

/** Refuses a pending review; the reason is sent to the author. */
export function rejectReview(tx: DbExecutor, input: ModerationInput) {
  return changeStatus(tx, input, ["pending"], "rejected", { reasonRequired: true });
}

/** Takes a published review off the clinic page; the reason is sent to the author. */
export function hideReview(tx: DbExecutor, input: ModerationInput) {
  return changeStatus(tx, input, ["published"], "hidden", { reasonRequired: true });
}

/** Puts a hidden review back on the clinic page. */
export function restoreReview(tx: DbExecutor, input: ModerationInput) {
  return changeStatus(tx, input, ["hidden"], "published", { reasonRequired: false });
}

async function changeReply(
  tx: DbExecutor,
  input: ModerationInput,
  hide: boolean,
): Promise<ModerationResult> {
  const reason = cleanReason(input.reason);
  if (hide && !reason) return reasonRequired();
  const review = await loadReview(tx, input.reviewId);
  if (!review) return notFound();
  if (!review.replyBody) return failure(409, "This review has no reply.");
  const [updated] = await tx
    .update(reviews)
    .set({ replyHidden: hide, replyHiddenReason: hide ? reason : null, updatedAt: new Date() })
    .where(and(eq(reviews.id, review.id), eq(reviews.replyHidden, !hide)))
    .returning({ id: reviews.id, status: reviews.status });
  if (!updated) {
    return failure(409, hide ? "This reply is already hidden." : "This reply is not hidden.");
  }
  if (review.replyByUserId) {
    await notifyUser(tx, review.replyByUserId, {
      kind: "review_moderated",
      title: {
        id: hide ? /*i18n*/ "notice.reply-hidden.title" : /*i18n*/ "notice.reply-restored.title",
      },
      body: hide
        ? [{ id: /*i18n*/ "notice.review.reason", values: { reason: reason ?? "" } }]
        : undefined,
      link: "/dashboard/reviews",
    });
  }
  const [c] = await tx
    .select({ rating: clinics.rating, reviewCount: clinics.reviewCount })
    .from(clinics)
    .where(eq(clinics.id, review.clinicId));
  return ok({
    review: {
      id: review.id,
      clinicId: review.clinicId,
      patientId: review.patientId,
      previousStatus: review.status as ReviewStatus,
      status: updated.status as ReviewStatus,
      replyHidden: hide,
    },
    clinic: { rating: c?.rating ?? 0, reviewCount: c?.reviewCount ?? 0 },
  });
}

/** Hides a clinic's reply (the review stays); the reason is sent to the replying user. */
export function hideReply(tx: DbExecutor, input: ModerationInput) {
  return changeReply(tx, input, true);
}

/** Shows a hidden reply again. */
export function restoreReply(tx: DbExecutor, input: ModerationInput) {
  return changeReply(tx, input, false);
}

export type ModerationQueueItem = Awaited<ReturnType<typeof listReviewsByStatus>>[number];

/** Reviews in one status for the admin queue (pending: oldest first; others: newest first). */
export async function listReviewsByStatus(
  db: DbExecutor,
  opts: { status: ReviewStatus; limit?: number; offset?: number },
) {
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 200);
  const rows = await db
    .select({
      id: reviews.id,
      clinicId: reviews.clinicId,
      clinicName: clinics.name,
      clinicSlug: clinics.slug,
      patientId: reviews.patientId,
      authorName: reviews.authorName,
      authorCountry: reviews.authorCountry,
      treatment: reviews.treatment,
      rating: reviews.rating,
      comment: reviews.comment,
      status: reviews.status,
      verifiedPatient: reviews.verifiedPatient,
      moderationReason: reviews.moderationReason,
      replyBody: reviews.replyBody,
      replyAt: reviews.replyAt,
      replyHidden: reviews.replyHidden,
      replyHiddenReason: reviews.replyHiddenReason,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
    .where(eq(reviews.status, opts.status))
    .orderBy(
      opts.status === "pending" ? asc(reviews.createdAt) : desc(reviews.createdAt),
      asc(reviews.id),
    )
    .limit(limit)
    .offset(Math.max(opts.offset ?? 0, 0));
  return rows.map((r) => ({ ...r, status: r.status as ReviewStatus }));
}

/** The moderation queue: reviews waiting for a decision, oldest first. */
export function listPendingReviews(db: DbExecutor, opts: { limit?: number; offset?: number } = {}) {
  return listReviewsByStatus(db, { status: "pending", ...opts });
}
