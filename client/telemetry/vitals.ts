import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

/**
 * Web vitals, in their own chunk: the tracker imports this module after the page's `load` event, so
 * neither it nor the `web-vitals` library is part of the first load. Each metric is reported once,
 * when web-vitals calls it final: TTFB after load, FCP at the first paint, LCP at the first input or
 * when the page is hidden, CLS and INP when the page is hidden (tab switched, left, or put in the
 * back/forward cache). A page restored from the back/forward cache is measured again, as web-vitals
 * does (new metric ids). FID is no longer in web-vitals 6: it is the tracker's own first-input
 * measurement (the delay until its handlers ran), as before.
 */
export type VitalKey = "lcp" | "fcp" | "cls" | "inp" | "ttfb" | "fid";
export type VitalsDraft = Partial<Record<VitalKey, number>>;

/**
 * One metric as the vitals event's fields (`vitalsEventSchema`), or null when the value is unusable.
 * Values are kept in the schema's range (CLS ≤ 100, others ≤ 1e7 ms, never negative).
 */
export function vitalsDraft(key: VitalKey, value: number): VitalsDraft | null {
  if (!Number.isFinite(value)) return null;
  return { [key]: Math.min(Math.max(value, 0), key === "cls" ? 100 : 1e7) };
}

/** Starts the observers; `report` gets one draft per final metric. */
export function watchVitals(report: (draft: VitalsDraft) => void): void {
  const sent = new Set<string>();
  const send = (key: VitalKey, value: number) => {
    const draft = vitalsDraft(key, value);
    if (draft) report(draft);
  };
  // web-vitals reports CLS and INP again when the page is hidden a second time with a larger value;
  // the server keeps no update of a row, so the first final value of each metric id stands.
  const onFinal = (m: Metric) => {
    if (sent.has(m.id)) return;
    sent.add(m.id);
    send(m.name.toLowerCase() as VitalKey, m.value);
  };
  onTTFB(onFinal);
  onFCP(onFinal);
  onLCP(onFinal);
  onCLS(onFinal);
  onINP(onFinal);
  try {
    const observer = new PerformanceObserver((list) => {
      const first = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (!first) return;
      observer.disconnect();
      send("fid", first.processingStart - first.startTime);
    });
    observer.observe({ type: "first-input", buffered: true });
  } catch {
    // No first-input entries in this browser: no FID.
  }
}
