import { BadgeCheck } from "lucide-react";
import { Initials } from "~/components/ui/initials";
import { useRatingText } from "~/components/ui/rating";
import { StarsView, starsLabel } from "~/components/ui/stars";
import type { MessageId } from "~/i18n/text";
import { formatLongDate } from "~/utils/dates";
import { countOf } from "~/utils/plural";
import { ProfileSection } from "./profile-section";

type Review = {
  id: string;
  authorName: string;
  authorCountry: string | null;
  treatment: string | null;
  rating: number;
  comment: string | null;
  verifiedPatient: boolean;
  createdAt: string;
  reply?: { body: string; at: string } | null;
  /** Dates as the page's language writes them (the loader's); English when absent. */
  dateText?: string;
  replyDateText?: string;
};

/** English, for a render without the page's texts. */
const english = (_id: MessageId, fallback?: string) => fallback ?? "";

export function ClinicReviews({
  reviews,
  stats,
  t = english,
}: {
  reviews: Review[];
  stats: { rating: number; count: number; verified: number; earlier: number };
  /** The page's texts (`useText()`); the component itself needs no router. */
  t?: (id: MessageId, fallback?: string) => string;
}) {
  const ratingText = useRatingText();
  return (
    <ProfileSection
      id="reviews"
      title={t("clinic.reviews.title", "Patient reviews")}
      description={t(
        "clinic.reviews.description",
        "Written by patients after their treatment. Reviews with links or flagged words are checked by our team before they appear.",
      )}
    >
      {stats.count === 0 ? (
        <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">
          {t(
            "clinic.reviews.none",
            "New on CareAtlas: no reviews have been published for this clinic yet.",
          )}
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[12rem_1fr]">
          <div
            data-testid="review-summary"
            className="flex flex-col items-center justify-center rounded-xl bg-primary-50 p-5 text-center ring-1 ring-primary-100 md:self-start"
          >
            <p className="text-5xl font-extrabold tracking-tight text-primary-900">
              {ratingText(stats.rating)}
              <span className="sr-only"> {t("clinic.header.outOf", "out of 5")}</span>
            </p>
            <StarsView value={stats.rating} className="mt-2" label={starsLabel(t, stats.rating)} />
            <p className="mt-2 text-sm font-medium text-slate-800">
              {t("clinic.reviews.count", countOf(stats.count, "review"))}
            </p>
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              <li className="flex items-start justify-center gap-1">
                <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                <span>
                  {t(
                    "clinic.reviews.verified",
                    `${stats.verified.toLocaleString("en-US")} verified by a CareAtlas booking`,
                  )}
                </span>
              </li>
              {stats.earlier > 0 && (
                <li>
                  {t("clinic.reviews.earlier", countOf(stats.earlier, "earlier review"))}
                  <span className="block text-xs text-slate-600">
                    {t("clinic.reviews.earlierNote", "from before the clinic joined CareAtlas")}
                  </span>
                </li>
              )}
            </ul>
          </div>
          {reviews.length === 0 && (
            <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">
              {t(
                "clinic.reviews.noneHere",
                "The earlier reviews are counted in the rating; none has been published here yet.",
              )}
            </p>
          )}
          <ul className="divide-y divide-slate-100">
            {reviews.map((r) => (
              <li key={r.id} className="py-4 first:pt-0 last:pb-0">
                <article aria-label={`${t("clinic.reviews.by", "Review by")} ${r.authorName}`}>
                  <div className="flex items-start gap-3">
                    <Initials name={r.authorName} />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <h3 dir="auto" className="font-semibold text-slate-900">
                          {r.authorName}
                        </h3>
                        {r.verifiedPatient && (
                          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                            <BadgeCheck aria-hidden className="size-3.5" />
                            {t("clinic.reviews.verifiedPatient", "Verified patient")}
                          </span>
                        )}
                      </div>
                      <p className="text-sm text-slate-600">
                        {[r.authorCountry, r.treatment].filter(Boolean).join(" · ")}
                      </p>
                      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
                        <StarsView value={r.rating} label={starsLabel(t, r.rating)} />
                        <time dateTime={r.createdAt} className="text-xs text-slate-600">
                          {r.dateText ?? formatLongDate(r.createdAt)}
                        </time>
                      </div>
                    </div>
                  </div>
                  {r.comment && (
                    <p dir="auto" className="mt-3 leading-relaxed text-slate-700">
                      {r.comment}
                    </p>
                  )}
                  {r.reply && (
                    <div className="mt-3 rounded-lg border-s-4 border-primary-300 bg-slate-50 px-4 py-3">
                      <p className="text-sm font-semibold text-slate-900">
                        {t("clinic.reviews.reply", "Reply from the clinic")}{" "}
                        <time dateTime={r.reply.at} className="font-normal text-slate-600">
                          · {r.replyDateText ?? formatLongDate(r.reply.at)}
                        </time>
                      </p>
                      <p dir="auto" className="mt-1 text-sm leading-relaxed text-slate-700">
                        {r.reply.body}
                      </p>
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ProfileSection>
  );
}
