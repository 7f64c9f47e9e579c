import { format, type Locale } from "../../../shared/i18n";
import { formatChange, formatDuration, formatNumber, formatPercent, percentChange } from "./format";
import type { Content, Dashboard } from "./types";

type Summary = Dashboard["summary"]["current"];

interface CardSpec {
  key: keyof Summary;
  label: string;
  show: (value: number) => string;
  /** For the bounce rate, going up is bad news. */
  upIsGood: boolean;
  /** A share or an average: over no sessions it is no figure ("—"), not 0 %. */
  ofSessions?: boolean;
}

/** The summary cards (visitors, page views, sessions, bounce rate, average session), each with its change against the previous period of the same length. */
export function SummaryCards({ c, locale, summary }: { c: Content; locale: Locale; summary: Dashboard["summary"] }) {
  const cards: CardSpec[] = [
    { key: "visitors", label: c.summary.visitors, show: (v) => formatNumber(v, locale), upIsGood: true },
    { key: "pageViews", label: c.summary.pageViews, show: (v) => formatNumber(v, locale), upIsGood: true },
    { key: "sessions", label: c.summary.sessions, show: (v) => formatNumber(v, locale), upIsGood: true },
    {
      key: "bounceRate",
      label: c.summary.bounceRate,
      show: (v) => formatPercent(v, locale),
      upIsGood: false,
      ofSessions: true,
    },
    {
      key: "avgSessionSeconds",
      label: c.summary.avgSession,
      show: (v) => formatDuration(v, c.summary.duration),
      upIsGood: true,
      ofSessions: true,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {cards.map((card) => (
        <li key={card.key}>
          <SummaryCard
            c={c}
            locale={locale}
            spec={card}
            current={summary.current[card.key]}
            previous={card.ofSessions && summary.previous.sessions === 0 ? null : summary.previous[card.key]}
          />
        </li>
      ))}
    </ul>
  );
}

function SummaryCard({
  c,
  locale,
  spec,
  current,
  previous,
}: {
  c: Content;
  locale: Locale;
  spec: CardSpec;
  current: number;
  /** null: no figure in the previous period (a share or an average over no sessions). */
  previous: number | null;
}) {
  const change = previous === null ? null : percentChange(current, previous);
  const rounded = change === null ? null : Math.round(change);
  const direction = rounded === null || rounded === 0 ? "same" : rounded > 0 ? "up" : "down";
  const good = direction === "same" ? null : (direction === "up") === spec.upIsGood;
  const tone = good === null ? "text-ink/80" : good ? "text-[#1d6b35]" : "text-[#a8321a]";
  const value = spec.show(current);
  return (
    <div className="@container flex h-full flex-col gap-1 rounded-2xl border border-ink/10 bg-paper p-4 shadow-sm sm:p-5">
      <p className="text-xs font-bold uppercase tracking-wide text-ink/80 sm:text-sm">{spec.label}</p>
      <p className="font-black leading-tight tabular-nums tracking-tight" style={{ fontSize: valueSize(value) }}>
        {value}
      </p>
      <p className={`mt-1 flex items-baseline gap-1.5 text-sm font-semibold ${tone}`}>
        {change === null ? (
          <>
            <span>{c.summary.noChange}</span>
            <span className="sr-only">({c.summary.noPrevious})</span>
          </>
        ) : (
          <>
            <span aria-hidden="true">{direction === "up" ? "▲" : direction === "down" ? "▼" : "■"}</span>
            <span className="sr-only">{c.summary[direction]}: </span>
            <span>{format(c.summary.change, { change: formatChange(change, locale) })}</span>
          </>
        )}
      </p>
      <p className="text-xs text-ink/80">
        {format(c.summary.previous, {
          value: previous === null ? c.summary.noChange : spec.show(previous),
        })}
      </p>
    </div>
  );
}

/**
 * The figure as large as the card allows: 2.25rem, smaller as it gets longer, so that "2,448,554"
 * fits a card of five in a row (a black digit is ~0.6em wide; cqw: a hundredth of the card's width).
 */
function valueSize(text: string): string {
  return `min(2.25rem, ${(100 / (0.62 * Math.max(1, text.length))).toFixed(1)}cqw)`;
}
