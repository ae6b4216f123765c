import { Inbox } from "lucide-react";
import { Form, data } from "react-router";
import { z } from "zod";
import { CareTeamView } from "~/components/care-team/care-team-view";
import { Field, FieldError, inputClass } from "~/components/forms/field";
import { useResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmptyState, Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { ConfirmDisclosure } from "~/components/ui/confirm-disclosure";
import {
  type BookingActionResult,
  BookingChangeSchema,
  bookingChanged,
  bookingFormTooLarge,
  invalidBookingChange,
  replyBookingFailure,
  unknownBookingAction,
} from "~/features/bookings/booking-actions.server";
import { canCompleteNow, completableFrom, formatDay } from "~/features/bookings/booking-schema";
import { bookingTermsView } from "~/features/bookings/booking-terms.server";
import {
  type ClinicAction,
  clinicBookingAction,
  listClinicBookings,
} from "~/features/bookings/bookings.server";
import { BookingCard } from "~/features/bookings/components/booking-card";
import { BookingTerms } from "~/features/bookings/components/booking-terms";
import {
  ProposeSurgeonForm,
  SurgeonChangeHistory,
} from "~/features/bookings/components/surgeon-change";
import {
  proposeSurgeonChange,
  withdrawSurgeonChange,
} from "~/features/bookings/surgeon-change.server";
import { listClinicDoctors } from "~/features/clinics/care-team.server";
import { i18nFor } from "~/i18n/catalog.server";
import { withPlaceIn } from "~/i18n/catalogue-names.server";
import { localeInfo, numberLocaleOf } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import { treatmentWordingIn } from "~/i18n/names.server";
import { accountPageI18n, formLocale } from "~/i18n/page.server";
import { useLocale, useText } from "~/i18n/text";
import { markSeen } from "~/services/notifications/notifications.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { now as clockNow } from "~/utils/clock.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { formatMoney } from "~/utils/money";
import type { Route } from "./+types/bookings";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  const clinicId = requireClinicId(user);
  await markSeen(user.id, ["/dashboard/requests/bookings"]);
  const now = clockNow();
  const [rows, doctors] = await Promise.all([
    listClinicBookings(clinicId),
    listClinicDoctors(clinicId),
  ]);
  const bookings = rows.map((b) => ({
    ...b,
    // The server's clock decides; the page only shows the date (see clinicBookingAction).
    completableFrom: completableFrom(b),
    canComplete: canCompleteNow(b, now),
  }));
  const { locale, text } = await accountPageI18n(
    request,
    ["clinic-dash.bk.", "care.", "dashboard.booking."],
    {
      "care.change.text": placeholders("to", "from"),
      "dashboard.booking.card": placeholders("brand", "last4"),
      "care.change.decided.accepted": placeholders("date"),
      "care.change.decided.refused": placeholders("date"),
      "care.change.decided.withdrawn": placeholders("date"),
      "clinic-dash.bk.confirm-ask": placeholders("reference", "date"),
      "clinic-dash.bk.confirm-deposit": placeholders("reference", "date", "deposit"),
      "clinic-dash.bk.confirm-yes": placeholders("reference"),
      "clinic-dash.bk.complete-ask": placeholders("reference"),
      "clinic-dash.bk.complete-yes": placeholders("reference"),
      "clinic-dash.bk.complete-from": placeholders("date"),
      "clinic-dash.bk.decline-yes": placeholders("reference"),
      "clinic-dash.bk.cancel-yes": placeholders("reference"),
    },
  );
  const intl = localeInfo(locale).intl;
  const dated = bookings.map((b) => ({
    ...withPlaceIn(locale, b),
    treatment: treatmentWordingIn(locale, b.treatment),
    termsView: bookingTermsView(locale, b, "clinic", now),
    // The card's dates in the page's language (session 26: "Thu, 24 Dec 2026" on a German page).
    days: {
      consultation: formatDay(b.consultationDate, intl),
      surgery: formatDay(b.surgeryDate, intl),
      return: formatDay(b.returnDate, intl),
    },
    changeDays: b.surgeonChanges.map((c) => formatDay(c.createdAt.slice(0, 10), intl)),
    decidedDays: b.surgeonChanges.map((c) =>
      c.decidedAt ? formatDay(c.decidedAt.slice(0, 10), intl) : null,
    ),
  }));
  return data(
    {
      bookings: dated,
      doctors: doctors.map((d) => ({ id: d.id, name: d.name })),
      locale,
      text,
    },
    { headers: NO_STORE },
  );
}

