import { CalendarCheck } from "lucide-react";
import { Form, data } from "react-router";
import { z } from "zod";
import { CareTeamView } from "~/components/care-team/care-team-view";
import { Field, FieldError, inputClass } from "~/components/forms/field";
import { useResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmptyState, Panel } from "~/components/layout/panel";
import { getDb } from "~/db/client.server";
import {
  type BookingActionResult,
  BookingChangeSchema,
  bookingChanged,
  bookingFormTooLarge,
  invalidBookingChange,
  replyBookingFailure,
  unknownBookingAction,
} from "~/features/bookings/booking-actions.server";
import { formatDay } from "~/features/bookings/booking-schema";
import { bookingTermsView } from "~/features/bookings/booking-terms.server";
import { cancelBookingByPatient, listPatientBookings } from "~/features/bookings/bookings.server";
import { BookingCard } from "~/features/bookings/components/booking-card";
import { BookingPayments } from "~/features/bookings/components/booking-payments";
import { BookingTerms } from "~/features/bookings/components/booking-terms";
import {
  PatientSurgeonChoice,
  SurgeonChangeHistory,
} from "~/features/bookings/components/surgeon-change";
import { patientMoneyView } from "~/features/bookings/money-text.server";
import { listPatientMovements } from "~/features/bookings/money.server";
import { answerSurgeonChange } from "~/features/bookings/surgeon-change.server";
import { CaseLink } from "~/features/resolution/components/case-link";
import { caseLinksForPatient } from "~/features/resolution/resolution.server";
import { i18nFor } from "~/i18n/catalog.server";
import { withPlaceIn } from "~/i18n/catalogue-names.server";
import { localeInfo } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import { treatmentWordingIn } from "~/i18n/names.server";
import { accountPageI18n, formLocale } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { markSeen } from "~/services/notifications/notifications.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { usdText } from "~/utils/cancellation-text.server";
import { now as clockNow } from "~/utils/clock.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import type { SessionUser } from "~/utils/permissions.server";
import type { Route } from "./+types/bookings";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "bookings", ["patient"]);
  await markSeen(user.id, ["/dashboard/bookings"]);
  const { locale, text } = await accountPageI18n(
    request,
    ["dashboard.bookings.", "dashboard.booking.", "care.", "case.link."],
    {
      "care.change.text": placeholders("to", "from"),
      "dashboard.booking.card": placeholders("brand", "last4"),
      "dashboard.bookings.cancelConfirm": placeholders("reference"),
    },
  );
  const intl = localeInfo(locale).intl;
  const now = clockNow();
  const db = await getDb();
  const movements = await listPatientMovements(db, user.id);
  const bookings = (await listPatientBookings(user.id)).map((b) => ({
    ...withPlaceIn(locale, b),
    treatment: treatmentWordingIn(locale, b.treatment),
    termsView: bookingTermsView(locale, b, "patient", now),
    money: patientMoneyView(
      locale,
      b,
      movements.filter((m) => m.bookingId === b.id),
    ),
    days: {
      consultation: formatDay(b.consultationDate, intl),
      surgery: formatDay(b.surgeryDate, intl),
      return: formatDay(b.returnDate, intl),
    },
    changeDays: b.surgeonChanges.map((c) => formatDay(c.createdAt.slice(0, 10), intl)),
  }));
  const cases = await caseLinksForPatient(db, user.id);
  return data({ text, bookings, cases }, { headers: NO_STORE });
}

const intent = intentsFor<SessionUser, BookingActionResult>();

/**
 * The patient cancels one of their bookings, before or after confirmation: the deposit is
 * refunded as the cancellation terms compute it (decision 056), the amount the form showed.
 */
const cancel = intent({
  schema: BookingChangeSchema,
  invalid: invalidBookingChange,
  run: ({ bookingId, reason, expectRefundUsdMinor }, { user }) =>
    cancelBookingByPatient(user.id, bookingId, {
      reason: reason || null,
      expectRefundUsdMinor,
      now: clockNow(),
    }),
  done: async (res, { bookingId }, { request }) => {
    const locale = await formLocale(request);
    const i18n = i18nFor(locale);
    return bookingChanged(
      bookingId,
      i18n._("dashboard-msg.booking.cancelledToast", { reference: res.reference }),
      res.depositStatus === "refunded"
        ? i18n._("dashboard-msg.booking.refunded")
        : res.refundedUsdMinor
          ? i18n._("dashboard-msg.booking.partlyRefunded", {
              refund: usdText(locale, res.refundedUsdMinor),
            })
          : res.refundRule === "terms"
            ? i18n._("dashboard-msg.booking.notRefunded")
            : undefined,
    );
  },
});

