import { data } from "react-router";
import type { ResultToast } from "~/components/forms/result-toast";
import { type ReviewsResult, ReviewsTab } from "~/features/reviews/components/reviews-tab";
import {
  countClinicPendingReviews,
  listClinicReviewsForDashboard,
  listPatientReviews,
  listReviewableBookings,
  replyToReview,
  submitReview,
} from "~/features/reviews/reviews.server";
import { markSeen } from "~/services/notifications/notifications.server";
import { type IntentContext, handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { type Failure, ok } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/reviews";

/** Patients: bookings to review and the reviews they wrote. Clinic users: reviews + one reply. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, view } = await requireDashboardTab(request, "reviews");
  await markSeen(user.id, ["/dashboard/reviews"]);
  if (view === "clinic") {
    const clinicId = requireClinicId(user);
    const [reviews, pending] = await Promise.all([
      listClinicReviewsForDashboard(clinicId),
      countClinicPendingReviews(clinicId),
    ]);
    return data({ view: "clinic" as const, reviews, pending }, { headers: NO_STORE });
  }
  const [awaiting, mine] = await Promise.all([
    listReviewableBookings(user.id),
    listPatientReviews(user.id),
  ]);
  return data(
    {
      view: "patient" as const,
      awaiting: awaiting.map((b) => ({
        id: b.id,
        reference: b.reference,
        treatment: b.treatment,
        clinicName: b.clinicName,
        clinicSlug: b.clinicSlug,
      })),
      mine,
    },
    { headers: NO_STORE },
  );
}

type ActionResult = ReviewsResult;

const toastOf = (type: ResultToast["type"], title: string, description?: string): ResultToast => ({
  id: crypto.randomUUID(),
  type,
  title,
  description,
});

type Reader = Awaited<ReturnType<typeof requireDashboardTab>>;

const intent = intentsFor<Reader, ActionResult>();

const text = (form: FormData, k: string) => {
  const v = form.get(k);
  return typeof v === "string" ? v : "";
};
const reviewValues = (form: FormData) => ({
  rating: text(form, "rating"),
  comment: text(form, "comment").slice(0, 4000),
});
const replyValues = (form: FormData) => ({ body: text(form, "body").slice(0, 4000) });

/** Each side has its own intent; the other side's intent is not an action of this tab for them. */
const onlyFor =
  (view: Reader["view"]) =>
  async ({ user }: IntentContext<Reader>) => {
    if (user.view !== view) throw data({ message: "Unknown action" }, { status: 400 });
    return user;
  };

/** A patient reviews one of their completed bookings (the domain function checks the input). */
const review = intent({
  guard: onlyFor("patient"),
  run: async (form, { user }) => {
    const r = await submitReview(user.user.id, {
      bookingId: text(form, "bookingId"),
      ...reviewValues(form),
    });
    return r.ok ? ok(r.status) : r;
  },
  done: (status) =>
    redirectWithToast("/dashboard/reviews", {
      type: "success",
      title: "Review submitted",
      description:
        status === "published"
          ? "Published: it now shows on the clinic page."
          : "Pending: it contains a link or a flagged word, so our team checks it before it appears.",
    }),
});

/** A clinic member replies once to a review of their clinic. */
const reply = intent({
  guard: onlyFor("clinic"),
  run: async (form, { user }) => {
    const clinicId = requireClinicId(user.user);
    const r = await replyToReview(
      { userId: user.user.id, clinicId },
      { reviewId: text(form, "reviewId"), ...replyValues(form) },
    );
    return r.ok ? ok() : r;
  },
  done: () =>
    redirectWithToast("/dashboard/reviews", {
      type: "success",
      title: "Reply posted",
      description: "Your reply shows under the review on your clinic page.",
    }),
});

function replyFailure(f: Failure, { intent: name, form }: IntentContext<Reader>) {
  const common = { fieldErrors: f.fieldErrors, formError: f.message };
  return name === "review"
    ? data<ActionResult>(
        {
          intent: "review",
          bookingId: text(form, "bookingId"),
          values: reviewValues(form),
          ...common,
          toast: toastOf("error", "Failed to submit review", f.message),
        },
        { status: f.status },
      )
    : data<ActionResult>(
        {
          intent: "reply",
          reviewId: text(form, "reviewId"),
          values: replyValues(form),
          ...common,
          toast: toastOf("error", "Failed to post reply", f.message),
        },
        { status: f.status },
      );
}

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: (request) => requireDashboardTab(request, "reviews"),
    maxBytes: 64 * 1024,
    tooLarge: () => {
      throw data({ message: "The form is too large." }, { status: 413 });
    },
    intents: { review, reply },
    reply: replyFailure,
    unknown: () => {
      throw data({ message: "Unknown action" }, { status: 400 });
    },
  });
}

export default function ReviewsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsTab data={loaderData} result={actionData} />;
}
