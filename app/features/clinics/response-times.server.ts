import { sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import type { ResponseFigure } from "~/utils/response-time.server";

type Row = {
  id: string;
  asked: number;
  median_minutes: number | null;
  within_day_pct: number | null;
};

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
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
 * Stores the current figures in clinics.response_* (what search orders by). Triggers do this on
 * every quote request, reply and message; this refreshes clinics whose window moved on without
 * activity (all clinics when `clinicIds` is omitted): a daily job once the scheduler exists.
 */
export async function refreshResponseTimes(clinicIds?: string[]): Promise<void> {
  const db = await getDb();
  await db.execute(
    clinicIds
      ? sql`SELECT clinic_response_store(id) FROM unnest(${idArray(clinicIds)}) AS t(id)`
      : sql`SELECT clinic_response_store(id) FROM clinics`,
  );
}
