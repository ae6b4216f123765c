import { ChevronRight, FolderLock, MessageSquare } from "lucide-react";
import { Link, data } from "react-router";
import { EmptyState, Panel } from "~/components/layout/panel";
import { getDb } from "~/db/client.server";
import { formatDate } from "~/features/quotes/quote-schema";
import {
  listPatientsSharingWithClinic,
  sharedWithClinicPath,
} from "~/features/records/sharing.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import type { Route } from "./+types/shared";

/**
 * The clinic's Requests > Shared with us: patients who currently share medical records with the
 * clinic (from their Records tab or with a quote request), each opening the list of files.
 * Scoped by the signed-in user's own clinic; a revoked share is gone from here at once.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  const clinicId = requireClinicId(user);
  const patients = await listPatientsSharingWithClinic(await getDb(), clinicId);
  return data(
    {
      patients: patients.map((p) => ({
        ...p,
        lastSharedAt: p.lastSharedAt.toISOString(),
        to: sharedWithClinicPath(p.patientId),
      })),
    },
    { headers: NO_STORE },
  );
}

export default function SharedWithUs({ loaderData }: Route.ComponentProps) {
  const { patients } = loaderData;
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
                  {formatDate(p.lastSharedAt)}
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
