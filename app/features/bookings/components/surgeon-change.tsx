import { UserRoundCog } from "lucide-react";
import { Form } from "react-router";
import { SelectField, TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import type { SurgeonChangeState } from "~/db/schema";
import type { MessageId } from "~/i18n/message-ids";
import { useText } from "~/i18n/text";
import type { BookingRow } from "../bookings.server";

const STATE_TEXT: Record<SurgeonChangeState, MessageId> = {
  pending: /*i18n*/ "care.change.state.pending",
  accepted: /*i18n*/ "care.change.state.accepted",
  refused: /*i18n*/ "care.change.state.refused",
  withdrawn: /*i18n*/ "care.change.state.withdrawn",
};

/** When the patient answered, or the clinic withdrew (shown to the clinic). */
const DECIDED_TEXT: Record<Exclude<SurgeonChangeState, "pending">, MessageId> = {
  accepted: /*i18n*/ "care.change.decided.accepted",
  refused: /*i18n*/ "care.change.decided.refused",
  withdrawn: /*i18n*/ "care.change.decided.withdrawn",
};

/** "From → to" in the page's language, names kept in their own direction. */
function useChangeText() {
  const t = useText();
  return (from: string, to: string) => {
    const [a, rest] = t("care.change.text").split("{to}") as [string, string | undefined];
    const [b, c] = (rest ?? "").split("{from}");
    return (
      <>
        {a}
        <strong>
          <bdi>{to}</bdi>
        </strong>
        {b}
        <bdi>{from}</bdi>
        {c}
      </>
    );
  };
}

/**
 * The booking's history of surgeon changes (both sides). With `clinic`, each answer says who
 * answered and when, and a pending proposal can be withdrawn.
 */
export function SurgeonChangeHistory({
  b,
  clinic = false,
}: {
  b: BookingRow & { changeDays?: string[]; decidedDays?: (string | null)[] };
  clinic?: boolean;
}) {
  const t = useText();
  const text = useChangeText();
  if (b.surgeonChanges.length === 0) return null;
  return (
    <section aria-label={t("care.change.history")} className="w-full space-y-2">
      <h4 className="text-sm font-semibold text-slate-900">{t("care.change.history")}</h4>
      <ol className="space-y-2">
        {b.surgeonChanges.map((c, i) => (
          <li key={c.id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <div className="flex flex-wrap items-center gap-2">
              {b.changeDays?.[i] && <span className="text-slate-600">{b.changeDays[i]}</span>}
              <Badge
                variant={
                  c.state === "accepted"
                    ? "success"
                    : c.state === "refused"
                      ? "danger"
                      : c.state === "withdrawn"
                        ? "neutral"
                        : "warning"
                }
              >
                {t(STATE_TEXT[c.state])}
              </Badge>
            </div>
            <p className="mt-1">{text(c.fromName, c.toName)}</p>
            {c.reason && (
              <p className="mt-1 text-slate-600">
                {t("care.change.reason")}: <bdi>{c.reason}</bdi>
              </p>
            )}
            {clinic && c.state !== "pending" && b.decidedDays?.[i] && (
              <p className="mt-1 font-medium text-slate-800">
                {t(DECIDED_TEXT[c.state]).replace("{date}", b.decidedDays[i]!)}
              </p>
            )}
            {clinic && c.state === "pending" && (
              <Form method="post" className="mt-2">
                <input type="hidden" name="bookingId" value={b.id} />
                <input type="hidden" name="changeId" value={c.id} />
                <SubmitButton intent="withdraw-surgeon" variant="outline" size="sm">
                  {t("care.change.withdraw")}
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The patient's choice on a proposed change: accept, or refuse (cancel with a full refund). */
export function PatientSurgeonChoice({ b }: { b: BookingRow }) {
  const t = useText();
  const text = useChangeText();
  const pending = b.surgeonChanges.find((c) => c.state === "pending");
  if (!pending) return null;
  return (
    <div
      role="region"
      aria-label={t("care.change.title")}
      className="w-full rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h4 className="flex items-center gap-2 text-sm font-bold text-amber-950">
        <UserRoundCog aria-hidden className="size-4" /> {t("care.change.title")}
      </h4>
      <p className="mt-1 text-sm text-amber-950">{text(pending.fromName, pending.toName)}</p>
      {pending.reason && (
        <p className="mt-1 text-sm text-amber-950">
          {t("care.change.reason")}: <bdi>{pending.reason}</bdi>
        </p>
      )}
      <p className="mt-2 text-sm text-amber-950">{t("care.change.explain")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="bookingId" value={b.id} />
          <input type="hidden" name="changeId" value={pending.id} />
          <SubmitButton intent="surgeon-accept" size="sm">
            {t("care.change.accept")}
          </SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="bookingId" value={b.id} />
          <input type="hidden" name="changeId" value={pending.id} />
          <SubmitButton intent="surgeon-refuse" variant="destructive" size="sm">
            {t("care.change.refuse")}
          </SubmitButton>
        </Form>
      </div>
    </div>
  );
}

/** The clinic proposes another of its doctors as the booking's operating surgeon. */
export function ProposeSurgeonForm({
  b,
  doctors,
  error,
}: {
  b: BookingRow;
  doctors: { id: string; name: string }[];
  error?: string;
}) {
  const t = useText();
  if (!b.careTeam || (b.status !== "pending" && b.status !== "confirmed")) return null;
  if (b.surgeonChanges.some((c) => c.state === "pending")) return null;
  const others = doctors.filter((d) => d.id !== b.careTeam!.surgeon.doctorId);
  if (others.length === 0) return null;
  return (
    <details className="w-full sm:w-auto">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center rounded-lg px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-100">
        {t("care.propose.open")}
      </summary>
      <Form method="post" className="mt-3 max-w-md space-y-3">
        <input type="hidden" name="bookingId" value={b.id} />
        <SelectField
          id={`surgeon-${b.id}`}
          name="doctorId"
          label={t("care.propose.doctor")}
          required
          defaultValue=""
          error={error}
        >
          <option value="">{t("care.form.choose")}</option>
          {others.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </SelectField>
        <TextareaField
          id={`surgeon-reason-${b.id}`}
          name="reason"
          label={t("care.propose.reason")}
          optional
          maxLength={300}
          rows={2}
        />
        <p className="text-sm text-slate-700">{t("care.propose.explain")}</p>
        <SubmitButton intent="propose-surgeon" size="sm">
          {t("care.propose.submit")}
        </SubmitButton>
      </Form>
    </details>
  );
}
