import { sql } from "drizzle-orm";
import { getDb, type DbExecutor } from "~/db/client.server";
import { now as clockNow } from "~/utils/clock.server";
import type { ResponseFigure } from "~/utils/response-time.server";

type Row = {
  id: string;
  asked: number;
  median_minutes: number | null;
  within_day_pct: number | null;
};

async function rowsOf<T>(db: DbExecutor, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(res) ? res : res.rows;
}

const idArray = (ids: string[]) =>
  ids.length
    ? sql`ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`
    : sql`ARRAY[]::uuid[]`;

/**
 * The measured response times of `clinicIds` at `now` (decision 053), read live from the stored
 * timestamps: each clinic's quote requests and patients' first messages of the 90 days before.
 */
export async function getResponseTimes(
  clinicIds: string[],
  now: Date = new Date(),
): Promise<Map<string, ResponseFigure>> {
  if (clinicIds.length === 0) return new Map();
  const db = await getDb();
  const found = await rowsOf<Row>(
    db,
    sql`SELECT c.id, s.asked, s.median_minutes, s.within_day_pct
        FROM unnest(${idArray(clinicIds)}) AS c(id),
             LATERAL clinic_response_stats(c.id, ${now.toISOString()}::timestamptz) s`,
  );
  return new Map(
    found.map((r) => [
      r.id,
      {
        asked: Number(r.asked),
        medianMinutes: r.median_minutes === null ? null : Number(r.median_minutes),
        withinDayPct: r.within_day_pct === null ? null : Number(r.within_day_pct),
      },
    ]),
  );
}

/**
 * Stores the figures at `now` in clinics.response_* (what search orders by) for `clinicIds`, or
 * every clinic. Triggers do this on every quote request, reply and message; this catches
 * clinics whose 90-day window moved on without activity. It runs daily as a durable job
 * (RESPONSE_REFRESH_JOB, app/features/scheduled-jobs.server.ts); only changed rows are written,
 * so running it again changes nothing.
 */
export async function refreshResponseTimes(
  opts: { db?: DbExecutor; now?: Date; clinicIds?: string[] } = {},
): Promise<{ updated: number }> {
  const db = opts.db ?? (await getDb());
  const now = (opts.now ?? clockNow()).toISOString();
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE clinics c SET response_asked = s.asked, response_median_minutes = s.median_minutes,
          response_within_day_pct = s.within_day_pct
        FROM clinics k, LATERAL clinic_response_stats(k.id, ${now}::timestamptz) s
        WHERE c.id = k.id
          ${opts.clinicIds ? sql`AND k.id = ANY(${idArray(opts.clinicIds)})` : sql``}
          AND (c.response_asked, c.response_median_minutes, c.response_within_day_pct)
            IS DISTINCT FROM (s.asked, s.median_minutes, s.within_day_pct)
        RETURNING c.id`,
  );
  return { updated: rows.length };
}
