import { useId } from "react";
import type { Funnel, FunnelStep } from "../../../shared/analytics/conversions";
import { format, type Locale } from "../../../shared/i18n";
import { type Column, ExportCsvButton } from "./DataTable";
import { formatNumber, formatPercent } from "./format";
import { droppedText, funnelBar } from "./funnel-bars";
import type { GoalsContent } from "./GoalsTable";
import type { Content } from "./types";

/**
 * One funnel as an ordered list of its steps: each a bar as wide as its share of the first step,
 * followed by a hatched stretch for the sessions lost at that step, with the count, the conversion
 * from the previous step and from the start and the drop-off written out, so the bars are never
 * the only carrier of the numbers (and a screen reader reads the list as it is).
 */
export function FunnelChart({
  c,
  g,
  locale,
  funnel,
  fileName,
}: {
  c: Content;
  g: GoalsContent;
  locale: Locale;
  funnel: Funnel;
  fileName: string;
}) {
  const f = g.funnels;
  const headingId = useId();
  const title = f.names[funnel.funnel];
  const first = funnel.steps[0]?.sessions ?? 0;
  const columns: Column<FunnelStep>[] = [
    { header: f.step, cell: () => null, csv: (s) => f.steps[s.step] },
    { header: f.sessions, cell: () => null, csv: (s) => s.sessions },
    { header: f.fromPrevious, cell: () => null, csv: (s) => round(s.fromPrevious) },
    { header: f.fromStart, cell: () => null, csv: (s) => round(s.fromStart) },
    { header: f.dropOff, cell: () => null, csv: (s) => s.dropOff },
  ];
  return (
    <div className="flex h-full min-w-0 flex-col rounded-2xl border border-ink/10 bg-paper p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id={headingId} className="text-lg font-extrabold tracking-tight">
          {title}
        </h4>
        {first > 0 ? (
          <ExportCsvButton c={c} title={title} fileName={fileName} columns={columns} rows={funnel.steps} />
        ) : null}
      </div>
      {first === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-ink/25 p-6 text-center font-semibold text-ink/80">
          {f.empty}
        </p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-4 list-decimal space-y-4 pl-6 marker:font-bold">
          {funnel.steps.map((step, i) => (
            <FunnelStepItem key={step.step} f={f} locale={locale} step={step} first={first} isFirst={i === 0} />
          ))}
        </ol>
      )}
    </div>
  );
}

const round = (value: number) => Math.round(value * 10) / 10;

function FunnelStepItem({
  f,
  locale,
  step,
  first,
  isFirst,
}: {
  f: GoalsContent["funnels"];
  locale: Locale;
  step: FunnelStep;
  first: number;
  isFirst: boolean;
}) {
  const { kept, lost } = funnelBar(step, first);
  return (
    <li data-step={step.step}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-bold">{f.steps[step.step]}</span>
        <span className="text-xl font-black tabular-nums">
          <span className="sr-only">{f.sessions}: </span>
          {formatNumber(step.sessions, locale)}
        </span>
      </div>
      {/* The numbers are in the text below; the bar only shows them at a glance. */}
      <div aria-hidden="true" className="mt-1.5 flex h-4 w-full overflow-hidden rounded-full bg-ink/10">
        <div
          className="h-full bg-brand-dark"
          style={{ width: `${kept}%`, minWidth: step.sessions > 0 ? "0.25rem" : 0 }}
        />
        {lost > 0 ? (
          <div
            className="h-full"
            style={{
              width: `${lost}%`,
              backgroundImage: "repeating-linear-gradient(135deg, #a8321a66 0 3px, transparent 3px 7px)",
            }}
          />
        ) : null}
      </div>
      <p className="mt-1 text-sm text-ink/80">
        {isFirst ? (
          f.start
        ) : (
          <>
            {format(f.fromPreviousText, { percent: formatPercent(step.fromPrevious, locale) })}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {format(f.fromStartText, { percent: formatPercent(step.fromStart, locale) })}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className={step.dropOff > 0 ? "font-semibold text-[#a8321a]" : ""}>
              {droppedText(step.dropOff, f, locale)}
            </span>
          </>
        )}
      </p>
    </li>
  );
}
