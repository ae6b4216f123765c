import "~/utils/zod-config";
import { Users } from "lucide-react";
import { Form } from "react-router";
import { z } from "zod";
import { SelectField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { type AdminActionResult, resultFor } from "~/features/admin/action-result";
import { loadAdminList, readAdminAction } from "~/features/admin/admin-route.server";
import {
  ROLE_OPTIONS,
  SetRoleSchema,
  UserIntentSchema,
  listFilters,
} from "~/features/admin/admin-schema";
import { listClinicOptions } from "~/features/admin/clinics.server";
import {
  AdminList,
  ConfirmForm,
  FilterBar,
  FilterSelect,
  PageTitle,
  SearchField,
  formatDateTime,
} from "~/features/admin/components/admin-ui";
import { runIntent } from "~/features/admin/run-action.server";
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

const ROLE_LABELS = { patient: "Patient", clinic: "Clinic", admin: "Admin" } as const;

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

export async function action({ request }: Route.ActionArgs) {
  const { values, db, actor, back } = await readAdminAction(request);
  if (values.intent === "set-role")
    return runIntent(
      values,
      SetRoleSchema,
      (input) =>
        setUserRoleAsAdmin(db, actor, {
          userId: input.userId,
          role: input.role,
          clinicId: input.clinicId || null,
        }),
      () => redirectWithToast(back, { type: "success", title: "Role changed" }),
    );
  return runIntent(
    values,
    UserIntentSchema,
    ({ intent, userId }) =>
      intent === "disable"
        ? disableUser(db, actor, userId)
        : intent === "enable"
          ? enableUser(db, actor, userId)
          : endUserSessions(db, actor, userId),
    (_, { intent }) => {
      const title =
        intent === "disable"
          ? "Account disabled and signed out everywhere"
          : intent === "enable"
            ? "Account enabled"
            : "Sessions ended";
      return redirectWithToast(back, { type: "success", title });
    },
  );
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
        {(u) => {
          const r = resultFor(ad, u.id);
          const roleR = resultFor(ad, u.id, "set-role");
          const self = u.id === d.meId;
          return (
            <article aria-labelledby={`user-${u.id}`} data-testid="admin-user">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 id={`user-${u.id}`} className="break-words font-semibold text-slate-900">
                    {u.name} <span className="font-normal text-slate-600">· {u.email}</span>
                  </h2>
                  <p className="text-sm text-slate-600">
                    Joined {formatDateTime(u.createdAt)} · {u.sessions} active{" "}
                    {u.sessions === 1 ? "session" : "sessions"}
                    {u.clinicName ? ` · ${u.clinicName}` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Badge variant="primary">{ROLE_LABELS[u.role]}</Badge>
                  {u.twoFactorEnabled && <Badge variant="neutral">2FA on</Badge>}
                  {!u.emailVerified && <Badge variant="warning">Email not verified</Badge>}
                  {u.disabledAt && (
                    <Badge variant="danger">Disabled {formatDateTime(u.disabledAt)}</Badge>
                  )}
                  {self && <Badge variant="neutral">You</Badge>}
                </div>
              </div>
              {r?.formError && (
                <Notice tone="error" className="mt-3">
                  {r.formError}
                </Notice>
              )}
              {!self && (
                <div className="mt-4 grid gap-4 border-t border-slate-100 pt-4 lg:grid-cols-[1fr_auto]">
                  <ConfirmForm
                    method="post"
                    className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
                    aria-label={`Change the role of ${u.email}`}
                    question={`Change the role of ${u.email}? What they can see changes at once.`}
                    confirmLabel="Change role"
                  >
                    <input type="hidden" name="intent" value="set-role" />
                    <input type="hidden" name="userId" value={u.id} />
                    <SelectField
                      id={`role-${u.id}`}
                      label="Role"
                      error={roleR?.fieldErrors?.role}
                      name="role"
                      defaultValue={roleR?.values?.role ?? u.role}
                    >
                      {ROLE_OPTIONS.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </SelectField>
                    <SelectField
                      id={`clinic-${u.id}`}
                      label="Clinic (for clinic users)"
                      error={roleR?.fieldErrors?.clinicId}
                      name="clinicId"
                      defaultValue={roleR?.values?.clinicId ?? u.clinicId ?? ""}
                    >
                      <option value="">No clinic</option>
                      {d.clinics.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </SelectField>
                    <SubmitButton intent="set-role" variant="outline" pendingLabel="Saving…">
                      Change role
                    </SubmitButton>
                  </ConfirmForm>
                  <div className="flex flex-wrap items-end gap-2">
                    <ConfirmForm
                      method="post"
                      question={`End every session of ${u.email}? They are signed out on all devices.`}
                      confirmLabel="End sessions"
                    >
                      <input type="hidden" name="userId" value={u.id} />
                      <SubmitButton
                        intent="end-sessions"
                        variant="outline"
                        aria-label={`End sessions of ${u.email}`}
                      >
                        End sessions
                      </SubmitButton>
                    </ConfirmForm>
                    {u.disabledAt ? (
                      <Form method="post">
                        <input type="hidden" name="userId" value={u.id} />
                        <SubmitButton
                          intent="enable"
                          variant="outline"
                          aria-label={`Enable ${u.email}`}
                        >
                          Enable
                        </SubmitButton>
                      </Form>
                    ) : (
                      <ConfirmForm
                        method="post"
                        question={`Disable ${u.email}? They are signed out everywhere and cannot sign in until enabled again.`}
                        confirmLabel="Disable account"
                      >
                        <input type="hidden" name="userId" value={u.id} />
                        <SubmitButton
                          intent="disable"
                          variant="destructive"
                          aria-label={`Disable ${u.email}`}
                        >
                          Disable
                        </SubmitButton>
                      </ConfirmForm>
                    )}
                  </div>
                </div>
              )}
            </article>
          );
        }}
      </AdminList>
    </>
  );
}
