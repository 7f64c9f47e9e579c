import { abandoned, tooMany } from "../server/services/errors";

/**
 * Bounds the analytics views read from the raw rows (a filter, a custom range, the goals, the lead
 * sources). One such view costs up to seconds of every core at 10M page views, and it already runs
 * its queries side by side on all of the store's read connections: more of them at the same time
 * add no throughput, they only split it. Unbounded, a script firing views in parallel queued them
 * all (each caller's memory held meanwhile), and the unfiltered dashboard and every other read
 * waited behind that queue.
 *
 * So views run `running` at a time per instance, the rest wait. A freed place goes to the view
 * that waited longest among the callers with the fewest views running, so a script's queue does
 * not hold another admin back. A caller (an account, whichever of its keys or sessions it uses)
 * may have `perCaller` views running or waiting; past that, or once `waiting` views wait in all, a
 * view is refused at once with 429 and a Retry-After. A view asked for by the server itself (no
 * caller: the weekly report) waits, never refused.
 *
 * A view whose caller went away (`signal` aborted: the connection closed, or the dashboard page
 * cancelled a view it no longer shows because the admin clicked another filter) leaves the line at
 * once and frees its caller's share; one already running is stopped by its own reads, which check
 * the same signal between queries (analytics/explore/dashboard.ts).
 */
export interface ViewGate {
  run<T>(caller: string | null, fn: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Views running and waiting now (for tests and the logs). */
  load(): { running: number; waiting: number };
}

export interface ViewGateLimits {
  running: number;
  perCaller: number;
  waiting: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
}

/**
 * Two at a time: the dashboard page asks for the view and its lead sources together, as it did
 * before the gate. A browser asks for up to three views at once (with the Goals tab), and a few
 * more while an admin clicks through filters faster than they load: eight per caller. Sixteen
 * waiting is about half a minute of views at 10M page views.
 */
export const VIEW_GATE_LIMITS: ViewGateLimits = { running: 2, perCaller: 8, waiting: 16, retryAfterSeconds: 5 };

export const TOO_MANY_VIEWS_MESSAGE =
  "Too many analytics views are being prepared at once. Please try again in a few seconds.";

export function createViewGate(limits: ViewGateLimits = VIEW_GATE_LIMITS): ViewGate {
  /** Waiting views, in order of arrival; the server's own have the caller "". */
  const line: { caller: string; turn: () => void }[] = [];
  /** Views running or waiting, per caller (the server's own not counted). */
  const perCaller = new Map<string, number>();
  /** Views running, per caller: their sum is the views running in all. */
  const runningBy = new Map<string, number>();
  const count = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };
  const running = () => {
    let n = 0;
    for (const k of runningBy.values()) n += k;
    return n;
  };
  const has = (key: string) => runningBy.get(key) ?? 0;

  /** Waits in line; a caller that goes away leaves it (its place was never counted as running). */
  const waitForTurn = (caller: string, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const leave = () => {
        const at = line.indexOf(entry);
        if (at < 0) return; // `next` chose it already: it runs, and its reads see the signal.
        line.splice(at, 1);
        reject(abandoned());
      };
      const entry = {
        caller,
        turn: () => {
          signal?.removeEventListener("abort", leave);
          resolve();
        },
      };
      line.push(entry);
      signal?.addEventListener("abort", leave, { once: true });
    });

  const next = () => {
    while (running() < limits.running && line.length > 0) {
      let pick = 0;
      for (let i = 1; i < line.length; i++) if (has(line[i]!.caller) < has(line[pick]!.caller)) pick = i;
      const [chosen] = line.splice(pick, 1);
      count(runningBy, chosen!.caller, 1);
      chosen!.turn();
    }
  };

  return {
    async run(caller, fn, signal) {
      const who = caller ?? "";
      if (signal?.aborted) throw abandoned();
      if (caller !== null) {
        if ((perCaller.get(caller) ?? 0) >= limits.perCaller || line.length >= limits.waiting) {
          throw tooMany(TOO_MANY_VIEWS_MESSAGE, limits.retryAfterSeconds);
        }
        count(perCaller, caller, 1);
      }
      try {
        if (running() < limits.running && line.length === 0) count(runningBy, who, 1);
        // `next` counts this view as running before it calls `turn`.
        else await waitForTurn(who, signal);
        try {
          return await fn();
        } finally {
          count(runningBy, who, -1);
          next();
        }
      } finally {
        if (caller !== null) count(perCaller, caller, -1);
      }
    },
    load: () => ({ running: running(), waiting: line.length }),
  };
}
