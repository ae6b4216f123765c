import { Wallet } from "lucide-react";
import { Link, data } from "react-router";
import { EmptyState, Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { getDb } from "~/db/client.server";
import type { MovementKind } from "~/db/schema";
import { getClinicMoney } from "~/features/bookings/money.server";
import { localeInfo } from "~/i18n/config";
import type { MessageId } from "~/i18n/message-ids";
import { accountPageI18n } from "~/i18n/page.server";
import { useText } from "~/i18n/text";
import { COMMISSION_PERCENT } from "~/services/payments/ledger.server";
import { usdText } from "~/utils/cancellation-text.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import type { Route } from "./+types/money";

/** At most this many movements on the page (newest first). */
const MOVEMENTS_SHOWN = 200;

const KIND_TEXT: Record<MovementKind, MessageId> = {
  hold: /*i18n*/ "clinic-money.kind.hold",
  capture: /*i18n*/ "clinic-money.kind.capture",
  commission: /*i18n*/ "clinic-money.kind.commission",
  transfer: /*i18n*/ "clinic-money.kind.transfer",
  transfer_reversal: /*i18n*/ "clinic-money.kind.transfer_reversal",
  void: /*i18n*/ "clinic-money.kind.void",
  refund: /*i18n*/ "clinic-money.kind.refund",
};

/**
 * The clinic's money (decision 060): deposits held for it, released, transferred, CareAtlas's
 * commission and refunds, and each movement. Clinic users only, their own clinic's rows only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "money", ["clinic"]);
  const clinicId = requireClinicId(user);
  const { locale, i18n, text } = await accountPageI18n(request, ["clinic-money."]);
  const money = await getClinicMoney(await getDb(), clinicId, { limit: MOVEMENTS_SHOWN });
  const usd = (minor: number) => usdText(locale, minor);
  const date = new Intl.DateTimeFormat(localeInfo(locale).intl, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const { totals } = money;
  const stats = [
    { id: "held", label: i18n._("clinic-money.held"), value: usd(totals.heldUsdMinor) },
    { id: "released", label: i18n._("clinic-money.released"), value: usd(totals.releasedUsdMinor) },
    {
      id: "transferred",
      label: i18n._("clinic-money.transferred"),
      value: usd(totals.transferredUsdMinor),
    },
    {
      id: "commission",
      label: i18n._("clinic-money.commission"),
      value: usd(totals.commissionUsdMinor),
      note: i18n._("clinic-money.commission-note", { percent: COMMISSION_PERCENT }),
    },
    {
      id: "awaiting",
      label: i18n._("clinic-money.awaiting"),
      value: usd(totals.awaitingPayoutUsdMinor),
    },
    { id: "refunded", label: i18n._("clinic-money.refunded"), value: usd(totals.refundedUsdMinor) },
  ];
  return data(
    {
      locale,
      text,
      stats,
      stripeConnected: money.stripeConnected,
      commissionText: i18n._("clinic-money.commission-rule", { percent: COMMISSION_PERCENT }),
      limitText:
        money.movements.length >= MOVEMENTS_SHOWN
          ? i18n._("clinic-money.limit", { n: MOVEMENTS_SHOWN })
          : null,
      movements: money.movements.map((m) => ({
        id: m.id,
        at: m.createdAt.toISOString(),
        date: date.format(m.createdAt),
        reference: m.reference,
        patient: m.patientFirstName,
        kind: m.kind,
        what: i18n._(KIND_TEXT[m.kind]),
        amount: usd(m.amountUsdMinor),
      })),
    },
    { headers: NO_STORE },
  );
}

export default function MoneyTab({ loaderData: d }: Route.ComponentProps) {
  const t = useText();
  return (
    <Panel title={t("clinic-money.title")} description={t("clinic-money.intro")}>
      <div className="space-y-6">
        <dl
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="money-totals"
        >
          {d.stats.map((s) => (
            <div
              key={s.id}
              className="rounded-xl border border-slate-200 bg-white p-4"
              data-testid={`money-total-${s.id}`}
            >
              <dt className="text-sm text-slate-600">{s.label}</dt>
              <dd dir="ltr" className="mt-1 text-xl font-bold tabular-nums text-slate-900">
                {s.value}
              </dd>
              {s.note && <dd className="mt-1 text-xs text-slate-600">{s.note}</dd>}
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-700">{d.commissionText}</p>
        {!d.stripeConnected && (
          <section
            aria-labelledby="payouts-title"
            className="rounded-xl border border-amber-300 bg-amber-50 p-4"
            data-testid="payouts-not-set-up"
          >
            <h2 id="payouts-title" className="text-base font-semibold text-amber-950">
              {t("clinic-money.no-payouts.title")}
            </h2>
            <p className="mt-1 text-sm text-amber-950">{t("clinic-money.no-payouts.text")}</p>
            <Link
              to="/dashboard/payouts"
              className={buttonVariants({ variant: "outline", className: "mt-3" })}
            >
              {t("clinic-money.no-payouts.link")}
            </Link>
          </section>
        )}
        <section aria-labelledby="movements-title">
          <h2 id="movements-title" className="mb-3 text-lg font-semibold text-slate-900">
            {t("clinic-money.movements")}
          </h2>
          {d.movements.length === 0 ? (
            <EmptyState
              icon={Wallet}
              title={t("clinic-money.empty.title")}
              text={t("clinic-money.empty.text")}
            />
          ) : (
            <div
              className="overflow-x-auto rounded-xl border border-slate-200"
              tabIndex={0}
              role="region"
              aria-labelledby="movements-title"
            >
              <table className="w-full text-left text-sm rtl:text-right">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                      {t("clinic-money.col.date")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("clinic-money.col.booking")}
                    </th>
                    <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                      {t("clinic-money.col.patient")}
                    </th>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      {t("clinic-money.col.what")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold rtl:text-left">
                      {t("clinic-money.col.amount")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white">
                  {d.movements.map((m) => (
                    <tr key={m.id} data-testid="money-movement" data-kind={m.kind}>
                      <td className="hidden whitespace-nowrap px-3 py-2 text-slate-700 sm:table-cell">
                        <time dateTime={m.at}>{m.date}</time>
                      </td>
                      <td className="px-3 py-2 align-top">
                        <span dir="ltr" className="whitespace-nowrap font-mono text-slate-900">
                          {m.reference ?? "—"}
                        </span>
                        {/* On a phone the patient and the date sit under the reference. */}
                        <span className="block text-xs text-slate-600 sm:hidden">
                          {m.patient ?? "—"} · <time dateTime={m.at}>{m.date}</time>
                        </span>
                      </td>
                      <td className="hidden px-3 py-2 text-slate-900 sm:table-cell">
                        {m.patient ?? "—"}
                      </td>
                      <td className="px-3 py-2 align-top text-slate-900">{m.what}</td>
                      <td
                        dir="ltr"
                        className="whitespace-nowrap px-3 py-2 text-right align-top font-semibold tabular-nums text-slate-900 rtl:text-left"
                      >
                        {m.amount}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {d.limitText && <p className="mt-2 text-sm text-slate-600">{d.limitText}</p>}
        </section>
      </div>
    </Panel>
  );
}
