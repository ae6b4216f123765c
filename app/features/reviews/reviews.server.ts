import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { clinics, reviews, users, bookings, reviewBookings } from "~/db/schema";
import { notifyClinic, notifyUser } from "~/services/notifications/notify.server";
import { fieldErrors } from "~/utils/validation";
import { checkReviewContent } from "./content-check";
import type { ReviewStatus } from "./moderation.server";
import { recomputeClinicRating } from "./rating.server";
import { ReplySchema, ReviewSchema } from "./review-schema";

/**
 * Patient reviews after a completed booking and the clinic's one reply.
 * Every query is scoped by the acting patient's id or the acting clinic user's clinic id.
 */

export type Failure = {
  ok: false;
  status: 400 | 403 | 404 | 409;
  message: string;
  fieldErrors?: Record<string, string>;
};

export const BOOKING_NOT_FOUND = "We could not find this booking in your account.";
export const NOT_COMPLETED = "You can review a clinic once your treatment there is completed.";
export const ALREADY_REVIEWED = "You have already reviewed this booking.";
export const REVIEW_NOT_FOUND = "Review not found.";
export const ALREADY_REPLIED = "You have already replied to this review.";
export const REPLY_NOT_PUBLISHED = "You can reply once the review is published.";

/** "Maria Keller" → "Maria K." (reviews show a first name and an initial). */
export function displayName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "CareAtlas patient";
  const first = parts[0]!.slice(0, 40);
  const last = parts.length > 1 ? ` ${parts[parts.length - 1]![0]!.toUpperCase()}.` : "";
  return first + last;
}

/** The patient's completed bookings that have no review yet, newest first. */
export async function listReviewableBookings(patientId: string) {
  const db = await getDb();
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      treatment: bookings.treatment,
      completedAt: bookings.completedAt,
      surgeryDate: bookings.surgeryDate,
      clinicName: clinics.name,
      clinicSlug: clinics.slug,
    })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .leftJoin(reviewBookings, eq(reviewBookings.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.patientId, patientId),
        eq(bookings.status, "completed"),
        isNull(reviewBookings.reviewId),
      ),
    )
    .orderBy(desc(sql`coalesce(${bookings.completedAt}, ${bookings.createdAt})`))
    .limit(50);
}

