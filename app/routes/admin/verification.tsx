import { BadgeCheck, ExternalLink, FileText } from "lucide-react";
import { Form, data } from "react-router";
import { Field, inputClass, selectClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { type AdminActionResult, resultFor } from "~/features/admin/action-result";
import { adminIntent, handleAdminForm } from "~/features/admin/admin-route.server";
import { NO_STORE } from "~/features/admin/admin.server";
import { audit } from "~/features/admin/audit.server";
import {
  Card,
  PageTitle,
  formatDate,
  formatDateTime,
  useIntlTag,
} from "~/features/admin/components/admin-ui";
import {
  VERIFICATION_METHODS,
  VerificationSchema,
} from "~/features/credentials/credentials-schema";
import {
  listRecentVerifications,
  listVerificationQueue,
  recordVerification,
} from "~/features/credentials/credentials.server";
import { formatBytes } from "~/features/records/record-rules";
import { fillText } from "~/i18n/fill-text";
import type { MessageId } from "~/i18n/message-ids";
import { useText } from "~/i18n/text";
import { requireAdmin } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/verification";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [queue, recent] = await Promise.all([listVerificationQueue(), listRecentVerifications()]);
  return data(
    {
      queue,
      recent: recent.map((r) => ({ ...r, verifiedAt: r.verifiedAt?.toISOString() ?? null })),
    },
    { headers: NO_STORE },
  );
}

/** One check: outcome, method and note; who and when are the admin and now. Audit-logged. */
const verify = adminIntent({
  schema: VerificationSchema,
  run: (input, { user: { db, actor } }) =>
    db.transaction(async (tx) => {
      const done = await recordVerification(tx, actor.id, input);
      if (!done.ok) return done;
      await audit(tx, {
        actor,
        action: `verification.${input.outcome}`,
        targetType: done.value.targetType,
        targetId: input.id,
        before: done.value.before,
        after: done.value.after,
      });
      return done;
    }),
  done: (_v, input, { user }) =>
    redirectWithToast(user.back, {
      type: "success",
      title: user.i18n._(
        input.outcome === "verified"
          ? /*i18n*/ "admin.verification.toast.verified"
          : /*i18n*/ "admin.verification.toast.rejected",
      ),
    }),
});

export async function action({ request }: Route.ActionArgs) {
  return handleAdminForm(request, { verify }, { defaultIntent: "verify" });
}

const KIND_LABELS: Record<string, MessageId> = {
  health_tourism_authorisation: /*i18n*/ "admin.verification.kind.health_tourism_authorisation",
  clinic_licence: /*i18n*/ "admin.verification.kind.clinic_licence",
  accreditation: /*i18n*/ "admin.verification.kind.accreditation",
  insurance: /*i18n*/ "admin.verification.kind.insurance",
};

const METHOD_LABELS: Record<(typeof VERIFICATION_METHODS)[number], MessageId> = {
  "official register search": /*i18n*/ "admin.verification.method.register",
  "document inspection": /*i18n*/ "admin.verification.method.document",
  "confirmation from the issuer": /*i18n*/ "admin.verification.method.issuer",
};

