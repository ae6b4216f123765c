import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { SharingPatients } from "~/features/records/components/shared-with-clinic";
import { recordsPageI18n } from "~/features/records/records-texts.server";
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
  const { locale, i18n, text } = await recordsPageI18n(request);
  return data(
    {
      patients: patients.map((p) => ({
        ...p,
        lastSharedAt: p.lastSharedAt.toISOString(),
        to: sharedWithClinicPath(p.patientId),
        recordsText: i18n._("recordsData.count", { count: p.records }),
      })),
      locale,
      text,
    },
    { headers: NO_STORE },
  );
}

export default function SharedWithUs({ loaderData }: Route.ComponentProps) {
  return <SharingPatients patients={loaderData.patients} />;
}
