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
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/clinics";

const Filters = listFilters({ filter: z.enum(CLINIC_FILTERS).catch("all") });

const FILTER_LABELS: Record<(typeof CLINIC_FILTERS)[number], string> = {
  all: "All clinics",
  unverified: "Unverified",
  verified: "Verified",
  "needs-review": "Needs review",
};

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: Filters, pageSize: CLINICS_PAGE_SIZE },
    async ({ db, filters }) => ({
      ...(await listAdminClinics(db, filters)),
      today: new Date().toISOString().slice(0, 10),
    }),
  );
}

const verify = adminIntent({
  schema: VerifyClinicSchema,
  run: (input, { user: { db, actor } }) =>
    setClinicVerification(db, actor, { ...input, verified: true }),
  done: (_, _input, { user }) =>
    redirectWithToast(user.back, {
      type: "success",
      title: "Clinic verified",
      description: "It is public again and appears in search.",
    }),
});

const unverify = adminIntent({
  schema: UnverifyClinicSchema,
  run: (input, { user: { db, actor } }) =>
    setClinicVerification(db, actor, { ...input, verified: false }),
  done: (_, _input, { user }) =>
    redirectWithToast(user.back, {
      type: "success",
      title: "Clinic unverified",
      description: "It is hidden from search and its page until verified again.",
    }),
});

export async function action({ request }: Route.ActionArgs) {
  return handleAdminForm(request, { verify, unverify });
}

export default function AdminClinics({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  return (
    <>
      <PageTitle title="Clinic verification">
        Only verified clinics are public (search, listings and their page, which shows
        &lsquo;Verified on&rsquo; the date you set). Clinics that changed their name, address or
        certifications are flagged &lsquo;Needs review&rsquo;.
      </PageTitle>
      <FilterBar>
        <FilterSelect id="filter" label="Show" defaultValue={d.filters.filter}>
          {CLINIC_FILTERS.map((f) => (
            <option key={f} value={f}>
              {FILTER_LABELS[f]}
            </option>
          ))}
        </FilterSelect>
        <SearchField defaultValue={d.filters.q} placeholder="Name, slug or city" />
      </FilterBar>
      <AdminList
        list={d}
        label="Clinics"
        empty={{
          icon: Building2,
          title: "No clinics here",
          text: "Nothing matches these filters.",
        }}
      >
        {(c) => <ClinicVerificationCard c={c} today={d.today} ad={ad} />}
      </AdminList>
    </>
  );
}
