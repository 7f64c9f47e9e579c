import type { FunnelStep } from "../../../shared/analytics/conversions";

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
