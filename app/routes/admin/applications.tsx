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
      title: "Application approved",
      description:
        "The clinic was created (unverified) and an invitation to set a password was emailed.",
    }),
});

const reject = adminIntent({
  schema: RejectApplicationSchema,
  run: (input, { user: { db, actor } }) => rejectApplication(db, actor, input),
  done: (_, _input, { user }) =>
    redirectWithToast(user.back, {
      type: "success",
      title: "Application rejected",
      description: "The applicant was emailed the reason.",
    }),
});

export async function action({ request }: Route.ActionArgs) {
  return handleAdminForm(request, { approve, reject });
}

export default function AdminApplications({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  return (
    <>
      <PageTitle title="Partner applications">
        Clinics that applied on the partner page. Approving creates the clinic (unverified) and
        emails its contact a link to set a password; rejecting emails the reason.
      </PageTitle>
      <FilterBar>
        <FilterSelect id="status" label="Status" defaultValue={d.filters.status}>
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
          <option value="all">All</option>
        </FilterSelect>
        <SearchField defaultValue={d.filters.q} placeholder="Clinic, contact, email or city" />
      </FilterBar>
      <AdminList
        list={d}
        label="Applications"
        empty={{
          icon: ClipboardList,
          title: "No applications here",
          text:
            d.filters.status === "pending"
              ? "No application is waiting for a decision."
              : "Nothing matches these filters.",
        }}
      >
        {(a) => <ApplicationCard a={a} cities={d.cities} ad={ad} />}
      </AdminList>
    </>
  );
}
