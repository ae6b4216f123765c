/**
 * A small accessible bar chart as inline SVG: the picture is role="img" with a text summary as
 * its name, and the same figures follow in a real table behind 'Show as table' (a <details>, so
 * it works without JavaScript and screen readers can read every value).
 */

export type Series = { key: string; label: string; color: string; values: number[] };

const monthShort = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "short", timeZone: "UTC" });
const monthLong = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

export function BarChart({
  id,
  title,
  months,
  series,
  format = (n) => n.toLocaleString("en-GB"),
}: {
  id: string;
  title: string;
  months: string[];
  series: Series[];
  format?: (n: number) => string;
}) {
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
      return `${s.label.toLowerCase()} peaked in ${monthLong(months[s.values.indexOf(v)]!)} at ${format(v)}`;
    })
    .filter(Boolean);
  const summary = `${title}, ${monthLong(months[0]!)} to ${monthLong(months[months.length - 1]!)}: ${totals.join(", ")}${peak.length ? `; ${peak.join("; ")}` : ""}.`;

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
        className="mt-2 h-auto w-full"
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
            highest {format(max)}
          </text>
        ) : (
          <text x={W / 2} y={H / 2} textAnchor="middle" fontSize="17" fill="#475569">
            Nothing yet in this period
          </text>
        )}
      </svg>
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-primary-800 hover:underline">
          Show as table
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-sm" data-testid={`${id}-table`}>
            <caption className="sr-only">{title} by month</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Month
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1.5 pr-3 text-right font-semibold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((m, i) => (
                <tr key={m} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-3 font-normal text-slate-800">
                    {monthLong(m)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1.5 pr-3 text-right tabular-nums text-slate-900">
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
