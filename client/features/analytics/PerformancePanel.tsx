import { rateVital, VITAL_THRESHOLDS, type Vital } from "../../../shared/analytics/definitions";
import { format, type Locale } from "../../../shared/i18n";
import { DataTable } from "./DataTable";
import { formatNumber } from "./format";
import type { Content, Dashboard } from "./types";

type Metric = Vital | "load";
type Rating = NonNullable<ReturnType<typeof rateVital>> | "none";

interface Row {
  metric: Metric;
  value: number | null;
  rating: Rating | null;
}

const METRICS: Metric[] = ["lcp", "fcp", "ttfb", "inp", "fid", "cls", "load"];

const isVital = (m: Metric): m is Vital => m in VITAL_THRESHOLDS;

/** Colour and a glyph per rating; the rating's word is always shown too, so colour is never the only signal. */
const RATING_STYLES: Record<Rating, { className: string; glyph: string }> = {
  good: { className: "bg-[#1d6b35] text-white", glyph: "✓" },
  "needs-improvement": { className: "bg-brand text-ink", glyph: "!" },
  poor: { className: "bg-[#a8321a] text-white", glyph: "✕" },
  none: { className: "text-ink ring-1 ring-ink/40", glyph: "–" },
};

export function RatingBadge({ c, rating }: { c: Content; rating: Rating }) {
  const style = RATING_STYLES[rating];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ${style.className}`}
    >
      <span aria-hidden="true">{style.glyph}</span>
      {c.performance.ratings[rating]}
    </span>
  );
}

/** The Performance tab: p75 of each web vital and of the page load, rated good / needs improvement / poor. */
export function PerformancePanel({ c, locale, data }: { c: Content; locale: Locale; data: Dashboard }) {
  const perf = data.performance;
  const show = (metric: Metric, value: number | null) =>
    value === null
      ? "—"
      : metric === "cls"
        ? formatNumber(value, locale, 3)
        : format(c.performance.ms, { value: formatNumber(Math.round(value), locale) });
  const rows: Row[] =
    perf.samples > 0
      ? METRICS.map((metric) => {
          const value = perf[metric];
          return { metric, value, rating: isVital(metric) ? (rateVital(metric, value) ?? "none") : null };
        })
      : [];
  const threshold = (metric: Metric) => {
    if (!isVital(metric)) return c.performance.noThreshold;
    const [good, poor] = VITAL_THRESHOLDS[metric];
    return format(c.performance.threshold, { good: show(metric, good), poor: show(metric, poor) });
  };

  return (
    <DataTable
      c={c}
      title={c.performance.heading}
      fileName={`performance-${data.range}.csv`}
      rows={rows}
      rowKey={(r) => r.metric}
      empty={c.performance.empty}
      note={perf.samples > 0 ? format(c.performance.samples, { count: formatNumber(perf.samples, locale) }) : undefined}
      columns={[
        {
          header: c.performance.metric,
          cell: (r) => (
            <>
              <span className="block">
                {r.metric === "load" ? c.performance.names.load : r.metric.toUpperCase()}
                {r.metric !== "load" ? (
                  <span className="font-normal text-ink/80"> · {c.performance.names[r.metric]}</span>
                ) : null}
              </span>
              <span className="mt-0.5 block text-xs font-normal text-ink/80">{threshold(r.metric)}</span>
            </>
          ),
          csv: (r) => r.metric.toUpperCase(),
        },
        {
          header: c.performance.value,
          cell: (r) => show(r.metric, r.value),
          csv: (r) => (r.value === null ? null : r.metric === "cls" ? Number(r.value.toFixed(4)) : Math.round(r.value)),
          numeric: true,
          className: "w-24 sm:w-32",
        },
        {
          header: c.performance.rating,
          cell: (r) => (r.rating ? <RatingBadge c={c} rating={r.rating} /> : <span className="text-ink/80">—</span>),
          csv: (r) => (r.rating ? c.performance.ratings[r.rating] : ""),
          className: "w-32 sm:w-48",
        },
      ]}
    />
  );
}