const intent = intentsFor<string, BookingActionResult>();

const DONE = {
  confirm: /*i18n*/ "clinicData.bk.toast.confirmed",
  complete: /*i18n*/ "clinicData.bk.toast.completed",
  cancel: /*i18n*/ "clinicData.bk.toast.cancelled",
} as const satisfies Record<ClinicAction, string>;

/** The clinic confirms (the deposit is released), completes or cancels (it is refunded). */
const change = (action: ClinicAction) =>
  intent({
    schema: BookingChangeSchema,
    invalid: invalidBookingChange,
    run: ({ bookingId, reason }, { user: clinicId }) =>
      clinicBookingAction(clinicId, bookingId, action, { reason: reason || null }),
    done: async (res, { bookingId }, { request }) => {
      const i18n = i18nFor(await formLocale(request));
      return bookingChanged(
        bookingId,
        i18n._(DONE[action], { reference: res.reference }),
        res.depositStatus === "released"
          ? i18n._("clinicData.bk.toast.released")
          : res.depositStatus === "refunded"
            ? i18n._("clinicData.bk.toast.refunded")
            : undefined,
      );
    },
  });

const ProposeSchema = z.object({
  bookingId: z.string().catch(""),
  doctorId: z.string().catch(""),
  reason: z
    .string()
    .catch("")
    .transform((s) => s.trim())
    .refine((s) => s.length <= 300, "The reason is at most 300 characters."),
});

/** The clinic proposes another operating surgeon; the patient must accept it (decision 054). */
const propose = intent({
  guard: async ({ request }) => {
    const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
    return { clinicId: requireClinicId(user), userId: user.id };
  },
  schema: ProposeSchema,
  invalid: invalidBookingChange,
  run: ({ bookingId, doctorId, reason }, { user }) =>
    proposeSurgeonChange({ ...user, bookingId, doctorId, reason }),
  done: async (res, { bookingId }, { request }) => {
    const i18n = i18nFor(await formLocale(request));
    return bookingChanged(
      bookingId,
      i18n._("careData.toast.proposed", { reference: res.reference, to: res.toName }),
    );
  },
});

const WithdrawSchema = z.object({
  bookingId: z.string().catch(""),
  changeId: z.string().catch(""),
});

/** The clinic withdraws its pending proposal; the booking keeps its surgeon (decision 058). */
const withdraw = intent({
  schema: WithdrawSchema,
  invalid: invalidBookingChange,
  run: ({ changeId }, { user: clinicId }) => withdrawSurgeonChange({ clinicId, changeId }),
  done: async (res, { bookingId }, { request }) => {
    const i18n = i18nFor(await formLocale(request));
    return bookingChanged(
      bookingId,
      i18n._("careData.toast.withdrawn", { reference: res.reference, from: res.fromName }),
    );
  },
});

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) =>
      requireClinicId((await requireDashboardTab(request, "requests", ["clinic"])).user),
    maxBytes: 8 * 1024,
    tooLarge: bookingFormTooLarge,
    intents: {
      confirm: change("confirm"),
      complete: change("complete"),
      cancel: change("cancel"),
      "propose-surgeon": propose,
      "withdraw-surgeon": withdraw,
    },
    reply: replyBookingFailure,
    unknown: unknownBookingAction,
  });
}

function CancelForm({
  id,
  reference,
  label,
  yes,
}: {
  id: string;
  reference: string;
  label: string;
  /** "Yes, cancel {reference}" */
  yes: string;
}) {
  const t = useText();
  return (
    <details className="w-full sm:w-auto">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg px-3 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-red-200">
        {label}
      </summary>
      <Form method="post" className="mt-3 max-w-md space-y-3">
        <input type="hidden" name="bookingId" value={id} />
        <Field id={`reason-${id}`} label={t("clinic-dash.bk.reason")} optional>
          <input id={`reason-${id}`} name="reason" maxLength={300} className={inputClass} />
        </Field>
        <p className="text-sm text-slate-700">{t("clinic-dash.bk.refund-note")}</p>
        <SubmitButton intent="cancel" variant="destructive" size="sm">
          {yes.replace("{reference}", reference)}
        </SubmitButton>
      </Form>
    </details>
  );
}

