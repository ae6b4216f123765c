import { ArrowLeft, ChevronRight, FileText, FolderLock, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, Panel } from "~/components/layout/panel";
import { localeInfo } from "~/i18n/config";
import { fillText } from "~/i18n/fill-text";
import { useLocale, useText } from "~/i18n/text";
import { formatBytes, formatDay } from "../record-rules";

/* The clinic's Requests > Shared with us: who shares records with the clinic, and one
   patient's shared files. */

export type SharingPatientRow = {
  patientId: string;
  firstName: string;
  records: number;
  lastSharedAt: string;
  conversationId: string | null;
  /** That patient's shared files. */
  to: string;
  /** "3 records", in the clinic user's language (the loader's). */
  recordsText?: string;
};

export type SharedRecordRow = {
  id: string;
  fileName: string;
  byteSize: number;
  description: string | null;
  sharedAt: string;
  /** The quote request it was shared with, if any. */
  withQuoteRequest: string | null;
  downloadUrl: string;
};

/** Patients who currently share medical records with the clinic, each opening their files. */
export function SharingPatients({ patients }: { patients: SharingPatientRow[] }) {
  const t = useText();
  const intl = localeInfo(useLocale()).intl;
  return (
    <Panel title={t("records.shared.with-us")} description={t("records.shared.with-us-text")}>
      {patients.length === 0 ? (
        <EmptyState
          icon={FolderLock}
          title={t("records.shared.empty.title")}
          text={t("records.shared.empty.text")}
        />
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-xl border border-slate-200"
          data-testid="shared-patients"
        >
          {patients.map((p) => (
            <li key={p.patientId} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-bold text-slate-900">{p.firstName}</p>
                <p className="text-sm text-slate-600">
                  {p.recordsText ?? `${p.records} ${p.records === 1 ? "record" : "records"}`} ·{" "}
                  {fillText(t("records.shared.last"), { date: formatDay(p.lastSharedAt, intl) })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {p.conversationId && (
                  <Link
                    to={`/dashboard/requests/messages/${p.conversationId}`}
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
                  >
                    <MessageSquare aria-hidden className="size-4" />
                    {t("records.shared.messages")}
                    <span className="sr-only">
                      {" "}
                      {fillText(t("records.shared.messages-with"), { name: p.firstName })}
                    </span>
                  </Link>
                )}
                <Link
                  to={p.to}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-primary-800 ring-1 ring-primary-200 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
                >
                  {t("records.shared.view")}
                  <span className="sr-only">
                    {" "}
                    {fillText(t("records.shared.view-by"), { name: p.firstName })}
                  </span>
                  <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The records one patient shares with the clinic, each downloaded through the logged route. */
export function SharedRecords({
  patient,
  records,
}: {
  patient: { firstName: string; conversationId: string | null };
  records: SharedRecordRow[];
}) {
  const t = useText();
  const intl = localeInfo(useLocale()).intl;
  return (
    <Panel
      title={fillText(t("records.shared.title"), { name: patient.firstName })}
      description={t("records.shared.text")}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link
            to="/dashboard/requests/shared"
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("records.shared.all-patients")}
          </Link>
          {patient.conversationId && (
            <Link
              to={`/dashboard/requests/messages/${patient.conversationId}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
            >
              <MessageSquare aria-hidden className="size-4" />
              {t("records.shared.messages")}
            </Link>
          )}
        </div>
      }
    >
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        data-testid="shared-records"
      >
        {records.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="break-all font-semibold text-slate-900">{r.fileName}</p>
              <p className="text-sm text-slate-600">
                {formatBytes(r.byteSize, intl)} ·{" "}
                {fillText(
                  t(
                    r.withQuoteRequest
                      ? /*i18n*/ "records.shared.on-quote"
                      : /*i18n*/ "records.shared.on",
                  ),
                  {
                    date: formatDay(r.sharedAt, intl),
                  },
                )}
              </p>
              {r.description && <p className="mt-1 text-sm text-slate-700">{r.description}</p>}
            </div>
            <a
              href={r.downloadUrl}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-primary-800 ring-1 ring-primary-200 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
            >
              <FileText aria-hidden className="size-4" />
              {t("records.download")}
              <span className="sr-only"> {r.fileName}</span>
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
