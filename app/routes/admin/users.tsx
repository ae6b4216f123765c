import "~/utils/zod-config";
import { Users } from "lucide-react";
import { z } from "zod";
import type { AdminActionResult } from "~/features/admin/action-result";
import { adminIntent, handleAdminForm, loadAdminList } from "~/features/admin/admin-route.server";
import { SetRoleSchema, UserIntentSchema, listFilters } from "~/features/admin/admin-schema";
import { listClinicOptions } from "~/features/admin/clinics.server";
import {
  AdminList,
  FilterBar,
  FilterSelect,
  PageTitle,
  SearchField,
} from "~/features/admin/components/admin-ui";
import { UserCard } from "~/features/admin/components/user-card";
import {
  USERS_PAGE_SIZE,
  USER_FILTERS,
  disableUser,
  enableUser,
  endUserSessions,
  listUsers,
  setUserRoleAsAdmin,
} from "~/features/admin/users.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/users";

const Filters = listFilters({ filter: z.enum(USER_FILTERS).catch("all") });

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: Filters, pageSize: USERS_PAGE_SIZE },
    async ({ db, filters, me }) => {
      const [list, clinics] = await Promise.all([listUsers(db, filters), listClinicOptions(db)]);
      return {
        ...list,
        rows: list.rows.map((u) => ({
          ...u,
          createdAt: u.createdAt.toISOString(),
          disabledAt: u.disabledAt?.toISOString() ?? null,
        })),
        clinics,
        meId: me.id,
      };
    },
  );
}

const setRole = adminIntent({
  schema: SetRoleSchema,
  run: ({ userId, role, clinicId }, { user: { db, actor } }) =>
    setUserRoleAsAdmin(db, actor, { userId, role, clinicId: clinicId || null }),
  done: (_, _input, { user }) =>
    redirectWithToast(user.back, { type: "success", title: "Role changed" }),
});

/** Disable, enable and end sessions: one account, one button each. */
const account = adminIntent({
  schema: UserIntentSchema,
  run: ({ intent, userId }, { user: { db, actor } }) =>
    intent === "disable"
      ? disableUser(db, actor, userId)
      : intent === "enable"
        ? enableUser(db, actor, userId)
        : endUserSessions(db, actor, userId),
  done: (_, { intent }, { user }) => {
    const title =
      intent === "disable"
        ? "Account disabled and signed out everywhere"
        : intent === "enable"
          ? "Account enabled"
          : "Sessions ended";
    return redirectWithToast(user.back, { type: "success", title });
  },
});

export async function action({ request }: Route.ActionArgs) {
  return handleAdminForm(request, {
    "set-role": setRole,
    disable: account,
    enable: account,
    "end-sessions": account,
  });
}

export default function AdminUsers({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  return (
    <>
      <PageTitle title="Users">
        Find accounts, change a role, disable an account or sign it out everywhere. You cannot
        disable or demote your own account.
      </PageTitle>
      <FilterBar>
        <FilterSelect id="filter" label="Show" defaultValue={d.filters.filter}>
          <option value="all">All users</option>
          <option value="patient">Patients</option>
          <option value="clinic">Clinic users</option>
          <option value="admin">Admins</option>
          <option value="disabled">Disabled</option>
        </FilterSelect>
        <SearchField defaultValue={d.filters.q} placeholder="Email or name" />
      </FilterBar>
      <AdminList
        list={d}
        label="Users"
        className="space-y-3"
        empty={{ icon: Users, title: "No users found", text: "Nothing matches these filters." }}
      >
        {(u) => <UserCard u={u} clinics={d.clinics} meId={d.meId} ad={ad} />}
      </AdminList>
    </>
  );
}
