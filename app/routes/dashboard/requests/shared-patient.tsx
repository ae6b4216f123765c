import { data } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getDb } from "~/db/client.server";
import { SharedRecords } from "~/features/records/components/shared-with-clinic";
import { recordsPageI18n } from "~/features/records/records-texts.server";
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
  const { locale, i18n, text } = await recordsPageI18n(request);
  if (!patient || records.length === 0) {
    throw data({ message: i18n._("records.shared.none-by-patient") }, { status: 404 });
  }
  return data(
    {
      locale,
      text,
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
  return <SharedRecords {...loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
