import { CheckCircle2, Clock, Wallet } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useText } from "~/i18n/text";

/**
 * The clinic's payouts (decision 061): not set up (a button that creates the Stripe Connect
 * account and opens Stripe's onboarding), pending (continue the onboarding), active (released
 * deposits are transferred less CareAtlas's commission). The texts come formatted from the
 * route's loader (`payouts.*`); the amounts are formatted there too.
 */
export type PayoutsPanelProps = {
  state: "none" | "pending" | "active";
  available: boolean;
  testMode: boolean;
  /** "10 %" in the page's language. */
  commission: string;
  /** Released deposits waiting for payouts: how many, and their sum (formatted), or null. */
  waiting: { count: number; text: string } | null;
  /** The answer of a refused post (in the page's language). */
  error?: string | null;
};

export function PayoutsPanel(p: PayoutsPanelProps) {
  const t = useText();
  const busy = useNavigation().state !== "idle";
  const status =
    p.state === "active" ? (
      <Badge variant="success" size="md" data-testid="payouts-status">
        <CheckCircle2 aria-hidden />
        {t("payouts.status.active")}
      </Badge>
    ) : p.state === "pending" ? (
      <Badge variant="warning" size="md" data-testid="payouts-status">
        <Clock aria-hidden />
        {t("payouts.status.pending")}
      </Badge>
    ) : (
      <Badge variant="neutral" size="md" data-testid="payouts-status">
        {t("payouts.status.none")}
      </Badge>
    );
  return (
    <Panel
      id="payouts"
      title={t("payouts.title")}
      description={t("payouts.description")}
      actions={status}
    >
      <div className="space-y-4 text-sm text-slate-700">
        <div
          className="flex gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-900/5"
          data-testid="payouts-commission"
        >
          <Wallet aria-hidden className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <div className="min-w-0 space-y-1">
            <p className="font-semibold text-slate-900">{t("payouts.commission.title")}</p>
            <p>{t("payouts.commission.text")}</p>
          </div>
        </div>

        {p.state === "active" && <p>{t("payouts.active.text")}</p>}
        {p.state === "pending" && <p>{t("payouts.pending.text")}</p>}
        {p.state === "none" && <p>{t("payouts.none.text")}</p>}

        {p.waiting && p.state !== "active" && (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
            {p.waiting.text}
          </p>
        )}

        {p.error && (
          <p role="alert" className="font-medium text-red-700">
            {p.error}
          </p>
        )}

        {p.state !== "active" &&
          (p.available ? (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="onboard" />
              <Button type="submit" disabled={busy}>
                {p.state === "none" ? t("payouts.action.start") : t("payouts.action.continue")}
              </Button>
              <p className="text-xs text-slate-600">
                {p.testMode ? t("payouts.test-mode") : t("payouts.stripe-note")}
              </p>
            </Form>
          ) : (
            <p>{t("payouts.unavailable")}</p>
          ))}
      </div>
    </Panel>
  );
}
