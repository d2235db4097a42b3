import type { FunnelRow } from "@contract";

export const FUNNEL_SERIES = [
  { key: "visits", colour: "#2457c5" },
  { key: "clicks", colour: "#7a2e8e" },
  { key: "codes", colour: "#b45309" },
  { key: "registrations", colour: "#0b7a4b" },
] as const;
export type FunnelMetric = (typeof FUNNEL_SERIES)[number]["key"];

/** Sums the rows per day, filling the days with nothing recorded so the time axis has no gaps. */
export function dailyTotals(rows: FunnelRow[], from: string, to: string) {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`) && days.length < 400; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  const totals = new Map(days.map((day) => [day, { day, visits: 0, clicks: 0, codes: 0, registrations: 0 }]));
  for (const row of rows) {
    const total = totals.get(row.day);
    if (!total) continue;
    for (const { key } of FUNNEL_SERIES) total[key] += row[key];
  }
  return Array.from(totals.values());
}

/** A rounded axis top split into 4 whole steps of 1, 2 or 5 times a power of ten (0, 5, 10, 15, 20). */
export function niceMax(value: number): number {
  const rough = Math.max(1, Math.ceil(value / 4));
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return step * 4;
}

/**
 * The funnel per day as grouped bars, drawn on the server as inline SVG (no chart library, works
 * without JavaScript). The same figures are in the table below it, for screen readers and copying.
 */
export function FunnelChart({
  days,
  labels,
  title,
}: {
  days: ReturnType<typeof dailyTotals>;
  labels: Record<FunnelMetric, string>;
  title: string;
}) {
  const width = 960;
  const height = 300;
  const pad = { top: 16, right: 12, bottom: 40, left: 44 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const max = niceMax(Math.max(0, ...days.flatMap((d) => FUNNEL_SERIES.map((s) => d[s.key]))));
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(18, (slot * 0.8) / FUNNEL_SERIES.length));
  const y = (value: number) => pad.top + plotH - (value / max) * plotH;
  const ticks = [0, 1, 2, 3, 4].map((i) => (max / 4) * i);
  const labelEvery = Math.ceil(days.length / 14);

  return (
    <figure className="funnel-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="funnel-chart-title" preserveAspectRatio="xMidYMid meet">
        <title id="funnel-chart-title">{title}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} stroke="#dfe6f2" />
            <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#4a5a78">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x0 = pad.left + slot * index + (slot - barW * FUNNEL_SERIES.length) / 2;
          return (
            <g key={day.day}>
              {FUNNEL_SERIES.map((series, s) => (
                <rect
                  key={series.key}
                  x={x0 + s * barW}
                  y={y(day[series.key])}
                  width={barW - 1}
                  height={pad.top + plotH - y(day[series.key])}
                  fill={series.colour}
                >
                  <title>{`${day.day} ${labels[series.key]}: ${day[series.key]}`}</title>
                </rect>
              ))}
              {index % labelEvery === 0 ? (
                <text x={pad.left + slot * index + slot / 2} y={height - pad.bottom + 18} textAnchor="middle" fontSize="12" fill="#4a5a78">
                  {day.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={pad.left} x2={width - pad.right} y1={pad.top + plotH} y2={pad.top + plotH} stroke="#4a5a78" />
      </svg>
      <figcaption className="funnel-legend">
        {FUNNEL_SERIES.map((series) => (
          <span key={series.key}>
            <span className="funnel-legend__swatch" style={{ background: series.colour }} aria-hidden="true" />
            {labels[series.key]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
