import { ExternalLink } from "lucide-react";
import { Form, Link } from "react-router";
import { InputField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { type AdminActionResult, resultFor } from "../action-result";
import type { AdminClinicRow } from "../clinics.server";
import { ConfirmForm, formatDate } from "./admin-ui";

/** One clinic on the verification page: its state, the verify form and the unverify form. */
export function ClinicVerificationCard({
  c,
  today,
  ad,
}: {
  c: AdminClinicRow;
  today: string;
  ad: AdminActionResult | undefined;
}) {
  const r = resultFor(ad, c.id);
  const err = r?.fieldErrors ?? {};
  return (
    <article aria-labelledby={`clinic-${c.id}`} data-testid="admin-clinic">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`clinic-${c.id}`} className="text-lg font-bold text-slate-900">
            {c.name}
          </h2>
          <p className="text-sm text-slate-600">
            {c.city}, {c.country} · {c.address}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {c.needsReview && <Badge variant="warning">Needs review</Badge>}
          {c.verified ? (
            <Badge variant="success">Verified on {formatDate(c.verifiedAt)}</Badge>
          ) : (
            <Badge variant="neutral">Unverified</Badge>
          )}
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium">Certifications:</span>{" "}
        {c.certifications.length ? c.certifications.join(", ") : "none listed"}
      </p>
      {c.verificationNote && (
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">Last note:</span> {c.verificationNote}
        </p>
      )}
      {c.verified && (
        <Link
          to={`/clinic/${c.slug}`}
          className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
        >
          View public page <ExternalLink aria-hidden className="size-3.5" />
        </Link>
      )}
      {r?.formError && (
        <Notice tone="error" className="mt-4">
          {r.formError}
        </Notice>
      )}
      {!c.verified || c.needsReview ? (
        <VerifyForm id={c.id} name={c.name} today={today} r={resultFor(ad, c.id, "verify")} />
      ) : null}
      {c.verified && (
        <ConfirmForm
          method="post"
          className="mt-5 grid gap-3 border-t border-slate-100 pt-5 sm:grid-cols-[1fr_auto] sm:items-end"
          aria-label={`Unverify ${c.name}`}
          question={`Unverify ${c.name}? It disappears from search and its page until verified again.`}
          confirmLabel="Unverify clinic"
        >
          <input type="hidden" name="intent" value="unverify" />
          <input type="hidden" name="id" value={c.id} />
          <InputField
            id={`unote-${c.id}`}
            label="Note (why unverify)"
            required
            error={r?.intent === "unverify" ? err.note : undefined}
            name="note"
            minLength={3}
            maxLength={1000}
            defaultValue={r?.intent === "unverify" ? r.values?.note : ""}
          />
          <SubmitButton intent="unverify" variant="outline" pendingLabel="Saving…">
            Unverify
          </SubmitButton>
        </ConfirmForm>
      )}
    </article>
  );
}

function VerifyForm({
  id,
  name,
  today,
  r,
}: {
  id: string;
  name: string;
  today: string;
  r: AdminActionResult | undefined;
}) {
  const err = r?.fieldErrors ?? {};
  return (
    <Form
      method="post"
      className="mt-5 grid gap-3 border-t border-slate-100 pt-5 sm:grid-cols-[1fr_11rem_auto] sm:items-end"
      aria-label={`Verify ${name}`}
    >
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="id" value={id} />
      <InputField
        id={`note-${id}`}
        label="Verification note"
        required
        error={err.note}
        name="note"
        minLength={3}
        maxLength={1000}
        defaultValue={r?.values?.note ?? ""}
        placeholder="e.g. Licence and JCI certificate checked"
      />
      <InputField
        id={`date-${id}`}
        label="Verified on"
        required
        error={err.date}
        name="date"
        type="date"
        max={today}
        defaultValue={r?.values?.date ?? today}
      />
      <SubmitButton intent="verify" pendingLabel="Verifying…">
        Verify
      </SubmitButton>
    </Form>
  );
}