export default function RequestsBookings({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { bookings, doctors } = loaderData;
  const t = useText();
  const locale = useLocale();
  const intl = localeInfo(locale).intl;
  const day = (iso: string | null) =>
    intl === "en-GB" || !iso
      ? formatDay(iso)
      : new Intl.DateTimeFormat(intl, {
          day: "numeric",
          month: "short",
          year: "numeric",
          weekday: "short",
          timeZone: "UTC",
        }).format(new Date(`${iso}T00:00:00Z`));
  const usd = (minor: number) => `${formatMoney(minor / 100, "USD", numberLocaleOf(locale))} USD`;
  return (
    <Panel title={t("clinic-dash.bk.title")} description={t("clinic-dash.bk.description")}>
      {bookings.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t("clinic-dash.bk.empty.title")}
          text={t("clinic-dash.bk.empty.text")}
        />
      ) : (
        <ul className="space-y-4">
          {bookings.map((b) => (
            <li key={b.id}>
              <BookingCard b={b} side="clinic" days={b.days}>
                <BookingTerms id={b.id} view={b.termsView} />
                {b.status === "pending" && (
                  <>
                    <ConfirmDisclosure label={t("clinic-dash.bk.confirm")} variant="primary">
                      <p>
                        {(b.deposit
                          ? t("clinic-dash.bk.confirm-deposit").replace(
                              "{deposit}",
                              usd(b.deposit.amountUsdMinor),
                            )
                          : t("clinic-dash.bk.confirm-ask")
                        )
                          .replace("{reference}", b.reference)
                          .replace("{date}", day(b.consultationDate))}
                      </p>
                      <Form method="post" className="mt-3">
                        <input type="hidden" name="bookingId" value={b.id} />
                        <SubmitButton intent="confirm" size="sm">
                          {t("clinic-dash.bk.confirm-yes").replace("{reference}", b.reference)}
                        </SubmitButton>
                      </Form>
                    </ConfirmDisclosure>
                    <CancelForm
                      id={b.id}
                      reference={b.reference}
                      label={t("clinic-dash.bk.decline")}
                      yes={t("clinic-dash.bk.decline-yes")}
                    />
                  </>
                )}
                {b.status === "confirmed" && (
                  <>
                    {b.canComplete ? (
                      <ConfirmDisclosure label={t("clinic-dash.bk.complete")}>
                        <p>
                          {t("clinic-dash.bk.complete-ask").replace("{reference}", b.reference)}
                        </p>
                        <Form method="post" className="mt-3">
                          <input type="hidden" name="bookingId" value={b.id} />
                          <SubmitButton intent="complete" size="sm">
                            {t("clinic-dash.bk.complete-yes").replace("{reference}", b.reference)}
                          </SubmitButton>
                        </Form>
                      </ConfirmDisclosure>
                    ) : (
                      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                        <button
                          type="button"
                          disabled
                          aria-describedby={`complete-from-${b.id}`}
                          className={buttonVariants({
                            variant: "outline",
                            size: "sm",
                            className: "cursor-not-allowed opacity-60",
                          })}
                        >
                          {t("clinic-dash.bk.complete")}
                        </button>
                        <span id={`complete-from-${b.id}`}>
                          {t("clinic-dash.bk.complete-from").replace(
                            "{date}",
                            day(b.completableFrom),
                          )}
                        </span>
                      </p>
                    )}
                    <CancelForm
                      id={b.id}
                      reference={b.reference}
                      label={t("clinic-dash.bk.cancel")}
                      yes={t("clinic-dash.bk.cancel-yes")}
                    />
                  </>
                )}
                <ProposeSurgeonForm b={b} doctors={doctors} />
                <div className="w-full">
                  <CareTeamView team={b.careTeam} headingLevel={4} compact />
                </div>
                <SurgeonChangeHistory b={b} clinic />
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
