import type { FunnelStep } from "../../../shared/analytics/conversions";
import { format, type Locale } from "../../../shared/i18n";
import { formatNumber } from "./format";

/**
 * The two stretches of a funnel step's bar, in % of the track: `kept` (the step's share of the first
 * step) and `lost` (the sessions that dropped at this step, on the same scale, right after it).
 * Rounding on the server could push the two past the track's end, so they are clamped to 100 together.
 */
export function funnelBar(
  step: Pick<FunnelStep, "fromStart" | "dropOff">,
  first: number,
): { kept: number; lost: number } {
  const kept = clamp(step.fromStart);
  const lost = first > 0 ? clamp(Math.min((step.dropOff / first) * 100, 100 - kept)) : 0;
  return { kept, lost };
}

const clamp = (percent: number) => (Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0);

/** A step's drop-off as words: "−3 dropped", or "none dropped" (never "−0"). */
export function droppedText(dropOff: number, texts: { dropped: string; noneDropped: string }, locale: Locale): string {
  return dropOff > 0 ? format(texts.dropped, { count: formatNumber(dropOff, locale) }) : texts.noneDropped;
}
