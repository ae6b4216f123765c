import { BadgeCheck, MessageSquareReply, Star } from "lucide-react";
import { Link } from "react-router";
import { type ResultToast, useResultToast } from "~/components/forms/result-toast";
import { EmptyState, Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { Stars } from "~/components/ui/stars";
import { formatLongDate } from "~/utils/dates";
import type { ReviewStatus } from "../moderation.server";
import type { listClinicReviewsForDashboard, listPatientReviews } from "../reviews.server";
import { ReplyForm, type ReplyFormResult, ReviewForm, type ReviewFormResult } from "./review-form";

/** What a review or reply form answers when it fails. */
export type ReviewsResult = (ReviewFormResult | ReplyFormResult) & { toast: ResultToast };

/** What the reviews tab's loader gives the page: the clinic's side or the patient's. */
export type ReviewsData =
  | {
      view: "clinic";
      reviews: Awaited<ReturnType<typeof listClinicReviewsForDashboard>>;
      pending: number;
    }
  | {
      view: "patient";
      awaiting: {
        id: string;
        reference: string;
        treatment: string;
        clinicName: string;
        clinicSlug: string;
      }[];
      mine: Awaited<ReturnType<typeof listPatientReviews>>;
    };

/**
 * Dashboard → Reviews. Patients: bookings to review and the reviews they wrote. Clinic users:
 * the reviews of their clinic, each with one reply.
 */
const STATUS_BADGE: Record<
  ReviewStatus,
  { label: string; variant: "success" | "warning" | "danger" | "neutral" }
> = {
  published: { label: "Published", variant: "success" },
  pending: { label: "Pending", variant: "warning" },
  rejected: { label: "Rejected", variant: "danger" },
  hidden: { label: "Hidden", variant: "neutral" },
};

export function ReviewsTab({
  data: loaderData,
  result: actionData,
}: {
  data: ReviewsData;
  result?: ReviewsResult;
}) {
  useResultToast(actionData);
  if (loaderData.view === "clinic") {
    return (
      <ClinicReviews
        reviews={loaderData.reviews}
        pending={loaderData.pending}
        result={actionData?.intent === "reply" ? (actionData as ReplyFormResult) : undefined}
      />
    );
  }
  const { awaiting, mine } = loaderData;
  const reviewResult =
    actionData?.intent === "review" ? (actionData as ReviewFormResult) : undefined;
  return (
    <div className="space-y-6">
      {awaiting.length > 0 && (
        <Panel
          id="awaiting-review"
          title="Awaiting your review"
          description="Your completed treatments. A review helps other patients choose with confidence."
        >
          <ul className="space-y-4">
            {awaiting.map((b) => (
              <li key={b.id} className="rounded-lg p-4 ring-1 ring-slate-200 sm:p-5">
                <ReviewForm booking={b} result={reviewResult} />
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <Panel
        id="my-reviews"
        title="Your reviews"
        description="Reviews you wrote about your clinics."
      >
        {mine.length === 0 ? (
          <EmptyState
            icon={Star}
            title="No reviews yet"
            text={
              awaiting.length > 0
                ? "Rate your completed treatment above: your review appears here."
                : "After your treatment is completed you can review your clinic here."
            }
            action={
              awaiting.length > 0 ? undefined : { to: "/reviews", label: "Read patient reviews" }
            }
          />
        ) : (
          <ul className="space-y-4">
            {mine.map((r) => {
              const badge = STATUS_BADGE[r.status] ?? STATUS_BADGE.pending;
              return (
                <li
                  key={r.id}
                  className="rounded-lg p-4 ring-1 ring-slate-200"
                  data-testid="my-review"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold text-slate-900">
                      <Link
                        to={`/clinic/${r.clinicSlug}#reviews`}
                        className="underline-offset-2 hover:underline focus-visible:underline"
                      >
                        {r.clinicName}
                      </Link>
                    </p>
                    <div className="flex items-center gap-2">
                      <Stars value={r.rating} />
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </div>
                  </div>
                  <p className="text-sm text-slate-600">
                    {[r.treatment, r.bookingReference && `Booking ${r.bookingReference}`]
                      .filter(Boolean)
                      .join(" · ")}{" "}
                    · <time dateTime={r.createdAt}>{formatLongDate(r.createdAt)}</time>
                  </p>
                  {r.verifiedPatient && (
                    <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-emerald-800">
                      <BadgeCheck aria-hidden className="size-3.5" /> Verified patient
                    </p>
                  )}
                  {r.comment && <p className="mt-2 text-sm text-slate-800">{r.comment}</p>}
                  {r.status === "pending" && (
                    <p className="mt-2 text-sm text-amber-900">
                      Our team checks this review before it appears on the clinic page.
                    </p>
                  )}
                  {(r.status === "rejected" || r.status === "hidden") && r.moderationReason && (
                    <p className="mt-2 text-sm text-slate-700">
                      <span className="font-semibold">Reason:</span> {r.moderationReason}
                    </p>
                  )}
                  {r.reply && (
                    <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
                        <MessageSquareReply aria-hidden className="size-4" /> Reply from{" "}
                        {r.clinicName}
                      </p>
                      <p className="mt-1 text-slate-800">{r.reply.body}</p>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
    </div>
  );
}

type ClinicReview = Awaited<ReturnType<typeof listClinicReviewsForDashboard>>[number];

function ClinicReviews({
  reviews,
  pending,
  result,
}: {
  reviews: ClinicReview[];
  pending: number;
  result?: ReplyFormResult;
}) {
  return (
    <Panel
      title="Reviews"
      description={
        pending > 0
          ? `What patients say about your clinic. ${pending} ${pending === 1 ? "review waits" : "reviews wait"} for moderation and will appear here once published.`
          : "What patients say about your clinic. You can reply once to each review."
      }
    >
      {reviews.length > 0 ? (
        <ul className="space-y-4">
          {reviews.map((r) => (
            <li
              key={r.id}
              className="rounded-lg p-4 ring-1 ring-slate-200"
              data-testid="clinic-review"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {r.authorName}
                  {r.authorCountry && (
                    <span className="font-normal text-slate-600"> · {r.authorCountry}</span>
                  )}
                </p>
                <div className="flex items-center gap-2">
                  <Stars value={r.rating} />
                  {r.verifiedPatient && (
                    <Badge variant="success">
                      <BadgeCheck aria-hidden /> Verified patient
                    </Badge>
                  )}
                </div>
              </div>
              <p className="text-sm text-slate-600">
                {r.treatment && <>{r.treatment} · </>}
                <time dateTime={r.createdAt}>{formatLongDate(r.createdAt)}</time>
              </p>
              {r.comment && <p className="mt-2 text-sm text-slate-800">{r.comment}</p>}
              {r.replyBody ? (
                <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                  <p className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-900">
                    <MessageSquareReply aria-hidden className="size-4" /> Your reply
                    {r.replyAt && (
                      <time dateTime={r.replyAt} className="font-normal text-slate-600">
                        · {formatLongDate(r.replyAt)}
                      </time>
                    )}
                  </p>
                  <p className="mt-1 text-slate-800">{r.replyBody}</p>
                  {r.replyHidden && (
                    <p className="mt-2 text-amber-900">
                      Hidden by CareAtlas moderation
                      {r.replyHiddenReason ? `: ${r.replyHiddenReason}` : "."}
                    </p>
                  )}
                </div>
              ) : (
                <ReplyForm reviewId={r.id} result={result} />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Star}
          title="No reviews yet"
          text="Reviews from your patients appear here once they are published."
        />
      )}
    </Panel>
  );
}
