import { FileImage, FileText, History, Share2, Trash2, Upload, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import {
  FieldError,
  InputField,
  SelectField,
  TextareaField,
  controlClass,
  describedBy,
  errorId,
} from "~/components/forms/field";
import { type ResultToast, useResultToast } from "~/components/forms/result-toast";
import { EmptyState, Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { localeInfo } from "~/i18n/config";
import { fillText } from "~/i18n/fill-text";
import type { MessageId } from "~/i18n/message-ids";
import { useLocale, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import {
  ACCEPT_ATTRIBUTE,
  MAX_DESCRIPTION_LENGTH,
  MAX_RECORD_BYTES,
  allowedExtension,
  formatBytes,
  formatDay,
} from "../record-rules";

export type RecordsActionResult = {
  intent: string;
  recordId?: string;
  ok: boolean;
  errors?: { clinicId?: string; consent?: string };
  values?: { clinicId?: string };
  toast: ResultToast | null;
};

type RecordItem = {
  id: string;
  fileName: string;
  fileType: string;
  typeLabel: string;
  byteSize: number;
  description: string | null;
  createdAt: Date;
  shares: { clinicId: string; clinicName: string; grantedAt: Date }[];
};

type LogItem = {
  id: number;
  recordId: string;
  fileName: string | null;
  action: string;
  actorRole: string;
  actorName: string | null;
  actorIsPatient: boolean;
  clinicName: string | null;
  createdAt: Date;
};

type ClinicOption = { id: string; name: string };

/* Dates render the same on the server and in the browser (no hydration mismatch): UTC. */
const formatWhen = (d: Date, intl: string) =>
  `${formatDay(d, intl)}, ${new Date(d).toLocaleTimeString(intl, {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  })} UTC`;

/** The page language's Intl tag (Arabic with Western digits). */
function useIntlTag() {
  return localeInfo(useLocale()).intl;
}

const ACTION_LABELS: Record<string, MessageId> = {
  upload: /*i18n*/ "records.log.action.upload",
  download: /*i18n*/ "records.log.action.download",
  share: /*i18n*/ "records.log.action.share",
  revoke: /*i18n*/ "records.log.action.revoke",
  delete: /*i18n*/ "records.log.action.delete",
};

export function RecordsTab({
  records,
  accessLog,
  clinics,
  consentText,
  maxRecords,
  result,
}: {
  records: RecordItem[];
  accessLog: LogItem[];
  clinics: { related: ClinicOption[]; verified: ClinicOption[] };
  consentText: string;
  maxRecords: number;
  result: RecordsActionResult | undefined;
}) {
  useResultToast(result);
  const t = useText();
  const full = records.length >= maxRecords;
  return (
    <div className="space-y-6">
      <Panel id="records" title={t("records.title")} description={t("records.intro")}>
        <UploadForm disabled={full} />
        {full && <p className="mt-3 text-sm text-amber-900">{t("records.full")}</p>}
        <div className="mt-8">
          {records.length > 0 ? (
            <>
              <h3 className="text-base font-semibold text-slate-900">
                {t("records.files")}{" "}
                <span className="font-normal text-slate-600">({records.length})</span>
              </h3>
              <ul className="mt-3 space-y-3" aria-label={t("records.list")}>
                {records.map((r) => (
                  <RecordRow
                    key={r.id}
                    record={r}
                    clinics={clinics}
                    consentText={consentText}
                    result={result?.recordId === r.id ? result : undefined}
                  />
                ))}
              </ul>
            </>
          ) : (
            <EmptyState
              icon={FileText}
              title={t("records.empty.title")}
              text={t("records.empty.text")}
            />
          )}
        </div>
      </Panel>
      <AccessLog entries={accessLog} />
    </div>
  );
}

/* ------------------------------------------------------------------ upload */

type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number; fileName: string }
  | { phase: "done"; fileName: string }
  | { phase: "error"; field: "file" | "description"; message: string };

/**
 * A plain multipart form posting to /api/records (works without JavaScript: the server
 * redirects back with a toast). With JavaScript it is sent by XHR to show real progress.
 */
function UploadForm({ disabled }: { disabled: boolean }) {
  const revalidator = useRevalidator();
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const [description, setDescription] = useState("");
  const t = useText();
  useEffect(() => () => xhrRef.current?.abort(), []);

  const fail = (message: string, field: "file" | "description" = "file") => {
    setState({ phase: "error", field, message });
    toast.error(t("records-msg.upload-failed-title"), { description: message });
  };

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (state.phase === "uploading") return;
    const form = e.currentTarget;
    const fd = new FormData(form);
    const file = fd.get("file");
    if (!(file instanceof File) || (!file.name && file.size === 0))
      return fail(t("records-msg.no-file"));
    if (!allowedExtension(file.name)) return fail(t("records-msg.not-allowed"));
    if (file.size > MAX_RECORD_BYTES) return fail(t("records-msg.too-large"));
    if (String(fd.get("description") ?? "").trim().length > MAX_DESCRIPTION_LENGTH) {
      return fail(t("records-msg.description-long"), "description");
    }

    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    xhr.open("POST", form.action);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (ev) => {
      if (!ev.lengthComputable) return;
      const percent = Math.min(99, Math.floor((ev.loaded / ev.total) * 100));
      setState({ phase: "uploading", percent, fileName: file.name });
    };
    xhr.onload = () => {
      xhrRef.current = null;
      const body = xhr.response as { ok?: boolean; message?: string; field?: string } | null;
      if (xhr.status === 201 && body?.ok) {
        setState({ phase: "done", fileName: file.name });
        toast.success(t("records-msg.uploaded"));
        form.reset();
        setDescription("");
        void revalidator.revalidate();
        return;
      }
      const message =
        xhr.status === 401
          ? t("records.upload.signed-out")
          : (body?.message ?? t("records-msg.upload-failed"));
      fail(message, body?.field === "description" ? "description" : "file");
    };
    xhr.onerror = () => {
      xhrRef.current = null;
      // Offline, the form itself says so beside the file it keeps: a toast would need its code
      // downloaded and would only appear once the network is back, when it is no longer true.
      if (!navigator.onLine) {
        setState({ phase: "error", field: "file", message: t("records-msg.upload-offline") });
        return;
      }
      fail(t("records-msg.upload-failed"));
    };
    xhr.onabort = () => {
      xhrRef.current = null;
      setState({ phase: "idle" });
      toast.info(t("records.upload.cancelled"));
    };
    setState({ phase: "uploading", percent: 0, fileName: file.name });
    xhr.send(fd);
  }

  const uploading = state.phase === "uploading";
  const fileError = state.phase === "error" && state.field === "file" ? state.message : undefined;
  const descriptionError =
    state.phase === "error" && state.field === "description" ? state.message : undefined;
  const percent = state.phase === "uploading" ? state.percent : state.phase === "done" ? 100 : 0;

  return (
    <form
      method="post"
      action="/api/records"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-labelledby="upload-title"
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <h3
        id="upload-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <Upload aria-hidden className="size-4 text-primary-700" />
        {t("records.upload.title")}
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <InputField
          id="record-file"
          label={t("records.upload.file")}
          required
          hint={t("records.upload.hint")}
          error={fileError}
          name="file"
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          disabled={disabled || uploading}
          onChange={() => state.phase !== "uploading" && setState({ phase: "idle" })}
          controlClassName={cn(
            controlClass,
            "h-auto py-2 file:me-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary-800 hover:file:bg-primary-100",
          )}
        />
        <TextareaField
          id="record-description"
          label={t("records.upload.description")}
          optional
          error={descriptionError}
          labelAside={
            <span className="text-xs text-slate-600" aria-hidden>
              {description.length}/{MAX_DESCRIPTION_LENGTH}
            </span>
          }
          name="description"
          rows={2}
          maxLength={MAX_DESCRIPTION_LENGTH}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          disabled={disabled || uploading}
          placeholder={t("records.upload.placeholder")}
          controlClassName={cn(controlClass, "py-2")}
        />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={disabled || uploading}
          className={buttonVariants({ variant: "primary" })}
        >
          <Upload aria-hidden className="size-4" />
          {uploading ? t("records.upload.uploading") : t("records.upload.submit")}
        </button>
        {uploading && (
          <button
            type="button"
            onClick={() => xhrRef.current?.abort()}
            className={buttonVariants({ variant: "outline" })}
          >
            <X aria-hidden className="size-4" />
            {t("records.upload.cancel")}
          </button>
        )}
      </div>

      {(state.phase === "uploading" || state.phase === "done") && (
        <div className="mt-4" data-testid="upload-progress">
          <div className="mb-1.5 flex justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-slate-700">{state.fileName}</span>
            <span className="shrink-0 font-semibold text-slate-900" aria-hidden dir="ltr">
              {percent}%
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t("records.upload.progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={
              state.phase === "done"
                ? t("records.upload.complete")
                : fillText(t("records.upload.percent"), { percent })
            }
            className="h-2.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={cn(
                "h-full rounded-full transition-[width] duration-200 motion-reduce:transition-none",
                state.phase === "done" ? "bg-emerald-600" : "bg-primary-600",
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-1.5 text-sm text-slate-700" role="status">
            {state.phase === "done" ? t("records.upload.complete") : t("records.upload.uploading")}
          </p>
        </div>
      )}
    </form>
  );
}

/* ------------------------------------------------------------------ one record */

function usePendingFor(intent: string, recordId: string, clinicId?: string) {
  const navigation = useNavigation();
  const fd = navigation.formData;
  return (
    navigation.state === "submitting" &&
    fd?.get("intent") === intent &&
    fd.get("recordId") === recordId &&
    (clinicId === undefined || fd.get("clinicId") === clinicId)
  );
}

function RecordRow({
  record,
  clinics,
  consentText,
  result,
}: {
  record: RecordItem;
  clinics: { related: ClinicOption[]; verified: ClinicOption[] };
  consentText: string;
  result: RecordsActionResult | undefined;
}) {
  const Icon = record.fileType === "jpg" || record.fileType === "png" ? FileImage : FileText;
  const deleting = usePendingFor("delete", record.id);
  const t = useText();
  const intl = useIntlTag();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="record">
      <div className="flex flex-wrap items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-50 text-primary-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <p
            className="break-words font-semibold text-slate-900 [overflow-wrap:anywhere]"
            data-testid="record-name"
          >
            {record.fileName}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <Badge variant="neutral" data-testid="record-type">
              {record.typeLabel}
            </Badge>
            <span data-testid="record-size">{formatBytes(record.byteSize, intl)}</span>
            <span aria-hidden>·</span>
            <span>
              {t("records.uploaded")}{" "}
              <time dateTime={new Date(record.createdAt).toISOString()} data-testid="record-date">
                {formatDay(record.createdAt, intl)}
              </time>
            </span>
          </p>
          {record.description && (
            <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">
              {record.description}
            </p>
          )}
        </div>
        <a
          href={`/api/records/${record.id}/download`}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={fillText(t("records.download-label"), { name: record.fileName })}
        >
          {t("records.download")}
        </a>
      </div>

      <div className="mt-3 border-t border-slate-100 pt-3">
        {record.shares.length > 0 ? (
          <div>
            <p className="text-sm font-semibold text-slate-800">{t("records.shared-with")}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {record.shares.map((s) => (
                <SharedChip
                  key={s.clinicId}
                  recordId={record.id}
                  share={s}
                  fileName={record.fileName}
                />
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t("records.not-shared")}</p>
        )}
      </div>

      <div className="mt-3 flex flex-wrap items-start gap-3">
        <ShareDisclosure
          record={record}
          clinics={clinics}
          consentText={consentText}
          result={result?.intent === "share" ? result : undefined}
        />
        <details className="group">
          <summary
            className={cn(
              buttonVariants({ variant: "ghostDanger", size: "sm" }),
              "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            )}
          >
            <Trash2 aria-hidden className="size-4" />
            {t("records.delete")}
          </summary>
          <div className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
            <p>{t("records.delete.question")}</p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="recordId" value={record.id} />
              <button
                type="submit"
                name="intent"
                value="delete"
                aria-disabled={deleting || undefined}
                className={buttonVariants({ variant: "destructive", size: "sm" })}
              >
                {deleting ? t("records.delete.deleting") : t("records.delete.confirm")}
              </button>
            </Form>
          </div>
        </details>
      </div>
    </li>
  );
}

function SharedChip({
  recordId,
  share,
  fileName,
}: {
  recordId: string;
  share: { clinicId: string; clinicName: string; grantedAt: Date };
  fileName: string;
}) {
  const pending = usePendingFor("revoke", recordId, share.clinicId);
  const t = useText();
  const intl = useIntlTag();
  return (
    <li className="flex items-center gap-1 rounded-full bg-emerald-50 py-1 ps-3 pe-1 text-sm text-emerald-900 ring-1 ring-emerald-200">
      <span>
        {share.clinicName}
        <span className="sr-only">
          , {fillText(t("records.since"), { date: formatDay(share.grantedAt, intl) })}
        </span>
      </span>
      <Form method="post">
        <input type="hidden" name="recordId" value={recordId} />
        <input type="hidden" name="clinicId" value={share.clinicId} />
        <button
          type="submit"
          name="intent"
          value="revoke"
          aria-label={fillText(t("records.revoke-label"), {
            file: fileName,
            clinic: share.clinicName,
          })}
          aria-disabled={pending || undefined}
          className="rounded-full px-2.5 py-1 text-xs font-semibold text-emerald-900 underline-offset-2 hover:bg-emerald-100 hover:underline focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-200"
        >
          {pending ? t("records.revoking") : t("records.revoke")}
        </button>
      </Form>
    </li>
  );
}

function ShareDisclosure({
  record,
  clinics,
  consentText,
  result,
}: {
  record: RecordItem;
  clinics: { related: ClinicOption[]; verified: ClinicOption[] };
  consentText: string;
  result: RecordsActionResult | undefined;
}) {
  const uid = useId();
  const selectId = `share-clinic-${uid}`;
  const consentId = `share-consent-${uid}`;
  const pending = usePendingFor("share", record.id);
  const shared = new Set(record.shares.map((s) => s.clinicId));
  const related = clinics.related.filter((c) => !shared.has(c.id));
  const verified = clinics.verified.filter((c) => !shared.has(c.id));
  const errors = result && !result.ok ? result.errors : undefined;
  const open = Boolean(errors && (errors.clinicId || errors.consent));
  const t = useText();
  return (
    <details className="min-w-0 flex-1 basis-72" open={open || undefined}>
      <summary
        className={cn(
          buttonVariants({ variant: "ghost", size: "sm" }),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Share2 aria-hidden className="size-4" />
        {t("records.share.summary")}
      </summary>
      <Form
        method="post"
        className="mt-2 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
        noValidate={false}
      >
        <input type="hidden" name="recordId" value={record.id} />
        <SelectField
          id={selectId}
          label={t("records.share.clinic")}
          required
          error={errors?.clinicId}
          name="clinicId"
          defaultValue={result?.values?.clinicId ?? ""}
        >
          <option value="">{t("records.share.choose")}</option>
          {related.length > 0 && (
            <optgroup label={t("records.share.related")}>
              {related.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label={t("records.share.verified")}>
            {verified.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <div>
          <div className="flex items-start gap-2.5">
            <input
              id={consentId}
              name="consent"
              type="checkbox"
              required
              className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-primary-700"
              {...describedBy(consentId, errors?.consent)}
            />
            <label htmlFor={consentId} className="text-sm text-slate-800">
              {consentText}
            </label>
          </div>
          <FieldError id={errorId(consentId)} error={errors?.consent} />
        </div>
        <button
          type="submit"
          name="intent"
          value="share"
          aria-disabled={pending || undefined}
          className={buttonVariants({ variant: "primary", size: "sm" })}
        >
          {pending ? t("records.share.sharing") : t("records.share.submit")}
        </button>
      </Form>
    </details>
  );
}

/* ------------------------------------------------------------------ access log */

function AccessLog({ entries }: { entries: LogItem[] }) {
  const t = useText();
  const intl = useIntlTag();
  return (
    <Panel id="access-log" title={t("records.log.title")} description={t("records.log.intro")}>
      {entries.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <History aria-hidden className="size-4" />
          {t("records.log.empty")}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-lg ring-1 ring-slate-200 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-200"
          tabIndex={0}
          role="region"
          aria-label={t("records.log.region")}
        >
          <table className="w-full min-w-[40rem] text-start text-sm">
            <caption className="sr-only">{t("records.log.caption")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("records.log.when")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("records.log.record")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("records.log.who")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("records.log.clinic")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("records.log.action")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((e) => (
                <tr key={e.id} data-testid="access-log-row">
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                    <time dateTime={new Date(e.createdAt).toISOString()}>
                      {formatWhen(e.createdAt, intl)}
                    </time>
                  </td>
                  <td className="max-w-[16rem] break-words px-3 py-2 text-slate-900 [overflow-wrap:anywhere]">
                    {e.fileName ?? (
                      <span className="text-slate-600">{t("records.log.deleted-record")}</span>
                    )}
                  </td>
                  <td className="px-3 py-2 text-slate-900">
                    {e.actorIsPatient
                      ? t("records.log.you")
                      : e.actorRole === "clinic"
                        ? fillText(t("records.log.clinic-staff"), {
                            name: e.actorName ?? t("records.log.unknown-user"),
                          })
                        : (e.actorName ?? t("records.log.unknown-user"))}
                  </td>
                  <td className="px-3 py-2 text-slate-700">{e.clinicName ?? "—"}</td>
                  <td className="px-3 py-2">
                    <Badge
                      variant={
                        e.action === "download" && !e.actorIsPatient
                          ? "warning"
                          : e.action === "revoke" || e.action === "delete"
                            ? "danger"
                            : "neutral"
                      }
                    >
                      {ACTION_LABELS[e.action] ? t(ACTION_LABELS[e.action]) : e.action}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