export default function AdminVerification({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useText();
  const intl = useIntlTag();
  const ad = actionData as AdminActionResult | undefined;
  return (
    <>
      <PageTitle title={t("admin.verification.title")}>{t("admin.verification.intro")}</PageTitle>
      {d.queue.length === 0 ? (
        <Card className="mt-6">
          <p className="text-sm text-slate-700">{t("admin.verification.empty")}</p>
        </Card>
      ) : (
        <ul className="mt-6 space-y-4" aria-label={t("admin.verification.queue")}>
          {d.queue.map((item) => {
            const r = resultFor(ad, item.id);
            const f = (id: string) => `v-${item.id}-${id}`;
            return (
              <li key={`${item.subject}-${item.id}`}>
                <Card>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h2 className="font-semibold text-slate-900">{item.name}</h2>
                      <p className="text-sm text-slate-600">
                        {item.clinicName} ·{" "}
                        {item.subject === "doctor"
                          ? item.detail
                          : t(KIND_LABELS[item.detail] ?? "admin.verification.kind.clinic_licence")}
                      </p>
                    </div>
                    <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                      {item.status === "expired"
                        ? t("admin.verification.status.expired")
                        : t("admin.verification.status.unverified")}
                    </span>
                  </div>
                  <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="inline text-slate-600">{t("admin.verification.number")}: </dt>
                      <dd className="inline font-mono text-slate-900" dir="ltr">
                        {item.number ?? "—"}
                      </dd>
                    </div>
                    <div>
                      <dt className="inline text-slate-600">{t("admin.verification.issuer")}: </dt>
                      <dd className="inline text-slate-900">{item.issuer ?? "—"}</dd>
                    </div>
                    <div>
                      <dt className="inline text-slate-600">{t("admin.verification.expires")}: </dt>
                      <dd className="inline text-slate-900">
                        {item.expiresOn ? formatDate(item.expiresOn, intl) : "—"}
                      </dd>
                    </div>
                  </dl>
                  {item.registryUrl && (
                    <a
                      href={item.registryUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-800 underline underline-offset-4"
                    >
                      {t("admin.verification.register")}{" "}
                      <ExternalLink aria-hidden className="size-3.5" />
                    </a>
                  )}
                  <div className="mt-3">
                    <p className="text-sm font-medium text-slate-800">
                      {t("admin.verification.evidence")}
                    </p>
                    {item.files.length === 0 ? (
                      <p className="text-sm text-slate-600">
                        {t("admin.verification.no-evidence")}
                      </p>
                    ) : (
                      <ul className="mt-1 space-y-1 text-sm">
                        {item.files.map((file) => (
                          <li key={file.id} className="flex items-center gap-2">
                            <FileText aria-hidden className="size-4 shrink-0 text-slate-500" />
                            <a
                              href={`/api/credential-documents/${file.id}`}
                              className="min-w-0 break-all text-primary-800 underline underline-offset-4"
                            >
                              <bdi>{file.fileName}</bdi>
                            </a>
                            <span className="text-slate-600">
                              ({file.fileType.toUpperCase()}, {formatBytes(file.byteSize, intl)})
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <Form
                    method="post"
                    className="mt-4 grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-2"
                    aria-label={fillText(t("admin.verification.form"), { name: item.name })}
                  >
                    <input type="hidden" name="intent" value="verify" />
                    <input type="hidden" name="subject" value={item.subject} />
                    <input type="hidden" name="id" value={item.id} />
                    {r?.formError && (
                      <Notice tone="error" className="sm:col-span-2">
                        {r.formError}
                      </Notice>
                    )}
                    <Field
                      id={f("outcome")}
                      label={t("admin.verification.outcome")}
                      required
                      error={r?.fieldErrors?.outcome}
                    >
                      <select
                        id={f("outcome")}
                        name="outcome"
                        className={selectClass}
                        defaultValue={r?.values?.outcome ?? "verified"}
                      >
                        <option value="verified">{t("admin.verification.outcome.verified")}</option>
                        <option value="rejected">{t("admin.verification.outcome.rejected")}</option>
                      </select>
                    </Field>
                    <Field
                      id={f("method")}
                      label={t("admin.verification.method")}
                      required
                      error={r?.fieldErrors?.method}
                    >
                      <select
                        id={f("method")}
                        name="method"
                        className={selectClass}
                        defaultValue={r?.values?.method ?? VERIFICATION_METHODS[0]}
                      >
                        {VERIFICATION_METHODS.map((m) => (
                          <option key={m} value={m}>
                            {t(METHOD_LABELS[m])}
                          </option>
                        ))}
                      </select>
                    </Field>
                    <Field
                      id={f("note")}
                      label={t("admin.verification.note")}
                      optional
                      error={r?.fieldErrors?.note}
                      className="sm:col-span-2"
                    >
                      <textarea
                        id={f("note")}
                        name="note"
                        rows={2}
                        className={inputClass}
                        defaultValue={r?.values?.note ?? ""}
                      />
                    </Field>
                    <div className="sm:col-span-2">
                      <SubmitButton intent="verify" pendingLabel={t("admin.ui.saving")}>
                        <BadgeCheck aria-hidden /> {t("admin.verification.record")}
                      </SubmitButton>
                    </div>
                  </Form>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <h2 className="mt-10 text-lg font-semibold text-slate-900">
        {t("admin.verification.recent")}
      </h2>
      {d.recent.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("admin.verification.recent-empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg bg-white text-sm ring-1 ring-slate-200">
          {d.recent.map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-2 p-3">
              <span>
                <span className="font-medium text-slate-900">{r.name}</span> · {r.clinicName}
              </span>
              <span className="text-slate-600">
                {r.status === "verified"
                  ? t("admin.verification.outcome.verified")
                  : t("admin.verification.outcome.rejected")}{" "}
                · {formatDateTime(r.verifiedAt, intl)} · {r.by ?? "CareAtlas"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
