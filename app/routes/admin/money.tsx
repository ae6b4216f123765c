import "~/utils/zod-config";
import { Wallet } from "lucide-react";
import { useSearchParams } from "react-router";
import { inputClass } from "~/components/forms/field";
import { buttonVariants } from "~/components/ui/button";
import type { MovementKind } from "~/db/schema";
import { loadAdminList } from "~/features/admin/admin-route.server";
import { MoneyFilterSchema } from "~/features/admin/admin-schema";
import {
  AdminList,
  FilterBar,
  FilterSelect,
  PageTitle,
  formatDateTime,
  useIntlTag,
} from "~/features/admin/components/admin-ui";
import {
  MONEY_PAGE_SIZE,
  listAllMovements,
  listMovementClinics,
} from "~/features/bookings/money.server";
import type { MessageId } from "~/i18n/message-ids";
import { useText } from "~/i18n/text";
import { formatMoney } from "~/utils/money";
import type { Route } from "./+types/money";

const KIND_TEXT: Record<MovementKind, MessageId> = {
  hold: /*i18n*/ "admin.money.kind.hold",
  capture: /*i18n*/ "admin.money.kind.capture",
  commission: /*i18n*/ "admin.money.kind.commission",
  transfer: /*i18n*/ "admin.money.kind.transfer",
  transfer_reversal: /*i18n*/ "admin.money.kind.transfer_reversal",
  void: /*i18n*/ "admin.money.kind.void",
  refund: /*i18n*/ "admin.money.kind.refund",
};

/**
 * Every money movement (decision 060): totals by kind over the filters, the movements newest
 * first, a CSV of the same. Administrators with two-factor only (loadAdminList checks).
 */
/** The totals' order: money in, what went where, money back. */
const KINDS = Object.keys(KIND_TEXT) as MovementKind[];

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: MoneyFilterSchema, pageSize: MONEY_PAGE_SIZE },
    async ({ db, filters }) => {
      const [list, clinics] = await Promise.all([
        listAllMovements(db, {
          clinicId: filters.clinic || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          page: filters.page,
        }),
        listMovementClinics(db),
      ]);
      return {
        rows: list.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total: list.total,
        totals: list.totals,
        clinics,
      };
    },
  );
}

export default function AdminMoney({ loaderData: d }: Route.ComponentProps) {
  const t = useText();
  const intl = useIntlTag();
  const [params] = useSearchParams();
  const usd = (minor: number) => formatMoney(minor / 100, "USD", intl);
  const csv = new URLSearchParams(params);
  csv.delete("page");
  const csvHref = `/admin/money.csv${csv.size ? `?${csv.toString()}` : ""}`;
  return (
    <>
      <PageTitle title={t("admin.money.title")}>{t("admin.money.intro")}</PageTitle>
      <section aria-labelledby="money-totals-title" className="mb-6">
        <h2 id="money-totals-title" className="sr-only">
          {t("admin.money.totals")}
        </h2>
        <dl
          className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
          data-testid="money-totals"
        >
          {KINDS.map((k) => (
            <div
              key={k}
              className="rounded-xl border border-slate-200 bg-white p-3"
              data-testid={`money-total-${k}`}
            >
              <dt className="text-sm text-slate-600">{t(KIND_TEXT[k])}</dt>
              <dd dir="ltr" className="mt-1 text-lg font-bold tabular-nums text-slate-900">
                {usd(d.totals[k])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <FilterBar>
          <FilterSelect id="clinic" label={t("admin.money.clinic")} defaultValue={d.filters.clinic}>
            <option value="">{t("admin.money.all-clinics")}</option>
            {d.clinics.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </FilterSelect>
          <DayField id="from" label={t("admin.money.from")} value={d.filters.from} />
          <DayField id="to" label={t("admin.money.to")} value={d.filters.to} />
        </FilterBar>
        <a href={csvHref} download className={buttonVariants({ variant: "outline" })}>
          {t("admin.money.csv")}
        </a>
      </div>
      <AdminList
        list={d}
        label={t("admin.money.list")}
        ordered
        className="space-y-2"
        empty={{
          icon: Wallet,
          title: t("admin.money.empty.title"),
          text: t("admin.money.empty.text"),
        }}
      >
        {(r) => (
          <article data-testid="money-movement" data-kind={r.kind}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold text-slate-900">
                {t(KIND_TEXT[r.kind])}{" "}
                <span dir="ltr" className="font-mono text-sm font-normal text-slate-700">
                  {r.reference ?? "—"}
                </span>
              </h2>
              <span dir="ltr" className="font-semibold tabular-nums text-slate-900">
                {usd(r.amountUsdMinor)}
              </span>
            </div>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, intl)}</time>
              <span>{r.clinicName ?? "—"}</span>
              <span>
                {t("admin.money.reason")}{" "}
                <code dir="ltr" className="text-xs">
                  {r.reason}
                </code>
              </span>
              <span dir="ltr" className="break-all text-xs text-slate-600">
                {r.provider}
                {r.providerRef ? ` ${r.providerRef}` : ""}
              </span>
            </p>
          </article>
        )}
      </AdminList>
    </>
  );
}

function DayField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input id={id} name={id} type="date" defaultValue={value} className={inputClass} />
    </div>
  );
}