/** The reviews the patient wrote, newest first, with their moderation state and the reply. */
export async function listPatientReviews(patientId: string) {
  const db = await getDb();
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      status: reviews.status,
      moderationReason: reviews.moderationReason,
      treatment: reviews.treatment,
      verifiedPatient: reviews.verifiedPatient,
      replyBody: reviews.replyBody,
      replyAt: reviews.replyAt,
      replyHidden: reviews.replyHidden,
      createdAt: reviews.createdAt,
      clinicName: clinics.name,
      clinicSlug: clinics.slug,
      bookingReference: bookings.reference,
    })
    .from(reviews)
    .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
    .leftJoin(reviewBookings, eq(reviewBookings.reviewId, reviews.id))
    .leftJoin(bookings, eq(bookings.id, reviewBookings.bookingId))
    .where(eq(reviews.patientId, patientId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(100);
  return rows.map((r) => ({
    ...r,
    status: r.status as ReviewStatus,
    reply:
      r.replyBody && !r.replyHidden ? { body: r.replyBody, at: r.replyAt!.toISOString() } : null,
    replyBody: undefined,
    replyAt: undefined,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A clinic's published reviews for its dashboard, newest first, with its reply if any. */
export async function listClinicReviewsForDashboard(clinicId: string) {
  const db = await getDb();
  const rows = await db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      authorCountry: reviews.authorCountry,
      treatment: reviews.treatment,
      rating: reviews.rating,
      comment: reviews.comment,
      verifiedPatient: reviews.verifiedPatient,
      replyBody: reviews.replyBody,
      replyAt: reviews.replyAt,
      replyHidden: reviews.replyHidden,
      replyHiddenReason: reviews.replyHiddenReason,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.clinicId, clinicId), eq(reviews.status, "published")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(100);
  return rows.map((r) => ({
    ...r,
    replyAt: r.replyAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** How many of the clinic's reviews wait for moderation (they appear once published). */
export async function countClinicPendingReviews(clinicId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.clinicId, clinicId), eq(reviews.status, "pending")));
  return Number(row?.n ?? 0);
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Stores a patient's review of the clinic of one of their completed bookings: published at
 * once, or pending when it contains links or flagged words. One review per booking (the
 * booking row is locked, and review_bookings has a unique booking id).
 */
export async function submitReview(
  patientId: string,
  input: { bookingId?: unknown; rating?: unknown; comment?: unknown },
): Promise<{ ok: true; reviewId: string; status: "published" | "pending" } | Failure> {
  const parsed = ReviewSchema.safeParse({
    bookingId: typeof input.bookingId === "string" ? input.bookingId : "",
    rating:
      typeof input.rating === "string" || typeof input.rating === "number"
        ? input.rating
        : undefined,
    comment: typeof input.comment === "string" ? input.comment : undefined,
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.bookingId) return { ok: false, status: 404, message: BOOKING_NOT_FOUND };
    return {
      ok: false,
      status: 400,
      message: errors.rating ?? errors.comment ?? "Please check the highlighted fields.",
      fieldErrors: errors,
    };
  }
  const { bookingId, rating, comment } = parsed.data;
  const check = checkReviewContent(comment);
  const status = check.ok ? "published" : "pending";

  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx
        .select({
          id: bookings.id,
          clinicId: bookings.clinicId,
          status: bookings.status,
          treatment: bookings.treatment,
          patientName: users.name,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.patientId))
        .where(and(eq(bookings.id, bookingId), eq(bookings.patientId, patientId)))
        .for("update", { of: bookings })
        .limit(1);
      if (!booking) return { ok: false, status: 404, message: BOOKING_NOT_FOUND } as const;
      if (booking.status !== "completed") {
        return { ok: false, status: 409, message: NOT_COMPLETED } as const;
      }
      const [existing] = await tx
        .select({ id: reviewBookings.reviewId })
        .from(reviewBookings)
        .where(eq(reviewBookings.bookingId, booking.id))
        .limit(1);
      if (existing) return { ok: false, status: 409, message: ALREADY_REVIEWED } as const;

      const [review] = await tx
        .insert(reviews)
        .values({
          clinicId: booking.clinicId,
          patientId,
          authorName: displayName(booking.patientName),
          treatment: booking.treatment.slice(0, 200),
          rating,
          comment,
          status,
          isPublished: status === "published",
          verifiedPatient: true,
          moderationReason: check.ok
            ? null
            : check.reason === "link"
              ? "Contains a link: waiting for moderation."
              : "Contains a flagged word: waiting for moderation.",
        })
        .returning({ id: reviews.id });
      await tx.insert(reviewBookings).values({ reviewId: review!.id, bookingId: booking.id });

      if (status === "published") {
        await recomputeClinicRating(tx, booking.clinicId);
        await notifyClinic(tx, booking.clinicId, {
          kind: "review",
          title: { id: /*i18n*/ "notice.review.title" },
          body: [
            { id: /*i18n*/ "notice.review.rating", values: { rating } },
            { id: /*i18n*/ "notice.review.body" },
          ],
          link: "/dashboard/reviews",
        });
      }
      return { ok: true, reviewId: review!.id, status } as const;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, status: 409, message: ALREADY_REVIEWED };
    throw err;
  }
}

/**
 * The clinic's one public reply to one of its published reviews. A conditional UPDATE
 * (reply_body IS NULL) makes a second reply, even a concurrent one, fail.
 */
export async function replyToReview(
  actor: { userId: string; clinicId: string },
  input: { reviewId?: unknown; body?: unknown },
): Promise<{ ok: true } | Failure> {
  const parsed = ReplySchema.safeParse({
    reviewId: typeof input.reviewId === "string" ? input.reviewId : "",
    body: typeof input.body === "string" ? input.body : "",
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.reviewId) return { ok: false, status: 404, message: REVIEW_NOT_FOUND };
    return { ok: false, status: 400, message: errors.body!, fieldErrors: errors };
  }
  const { reviewId, body } = parsed.data;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({
        replyBody: body,
        replyAt: new Date(),
        replyByUserId: actor.userId,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(reviews.id, reviewId),
          eq(reviews.clinicId, actor.clinicId),
          eq(reviews.status, "published"),
          isNull(reviews.replyBody),
        ),
      )
      .returning({ id: reviews.id, patientId: reviews.patientId });
    if (!updated) {
      const [r] = await tx
        .select({ status: reviews.status, replyBody: reviews.replyBody })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.clinicId, actor.clinicId)))
        .limit(1);
      // Another clinic's review is "not found": nothing about it is revealed.
      if (!r) return { ok: false, status: 404, message: REVIEW_NOT_FOUND } as const;
      if (r.replyBody) return { ok: false, status: 409, message: ALREADY_REPLIED } as const;
      return { ok: false, status: 409, message: REPLY_NOT_PUBLISHED } as const;
    }
    if (updated.patientId) {
      const [c] = await tx
        .select({ name: clinics.name, slug: clinics.slug })
        .from(clinics)
        .where(eq(clinics.id, actor.clinicId));
      await notifyUser(tx, updated.patientId, {
        kind: "review_reply",
        title: c
          ? { id: /*i18n*/ "notice.review-reply.title", values: { clinic: c.name } }
          : { id: /*i18n*/ "notice.review-reply.title-anonymous" },
        link: "/dashboard/reviews",
      });
    }
    return { ok: true } as const;
  });
}
