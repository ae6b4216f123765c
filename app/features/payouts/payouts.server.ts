import { and, eq, isNull } from "drizzle-orm";
import { type Db, type DbExecutor } from "~/db/client.server";
import { clinics } from "~/db/schema";
import { appOrigin } from "~/services/notifications/notify.server";
import {
  type PayoutState,
  applyAccountStatus,
  payoutStateOf,
  untransferredFor,
} from "~/services/payments/connect.server";
import { COMMISSION_PERCENT } from "~/services/payments/ledger.server";
import type { PaymentProvider } from "~/services/payments/provider.server";
import { TEST_ACCOUNT_PREFIX } from "~/services/payments/test-provider.server";
import { type Result, failure, ok } from "~/utils/result";

/**
 * The clinic's payouts (decision 061): its Stripe Connect account, set up from
 * /dashboard/payouts,.
 * Every function takes the clinic from the caller's session (never from the form).
 */

export const PAYOUTS_PATH = "/dashboard/payouts";

export type PayoutsView = {
  state: PayoutState;
  available: boolean;
  testMode: boolean;
  commissionPercent: number;
  detailsSubmitted: boolean;
  waiting: { count: number; usdMinor: number };
};

async function clinicAccount(db: DbExecutor, clinicId: string) {
  const [c] = await db
    .select({
      stripeAccountId: clinics.stripeAccountId,
      stripePayoutsEnabled: clinics.stripePayoutsEnabled,
      stripeDetailsSubmitted: clinics.stripeDetailsSubmitted,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .limit(1);
  return c ?? null;
}

/** What the payouts page shows the clinic. */
export async function payoutsView(
  db: Db,
  clinicId: string,
  provider: PaymentProvider,
): Promise<PayoutsView> {
  const c = await clinicAccount(db, clinicId);
  return {
    state: c ? payoutStateOf(c) : "none",
    available: Boolean(provider.createConnectedAccount && provider.onboardingLink),
    testMode: provider.testMode,
    commissionPercent: COMMISSION_PERCENT,
    detailsSubmitted: c?.stripeDetailsSubmitted ?? false,
    waiting: await untransferredFor(db, clinicId),
  };
}

/**
 * After the clinic comes back from the provider's form: its account's status now, when the
 * provider can tell (Stripe; the webhook says the same later). The test provider's own page
 * already stored it.
 */
export async function refreshAccountStatus(
  db: Db,
  clinicId: string,
  provider: PaymentProvider,
  now: Date,
): Promise<void> {
  const c = await clinicAccount(db, clinicId);
  if (!c?.stripeAccountId || !provider.accountStatus) return;
  const s = await provider.accountStatus(c.stripeAccountId);
  await applyAccountStatus(db, s, now);
}

export const NO_CONNECT = "Payouts cannot be set up with this payment provider.";
export const ALREADY_ACTIVE = "Payouts are already set up for your clinic.";

/**
 * Starts (or continues) the clinic's onboarding: creates its connected account if it has none
 * (the provider's call is idempotent per clinic; a concurrent second click keeps the first
 * account), and returns the provider's onboarding link, which comes back to the payouts page.
 */
export async function startOnboarding(
  db: Db,
  opts: { clinicId: string; email: string; provider: PaymentProvider },
): Promise<Result<{ url: string }>> {
  const { clinicId, provider } = opts;
  if (!provider.createConnectedAccount || !provider.onboardingLink) return failure(409, NO_CONNECT);
  const c = await clinicAccount(db, clinicId);
  if (!c) return failure(404, "This clinic was not found.");
  if (c.stripePayoutsEnabled) return failure(409, ALREADY_ACTIVE);
  let account = c.stripeAccountId;
  if (!account) {
    const created = await provider.createConnectedAccount({ clinicId, email: opts.email });
    const [row] = await db
      .update(clinics)
      .set({ stripeAccountId: created })
      .where(and(eq(clinics.id, clinicId), isNull(clinics.stripeAccountId)))
      .returning({ account: clinics.stripeAccountId });
    account = row?.account ?? (await clinicAccount(db, clinicId))?.stripeAccountId ?? created;
  }
  const base = `${appOrigin()}${PAYOUTS_PATH}`;
  const url = await provider.onboardingLink({
    account: account!,
    refreshUrl: `${base}?onboarding=refresh`,
    returnUrl: `${base}?onboarding=return`,
  });
  return ok({ url });
}

/**
 * The test provider's stand-in for Stripe's hosted form: the signed-in clinic finishes the
 * onboarding of its own test account (never another clinic's), which stores what Stripe's
 * `account.updated` would.
 */
export async function completeTestOnboarding(
  db: Db,
  opts: { clinicId: string; account: string; now: Date },
): Promise<Result> {
  if (!opts.account.startsWith(TEST_ACCOUNT_PREFIX)) return failure(404, "Unknown account.");
  const c = await clinicAccount(db, opts.clinicId);
  if (!c || c.stripeAccountId !== opts.account) return failure(403, "Not your clinic's account.");
  await applyAccountStatus(
    db,
    { account: opts.account, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true },
    opts.now,
  );
  return ok();
}
