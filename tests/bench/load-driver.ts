/**
 * A closed-loop load driver that keeps each request's latency by route, so `bench:load` can say
 * which route the tail belongs to (autocannon reports one latency histogram for the whole mix).
 * Each of `connections` workers walks the mix in order, again and again, for `seconds`, with its
 * own context (e.g. the upload key that its next contact submission attaches), as a visitor would.
 */
export interface Step<C> {
  /** Route class in the report, e.g. "page", "beacon", "contact.submit". */
  label: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: (context: C) => BodyInit;
  onResponse?: (status: number, body: string, context: C) => void;
}

export interface RouteFigures {
  label: string;
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export interface DriveResult {
  seconds: number;
  total: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  routes: RouteFigures[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number) : 0;

function figures(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

export async function drive<C extends object>(
  url: string,
  steps: Step<C>[],
  options: {
    connections: number;
    seconds: number;
    newContext: () => C;
    timeoutMs?: number;
    /**
     * Requests per second for all connections together; unset: closed loop (each connection sends
     * its next request when the last one is answered, which finds the maximum throughput). With a
     * rate, each request has a scheduled start and its latency counts from then, so a slow answer
     * that delays the next request is charged to it (no coordinated omission).
     */
    rate?: number;
  },
): Promise<DriveResult> {
  const byLabel = new Map<string, { latencies: number[]; errors: number }>();
  const all: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const interval = options.rate ? (1000 * options.connections) / options.rate : 0;
  async function worker(index: number) {
    const context = options.newContext();
    // Paced workers start spread over one interval, so the rate is even from the first second.
    let scheduled = started + (interval * index) / options.connections;
    while (performance.now() < deadline) {
      for (const step of steps) {
        if (interval) {
          const wait = scheduled - performance.now();
          if (wait > 0) await Bun.sleep(wait);
        }
        if (performance.now() >= deadline) return;
        const slot = byLabel.get(step.label) ?? { latencies: [], errors: 0 };
        byLabel.set(step.label, slot);
        const t0 = interval ? scheduled : performance.now();
        scheduled += interval;
        let status = 0;
        let text = "";
        try {
          const res = await fetch(url + step.path, {
            method: step.method,
            headers: step.headers,
            body: step.body?.(context),
            signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          });
          status = res.status;
          text = await res.text();
        } catch {
          status = 0;
        }
        const ms = performance.now() - t0;
        slot.latencies.push(ms);
        all.push(ms);
        statuses[status || "error"] = (statuses[status || "error"] ?? 0) + 1;
        if (status === 0 || status >= 400) {
          slot.errors++;
          errors++;
        } else step.onResponse?.(status, text, context);
      }
    }
  }

  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    total: all.length,
    errors,
    statuses,
    ...figures(all),
    routes: [...byLabel].map(([label, s]) => ({
      label,
      count: s.latencies.length,
      errors: s.errors,
      ...figures(s.latencies),
    })),
  };
}

export function formatRoutes(result: DriveResult): string {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const round = (ms: number) => Math.round(ms);
  return result.routes
    .map(
      (r) =>
        `    ${r.label.padEnd(18)} ${pad(r.count, 6)} req  p50 ${pad(round(r.p50), 5)} ms  p99 ${pad(round(r.p99), 5)} ms  max ${pad(round(r.max), 5)} ms  errors ${r.errors}`,
    )
    .join("\n");
}
