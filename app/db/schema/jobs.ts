import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, tz } from "./columns";

export type JobStatus = "pending" | "done" | "failed";

/**
 * Durable scheduled work (decision 052, app/services/jobs): a job is a row, so a restart loses
 * nothing. `dedupe_key` makes a job unique (a reminder is queued once); `locked_until` is the
 * lease of a runner that claimed it (a crash mid-run frees it when the lease ends).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: tz("run_at").notNull().defaultNow(),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: tz("locked_until"),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    finishedAt: tz("finished_at"),
  },
  (t) => [
    uniqueIndex("jobs_dedupe_key_uq").on(t.dedupeKey),
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
