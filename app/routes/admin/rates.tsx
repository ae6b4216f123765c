import { Form, data } from "react-router";
import { Field, describedBy, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { getDb } from "~/db/client.server";
import type { AdminActionResult } from "~/features/admin/action-result";
import { readAdminAction } from "~/features/admin/admin-route.server";
import { RATE_BOUNDS, RatesSchema } from "~/features/admin/admin-schema";
import { NO_STORE } from "~/features/admin/admin.server";
import { Card, PageTitle, formatDateTime } from "~/features/admin/components/admin-ui";
import {
  type RateChange,
  RatesNeedConfirmation,
  listRates,
  updateRates,
} from "~/features/admin/rates.server";
import { parseOr400 } from "~/features/admin/run-action.server";
import { requireAdmin } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/rates";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ rates: await listRates(await getDb()) }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  const { values, db, actor } = await readAdminAction(request);
  const p = parseOr400(RatesSchema, values);
  if (!p.ok) return p.response;
  const { confirm, ...rates } = p.data;
  try {
    await updateRates(db, actor, rates, confirm);
  } catch (e) {
    // A change of more than 20 %: nothing saved; the page shows its effect and asks again.
    if (e instanceof RatesNeedConfirmation)
      return data<RatesActionResult>(
        { values, confirm: { token: e.token, changes: e.changes } },
        { status: 409, headers: NO_STORE },
      );
    throw e;
  }
  return redirectWithToast("/admin/rates", {
    type: "success",
    title: "Exchange rates saved",
    description: "Prices in EUR and GBP follow from the next page load.",
  });
}

type RatesActionResult = AdminActionResult & { confirm?: { token: string; changes: RateChange[] } };

export default function AdminRates({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as RatesActionResult | undefined;
  const confirm = ad?.confirm;
  const err = ad?.fieldErrors ?? {};
  return (
    <>
      <PageTitle title="Exchange rates">
        Prices are stored in their clinic&rsquo;s currency and shown in the visitor&rsquo;s choice
        (USD, EUR or GBP) with these rates. A rate is how many units of the currency one US dollar
        buys.
      </PageTitle>
      <Card>
        <Form
          method="post"
          className="space-y-5"
          aria-label="Exchange rates"
          noValidate={false}
          key={confirm?.token ?? "rates"}
        >
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
                hint={`${r.updatedAt ? `Last changed ${formatDateTime(r.updatedAt)}.` : "Not set yet: the default is used."} Now ${r.rate}; allowed ${RATE_BOUNDS[r.code].min} to ${RATE_BOUNDS[r.code].max}.`}
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
          {confirm ? (
            <div
              role="alert"
              className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            >
              <p className="font-semibold">
                {confirm.changes.length === 1 ? "This rate changes" : "These rates change"} by more
                than 20 %. Check before saving:
              </p>
              <ul className="list-disc space-y-1 pl-5">
                {confirm.changes.map((c) => (
                  <li key={c.code}>
                    {c.code}: {c.from} → {c.to}. {c.sample}
                  </li>
                ))}
              </ul>
              <input type="hidden" name="confirm" value={confirm.token} />
              <div className="flex flex-wrap gap-3">
                <SubmitButton pendingLabel="Saving…">Yes, save these rates</SubmitButton>
                <a
                  href="/admin/rates"
                  className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-primary-800 hover:underline"
                >
                  Cancel
                </a>
              </div>
            </div>
          ) : (
            <SubmitButton pendingLabel="Saving…">Save rates</SubmitButton>
          )}
        </Form>
      </Card>
    </>
  );
}
