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
import { useText } from "~/i18n/text";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/users";

const Filters = listFilters({ filter: z.enum(USER_FILTERS).catch("all") });

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: Filters, pageSize: USERS_PAGE_SIZE },
    async ({ db, filters, me, i18n }) => {
      const [list, clinics] = await Promise.all([listUsers(db, filters), listClinicOptions(db)]);
      return {
        ...list,
        rows: list.rows.map((u) => ({
          ...u,
          createdAt: u.createdAt.toISOString(),
          disabledAt: u.disabledAt?.toISOString() ?? null,
          sessionsText: i18n._("adminData.sessions", { count: u.sessions }),
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
    redirectWithToast(user.back, { type: "success", title: user.i18n._("admin.toast.role") }),
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
    const title = user.i18n._(
      intent === "disable"
        ? /*i18n*/ "admin.toast.disabled"
        : intent === "enable"
          ? /*i18n*/ "admin.toast.enabled"
          : /*i18n*/ "admin.toast.sessions",
    );
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
  const t = useText();
  return (
    <>
      <PageTitle title={t("admin.users.title")}>{t("admin.users.intro")}</PageTitle>
      <FilterBar>
        <FilterSelect id="filter" label={t("admin.filter.show")} defaultValue={d.filters.filter}>
          <option value="all">{t("admin.users.filter.all")}</option>
          <option value="patient">{t("admin.users.filter.patient")}</option>
          <option value="clinic">{t("admin.users.filter.clinic")}</option>
          <option value="admin">{t("admin.users.filter.admin")}</option>
          <option value="disabled">{t("admin.users.filter.disabled")}</option>
        </FilterSelect>
        <SearchField defaultValue={d.filters.q} placeholder={t("admin.users.search")} />
      </FilterBar>
      <AdminList
        list={d}
        label={t("admin.users.list")}
        className="space-y-3"
        empty={{
          icon: Users,
          title: t("admin.users.empty.title"),
          text: t("admin.empty.filters"),
        }}
      >
        {(u) => <UserCard u={u} clinics={d.clinics} meId={d.meId} ad={ad} />}
      </AdminList>
    </>
  );
}
