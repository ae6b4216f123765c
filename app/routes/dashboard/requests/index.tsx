import { data } from "react-router";
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
  return data({ requests, now: new Date().toISOString() }, { headers: NO_STORE });
}

export default function RequestsIndex({ loaderData }: Route.ComponentProps) {
  return <ClinicRequests {...loaderData} />;
}
