import "~/utils/zod-config";
import { Building2 } from "lucide-react";
import { z } from "zod";
import type { AdminActionResult } from "~/features/admin/action-result";
import { adminIntent, handleAdminForm, loadAdminList } from "~/features/admin/admin-route.server";
import {
  UnverifyClinicSchema,
  VerifyClinicSchema,
  listFilters,
} from "~/features/admin/admin-schema";
import { CLINICS_PAGE_SIZE, CLINIC_FILTERS } from "~/features/admin/clinic-filters";
import { listAdminClinics, setClinicVerification } from "~/features/admin/clinics.server";
import {
  AdminList,
  FilterBar,
  FilterSelect,
  PageTitle,
  SearchField,
} from "~/features/admin/components/admin-ui";
import { ClinicVerificationCard } from "~/features/admin/components/clinic-verification-card";
import { withPlaceIn } from "~/i18n/catalogue-names.server";
import type { Locale } from "~/i18n/config";
import type { MessageId } from "~/i18n/message-ids";
import { useText } from "~/i18n/text";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/clinics";

const Filters = listFilters({ filter: z.enum(CLINIC_FILTERS).catch("all") });

const FILTER_LABELS: Record<(typeof CLINIC_FILTERS)[number], MessageId> = {
  all: /*i18n*/ "admin.clinics.filter.all",
  unverified: /*i18n*/ "admin.clinics.filter.unverified",
  verified: /*i18n*/ "admin.clinics.filter.verified",
  "needs-review": /*i18n*/ "admin.clinics.filter.needs-review",
};

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: Filters, pageSize: CLINICS_PAGE_SIZE },
    async ({ db, filters, i18n }) => {
      const list = await listAdminClinics(db, filters);
      // Each clinic's catalogue place in the admin's language.
      const rows = list.rows.map((r) => withPlaceIn(i18n.locale as Locale, r));
      return { ...list, rows, today: new Date().toISOString().slice(0, 10) };
    },
  );
}

const verify = adminIntent({
  schema: VerifyClinicSchema,
  run: (input, { user: { db, actor } }) =>
    setClinicVerification(db, actor, { ...input, verified: true }),
  done: (_, _input, { user }) =>
    redirectWithToast(user.back, {
      type: "success",
      title: user.i18n._("admin.toast.verified.title"),
      description: user.i18n._("admin.toast.verified.text"),
    }),
});

const unverify = adminIntent({
  schema: UnverifyClinicSchema,
  run: (input, { user: { db, actor } }) =>
    setClinicVerification(db, actor, { ...input, verified: false }),
  done: (_, _input, { user }) =>
    redirectWithToast(user.back, {
      type: "success",
      title: user.i18n._("admin.toast.unverified.title"),
      description: user.i18n._("admin.toast.unverified.text"),
    }),
});

export async function action({ request }: Route.ActionArgs) {
  return handleAdminForm(request, { verify, unverify });
}

export default function AdminClinics({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  const t = useText();
  return (
    <>
      <PageTitle title={t("admin.clinics.title")}>{t("admin.clinics.intro")}</PageTitle>
      <FilterBar>
        <FilterSelect id="filter" label={t("admin.filter.show")} defaultValue={d.filters.filter}>
          {CLINIC_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(FILTER_LABELS[f])}
            </option>
          ))}
        </FilterSelect>
        <SearchField defaultValue={d.filters.q} placeholder={t("admin.clinics.search")} />
      </FilterBar>
      <AdminList
        list={d}
        label={t("admin.clinics.list")}
        empty={{
          icon: Building2,
          title: t("admin.clinics.empty.title"),
          text: t("admin.empty.filters"),
        }}
      >
        {(c) => <ClinicVerificationCard c={c} today={d.today} ad={ad} />}
      </AdminList>
    </>
  );
}
