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
import { i18nFor } from "~/i18n/catalog.server";
import { localeInfo } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import { homeCountryNameIn, treatmentWordingIn } from "~/i18n/names.server";
import { accountPageI18n, formLocale } from "~/i18n/page.server";
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
  const values = {
    "dashboard.reviews.booking": placeholders("reference"),
    "dashboard.reviews.replyFrom": placeholders("clinic"),
    "dashboard.reviews.form.title": placeholders("clinic"),
  };
  const { locale, i18n, text } = await accountPageI18n(request, ["dashboard.reviews."], values);
  // UTC keeps the server and the browser on the same day ("13 October 2026").
  const longDate = new Intl.DateTimeFormat(localeInfo(locale).intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const dateOf = (iso: string) => longDate.format(new Date(iso));
  if (view === "clinic") {
    const clinicId = requireClinicId(user);
    const [reviews, pending] = await Promise.all([
      listClinicReviewsForDashboard(clinicId),
      countClinicPendingReviews(clinicId),
    ]);
    return data(
      {
        view: "clinic" as const,
        text,
        reviews: reviews.map((r) => ({
          ...r,
          authorCountry: r.authorCountry && homeCountryNameIn(locale, r.authorCountry),
          treatment: r.treatment && treatmentWordingIn(locale, r.treatment),
          dates: { created: dateOf(r.createdAt), reply: r.replyAt ? dateOf(r.replyAt) : null },
        })),
        pending,
        description:
          pending > 0
            ? i18n._("dashboardData.reviews.clinic.pending", { count: pending })
            : i18n._("dashboardData.reviews.clinic.description"),
      },
      { headers: NO_STORE },
    );
  }
  const [awaiting, mine] = await Promise.all([
    listReviewableBookings(user.id),
    listPatientReviews(user.id),
  ]);
  return data(
    {
      view: "patient" as const,
      text,
      awaiting: awaiting.map((b) => ({
        id: b.id,
        reference: b.reference,
        treatment: b.treatment && treatmentWordingIn(locale, b.treatment),
        clinicName: b.clinicName,
        clinicSlug: b.clinicSlug,
      })),
      mine: mine.map((r) => ({
        ...r,
        treatment: r.treatment && treatmentWordingIn(locale, r.treatment),
        date: dateOf(r.createdAt),
      })),
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
  done: async (status, _form, { request }) => {
    const i18n = i18nFor(await formLocale(request));
    return redirectWithToast("/dashboard/reviews", {
      type: "success",
      title: i18n._("dashboard-msg.review.submitted"),
      description:
        status === "published"
          ? i18n._("dashboard-msg.review.published")
          : i18n._("dashboard-msg.review.pending"),
    });
  },
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
  done: async (_v, _form, { request }) => {
    const i18n = i18nFor(await formLocale(request));
    return redirectWithToast("/dashboard/reviews", {
      type: "success",
      title: i18n._("dashboard-msg.reply.posted"),
      description: i18n._("dashboard-msg.reply.postedText"),
    });
  },
});

async function replyFailure(f: Failure, { intent: name, form, request }: IntentContext<Reader>) {
  const i18n = i18nFor(await formLocale(request));
  const common = { fieldErrors: f.fieldErrors, formError: f.message };
  return name === "review"
    ? data<ActionResult>(
        {
          intent: "review",
          bookingId: text(form, "bookingId"),
          values: reviewValues(form),
          ...common,
          toast: toastOf("error", i18n._("dashboard-msg.review.failed"), f.message),
        },
        { status: f.status },
      )
    : data<ActionResult>(
        {
          intent: "reply",
          reviewId: text(form, "reviewId"),
          values: replyValues(form),
          ...common,
          toast: toastOf("error", i18n._("dashboard-msg.reply.failed"), f.message),
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
