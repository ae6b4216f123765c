import type { DbExecutor } from "~/db/client.server";
import { bookingJobHandlers } from "~/features/bookings/bookings.server";
import { quoteDraftSweepJob } from "~/features/quotes/quote-draft.server";
import { resolutionJobHandlers } from "~/features/resolution/resolution.server";
import { verificationSweepJob } from "~/features/verification-expiry/expiry.server";
import {
  dailyJobHandlers,
  pruneJobsJob,
  scheduleDailyJobs as scheduleDaily,
  type DailyJob,
} from "~/services/jobs/jobs.server";
import { transferPendingDeposits } from "~/services/payments/connect.server";
import { getPaymentProvider } from "~/services/payments/payments.server";
import { reconcilePayments } from "~/services/payments/reconciliation.server";
import { refreshResponseTimes } from "./clinics/response-times.server";

/**
 * Every scheduled job of the app in one place (decisions 052, 058): the server entries queue
 * the day's jobs at start (`scheduleDailyJobs`) and run the job runner with these handlers.
 */

export const RESPONSE_REFRESH_JOB = "response-times.refresh";

/** Stores each clinic's response figures whose 90-day window moved on (decision 053). */
const responseRefreshJob: DailyJob = {
  kind: RESPONSE_REFRESH_JOB,
  hourUtc: 2,
  run: async ({ tx, now }) => void (await refreshResponseTimes({ db: tx, now })),
};

export const PAYOUTS_TRANSFER_JOB = "payouts.transfer-pending";
export const PAYMENTS_RECONCILE_JOB = "payments.reconcile";

/** Transfers deposits released before the clinic's payouts were enabled (decision 061). */
const payoutsTransferJob: DailyJob = {
  kind: PAYOUTS_TRANSFER_JOB,
  hourUtc: 3,
  run: async ({ tx, now }) =>
    void (await transferPendingDeposits({ tx, now, provider: getPaymentProvider() })),
};

/** Deposits against their ledger and the provider; mismatches to the admins (decision 061). */
const paymentsReconcileJob: DailyJob = {
  kind: PAYMENTS_RECONCILE_JOB,
  hourUtc: 4,
  run: async ({ tx, now }) =>
    void (await reconcilePayments({ tx, now, provider: getPaymentProvider() })),
};

export const DAILY_JOBS: DailyJob[] = [
  verificationSweepJob,
  responseRefreshJob,
  pruneJobsJob,
  quoteDraftSweepJob,
  payoutsTransferJob,
  paymentsReconcileJob,
];

/** The daily jobs, and the one-off jobs features queue (a case's 72-hour answer deadline, a booking's response window). */
export const scheduledJobHandlers = {
  ...dailyJobHandlers(DAILY_JOBS),
  ...resolutionJobHandlers,
  ...bookingJobHandlers,
};

/** Queues today's run of every daily job (a no-op where it exists). */
export function scheduleDailyJobs(db: DbExecutor, at?: Date) {
  return scheduleDaily(db, DAILY_JOBS, at);
}
