import type { BadgeVariant } from "../../components/ui/Badge";

/** Spec: destructive for CRITICAL or WARNING, secondary for CAUTION, otherwise default (UNKNOWN too). */
export function statusVariant(status: string): BadgeVariant {
  const s = status.toUpperCase();
  if (s.includes("CRITICAL") || s.includes("WARNING")) return "destructive";
  if (s.includes("CAUTION")) return "secondary";
  return "default";
}

/** The warning banner shows when any status contains CRITICAL. */
export function hasCritical(metrics: { metricStatus: string }[]): boolean {
  return metrics.some((m) => m.metricStatus.toUpperCase().includes("CRITICAL"));
}
