/**
 * A small accessible bar chart as inline SVG: the picture is role="img" with a text summary as
 * its name, and the same figures follow in a real table behind 'Show as table' (a <details>, so
 * it works without JavaScript and screen readers can read every value).
 */

export type Series = { key: string; label: string; color: string; values: number[] };

/** The chart's own words in the page's language, with `{name}` placeholders. */
export type ChartWords = {
  /** "{title}, {from} to {to}: {totals}" */
  range: string;
  /** "{series} peaked in {month} at {value}" */
  peaked: string;
  /** Series names start lower case inside the sentence (not in German). */
  lowerSeries: boolean;
  /** "highest {value}" */
  highest: string;
  nothing: string;
  showTable: string;
  /** "{title} by month" */
  byMonth: string;
  month: string;
};

export const ENGLISH_CHART_WORDS: ChartWords = {
  range: "{title}, {from} to {to}: {totals}",
  peaked: "{series} peaked in {month} at {value}",
  lowerSeries: true,
  highest: "highest {value}",
  nothing: "Nothing yet in this period",
  showTable: "Show as table",
  byMonth: "{title} by month",
  month: "Month",
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, k: string) => values[k] ?? all);

export function BarChart({
  id,
  title,
  months,
  series,
  intl = "en-GB",
  words = ENGLISH_CHART_WORDS,
  format = (n) => n.toLocaleString(intl),
}: {
  id: string;
  title: string;
  months: string[];
  series: Series[];
  /** The page's language's Intl tag (month names, numbers). */
  intl?: string;
  words?: ChartWords;
  format?: (n: number) => string;
}) {
  const monthShort = (m: string) =>
    new Date(`${m}-01T00:00:00Z`).toLocaleDateString(intl, { month: "short", timeZone: "UTC" });
  const monthLong = (m: string) =>
    new Date(`${m}-01T00:00:00Z`).toLocaleDateString(intl, {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  const W = 640;
  const H = 220;
  const pad = { l: 8, r: 8, t: 22, b: 32 };
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const groupW = (W - pad.l - pad.r) / months.length;
  const barW = Math.max(3, Math.min(28, (groupW - 8) / series.length));
  const plotH = H - pad.t - pad.b;
  const totals = series.map((s) => `${s.label} ${format(s.values.reduce((a, b) => a + b, 0))}`);
  const peak = series
    .map((s) => {
      const v = Math.max(...s.values);
      if (v <= 0) return null;
      return fill(words.peaked, {
        series: words.lowerSeries ? s.label.toLocaleLowerCase(intl) : s.label,
        month: monthLong(months[s.values.indexOf(v)]!),
        value: format(v),
      });
    })
    .filter(Boolean);
  const range = fill(words.range, {
    title,
    from: monthLong(months[0]!),
    to: monthLong(months[months.length - 1]!),
    totals: totals.join(", "),
  });
  const summary = `${range}${peak.length ? `; ${peak.join("; ")}` : ""}.`;

  return (
    <figure className="rounded-lg p-4 ring-1 ring-slate-200" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden>
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary}
        className="mt-2 h-auto w-full [direction:ltr]"
        data-testid={`${id}-chart`}
      >
        <line x1={pad.l} x2={W - pad.r} y1={H - pad.b} y2={H - pad.b} stroke="#94a3b8" />
        {months.map((m, i) => {
          const gx = pad.l + i * groupW + (groupW - barW * series.length) / 2;
          return (
            <g key={m}>
              {series.map((s, j) => {
                const v = s.values[i] ?? 0;
                const h = (v / max) * plotH;
                return (
                  <rect
                    key={s.key}
                    x={gx + j * barW}
                    y={H - pad.b - h}
                    width={barW - 1}
                    height={Math.max(0, h)}
                    fill={s.color}
                    rx={2}
                  >
                    <title>{`${s.label}, ${monthLong(m)}: ${format(v)}`}</title>
                  </rect>
                );
              })}
              <text
                x={pad.l + i * groupW + groupW / 2}
                y={H - 6}
                textAnchor="middle"
                fontSize="17"
                fill="#475569"
              >
                {monthShort(m)}
              </text>
            </g>
          );
        })}
        {series.some((s) => s.values.some((v) => v > 0)) ? (
          <text x={W - pad.r} y={16} textAnchor="end" fontSize="15" fill="#475569">
            {fill(words.highest, { value: format(max) })}
          </text>
        ) : (
          <text x={W / 2} y={H / 2} textAnchor="middle" fontSize="17" fill="#475569">
            {words.nothing}
          </text>
        )}
      </svg>
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-primary-800 hover:underline">
          {words.showTable}
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-start text-sm" data-testid={`${id}-table`}>
            <caption className="sr-only">{fill(words.byMonth, { title })}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1.5 pe-3 font-semibold">
                  {words.month}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1.5 pe-3 text-end font-semibold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((m, i) => (
                <tr key={m} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pe-3 font-normal text-slate-800">
                    {monthLong(m)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1.5 pe-3 text-end tabular-nums text-slate-900">
                      {format(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
