import { Form, data } from "react-router";
import type { Route } from "./+types/rates";
import { getDb } from "~/db/client.server";
import { Field, Notice, SubmitButton, describedBy, inputClass } from "~/features/accounts/components/form-fields";
import type { AdminActionResult } from "~/features/admin/action-result";
import { NO_STORE } from "~/features/admin/admin.server";
import { readAdminAction } from "~/features/admin/admin-route.server";
import { RatesSchema } from "~/features/admin/admin-schema";
import { Card, PageTitle, formatDateTime } from "~/features/admin/components/admin-ui";
import { listRates, updateRates } from "~/features/admin/rates.server";
import { parseOr400 } from "~/features/admin/run-action.server";
import { requireAdmin } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ rates: await listRates(await getDb()) }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  const { values, db, actor } = await readAdminAction(request);
  const p = parseOr400(RatesSchema, values);
  if (!p.ok) return p.response;
  await updateRates(db, actor, p.data);
  return redirectWithToast("/admin/rates", {
    type: "success",
    title: "Exchange rates saved",
    description: "Prices in EUR and GBP follow from the next page load.",
  });
}

export default function AdminRates({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  const err = ad?.fieldErrors ?? {};
  return (
    <>
      <PageTitle title="Exchange rates">
        Prices are stored in their clinic&rsquo;s currency and shown in the visitor&rsquo;s
        choice (USD, EUR or GBP) with these rates. A rate is how many units of the currency one US
        dollar buys.
      </PageTitle>
      <Card>
        <Form method="post" className="space-y-5" aria-label="Exchange rates" noValidate={false}>
          {ad?.formError && <Notice tone="error">{ad.formError}</Notice>}
          <p className="text-sm text-slate-700">USD is the base: 1 USD = 1 USD.</p>
          <div className="grid gap-5 sm:grid-cols-2">
            {d.rates.map((r) => (
              <Field
                key={r.code}
                id={`rate-${r.code}`}
                label={`${r.code} per 1 USD`}
                required
                error={err[r.code]}
                hint={r.updatedAt ? `Last changed ${formatDateTime(r.updatedAt)}` : "Not set yet: the default is used."}
              >
                <input
                  id={`rate-${r.code}`}
                  name={r.code}
                  inputMode="decimal"
                  required
                  pattern="\d{1,6}(\.\d{1,6})?"
                  defaultValue={ad?.values?.[r.code] ?? String(r.rate)}
                  className={inputClass}
                  {...describedBy(`rate-${r.code}`, err[r.code], true)}
                />
              </Field>
            ))}
          </div>
          <SubmitButton pendingLabel="Saving…">Save rates</SubmitButton>
        </Form>
      </Card>
    </>
  );
}
