import { Paperclip } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { FieldError, TextareaField, controlClass } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import type { CaseEventKind, CaseSide, CaseStatus } from "~/db/schema/resolution";
import { localeInfo } from "~/i18n/config";
import { fillText } from "~/i18n/fill-text";
import { type MessageId, useLocale, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { CASE_MESSAGE_MAX, DECISION_TEXT, REASON_TEXT } from "../resolution-schema";
import type { CaseDetail } from "../resolution.server";

/** What a case page's action answers when it refuses: the form's error and what was typed. */
export type CaseActionResult = {
  intent?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

export const STATUS_TEXT: Record<CaseStatus, MessageId> = {
  open: /*i18n*/ "case.status.open",
  escalated: /*i18n*/ "case.status.escalated",
  closed: /*i18n*/ "case.status.closed",
};

const STATUS_BADGE: Record<CaseStatus, "warning" | "danger" | "primary"> = {
  open: "warning",
  escalated: "danger",
  closed: "primary",
};

const SIDE_TEXT: Record<CaseSide, MessageId> = {
  patient: /*i18n*/ "case.side.patient",
  clinic: /*i18n*/ "case.side.clinic",
  admin: /*i18n*/ "case.side.admin",
  system: /*i18n*/ "case.side.system",
};

const EVENT_TEXT: Record<CaseEventKind, MessageId> = {
  opened: /*i18n*/ "case.event.opened",
  message: /*i18n*/ "case.event.message",
  escalated: /*i18n*/ "case.event.escalated",
  overdue: /*i18n*/ "case.event.overdue",
  decided: /*i18n*/ "case.event.decided",
};

const DEPOSIT_TEXT: Record<string, MessageId> = {
  authorized: /*i18n*/ "case.deposit.authorized",
  held: /*i18n*/ "case.deposit.held",
  released: /*i18n*/ "case.deposit.released",
  refunded: /*i18n*/ "case.deposit.refunded",
  failed: /*i18n*/ "case.deposit.failed",
};

/** A date and time in the page's language, in UTC (the same on the server and in the browser). */
export function useWhen() {
  const intl = localeInfo(useLocale()).intl;
  return (iso: string) =>
    `${new Intl.DateTimeFormat(intl, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
    }).format(new Date(iso))} UTC`;
}

export function useDay() {
  const intl = localeInfo(useLocale()).intl;
  return (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(intl, {
          day: "numeric",
          month: "short",
          year: "numeric",
          timeZone: "UTC",
        }).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso))
      : "—";
}

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const t = useText();
  return (
    <Badge variant={STATUS_BADGE[status]} size="md" data-testid="case-status">
      {t(STATUS_TEXT[status])}
    </Badge>
  );
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * One case as its patient, its clinic or an admin sees it: what it is about, the answer deadline,
 * the timeline, the evidence, the booking and its deposit, the decision; and, while it is not
 * closed, the message form and (patient, clinic) the button that asks CareAtlas to step in.
 */
export function CaseView({
  c,
  side,
  result,
  children,
}: {
  c: CaseDetail;
  side: "patient" | "clinic" | "admin";
  result?: CaseActionResult;
  children?: ReactNode;
}) {
  const { formatOwn } = useCurrency();
  const t = useText();
  const when = useWhen();
  const day = useDay();
  const mine = (intent: string) => (result?.intent === intent ? result : undefined);
  const msg = mine("message");
  return (
    <div className="space-y-5">
      <header className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{t(REASON_TEXT[c.reason])}</p>
            <h1 className="text-xl font-bold text-slate-900">{c.treatment}</h1>
            <p className="mt-0.5 text-sm text-slate-600">
              {t("case.booking-ref")}{" "}
              <span dir="ltr" className="font-mono font-semibold text-slate-900">
                {c.reference}
              </span>
            </p>
            <p className="text-sm text-slate-700">
              {side !== "clinic" && <>{fillText(t("case.clinic-name"), { name: c.clinicName })} </>}
              {side !== "patient" && (
                <>
                  {fillText(t("case.patient-name"), {
                    name: c.patientName ?? t("case.deleted-patient"),
                  })}
                </>
              )}
            </p>
          </div>
          <CaseStatusBadge status={c.status} />
        </div>
        <p className="mt-3 text-sm text-slate-700" data-testid="case-deadline">
          {c.clinicAnsweredAt
            ? fillText(t("case.answered-at"), { when: when(c.clinicAnsweredAt) })
            : c.overdueAt
              ? fillText(t("case.overdue-at"), { when: when(c.answerDueAt) })
              : c.status === "closed"
                ? null
                : fillText(t("case.answer-due"), { when: when(c.answerDueAt) })}
        </p>
        {c.escalatedAt && (
          <p className="text-sm font-medium text-red-800">
            {fillText(t("case.escalated-at"), { when: when(c.escalatedAt) })}
          </p>
        )}
      </header>

      {c.status === "closed" && c.decision && (
        <Section id="case-outcome" title={t("case.outcome.title")}>
          <div data-testid="case-outcome" className="space-y-1 text-sm text-slate-800">
            <p className="font-semibold">{t(DECISION_TEXT[c.decision])}</p>
            {c.refundUsdMinor > 0 && (
              <p>
                {fillText(t("case.outcome.refund"), {
                  amount: formatOwn(c.refundUsdMinor, "USD"),
                })}
              </p>
            )}
            {c.decisionNote && <p className="whitespace-pre-line">{c.decisionNote}</p>}
            {c.decidedAt && (
              <p className="text-slate-600">
                {fillText(t("case.outcome.decided-at"), { when: when(c.decidedAt) })}
              </p>
            )}
            <p className="text-slate-600">{t("case.outcome.final")}</p>
          </div>
        </Section>
      )}

      <Section id="case-timeline" title={t("case.timeline.title")}>
        <ol className="space-y-3" data-testid="case-timeline">
          {c.events.map((e) => (
            <li
              key={e.id}
              className="rounded-lg bg-slate-50 p-3"
              data-testid="case-event"
              data-kind={e.kind}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600">
                <span className="font-semibold text-slate-800">
                  {t(EVENT_TEXT[e.kind])} · {t(SIDE_TEXT[e.side])}
                  {e.authorName && e.side !== "system" ? ` (${e.authorName})` : ""}
                </span>
                <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
              </p>
              {e.body && (
                <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-900">
                  {e.body}
                </p>
              )}
            </li>
          ))}
        </ol>
      </Section>

      <Section id="case-evidence" title={t("case.evidence.title")}>
        {c.attachments.length === 0 ? (
          <p className="text-sm text-slate-600">{t("case.evidence.none")}</p>
        ) : (
          <ul className="space-y-2">
            {c.attachments.map((a) => (
              <li key={a.recordId} className="flex items-center gap-2 text-sm">
                <Paperclip aria-hidden className="size-4 shrink-0 text-slate-500" />
                <a
                  href={`/api/cases/${c.id}/attachments/${a.recordId}`}
                  className="break-all font-medium text-primary-700 underline underline-offset-2"
                >
                  {a.fileName}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-slate-600">{t("case.evidence.who")}</p>
      </Section>

      <Section id="case-booking" title={t("case.booking.title")}>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t("case.booking.treatment-date")}</dt>
            <dd className="font-medium text-slate-900">
              {day(c.booking.surgeryDate ?? c.booking.consultationDate)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("case.booking.total")}</dt>
            <dd className="font-medium text-slate-900">
              <bdi dir="ltr">{formatOwn(c.booking.totalMinor, c.booking.currency)}</bdi>
            </dd>
          </div>
          {c.deposit && (
            <>
              <div>
                <dt className="text-slate-600">{t("case.booking.deposit")}</dt>
                <dd className="font-medium text-slate-900">
                  <bdi dir="ltr">{formatOwn(c.deposit.amountUsdMinor, "USD")}</bdi> ·{" "}
                  {t(DEPOSIT_TEXT[c.deposit.status] ?? "case.deposit.held")}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("case.booking.held")}</dt>
                <dd className="font-semibold text-slate-900" data-testid="case-held">
                  <bdi dir="ltr">{formatOwn(c.heldUsdMinor, "USD")}</bdi>
                </dd>
              </div>
            </>
          )}
        </dl>
        {side === "admin" && c.deposit && (
          <ul className="mt-3 space-y-1 text-xs text-slate-600">
            <li>
              {c.deposit.provider}
              {c.deposit.cardBrand ? ` · ${c.deposit.cardBrand} ${c.deposit.cardLast4 ?? ""}` : ""}
            </li>
            {c.deposit.heldAt && (
              <li>{fillText(t("case.money.held-at"), { when: when(c.deposit.heldAt) })}</li>
            )}
            {c.deposit.releasedAt && (
              <li>{fillText(t("case.money.released-at"), { when: when(c.deposit.releasedAt) })}</li>
            )}
            {c.deposit.refundedAt && (
              <li>{fillText(t("case.money.refunded-at"), { when: when(c.deposit.refundedAt) })}</li>
            )}
          </ul>
        )}
        {c.booking.cancelReason && (
          <p className="mt-2 text-sm text-slate-700">
            {fillText(t("case.booking.cancel-reason"), { reason: c.booking.cancelReason })}
          </p>
        )}
      </Section>

      {children}

      {c.status !== "closed" && (
        <Section id="case-reply" title={t("case.reply.title")}>
          <Form method="post" className="space-y-3" noValidate>
            <TextareaField
              id="case-message"
              name="body"
              label={t("case.reply.label")}
              required
              rows={4}
              maxLength={CASE_MESSAGE_MAX}
              defaultValue={msg?.values?.body ?? ""}
              error={msg?.fieldErrors?.body}
              controlClassName={cn(controlClass, "py-2.5")}
            />
            <FieldError id="case-message-form-error" error={msg?.formError} />
            <SubmitButton intent="message">{t("case.reply.send")}</SubmitButton>
          </Form>
          {side !== "admin" && c.status === "open" && (
            <Form method="post" className="mt-5 border-t border-slate-100 pt-4">
              <p className="mb-2 text-sm text-slate-700">{t("case.escalate.text")}</p>
              <FieldError id="case-escalate-error" error={mine("escalate")?.formError} />
              <SubmitButton intent="escalate" variant="outline">
                {t("case.escalate.button")}
              </SubmitButton>
            </Form>
          )}
        </Section>
      )}
    </div>
  );
}
