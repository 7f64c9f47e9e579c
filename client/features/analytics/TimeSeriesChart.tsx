import { type PointerEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { format, type Locale } from "../../../shared/i18n";
import { axisMargin, axisTicks, labelAnchor } from "./chart-axis";
import type { Column } from "./DataTable";
import { ExportCsvButton } from "./DataTable";
import {
  bucketCsv,
  fillBuckets,
  formatBucket,
  formatCompact,
  formatDateTime,
  formatNumber,
  niceScale,
  type Point,
} from "./format";
import type { Content, Dashboard } from "./types";

const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 32 };

/** Follows an element's width (the chart redraws at its real size, so its text never scales). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Page views and sessions over the range, hand-drawn in SVG: per hour for 24 hours, per day for 7
 * and 30 days, in the response's time zone (named in the labels). The SVG carries a one-sentence
 * summary; the exact figures are in a visually hidden table (and in the CSV export).
 */
export function TimeSeriesChart({ c, locale, data }: { c: Content; locale: Locale; data: Dashboard }) {
  const unit = data.unit;
  const tz = data.timeZone;
  // The rollups list busy UTC buckets only (filled here); other views list every bucket of their zone.
  const points = useMemo(
    () => (tz === "UTC" ? fillBuckets(data.timeSeries, data.from, data.to, unit) : data.timeSeries),
    [data, unit, tz],
  );
  const [ref, width] = useWidth();
  const [hover, setHover] = useState<number | null>(null);
  const totalViews = points.reduce((sum, p) => sum + p.views, 0);
  const peak = points.reduce<Point | undefined>((best, p) => (!best || p.views > best.views ? p : best), undefined);
  const unitText = unit === "hour" ? c.chart.hour : c.chart.day;
  const summary =
    totalViews === 0 || !peak
      ? c.chart.empty
      : format(c.chart.summary, {
          unit: unitText,
          from: formatDateTime(data.from, locale, tz),
          to: formatDateTime(data.to, locale, tz),
          views: formatNumber(totalViews, locale),
          peak: formatBucket(peak.bucket, unit, locale, true, tz),
          peakViews: formatNumber(peak.views, locale),
          zone: tz,
        });
  const tableTitle = format(c.chart.tableLabel, { unit: unitText });
  const columns: Column<Point>[] = [
    {
      header: format(unit === "hour" ? c.chart.bucketHour : c.chart.bucketDay, { zone: tz }),
      cell: (p) => formatBucket(p.bucket, unit, locale, true, tz),
      csv: (p) => bucketCsv(p.bucket, unit, tz),
    },
    { header: c.chart.views, cell: (p) => formatNumber(p.views, locale), csv: (p) => p.views, numeric: true },
    { header: c.chart.sessions, cell: (p) => formatNumber(p.sessions, locale), csv: (p) => p.sessions, numeric: true },
  ];

  const scale = niceScale(Math.max(0, ...points.map((p) => Math.max(p.views, p.sessions))));
  const ticks = axisTicks(scale);
  // Compact labels ("150K", "150 tis."), and a left margin as wide as the longest of them.
  const tickLabels = ticks.map((t) => formatCompact(t, locale));
  const padLeft = axisMargin(tickLabels);
  const innerW = Math.max(0, width - padLeft - PAD.right);
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => padLeft + (points.length > 1 ? (i * innerW) / (points.length - 1) : innerW / 2);
  const y = (v: number) => PAD.top + innerH - (v / scale.max) * innerH;
  const line = (key: "views" | "sessions") =>
    points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join(" ");
  const area =
    points.length > 0
      ? `${line("views")} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`
      : "";
  const maxLabels = Math.max(2, Math.floor(innerW / (unit === "hour" ? 56 : 64)));
  const labelEvery = Math.max(1, Math.ceil(points.length / maxLabels));
  const showDots = points.length <= 40 && innerW / Math.max(1, points.length) > 8;
  const hovered = hover === null ? undefined : points[hover];

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (points.length === 0 || innerW <= 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - rect.left - padLeft;
    const i = points.length > 1 ? Math.round((px / innerW) * (points.length - 1)) : 0;
    setHover(Math.min(points.length - 1, Math.max(0, i)));
  }

  return (
    <div className="rounded-2xl border border-ink/10 bg-paper p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold">
            <li className="flex items-center gap-2">
              <svg aria-hidden="true" width="24" height="10">
                <line x1="0" y1="5" x2="24" y2="5" stroke="#15130f" strokeWidth="3" />
              </svg>
              {c.chart.views}
            </li>
            <li className="flex items-center gap-2">
              <svg aria-hidden="true" width="24" height="10">
                <line x1="0" y1="5" x2="24" y2="5" stroke="#d9482b" strokeWidth="3" strokeDasharray="5 3" />
              </svg>
              {c.chart.sessions}
            </li>
          </ul>
        </div>
        <ExportCsvButton
          c={c}
          title={tableTitle}
          fileName={`time-series-${data.range}.csv`}
          columns={columns}
          rows={points}
        />
      </div>
      <div ref={ref} className="relative mt-3 w-full" style={{ height: HEIGHT }}>
        {width > 0 ? (
          <svg
            role="img"
            aria-label={summary}
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="block touch-pan-y"
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHover(null)}
          >
            {ticks.map((t, i) => (
              <g key={t}>
                <line
                  x1={padLeft}
                  x2={width - PAD.right}
                  y1={y(t)}
                  y2={y(t)}
                  stroke="#15130f"
                  strokeOpacity={t === 0 ? 0.5 : 0.12}
                />
                <text
                  x={padLeft - 8}
                  y={y(t)}
                  dy="0.32em"
                  textAnchor="end"
                  fontSize="12"
                  fill="#15130f"
                  fillOpacity="0.8"
                >
                  {tickLabels[i]}
                </text>
              </g>
            ))}
            {points.map((p, i) => {
              if (i % labelEvery !== 0) return null;
              const text = formatBucket(p.bucket, unit, locale, false, tz);
              const anchor = labelAnchor(i, points.length, x(i), width, text);
              return (
                <text
                  key={p.bucket}
                  x={x(i)}
                  y={HEIGHT - 10}
                  textAnchor={anchor}
                  fontSize="12"
                  fill="#15130f"
                  fillOpacity="0.8"
                >
                  {text}
                </text>
              );
            })}
            <path d={area} fill="#f4b740" fillOpacity="0.28" />
            <path d={line("views")} fill="none" stroke="#15130f" strokeWidth="2.5" strokeLinejoin="round" />
            <path
              d={line("sessions")}
              fill="none"
              stroke="#d9482b"
              strokeWidth="2.5"
              strokeDasharray="6 4"
              strokeLinejoin="round"
            />
            {showDots
              ? points.map((p, i) => (
                  <g key={p.bucket}>
                    <circle cx={x(i)} cy={y(p.views)} r="3" fill="#15130f" />
                    <circle cx={x(i)} cy={y(p.sessions)} r="3" fill="#faf7f0" stroke="#d9482b" strokeWidth="2" />
                  </g>
                ))
              : null}
            {hovered && hover !== null ? (
              <line x1={x(hover)} x2={x(hover)} y1={PAD.top} y2={PAD.top + innerH} stroke="#8a5a00" strokeWidth="1.5" />
            ) : null}
          </svg>
        ) : null}
        {hovered && hover !== null ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-1 rounded-lg bg-ink px-3 py-2 text-xs text-paper shadow-lg"
            style={
              x(hover) > width / 2 ? { right: Math.max(0, width - x(hover) + 8) } : { left: Math.max(0, x(hover) + 8) }
            }
          >
            <p className="font-bold">{formatBucket(hovered.bucket, unit, locale, true, tz)}</p>
            <p>
              {c.chart.views}: {formatNumber(hovered.views, locale)}
            </p>
            <p>
              {c.chart.sessions}: {formatNumber(hovered.sessions, locale)}
            </p>
          </div>
        ) : null}
      </div>
      {/* Hidden in a box: a table is never narrower than its content, so it would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{tableTitle}</caption>
          <thead>
            <tr>
              {columns.map((col) => (
                <th key={col.header} scope="col">
                  {col.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.bucket}>
                <th scope="row">{columns[0]?.cell(p)}</th>
                <td>{columns[1]?.cell(p)}</td>
                <td>{columns[2]?.cell(p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
