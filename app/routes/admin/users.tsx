import "~/utils/zod-config";
import { Users } from "lucide-react";
import { Form, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/users";
import { Badge } from "~/components/ui/badge";
import { getDb } from "~/db/client.server";
import { EmptyState } from "~/features/accounts/components/dashboard-shell";
import {
  Field,
  Notice,
  SubmitButton,
  describedBy,
  inputClass,
  selectClass,
} from "~/features/accounts/components/form-fields";
import { type AdminActionResult, resultFor } from "~/features/admin/action-result";
import {
  NO_STORE,
  actorOf,
  formObject,
  pageCount,
  requireAdminAction,
} from "~/features/admin/admin.server";
import { PageSchema, ROLE_OPTIONS, SetRoleSchema, UserIntentSchema } from "~/features/admin/admin-schema";
import { listClinicOptions } from "~/features/admin/clinics.server";
import {
  Card,
  ConfirmForm,
  FilterBar,
  PageTitle,
  Pagination,
  formatDateTime,
} from "~/features/admin/components/admin-ui";
import { parseOr400, runAdmin } from "~/features/admin/run-action.server";
import {
  USERS_PAGE_SIZE,
  USER_FILTERS,
  disableUser,
  enableUser,
  endUserSessions,
  listUsers,
  setUserRoleAsAdmin,
} from "~/features/admin/users.server";
import { requireAdmin } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";

const Filters = z.object({
  filter: z.enum(USER_FILTERS).catch("all"),
  q: z.string().trim().max(200).catch(""),
  page: PageSchema,
});

const ROLE_LABELS = { patient: "Patient", clinic: "Clinic", admin: "Admin" } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const f = Filters.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = await getDb();
  const [list, clinics] = await Promise.all([listUsers(db, f), listClinicOptions(db)]);
  return data(
    {
      ...list,
      rows: list.rows.map((u) => ({
        ...u,
        createdAt: u.createdAt.toISOString(),
        disabledAt: u.disabledAt?.toISOString() ?? null,
      })),
      clinics,
      meId: me.id,
      filters: f,
      pages: pageCount(list.total, USERS_PAGE_SIZE),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { user, form } = await requireAdminAction(request);
  const values = formObject(form);
  const db = await getDb();
  const back = new URL(request.url);
  const to = `${back.pathname}${back.search}`;
  const actor = actorOf(user);
  if (values.intent === "set-role") {
    const p = parseOr400(SetRoleSchema, values);
    if (!p.ok) return p.response;
    const r = await runAdmin(values, () =>
      setUserRoleAsAdmin(db, actor, {
        userId: p.data.userId,
        role: p.data.role,
        clinicId: p.data.clinicId || null,
      }),
    );
    if (!r.ok) return r.response;
    return redirectWithToast(to, { type: "success", title: "Role changed" });
  }
  const p = parseOr400(UserIntentSchema, values);
  if (!p.ok) return p.response;
  const { intent, userId } = p.data;
  const r = await runAdmin(values, () =>
    intent === "disable"
      ? disableUser(db, actor, userId)
      : intent === "enable"
        ? enableUser(db, actor, userId)
        : endUserSessions(db, actor, userId),
  );
  if (!r.ok) return r.response;
  const title =
    intent === "disable"
      ? "Account disabled and signed out everywhere"
      : intent === "enable"
        ? "Account enabled"
        : "Sessions ended";
  return redirectWithToast(to, { type: "success", title });
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
        <div>
          <label htmlFor="filter" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Show
          </label>
          <select id="filter" name="filter" defaultValue={d.filters.filter} className={selectClass}>
            <option value="all">All users</option>
            <option value="patient">Patients</option>
            <option value="clinic">Clinic users</option>
            <option value="admin">Admins</option>
            <option value="disabled">Disabled</option>
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="q" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Search
          </label>
          <input id="q" name="q" type="search" defaultValue={d.filters.q} placeholder="Email or name" className={inputClass} />
        </div>
      </FilterBar>
      {d.rows.length === 0 ? (
        <EmptyState icon={Users} title="No users found" text="Nothing matches these filters." />
      ) : (
        <ul className="space-y-3" aria-label="Users">
          {d.rows.map((u) => {
            const r = resultFor(ad, u.id);
            const roleR = resultFor(ad, u.id, "set-role");
            const self = u.id === d.meId;
            return (
              <li key={u.id}>
                <Card>
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
                        {u.disabledAt && <Badge variant="danger">Disabled {formatDateTime(u.disabledAt)}</Badge>}
                        {self && <Badge variant="neutral">You</Badge>}
                      </div>
                    </div>
                    {r?.formError && <Notice tone="error" className="mt-3">{r.formError}</Notice>}
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
                          <Field id={`role-${u.id}`} label="Role" error={roleR?.fieldErrors?.role}>
                            <select
                              id={`role-${u.id}`}
                              name="role"
                              defaultValue={roleR?.values?.role ?? u.role}
                              className={selectClass}
                              {...describedBy(`role-${u.id}`, roleR?.fieldErrors?.role)}
                            >
                              {ROLE_OPTIONS.map((role) => (
                                <option key={role} value={role}>
                                  {ROLE_LABELS[role]}
                                </option>
                              ))}
                            </select>
                          </Field>
                          <Field id={`clinic-${u.id}`} label="Clinic (for clinic users)" error={roleR?.fieldErrors?.clinicId}>
                            <select
                              id={`clinic-${u.id}`}
                              name="clinicId"
                              defaultValue={roleR?.values?.clinicId ?? u.clinicId ?? ""}
                              className={selectClass}
                              {...describedBy(`clinic-${u.id}`, roleR?.fieldErrors?.clinicId)}
                            >
                              <option value="">No clinic</option>
                              {d.clinics.map((c) => (
                                <option key={c.id} value={c.id}>
                                  {c.name}
                                </option>
                              ))}
                            </select>
                          </Field>
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
                            <SubmitButton intent="end-sessions" variant="outline" aria-label={`End sessions of ${u.email}`}>
                              End sessions
                            </SubmitButton>
                          </ConfirmForm>
                          {u.disabledAt ? (
                            <Form method="post">
                              <input type="hidden" name="userId" value={u.id} />
                              <SubmitButton intent="enable" variant="outline" aria-label={`Enable ${u.email}`}>
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
                              <SubmitButton intent="disable" variant="destructive" aria-label={`Disable ${u.email}`}>
                                Disable
                              </SubmitButton>
                            </ConfirmForm>
                          )}
                        </div>
                      </div>
                    )}
                  </article>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={d.filters.page} pages={d.pages} total={d.total} />
    </>
  );
}
