import "~/utils/zod-config";
import { Banknote } from "lucide-react";
import { Form, data } from "react-router";
import { z } from "zod";
import { EmptyState } from "~/components/layout/panel";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/client.server";
import type { AdminActionResult } from "~/features/admin/action-result";
import { adminIntent, handleAdminForm } from "~/features/admin/admin-route.server";
import { NO_STORE } from "~/features/admin/admin.server";
import { Card, PageTitle, formatDate, useIntlTag } from "~/features/admin/components/admin-ui";
import { listOpenMismatches, resolveMismatch } from "~/features/admin/payment-mismatches.server";
import { type MessageId, useText } from "~/i18n/text";
import { now } from "~/utils/clock.server";
import { requireAdmin } from "~/utils/permissions.server";
import { failure } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/payment-mismatches";

/**
 * What the nightly payment reconciliation found (decision 061): open mismatches between a
 * deposit and its ledger or the payment provider, newest first; "Mark resolved" closes one
 * (audit-logged). Administrators with two-factor only (requireAdmin, here and in the action).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listOpenMismatches(await getDb());
  return data(
    { rows: rows.map((r) => ({ ...r, detectedAt: r.detectedAt.toISOString() })) },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

const resolve = adminIntent({
  schema: z.object({ intent: z.literal("resolve"), id: z.uuid() }),
  run: async (input, { user }) => {
    const r = await resolveMismatch(user.db, user.actor, input.id, now());
    // Resolved by another admin meanwhile: said in the admin's language.
    return r.ok ? r : failure(r.status, user.i18n._("admin.mismatches.gone"));
  },
  done: (_, __, { user }) =>
    redirectWithToast(user.back, {
      type: "success",
      title: user.i18n._("admin.mismatches.resolved"),
    }),
});

export async function action({ request }: Route.ActionArgs) {
  return handleAdminForm(request, { resolve });
}

const KIND_TEXT: Record<string, MessageId> = {
  "ledger-refunded": /*i18n*/ "admin.mismatches.kind.ledger-refunded",
  "ledger-transferred": /*i18n*/ "admin.mismatches.kind.ledger-transferred",
  "ledger-commission": /*i18n*/ "admin.mismatches.kind.ledger-commission",
  "provider-unknown": /*i18n*/ "admin.mismatches.kind.provider-unknown",
  "provider-amount": /*i18n*/ "admin.mismatches.kind.provider-amount",
  "provider-state": /*i18n*/ "admin.mismatches.kind.provider-state",
  "provider-refunded": /*i18n*/ "admin.mismatches.kind.provider-refunded",
};

export default function AdminPaymentMismatches({
  loaderData: d,
  actionData,
}: Route.ComponentProps) {
  const t = useText();
  const intl = useIntlTag();
  const ad = actionData as AdminActionResult | undefined;
  return (
    <>
      <PageTitle title={t("admin.mismatches.title")}>{t("admin.mismatches.intro")}</PageTitle>
      {ad?.formError && (
        <p role="alert" className="mb-4 font-medium text-red-700">
          {ad.formError}
        </p>
      )}
      {d.rows.length === 0 ? (
        <EmptyState
          icon={Banknote}
          title={t("admin.mismatches.title")}
          text={t("admin.mismatches.empty")}
        />
      ) : (
        <Card padded={false}>
          <ul className="divide-y divide-slate-100" aria-label={t("admin.mismatches.title")}>
            {d.rows.map((r) => (
              <li
                key={r.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                data-testid="mismatch-item"
              >
                <div className="min-w-0 space-y-1 text-sm text-slate-700">
                  <p className="font-semibold text-slate-900">
                    {t(KIND_TEXT[r.kind] ?? /*i18n*/ "admin.mismatches.kind.other")}
                  </p>
                  <p>
                    {t("admin.mismatches.booking")}:{" "}
                    <bdi dir="ltr" className="font-medium">
                      {r.reference ?? "—"}
                    </bdi>
                    {r.clinicName && <> · {r.clinicName}</>}
                  </p>
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3">
                    <dt>{t("admin.mismatches.expected")}</dt>
                    <dd className="break-words font-mono" dir="ltr">
                      {r.expected}
                    </dd>
                    <dt>{t("admin.mismatches.found")}</dt>
                    <dd className="break-words font-mono" dir="ltr">
                      {r.found}
                    </dd>
                  </dl>
                  <p className="text-slate-600">
                    {t("admin.mismatches.detected")}:{" "}
                    <time dateTime={r.detectedAt}>{formatDate(r.detectedAt, intl)}</time>
                  </p>
                </div>
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="resolve" />
                  <input type="hidden" name="id" value={r.id} />
                  <Button type="submit" variant="outline">
                    {t("admin.mismatches.resolve")}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