const SurgeonAnswerSchema = z.object({
  bookingId: z.string().catch(""),
  changeId: z.string().catch(""),
});

/**
 * The patient's answer to a change of surgeon (decision 054): accept keeps the booking with the
 * new surgeon; refuse cancels it with a full refund of the deposit. A second answer is a 409.
 */
const answer = (which: "accept" | "refuse") =>
  intent({
    schema: SurgeonAnswerSchema,
    run: ({ changeId }, { user }) =>
      answerSurgeonChange({ patientId: user.id, changeId, answer: which }),
    done: async (res, { bookingId }, { request }) => {
      const i18n = i18nFor(await formLocale(request));
      if (res.answer === "accepted")
        return bookingChanged(
          bookingId,
          i18n._("careData.toast.accepted", { reference: res.reference, to: res.toName }),
        );
      return bookingChanged(
        bookingId,
        i18n._("dashboard-msg.booking.cancelledToast", { reference: res.changed.reference }),
        res.changed.depositStatus === "refunded"
          ? i18n._("dashboard-msg.booking.refunded")
          : undefined,
      );
    },
  });

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => (await requireDashboardTab(request, "bookings", ["patient"])).user,
    maxBytes: 8 * 1024,
    tooLarge: bookingFormTooLarge,
    intents: { cancel, "surgeon-accept": answer("accept"), "surgeon-refuse": answer("refuse") },
    reply: replyBookingFailure,
    unknown: unknownBookingAction,
  });
}

export default function BookingsTab({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const t = useText();
  const to = useLocalePath();
  const { bookings, cases } = loaderData;
  return (
    <Panel title={t("dashboard.bookings.title")} description={t("dashboard.bookings.description")}>
      {bookings.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title={t("dashboard.bookings.empty.title")}
          text={t("dashboard.bookings.empty.text")}
          action={{ to: to("/packages"), label: t("dashboard.bookings.empty.action") }}
        />
      ) : (
        <ul className="space-y-4">
          {bookings.map((b) => (
            <li key={b.id}>
              <BookingCard b={b} side="patient" days={b.days}>
                <PatientSurgeonChoice b={b} />
                <div className="w-full">
                  <CareTeamView team={b.careTeam} headingLevel={4} compact />
                </div>
                <SurgeonChangeHistory b={b} />
                <BookingTerms id={b.id} view={b.termsView} />
                <BookingPayments id={b.id} view={b.money} />
                {(b.status === "pending" || b.status === "confirmed") && (
                  <details className="group w-full sm:w-auto">
                    <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg px-3 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-red-200">
                      {t("dashboard.bookings.cancel")}
                    </summary>
                    <Form method="post" className="mt-3 max-w-md space-y-3">
                      <input type="hidden" name="bookingId" value={b.id} />
                      {b.termsView.refundToday && (
                        <input
                          type="hidden"
                          name="expectRefundUsdMinor"
                          value={b.termsView.refundToday.amountUsdMinor}
                        />
                      )}
                      <Field id={`reason-${b.id}`} label={t("dashboard.bookings.reason")} optional>
                        <input
                          id={`reason-${b.id}`}
                          name="reason"
                          maxLength={300}
                          className={inputClass}
                        />
                      </Field>
                      {b.status === "confirmed" && (
                        <p className="text-sm text-slate-700">
                          {t("dashboard.bookings.cancelAfterConfirm")}
                        </p>
                      )}
                      {b.termsView.refundToday && (
                        <p
                          className="text-sm font-semibold text-slate-900"
                          data-testid="cancel-refund"
                        >
                          {b.termsView.refundToday.text} {b.termsView.refundToday.rule}
                        </p>
                      )}
                      <SubmitButton intent="cancel" variant="destructive" size="sm">
                        {t("dashboard.bookings.cancelConfirm").replace("{reference}", b.reference)}
                      </SubmitButton>
                    </Form>
                  </details>
                )}
                <CaseLink link={cases[b.id]} bookingId={b.id} />
                {actionData?.error && actionData.bookingId === b.id && (
                  <FieldError id={`booking-${b.id}-error`} error={actionData.error} />
                )}
              </BookingCard>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
