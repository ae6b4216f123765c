import type { DbExecutor } from "~/db/client.server";
import { bookingJobHandlers } from "~/features/bookings/bookings.server";
import { resolutionJobHandlers } from "~/features/resolution/resolution.server";
import { verificationSweepJob } from "~/features/verification-expiry/expiry.server";
import {
  dailyJobHandlers,
  pruneJobsJob,
  scheduleDailyJobs as scheduleDaily,
  type DailyJob,
} from "~/services/jobs/jobs.server";
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

export const DAILY_JOBS: DailyJob[] = [verificationSweepJob, responseRefreshJob, pruneJobsJob];

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
