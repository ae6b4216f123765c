import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";

/**
 * The clinic's figures (dashboard → Analytics), all scoped by clinic id, over the last 6 or 12
 * calendar months (UTC) including the current one:
 * - profile and package views: listing_views day counters;
 * - quote requests: quote_request_clinics rows addressed to the clinic (by when they came in);
 * - median first response: responded_at - created_at over the requests answered;
 * - quotes sent / accepted: quotes by when they were sent; acceptance rate = accepted ÷ sent;
 * - bookings: created in the month (any status but cancelled); revenue: total of confirmed and
 *   completed bookings, converted into the clinic's currency (the currency most of its price list
 *   uses, else USD) with exchange_rates.
 */

export type MonthFigures = {
  month: string; // YYYY-MM
  profileViews: number;
  packageViews: number;
  requests: number;
  quotesSent: number;
  quotesAccepted: number;
  bookings: number;
  revenueMinor: number;
};

export type ClinicAnalytics = {
  months: MonthFigures[];
  currency: string;
  totals: Omit<MonthFigures, "month"> & {
    acceptanceRate: number | null; // 0..1
    medianResponseHours: number | null;
    responded: number;
    seen: number;
  };
};

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(res) ? res : res.rows;
}

/** The `n` months ending with the month of `now`, oldest first, as YYYY-MM. */
export function lastMonths(n: number, now = new Date()): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

export async function getClinicAnalytics(
  clinicId: string,
  monthsBack: 6 | 12,
  now = new Date(),
): Promise<ClinicAnalytics> {
  const db = await getDb();
  const months = lastMonths(monthsBack, now);
  const from = `${months[0]}-01`;
  const month = (col: SQL) => sql`to_char(date_trunc('month', ${col}), 'YYYY-MM')`;
  const utc = (col: string) => sql.raw(`(${col} AT TIME ZONE 'UTC')`);

  const [[cur], views, requests, quotes, bookings, [resp]] = await Promise.all([
    rows<{ currency: string | null }>(
      db,
      sql`SELECT (SELECT ct.currency FROM clinic_treatments ct WHERE ct.clinic_id = ${clinicId}::uuid
                 GROUP BY ct.currency ORDER BY count(*) DESC, ct.currency LIMIT 1) AS currency`,
    ),
    rows<{ m: string; kind: string; n: number }>(
      db,
      sql`SELECT ${month(sql`lv.day::timestamp`)} AS m, lv.kind, sum(lv.views)::int AS n
          FROM listing_views lv
          WHERE lv.clinic_id = ${clinicId}::uuid AND lv.day >= ${from}::date
          GROUP BY 1, 2`,
    ),
    rows<{ m: string; n: number }>(
      db,
      sql`SELECT ${month(utc("q.created_at"))} AS m, count(*)::int AS n
          FROM quote_request_clinics q
          WHERE q.clinic_id = ${clinicId}::uuid AND q.created_at >= ${from}::timestamp AT TIME ZONE 'UTC'
          GROUP BY 1`,
    ),
    rows<{ m: string; sent: number; accepted: number }>(
      db,
      sql`SELECT ${month(utc("q.created_at"))} AS m, count(*)::int AS sent,
                 count(*) FILTER (WHERE q.status = 'accepted')::int AS accepted
          FROM quotes q
          WHERE q.clinic_id = ${clinicId}::uuid AND q.created_at >= ${from}::timestamp AT TIME ZONE 'UTC'
          GROUP BY 1`,
    ),
    rows<{ m: string; currency: string; n: number; revenue: number }>(
      db,
      sql`SELECT ${month(utc("b.created_at"))} AS m, b.currency,
                 count(*) FILTER (WHERE b.status <> 'cancelled')::int AS n,
                 coalesce(sum(b.total_minor) FILTER (WHERE b.status IN ('confirmed', 'completed')), 0)::float8 AS revenue
          FROM bookings b
          WHERE b.clinic_id = ${clinicId}::uuid AND b.created_at >= ${from}::timestamp AT TIME ZONE 'UTC'
          GROUP BY 1, 2`,
    ),
    rows<{ median_s: number | null; responded: number; seen: number }>(
      db,
      sql`SELECT percentile_cont(0.5) WITHIN GROUP (
                   ORDER BY extract(epoch FROM q.responded_at - q.created_at)
                 ) FILTER (WHERE q.responded_at IS NOT NULL)::float8 AS median_s,
                 count(q.responded_at)::int AS responded,
                 count(q.seen_at)::int AS seen
          FROM quote_request_clinics q
          WHERE q.clinic_id = ${clinicId}::uuid AND q.created_at >= ${from}::timestamp AT TIME ZONE 'UTC'`,
    ),
  ]);
  const currency = cur?.currency ?? "USD";

  const rateRows = await rows<{ currency: string; rate: number }>(
    db,
    sql`SELECT currency, rate::float8 AS rate FROM exchange_rates`,
  );
  const rates = new Map(rateRows.map((r) => [r.currency, Number(r.rate)]));
  /** Units of `c` per USD; amounts convert through USD. Unknown currency: counted 1:1. */
  const convert = (amount: number, c: string) => {
    if (c === currency) return amount;
    const fromRate = rates.get(c);
    const toRate = rates.get(currency);
    return fromRate && toRate ? (amount / fromRate) * toRate : amount;
  };

  const byMonth = new Map<string, MonthFigures>(
    months.map((m) => [
      m,
      {
        month: m,
        profileViews: 0,
        packageViews: 0,
        requests: 0,
        quotesSent: 0,
        quotesAccepted: 0,
        bookings: 0,
        revenueMinor: 0,
      },
    ]),
  );
  for (const v of views) {
    const f = byMonth.get(v.m);
    if (!f) continue;
    if (v.kind === "clinic") f.profileViews += Number(v.n);
    else if (v.kind === "package") f.packageViews += Number(v.n);
  }
  for (const r of requests) {
    const f = byMonth.get(r.m);
    if (f) f.requests += Number(r.n);
  }
  for (const q of quotes) {
    const f = byMonth.get(q.m);
    if (!f) continue;
    f.quotesSent += Number(q.sent);
    f.quotesAccepted += Number(q.accepted);
  }
  for (const b of bookings) {
    const f = byMonth.get(b.m);
    if (!f) continue;
    f.bookings += Number(b.n);
    f.revenueMinor += convert(Number(b.revenue), b.currency);
  }
  const list = [...byMonth.values()].map((f) => ({
    ...f,
    revenueMinor: Math.round(f.revenueMinor),
  }));
  const sum = (k: keyof Omit<MonthFigures, "month">) => list.reduce((a, f) => a + f[k], 0);
  const quotesSent = sum("quotesSent");
  const quotesAccepted = sum("quotesAccepted");
  const medianS =
    resp?.median_s === null || resp?.median_s === undefined ? null : Number(resp.median_s);
  return {
    months: list,
    currency,
    totals: {
      profileViews: sum("profileViews"),
      packageViews: sum("packageViews"),
      requests: sum("requests"),
      quotesSent,
      quotesAccepted,
      bookings: sum("bookings"),
      revenueMinor: sum("revenueMinor"),
      acceptanceRate: quotesSent > 0 ? quotesAccepted / quotesSent : null,
      medianResponseHours: medianS === null ? null : medianS / 3600,
      responded: Number(resp?.responded ?? 0),
      seen: Number(resp?.seen ?? 0),
    },
  };
}
