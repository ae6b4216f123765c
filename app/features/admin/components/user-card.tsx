import { Form } from "react-router";
import { SelectField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { type AdminActionResult, resultFor } from "../action-result";
import { ROLE_OPTIONS } from "../admin-schema";
import type { ClinicOption } from "../clinics.server";
import type { UserRow } from "../users.server";
import { ConfirmForm, formatDateTime } from "./admin-ui";

const ROLE_LABELS = { patient: "Patient", clinic: "Clinic", admin: "Admin" } as const;

/** A user row as the page's loader sends it (dates as ISO strings). */
export type UserCardRow = Omit<UserRow, "createdAt" | "disabledAt"> & {
  createdAt: string;
  disabledAt: string | null;
};

/**
 * One account: its role, state and sessions, and (not for your own) the forms that change
 * its role, end its sessions, and disable or enable it.
 */
export function UserCard({
  u,
  clinics,
  meId,
  ad,
}: {
  u: UserCardRow;
  clinics: ClinicOption[];
  meId: string;
  ad: AdminActionResult | undefined;
}) {
  const r = resultFor(ad, u.id);
  const roleR = resultFor(ad, u.id, "set-role");
  const self = u.id === meId;
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
          {u.disabledAt && <Badge variant="danger">Disabled {formatDateTime(u.disabledAt)}</Badge>}
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
              {clinics.map((c) => (
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
}
