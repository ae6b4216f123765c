import { Scale } from "lucide-react";
import { Link, data } from "react-router";
import { EmptyState, Panel } from "~/components/layout/panel";
import { getDb } from "~/db/client.server";
import { CaseList } from "~/features/resolution/components/case-list";
import { listCases } from "~/features/resolution/resolution.server";
import { treatmentWordingIn } from "~/i18n/names.server";
import { accountPageI18n } from "~/i18n/page.server";
import { useText } from "~/i18n/text";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import type { Route } from "./+types/cases";

/** The clinic's resolution cases (decision 057): those waiting for an answer first. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  const clinicId = requireClinicId(user);
  const cases = await listCases(await getDb(), { userId: user.id, role: "clinic", clinicId });
  const { locale, text } = await accountPageI18n(request, ["case."]);
  const shown = cases.map((c) => ({ ...c, treatment: treatmentWordingIn(locale, c.treatment) }));
  return data({ text, cases: shown }, { headers: NO_STORE });
}

export default function ClinicCases({ loaderData }: Route.ComponentProps) {
  const t = useText();
  return (
    <Panel title={t("case.list.clinic-title")} description={t("case.list.clinic-intro")}>
      {loaderData.cases.length === 0 ? (
        <EmptyState icon={Scale} title={t("case.list.empty")} text={t("case.list.clinic-empty")} />
      ) : (
        <CaseList cases={loaderData.cases} link={(id) => `/dashboard/cases/${id}`} side="clinic" />
      )}
      <p className="mt-4 text-xs text-slate-600">
        <Link to="/dashboard/requests/bookings" className="underline">
          {t("case.list.bookings-link")}
        </Link>
      </p>
    </Panel>
  );
}
