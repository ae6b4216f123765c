import { data } from "react-router";
import { clinicRequestTexts } from "~/features/quotes/clinic-request-texts.server";
import { ClinicRequests } from "~/features/quotes/components/clinic-requests";
import { listClinicRequests } from "~/features/quotes/quotes.server";
import { markSeen } from "~/services/notifications/notifications.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  const clinicId = requireClinicId(user);
  await markSeen(user.id, ["/dashboard/requests"]);
  const requests = await listClinicRequests(clinicId);
  const open = requests.filter((r) => r.status === "open").length;
  const { locale, text, withTexts } = await clinicRequestTexts(request, { open });
  return data(
    { requests: requests.map(withTexts), now: new Date().toISOString(), locale, text },
    { headers: NO_STORE },
  );
}

export default function RequestsIndex({ loaderData }: Route.ComponentProps) {
  return <ClinicRequests {...loaderData} />;
}
