import { Form } from "react-router";
import { useNumberLocale } from "~/components/currency-context";
import { Field, describedBy, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";
import { numberFormat } from "~/utils/intl-cache";
import type { AdminActionResult } from "../action-result";
import { RATE_BOUNDS } from "../admin-schema";
import type { RateChange, StoredRate } from "../rates.server";
import { Card, formatDateTime, useIntlTag } from "./admin-ui";

/** What the rates form gets back: errors beside the rates, or the changes to confirm. */
export type RatesActionResult = AdminActionResult & {
  confirm?: { token: string; changes: RateChange[] };
};

/** A rate as it is typed back into the field: no grouping, up to six decimals. */
const AS_TYPED = { useGrouping: false, maximumFractionDigits: 6 } as const;

/**
 * The exchange rates form. A change of more than 20 % comes back with its effect on a sample
 * price and a second submit that confirms exactly those values.
 */
export function RatesForm({
  rates,
  ad,
}: {
  rates: StoredRate[];
  ad: RatesActionResult | undefined;
}) {
  const confirm = ad?.confirm;
  const err = ad?.fieldErrors ?? {};
  const t = useText();
  const intl = useIntlTag();
  // A stored rate as the page's language writes it ("0,92" in German), read back by the schema.
  const numberLocale = useNumberLocale();
  const written = (rate: number) => numberFormat(numberLocale ?? "en-US", AS_TYPED).format(rate);
  return (
    <Card>
      <Form
        method="post"
        className="space-y-5"
        aria-label={t("admin.rates.title")}
        noValidate={false}
        key={confirm?.token ?? "rates"}
      >
        {ad?.formError && <Notice tone="error">{ad.formError}</Notice>}
        <p className="text-sm text-slate-700">{t("admin.rates.base")}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          {rates.map((r) => (
            <Field
              key={r.code}
              id={`rate-${r.code}`}
              label={fillText(t("admin.rates.per-usd"), { code: r.code })}
              required
              error={err[r.code]}
              hint={`${
                r.updatedAt
                  ? fillText(t("admin.rates.last-changed"), {
                      date: formatDateTime(r.updatedAt, intl),
                    })
                  : t("admin.rates.not-set")
              } ${fillText(t("admin.rates.now"), {
                rate: written(r.rate),
                min: written(RATE_BOUNDS[r.code].min),
                max: written(RATE_BOUNDS[r.code].max),
              })}`}
            >
              <input
                id={`rate-${r.code}`}
                name={r.code}
                inputMode="decimal"
                required
                pattern="\d{1,6}([.,]\d{1,6})?"
                defaultValue={ad?.values?.[r.code] ?? written(r.rate)}
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
              {confirm.changes.length === 1
                ? t("admin.rates.change-one")
                : t("admin.rates.change-other")}
            </p>
            <ul className="list-disc space-y-1 ps-5">
              {confirm.changes.map((c) => (
                <li key={c.code}>
                  <bdi dir="ltr">
                    {c.code}: {c.from} → {c.to}.
                  </bdi>{" "}
                  {c.sample}
                </li>
              ))}
            </ul>
            <input type="hidden" name="confirm" value={confirm.token} />
            <div className="flex flex-wrap gap-3">
              <SubmitButton pendingLabel={t("admin.ui.saving")}>
                {t("admin.rates.confirm")}
              </SubmitButton>
              <a
                href="/admin/rates"
                className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-primary-800 hover:underline"
              >
                {t("admin.ui.cancel")}
              </a>
            </div>
          </div>
        ) : (
          <SubmitButton pendingLabel={t("admin.ui.saving")}>{t("admin.rates.save")}</SubmitButton>
        )}
      </Form>
    </Card>
  );
}
