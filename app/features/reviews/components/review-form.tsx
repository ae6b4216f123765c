import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { FieldError, controlClass, describedBy, errorId } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { COMMENT_MAX } from "../review-schema";
import { StarRatingInput } from "./star-rating-input";

export type ReviewFormResult = {
  intent: "review";
  bookingId: string;
  values: { rating: string; comment: string };
  fieldErrors?: Record<string, string>;
  formError?: string;
};

/**
 * The review form for one completed booking. Submit stays disabled until a rating is chosen
 * (with JavaScript); without it the server answers with the rating error.
 */
export function ReviewForm({
  booking,
  result,
}: {
  booking: { id: string; clinicName: string; treatment: string; reference: string };
  result?: ReviewFormResult;
}) {
  const t = useText();
  const mine = result?.bookingId === booking.id ? result : undefined;
  const [rating, setRating] = useState(() => Number(mine?.values.rating) || 0);
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A star picked in the server's HTML before the scripts took over is kept, not reset by the
  // empty rating the page hydrated with (Submit would stay disabled).
  useLayoutEffect(() => {
    const picked = formRef.current?.querySelector<HTMLInputElement>('input[name="rating"]:checked');
    if (picked && Number(picked.value)) setRating(Number(picked.value));
  }, []);
  useEffect(() => setHydrated(true), []);
  const id = `review-${booking.id}`;
  const commentId = `${id}-comment`;
  const errors = mine?.fieldErrors ?? {};

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4"
    >
      <input type="hidden" name="bookingId" value={booking.id} />
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {t("dashboard.reviews.form.title").replace("{clinic}", booking.clinicName)}
        </h3>
        <p className="text-sm text-slate-600">
          {booking.treatment} ·{" "}
          {t("dashboard.reviews.booking").replace("{reference}", booking.reference)}
        </p>
      </div>
      {mine?.formError && !errors.rating && !errors.comment && (
        <Notice tone="error">{mine.formError}</Notice>
      )}
      <div>
        <StarRatingInput
          id={`${id}-rating`}
          value={rating}
          onChange={setRating}
          error={errors.rating}
          errorId={errorId(`${id}-rating`)}
        />
        <FieldError id={errorId(`${id}-rating`)} error={errors.rating} />
      </div>
      <div>
        <label
          htmlFor={commentId}
          className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-slate-800"
        >
          {t("dashboard.reviews.form.comment")}{" "}
          <span className="text-xs font-normal text-slate-600">{t("shell.form.optional")}</span>
        </label>
        <textarea
          id={commentId}
          name="comment"
          rows={4}
          maxLength={COMMENT_MAX}
          defaultValue={mine?.values.comment ?? ""}
          placeholder={t("dashboard.reviews.form.placeholder")}
          className={cn(controlClass, "py-2")}
          {...describedBy(commentId, errors.comment, true)}
        />
        <p id={`${commentId}-hint`} className="mt-1.5 text-xs text-slate-600">
          {t("dashboard.reviews.form.hint")}
        </p>
        <FieldError id={errorId(commentId)} error={errors.comment} />
      </div>
      <SubmitButton
        intent="review"
        pendingLabel={t("dashboard.reviews.form.submitting")}
        disabled={hydrated && rating === 0}
        className="disabled:cursor-not-allowed"
      >
        {t("dashboard.reviews.form.submit")}
      </SubmitButton>
    </Form>
  );
}

export type ReplyFormResult = {
  intent: "reply";
  reviewId: string;
  values: { body: string };
  fieldErrors?: Record<string, string>;
  formError?: string;
};

/** The clinic's one reply to a review. */
export function ReplyForm({ reviewId, result }: { reviewId: string; result?: ReplyFormResult }) {
  const t = useText();
  const mine = result?.reviewId === reviewId ? result : undefined;
  const id = `reply-${reviewId}`;
  const error = mine?.fieldErrors?.body ?? mine?.formError;
  return (
    <Form method="post" noValidate className="mt-3 space-y-2">
      <input type="hidden" name="reviewId" value={reviewId} />
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t("dashboard.reviews.reply.label")}{" "}
        <span className="text-xs font-normal text-slate-600">
          {t("dashboard.reviews.reply.once")}
        </span>
      </label>
      <textarea
        id={id}
        name="body"
        rows={3}
        maxLength={2000}
        required
        defaultValue={mine?.values.body ?? ""}
        className={cn(controlClass, "py-2")}
        {...describedBy(id, error)}
      />
      <FieldError id={errorId(id)} error={error} />
      <SubmitButton
        intent="reply"
        size="sm"
        variant="outline"
        pendingLabel={t("dashboard.reviews.reply.posting")}
      >
        {t("dashboard.reviews.reply.post")}
      </SubmitButton>
    </Form>
  );
}
