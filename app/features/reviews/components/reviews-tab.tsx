import { BadgeCheck, MessageSquareReply, Star } from "lucide-react";
import { Link } from "react-router";
import { type ResultToast, useResultToast } from "~/components/forms/result-toast";
import { EmptyState, Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { Stars } from "~/components/ui/stars";
import type { MessageId } from "~/i18n/message-ids";
import { useLocalePath, useText } from "~/i18n/text";
import type { ReviewStatus } from "../moderation.server";
import type { listClinicReviewsForDashboard, listPatientReviews } from "../reviews.server";
import { ReplyForm, type ReplyFormResult, ReviewForm, type ReviewFormResult } from "./review-form";

/** What a review or reply form answers when it fails. */
export type ReviewsResult = (ReviewFormResult | ReplyFormResult) & { toast: ResultToast };

/** What the reviews tab's loader gives the page: the clinic's side or the patient's. */
export type ReviewsData =
  | {
      view: "clinic";
      reviews: ClinicReview[];
      pending: number;
      /** The panel's description (with the number waiting for moderation), formatted. */
      description: string;
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
      mine: (Awaited<ReturnType<typeof listPatientReviews>>[number] & { date: string })[];
    };

/**
 * Dashboard → Reviews. Patients: bookings to review and the reviews they wrote. Clinic users:
 * the reviews of their clinic, each with one reply.
 */
const STATUS_BADGE: Record<
  ReviewStatus,
  { label: MessageId; variant: "success" | "warning" | "danger" | "neutral" }
> = {
  published: { label: /*i18n*/ "dashboard.reviews.status.published", variant: "success" },
  pending: { label: /*i18n*/ "dashboard.reviews.status.pending", variant: "warning" },
  rejected: { label: /*i18n*/ "dashboard.reviews.status.rejected", variant: "danger" },
  hidden: { label: /*i18n*/ "dashboard.reviews.status.hidden", variant: "neutral" },
};

export function ReviewsTab({
  data: loaderData,
  result: actionData,
}: {
  data: ReviewsData;
  result?: ReviewsResult;
}) {
  useResultToast(actionData);
  const t = useText();
  const to = useLocalePath();
  if (loaderData.view === "clinic") {
    return (
      <ClinicReviews
        reviews={loaderData.reviews}
        description={loaderData.description}
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
          title={t("dashboard.reviews.awaiting.title")}
          description={t("dashboard.reviews.awaiting.description")}
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
        title={t("dashboard.reviews.mine.title")}
        description={t("dashboard.reviews.mine.description")}
      >
        {mine.length === 0 ? (
          <EmptyState
            icon={Star}
            title={t("dashboard.reviews.empty.title")}
            text={
              awaiting.length > 0
                ? t("dashboard.reviews.empty.awaiting")
                : t("dashboard.reviews.empty.text")
            }
            action={
              awaiting.length > 0
                ? undefined
                : { to: to("/reviews"), label: t("dashboard.reviews.empty.action") }
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
                        to={to(`/clinic/${r.clinicSlug}#reviews`)}
                        className="underline-offset-2 hover:underline focus-visible:underline"
                      >
                        {r.clinicName}
                      </Link>
                    </p>
                    <div className="flex items-center gap-2">
                      <Stars value={r.rating} />
                      <Badge variant={badge.variant}>{t(badge.label)}</Badge>
                    </div>
                  </div>
                  <p className="text-sm text-slate-600">
                    {[
                      r.treatment,
                      r.bookingReference &&
                        t("dashboard.reviews.booking").replace("{reference}", r.bookingReference),
                    ]
                      .filter(Boolean)
                      .join(" · ")}{" "}
                    · <time dateTime={r.createdAt}>{r.date}</time>
                  </p>
                  {r.verifiedPatient && (
                    <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-emerald-800">
                      <BadgeCheck aria-hidden className="size-3.5" />{" "}
                      {t("dashboard.reviews.verified")}
                    </p>
                  )}
                  {r.comment && <p className="mt-2 text-sm text-slate-800">{r.comment}</p>}
                  {r.status === "pending" && (
                    <p className="mt-2 text-sm text-amber-900">
                      {t("dashboard.reviews.pendingNote")}
                    </p>
                  )}
                  {(r.status === "rejected" || r.status === "hidden") && r.moderationReason && (
                    <p className="mt-2 text-sm text-slate-700">
                      <span className="font-semibold">{t("dashboard.reviews.reason")}</span>{" "}
                      {r.moderationReason}
                    </p>
                  )}
                  {r.reply && (
                    <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
                        <MessageSquareReply aria-hidden className="size-4" />{" "}
                        {t("dashboard.reviews.replyFrom").replace("{clinic}", r.clinicName)}
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

type ClinicReview = Awaited<ReturnType<typeof listClinicReviewsForDashboard>>[number] & {
  /** Its dates in the page's language (the loader's). */
  dates: { created: string; reply: string | null };
};

function ClinicReviews({
  reviews,
  description,
  result,
}: {
  reviews: ClinicReview[];
  description: string;
  result?: ReplyFormResult;
}) {
  const t = useText();
  return (
    <Panel title={t("dashboard.reviews.clinic.title")} description={description}>
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
                      <BadgeCheck aria-hidden /> {t("dashboard.reviews.verified")}
                    </Badge>
                  )}
                </div>
              </div>
              <p className="text-sm text-slate-600">
                {r.treatment && <>{r.treatment} · </>}
                <time dateTime={r.createdAt}>{r.dates.created}</time>
              </p>
              {r.comment && <p className="mt-2 text-sm text-slate-800">{r.comment}</p>}
              {r.replyBody ? (
                <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                  <p className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-900">
                    <MessageSquareReply aria-hidden className="size-4" />{" "}
                    {t("dashboard.reviews.clinic.yourReply")}
                    {r.replyAt && (
                      <time dateTime={r.replyAt} className="font-normal text-slate-600">
                        · {r.dates.reply}
                      </time>
                    )}
                  </p>
                  <p className="mt-1 text-slate-800">{r.replyBody}</p>
                  {r.replyHidden && (
                    <p className="mt-2 text-amber-900">
                      {t("dashboard.reviews.clinic.hidden")}
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
          title={t("dashboard.reviews.empty.title")}
          text={t("dashboard.reviews.clinic.empty")}
        />
      )}
    </Panel>
  );
}
