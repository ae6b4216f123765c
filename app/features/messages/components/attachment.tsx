import { FileText, Paperclip } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import {
  FieldError,
  InputField,
  SelectField,
  describedBy,
  errorId,
} from "~/components/forms/field";
import { type ResultToast } from "~/components/forms/result-toast";
import { buttonVariants } from "~/components/ui/button";
import { formatBytes } from "~/features/records/record-rules";
import { localeInfo } from "~/i18n/config";
import { fill } from "~/i18n/fill";
import { fillText } from "~/i18n/fill-text";
import { useLocale, useText } from "~/i18n/text";
import type { MessageAttachment, StreamMessage } from "~/services/realtime/events";
import { cn } from "~/utils/misc";
import { messagesFetch } from "../connection";
import { newClientId } from "../messages-constants";

/**
 * A file from the patient's records vault in a conversation: attaching shares
 * it with the clinic exactly as the Records tab does (consent recorded, access logged, revocable
 * there), and the message links to the one download route, which checks the share each time.
 */

export function AttachmentCard({
  attachment,
  mine,
}: {
  attachment: MessageAttachment;
  mine: boolean;
}) {
  const t = useText();
  const intl = localeInfo(useLocale()).intl;
  const box = cn(
    "mt-2 flex items-center gap-2.5 rounded-xl px-3 py-2 text-sm",
    mine ? "bg-white/15 text-white" : "bg-slate-50 text-slate-900 ring-1 ring-slate-200",
  );
  if (!attachment.shared) {
    return (
      <p className={box} data-testid="message-attachment" data-shared="false">
        <FileText aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 break-words">
          {attachment.fileName ? (
            <>
              <bdi className="font-medium">{attachment.fileName}</bdi> ·{" "}
              {t("messages.attachment.withdrawn")}
            </>
          ) : (
            t("messages.attachment.gone")
          )}
        </span>
      </p>
    );
  }
  return (
    <p className={box} data-testid="message-attachment" data-shared="true">
      <FileText aria-hidden className="size-4 shrink-0" />
      <a
        href={`/api/records/${attachment.recordId}/download`}
        className={cn(
          "min-w-0 font-medium break-words underline underline-offset-4",
          mine ? "text-white" : "text-primary-800",
        )}
      >
        <bdi>{attachment.fileName}</bdi>
        <span className="sr-only"> {t("messages.attachment.download")}</span>
      </a>
      <span className={cn("shrink-0 text-xs", mine ? "text-white/90" : "text-slate-600")}>
        {formatBytes(attachment.byteSize, intl)}
      </span>
    </p>
  );
}

type AttachResult =
  | { ok: true; message: StreamMessage; toast: ResultToast }
  | {
      ok: false;
      fieldErrors: { body?: string; recordId?: string; consent?: string };
      toast: ResultToast;
    };

export type AttachableRecord = { id: string; fileName: string; createdAt: Date | string };

/**
 * "Attach from your records": a plain form (posted to the thread's route without JavaScript);
 * with JavaScript it goes to the messages API, so a dropped network leaves the page as it is
 * and says so instead of showing the error page.
 */
export function AttachFromRecords({
  apiUrl,
  clinicName,
  records,
  consentText,
  initialClientId,
  serverErrors,
  onSent,
}: {
  apiUrl: string;
  clinicName: string;
  records: AttachableRecord[];
  consentText: string;
  initialClientId: string;
  /** What the server said about a plain (no JavaScript) post of this form. */
  serverErrors?: { recordId?: string; consent?: string };
  onSent: (result: { message: StreamMessage; toast: ResultToast }) => void;
}) {
  const uid = useId();
  const ids = { record: `${uid}-record`, note: `${uid}-note`, consent: `${uid}-consent` };
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [clientId, setClientId] = useState(initialClientId);
  const [errors, setErrors] = useState<{ recordId?: string; consent?: string; form?: string }>(
    serverErrors ?? {},
  );
  const [busy, setBusy] = useState(false);
  const t = useText();

  return (
    <details
      ref={detailsRef}
      open={serverErrors ? true : undefined}
      className="group border-t border-slate-200 px-4 py-3 sm:px-6"
      data-testid="attach-records"
    >
      <summary className="inline-flex cursor-pointer items-center gap-2 rounded-md text-sm font-semibold text-primary-800 focus-visible:ring-4 focus-visible:ring-primary-100 focus-visible:outline-none">
        <Paperclip aria-hidden className="size-4" />
        {t("messages.attach.summary")}
      </summary>
      {records.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {fill(t("messages.attach.empty"), {
            link: (
              <Link
                to="/dashboard/records"
                className="font-semibold text-primary-800 underline underline-offset-4"
              >
                {t("messages.attach.empty-link")}
              </Link>
            ),
          })}
        </p>
      ) : (
        <Form
          ref={formRef}
          method="post"
          noValidate
          className="mt-3 space-y-3"
          aria-label={fillText(t("messages.attach.form-label"), { name: clinicName })}
          onSubmit={async (ev) => {
            ev.preventDefault();
            const form = new FormData(ev.currentTarget);
            const next: typeof errors = {};
            if (!form.get("recordId")) next.recordId = t("messages.attach.choose-error");
            if (form.get("consent") !== "on") next.consent = t("messages.attach.consent-error");
            setErrors(next);
            if (next.recordId || next.consent) return;
            if (busy) return;
            setBusy(true);
            const r = await messagesFetch<AttachResult>(apiUrl, { method: "POST", body: form });
            setBusy(false);
            if (r.kind === "network") {
              setErrors({
                form: t("messages.attach.offline"),
              });
              return;
            }
            const body = r.body;
            if (!body) {
              setErrors({ form: t("messages.attach.failed") });
              return;
            }
            if (!body.ok) {
              setErrors({
                recordId: body.fieldErrors.recordId,
                consent: body.fieldErrors.consent,
                form:
                  body.fieldErrors.recordId || body.fieldErrors.consent
                    ? undefined
                    : (body.toast.description ?? body.toast.title),
              });
              return;
            }
            onSent(body);
            formRef.current?.reset();
            setClientId(newClientId());
            if (detailsRef.current) detailsRef.current.open = false;
          }}
        >
          <input type="hidden" name="intent" value="attach" />
          <input type="hidden" name="clientId" value={clientId} />
          <SelectField
            id={ids.record}
            name="recordId"
            label={t("messages.attach.file")}
            required
            defaultValue=""
            error={errors.recordId}
          >
            <option value="" disabled>
              {t("messages.attach.choose")}
            </option>
            {records.map((r) => (
              <option key={r.id} value={r.id}>
                {r.fileName}
              </option>
            ))}
          </SelectField>
          <InputField
            id={ids.note}
            name="body"
            label={t("messages.attach.note")}
            optional
            maxLength={500}
            autoComplete="off"
          />
          <div>
            <div className="flex items-start gap-2.5">
              <input
                id={ids.consent}
                name="consent"
                type="checkbox"
                required
                className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-primary-700"
                {...describedBy(ids.consent, errors.consent)}
              />
              <label htmlFor={ids.consent} className="text-sm text-slate-800">
                {consentText}{" "}
                <span className="text-slate-600">
                  {fillText(t("messages.attach.clinic"), { name: clinicName })}
                </span>
              </label>
            </div>
            <FieldError id={errorId(ids.consent)} error={errors.consent} />
          </div>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.form}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto" })}
          >
            <Paperclip aria-hidden />
            {busy ? t("messages.attach.sharing") : t("messages.attach.share")}
          </button>
        </Form>
      )}
    </details>
  );
}
