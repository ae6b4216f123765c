import { ArrowLeft, ChevronRight, FileText, FolderLock, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, Panel } from "~/components/layout/panel";
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
  return (
    <Panel
      title="Shared with us"
      description="Medical records patients share with your clinic. Every download is logged and shown to the patient."
    >
      {patients.length === 0 ? (
        <EmptyState
          icon={FolderLock}
          title="No records shared with your clinic"
          text="When a patient shares a medical record with your clinic, it appears here and you are told by email."
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
                  {p.records} {p.records === 1 ? "record" : "records"} · last shared{" "}
                  {formatDay(p.lastSharedAt)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {p.conversationId && (
                  <Link
                    to={`/dashboard/requests/messages/${p.conversationId}`}
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
                  >
                    <MessageSquare aria-hidden className="size-4" />
                    Messages<span className="sr-only"> with {p.firstName}</span>
                  </Link>
                )}
                <Link
                  to={p.to}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-primary-800 ring-1 ring-primary-200 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
                >
                  View records<span className="sr-only"> shared by {p.firstName}</span>
                  <ChevronRight aria-hidden className="size-4" />
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
  return (
    <Panel
      title={`Records shared by ${patient.firstName}`}
      description="Open a file to assess the treatment. Each download is logged and the patient can see it; the patient can revoke access at any time."
      actions={
        <div className="flex flex-wrap gap-2">
          <Link
            to="/dashboard/requests/shared"
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
          >
            <ArrowLeft aria-hidden className="size-4" />
            All patients
          </Link>
          {patient.conversationId && (
            <Link
              to={`/dashboard/requests/messages/${patient.conversationId}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
            >
              <MessageSquare aria-hidden className="size-4" />
              Messages
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
                {formatBytes(r.byteSize)} · shared {formatDay(r.sharedAt)}
                {r.withQuoteRequest ? " with a quote request" : ""}
              </p>
              {r.description && <p className="mt-1 text-sm text-slate-700">{r.description}</p>}
            </div>
            <a
              href={r.downloadUrl}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-primary-800 ring-1 ring-primary-200 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
            >
              <FileText aria-hidden className="size-4" />
              Download<span className="sr-only"> {r.fileName}</span>
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
