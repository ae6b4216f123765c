import { Form } from "react-router";
import { SelectField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { fillText } from "~/i18n/fill-text";
import type { MessageId } from "~/i18n/message-ids";
import { useText } from "~/i18n/text";
import { type AdminActionResult, resultFor } from "../action-result";
import { ROLE_OPTIONS } from "../admin-schema";
import type { ClinicOption } from "../clinics.server";
import type { UserRow } from "../users.server";
import { ConfirmForm, formatDateTime, useIntlTag } from "./admin-ui";

const ROLE_LABELS: Record<(typeof ROLE_OPTIONS)[number], MessageId> = {
  patient: /*i18n*/ "admin.user.role.patient",
  clinic: /*i18n*/ "admin.user.role.clinic",
  admin: /*i18n*/ "admin.user.role.admin",
};

/** A user row as the page's loader sends it (dates as ISO strings). */
export type UserCardRow = Omit<UserRow, "createdAt" | "disabledAt"> & {
  createdAt: string;
  disabledAt: string | null;
  /** "2 active sessions", in the admin's language (the loader's). */
  sessionsText?: string;
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
  const t = useText();
  const intl = useIntlTag();
  const email = { email: u.email };
  return (
    <article aria-labelledby={`user-${u.id}`} data-testid="admin-user">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`user-${u.id}`} className="break-words font-semibold text-slate-900">
            {u.name}{" "}
            <span className="font-normal text-slate-600">
              · <bdi dir="ltr">{u.email}</bdi>
            </span>
          </h2>
          <p className="text-sm text-slate-600">
            {fillText(t("admin.user.joined"), { date: formatDateTime(u.createdAt, intl) })} ·{" "}
            {u.sessionsText ?? `${u.sessions} active ${u.sessions === 1 ? "session" : "sessions"}`}
            {u.clinicName ? ` · ${u.clinicName}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="primary">{t(ROLE_LABELS[u.role])}</Badge>
          {u.twoFactorEnabled && <Badge variant="neutral">{t("admin.user.two-factor")}</Badge>}
          {!u.emailVerified && <Badge variant="warning">{t("admin.user.unverified")}</Badge>}
          {u.disabledAt && (
            <Badge variant="danger">
              {fillText(t("admin.user.disabled-on"), {
                date: formatDateTime(u.disabledAt, intl),
              })}
            </Badge>
          )}
          {self && <Badge variant="neutral">{t("admin.user.you")}</Badge>}
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
            aria-label={fillText(t("admin.user.role-label"), email)}
            question={fillText(t("admin.user.role-question"), email)}
            confirmLabel={t("admin.user.change-role")}
            confirmKey={`set-role:${u.id}`}
          >
            <input type="hidden" name="intent" value="set-role" />
            <input type="hidden" name="userId" value={u.id} />
            <SelectField
              id={`role-${u.id}`}
              label={t("admin.user.role")}
              error={roleR?.fieldErrors?.role}
              name="role"
              defaultValue={roleR?.values?.role ?? u.role}
            >
              {ROLE_OPTIONS.map((role) => (
                <option key={role} value={role}>
                  {t(ROLE_LABELS[role])}
                </option>
              ))}
            </SelectField>
            <SelectField
              id={`clinic-${u.id}`}
              label={t("admin.user.clinic")}
              error={roleR?.fieldErrors?.clinicId}
              name="clinicId"
              defaultValue={roleR?.values?.clinicId ?? u.clinicId ?? ""}
            >
              <option value="">{t("admin.user.no-clinic")}</option>
              {clinics.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <SubmitButton intent="set-role" variant="outline" pendingLabel={t("admin.ui.saving")}>
              {t("admin.user.change-role")}
            </SubmitButton>
          </ConfirmForm>
          <div className="flex flex-wrap items-end gap-2">
            <ConfirmForm
              method="post"
              question={fillText(t("admin.user.end-question"), email)}
              confirmLabel={t("admin.user.end")}
              confirmKey={`end-sessions:${u.id}`}
            >
              <input type="hidden" name="userId" value={u.id} />
              <SubmitButton
                intent="end-sessions"
                variant="outline"
                aria-label={fillText(t("admin.user.end-label"), email)}
              >
                {t("admin.user.end")}
              </SubmitButton>
            </ConfirmForm>
            {u.disabledAt ? (
              <Form method="post">
                <input type="hidden" name="userId" value={u.id} />
                <SubmitButton
                  intent="enable"
                  variant="outline"
                  aria-label={fillText(t("admin.user.enable-label"), email)}
                >
                  {t("admin.user.enable")}
                </SubmitButton>
              </Form>
            ) : (
              <ConfirmForm
                method="post"
                question={fillText(t("admin.user.disable-question"), email)}
                confirmLabel={t("admin.user.disable-confirm")}
                confirmKey={`disable:${u.id}`}
              >
                <input type="hidden" name="userId" value={u.id} />
                <SubmitButton
                  intent="disable"
                  variant="destructive"
                  aria-label={fillText(t("admin.user.disable-label"), email)}
                >
                  {t("admin.user.disable")}
                </SubmitButton>
              </ConfirmForm>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
