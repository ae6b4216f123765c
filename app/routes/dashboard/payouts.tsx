import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { clinicActionI18n, clinicTabI18n } from "~/features/clinics/clinic-messages.server";
import { PayoutsPanel } from "~/features/payouts/components/payouts-panel";
import {
  ALREADY_ACTIVE,
  payoutsView,
  refreshAccountStatus,
  startOnboarding,
} from "~/features/payouts/payouts.server";
import { localeInfo, numberLocaleOf } from "~/i18n/config";
import { accountLocale } from "~/i18n/page.server";
import { getPaymentProvider } from "~/services/payments/payments.server";
import { now } from "~/utils/clock.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { formatMoney } from "~/utils/money";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/payouts";

/**
 * Payouts (issue 17 item 1, decision 061): the clinic's Stripe Connect onboarding and how its
 * deposits are paid to it. Clinic users only; the clinic is the session's, never the form's.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "payouts", ["clinic"]);
  const clinicId = requireClinicId(user);
  const db = await getDb();
  const provider = getPaymentProvider();
  // Back from the provider's form: its status now (Stripe; the webhook confirms it later).
  if (new URL(request.url).searchParams.get("onboarding") === "return")
    await refreshAccountStatus(db, clinicId, provider, now()).catch(() => undefined);
  const view = await payoutsView(db, clinicId, provider);
  const pageLocale = await accountLocale(request);
  const intl = localeInfo(pageLocale).intl;
  const percent = new Intl.NumberFormat(intl, { style: "percent" }).format(
    view.commissionPercent / 100,
  );
  const amount = formatMoney(view.waiting.usdMinor / 100, "USD", numberLocaleOf(pageLocale));
  const { locale, i18n, text } = await clinicTabI18n(request, ["payouts."], {
    "payouts.commission.text": { percent },
  });
  return data(
    {
      locale,
      text,
      state: view.state,
      available: view.available,
      testMode: view.testMode,
      commission: percent,
      waiting:
        view.waiting.count > 0
          ? {
              count: view.waiting.count,
              text: i18n._("payouts.waiting", { count: view.waiting.count, amount }),
            }
          : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user } = await requireDashboardTab(request, "payouts", ["clinic"]);
  const clinicId = requireClinicId(user);
  const i18n = await clinicActionI18n(request);
  const r = await startOnboarding(await getDb(), {
    clinicId,
    email: user.email,
    provider: getPaymentProvider(),
  });
  if (!r.ok)
    return redirectWithToast("/dashboard/payouts", {
      type: "error",
      title: i18n._(
        r.message === ALREADY_ACTIVE
          ? /*i18n*/ "payouts.error.active"
          : /*i18n*/ "payouts.error.unavailable",
      ),
    });
  // The provider's hosted form (Stripe), or the local test page.
  return redirect(r.value.url);
}

export function headers() {
  return NO_STORE;
}

export default function PayoutsTab({ loaderData: d }: Route.ComponentProps) {
  return (
    <PayoutsPanel
      state={d.state}
      available={d.available}
      testMode={d.testMode}
      commission={d.commission}
      waiting={d.waiting}
    />
  );
}
