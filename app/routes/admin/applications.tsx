import "~/utils/zod-config";
import { ClipboardList } from "lucide-react";
import { z } from "zod";
import type { AdminActionResult } from "~/features/admin/action-result";
import { adminIntent, handleAdminForm, loadAdminList } from "~/features/admin/admin-route.server";
import {
  ApproveApplicationSchema,
  RejectApplicationSchema,
  listFilters,
} from "~/features/admin/admin-schema";
import {
  APPLICATIONS_PAGE_SIZE,
  approveApplication,
  listApplications,
  listCityOptions,
  rejectApplication,
} from "~/features/admin/applications.server";
import {
  AdminList,
  FilterBar,
  FilterSelect,
  PageTitle,
  SearchField,
} from "~/features/admin/components/admin-ui";
import { ApplicationCard } from "~/features/admin/components/application-card";
import { useText } from "~/i18n/text";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/applications";

const Filters = listFilters({
  status: z.enum(["pending", "approved", "rejected", "all"]).catch("pending"),
});

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: Filters, pageSize: APPLICATIONS_PAGE_SIZE },
    async ({ db, filters }) => {
      const [list, cities] = await Promise.all([
        listApplications(db, filters),
        listCityOptions(db),
      ]);
      return { ...list, cities };
    },
  );
}

const approve = adminIntent({
  schema: ApproveApplicationSchema,
  run: ({ id, cityId }, { user: { db, actor } }) =>
    approveApplication(db, actor, { id, cityId: cityId || undefined }),
  done: (_, _input, { user }) =>
    redirectWithToast(user.back, {
      type: "success",
      title: user.i18n._("admin.toast.approved.title"),
      description: user.i18n._("admin.toast.approved.text"),
    }),
});

const reject = adminIntent({
  schema: RejectApplicationSchema,
  run: (input, { user: { db, actor } }) => rejectApplication(db, actor, input),
  done: (_, _input, { user }) =>
    redirectWithToast(user.back, {
      type: "success",
      title: user.i18n._("admin.toast.rejected.title"),
      description: user.i18n._("admin.toast.rejected.text"),
    }),
});

export async function action({ request }: Route.ActionArgs) {
  return handleAdminForm(request, { approve, reject });
}

export default function AdminApplications({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  const t = useText();
  return (
    <>
      <PageTitle title={t("admin.applications.title")}>{t("admin.applications.intro")}</PageTitle>
      <FilterBar>
        <FilterSelect id="status" label={t("admin.filter.status")} defaultValue={d.filters.status}>
          <option value="pending">{t("admin.status.pending")}</option>
          <option value="approved">{t("admin.status.approved")}</option>
          <option value="rejected">{t("admin.status.rejected")}</option>
          <option value="all">{t("admin.status.all")}</option>
        </FilterSelect>
        <SearchField defaultValue={d.filters.q} placeholder={t("admin.applications.search")} />
      </FilterBar>
      <AdminList
        list={d}
        label={t("admin.applications.list")}
        empty={{
          icon: ClipboardList,
          title: t("admin.applications.empty.title"),
          text:
            d.filters.status === "pending"
              ? t("admin.applications.empty.pending")
              : t("admin.empty.filters"),
        }}
      >
        {(a) => <ApplicationCard a={a} cities={d.cities} ad={ad} />}
      </AdminList>
    </>
  );
}
