import { ArrowLeft, FileText, MessageSquare } from "lucide-react";
import { Link, data } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Panel } from "~/components/layout/panel";
import { getDb } from "~/db/client.server";
import { formatDate } from "~/features/quotes/quote-schema";
import { formatBytes } from "~/features/records/record-rules";
import {
  listPatientsSharingWithClinic,
  listRecordsSharedWithClinic,
} from "~/features/records/sharing.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import type { Route } from "./+types/shared-patient";

/**
 * The records one patient currently shares with the signed-in user's clinic. Nothing shared (or
 * everything revoked, or someone else's patient): 404. The links go through the download route,
 * which checks the share again and writes the access log.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  const clinicId = requireClinicId(user);
  const db = await getDb();
  const [patient] = await listPatientsSharingWithClinic(db, clinicId, {
    patientId: params.patientId,
  });
  const records = patient
    ? await listRecordsSharedWithClinic(db, clinicId, { patientId: patient.patientId })
    : [];
  if (!patient || records.length === 0) {
    throw data(
      { message: "No records are shared with your clinic by this patient." },
      { status: 404 },
    );
  }
  return data(
    {
      patient: { firstName: patient.firstName, conversationId: patient.conversationId },
      records: records.map((r) => ({
        id: r.recordId,
        fileName: r.fileName,
        byteSize: r.byteSize,
        description: r.description,
        sharedAt: r.sharedAt.toISOString(),
        withQuoteRequest: r.quoteRequestId,
        downloadUrl: r.downloadUrl,
      })),
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Shared records | CareAtlas" }];

export default function SharedByPatient({ loaderData }: Route.ComponentProps) {
  const { patient, records } = loaderData;
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
                {formatBytes(r.byteSize)} · shared {formatDate(r.sharedAt)}
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
