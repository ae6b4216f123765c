import { Form, data, redirect } from "react-router";
import { Panel } from "~/components/layout/panel";
import { Button } from "~/components/ui/button";
import { getDb } from "~/db/client.server";
import { PAYOUTS_PATH, completeTestOnboarding } from "~/features/payouts/payouts.server";
import { accountPageI18n } from "~/i18n/page.server";
import { useText } from "~/i18n/text";
import { getPaymentProvider } from "~/services/payments/payments.server";
import { now } from "~/utils/clock.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE, requireClinicId } from "~/utils/dashboard.server";
import { requireUser } from "~/utils/permissions.server";
import { readForm } from "~/utils/request.server";
import type { Route } from "./+types/payouts-onboarding";

/**
 * Test mode's stand-in for Stripe's hosted onboarding form (decision 061): answered only while
 * the built-in test provider takes payments (404 with Stripe), to a signed-in clinic user for
 * its own clinic's test account. "Finish" stores what Stripe's `account.updated` webhook would
 * (payouts enabled) and goes back to the payouts page. No real account, no real money.
 */
async function guard(request: Request, account: string) {
  if (getPaymentProvider().id !== "test") throw data(null, { status: 404 });
  const user = await requireUser(request);
  const clinicId = requireClinicId(user);
  return { clinicId, account: account.slice(0, 200) };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { account } = await guard(request, url.searchParams.get("account") ?? "");
  const { text } = await accountPageI18n(request, ["payouts."]);
  return data({ text, account }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  const { clinicId, account } = await guard(request, String(form.get("account") ?? ""));
  const r = await completeTestOnboarding(await getDb(), { clinicId, account, now: now() });
  if (!r.ok) throw data(null, { status: r.status });
  return redirect(`${PAYOUTS_PATH}?onboarding=return`);
}

export default function TestOnboarding({ loaderData: d }: Route.ComponentProps) {
  const t = useText();
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="mb-4 text-2xl font-extrabold text-slate-900">
        {t("payouts.test-onboarding.title")}
      </h1>
      <Panel title={t("payouts.test-onboarding.heading")}>
        <p className="text-sm text-slate-700">{t("payouts.test-onboarding.text")}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="account" value={d.account} />
          <Button type="submit">{t("payouts.test-onboarding.finish")}</Button>
        </Form>
      </Panel>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.text["payouts.test-onboarding.title"] ?? "Stripe onboarding"} | CareAtlas`,
  },
  { name: "robots", content: "noindex" },
];
