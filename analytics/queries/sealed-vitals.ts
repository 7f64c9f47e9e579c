import { VITAL_SLOTS, vitalSlotOf } from "../sql";
import type { AnalyticsStore } from "../store";
import { rows } from "./run";

/**
 * What the web-vitals p75 (getPerformance.ts) reads of sealed hours and merged days, kept in memory.
 *
 * A sealed hour (vitals_hourly) or merged day (vitals_daily) never changes while it stays sealed: a
 * late row unseals it (analytics/write.ts deletes it) and the next seal writes it again under a new
 * seal id (analytics/rollups.ts). So a set of (day or hour, seal id) pairs names its contents
 * exactly, and what the p75 needs of them (each value bucket's count, and the sorted values of the
 * few buckets that hold a p75) is read once per set. A rolling window's days change about once a
 * day and its hours once an hour, so the 30-day dashboard reads only its raw rows (the last ~1.5
 * hours and the partial hour at its start) on most requests (at 10M page views a month: its p75s
 * 40 -> ~12 ms).
 */
export interface Sealed {
  /** The day's or hour's start (ms). */
  at: number;
  seal: string;
}

export interface SealedPart {
  /** The buckets holding values: their slots (analytics/sql.ts, vitalSlotOf) and counts. */
  slots: Int32Array;
  counts: Float64Array;
  /** The sorted values of bucket `k`. */
  values(k: number): Promise<Float64Array>;
}

export interface SealedSource {
  /** "day" (vitals_daily) or "hour" (vitals_hourly): names the cache apart. */
  unit: "day" | "hour";
  sealed: Sealed[];
  /** Each bucket's count over the set: rows of (k, n). */
  countsSql: string;
  /** The sorted values of bucket `k` over the set, as one row with a JSON list `vs`. */
  valuesSql(k: number): string;
}

/** Sets kept per store: a few windows (7 and 30 days, a custom range), days and hours. */
const KEEP = 12;
const caches = new WeakMap<AnalyticsStore, Map<string, Promise<SealedPart>>>();

export function sealedPart(store: AnalyticsStore, source: SealedSource): Promise<SealedPart> {
  const cache = caches.get(store) ?? new Map<string, Promise<SealedPart>>();
  caches.set(store, cache);
  const key = `${source.unit}:${source.sealed.map((d) => `${d.at}/${d.seal}`).join(",")}`;
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last: the oldest entry is dropped first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const loaded = load(store, source);
  cache.set(key, loaded);
  // A failed read is not kept: the next request reads again.
  loaded.catch(() => cache.delete(key));
  while (cache.size > KEEP) cache.delete(cache.keys().next().value as string);
  return loaded;
}

async function load(store: AnalyticsStore, source: SealedSource): Promise<SealedPart> {
  const empty = source.sealed.length === 0;
  const found = empty ? [] : await rows<{ k: number; n: number }>(store, source.countsSql);
  const values = new Map<number, Promise<Float64Array>>();
  return {
    slots: Int32Array.from(found.map((r) => vitalSlotOf(Number(r.k)))),
    counts: Float64Array.from(found.map((r) => Number(r.n))),
    values(k) {
      const hit = values.get(k);
      if (hit) return hit;
      const read = empty
        ? Promise.resolve(new Float64Array())
        : rows<{ vs: string | null }>(store, source.valuesSql(k)).then(([r]) =>
            Float64Array.from(r?.vs ? (JSON.parse(r.vs) as number[]) : []),
          );
      values.set(k, read);
      read.catch(() => values.delete(k));
      return read;
    },
  };
}

/** Adds the parts' bucket counts into one dense array, indexed by slot. */
export function addCounts(parts: Pick<SealedPart, "slots" | "counts">[]): Float64Array {
  const total = new Float64Array(VITAL_SLOTS);
  for (const { slots, counts } of parts)
    slots.forEach((slot, i) => {
      total[slot] = (total[slot] ?? 0) + (counts[i] ?? 0);
    });
  return total;
}

/** The `i`-th (0-based) smallest of sorted lists taken together (NaN past their end). */
export function nthOfMerged(lists: ArrayLike<number>[], i: number): number {
  const at = lists.map(() => 0);
  for (let seen = 0; ; seen++) {
    let best = -1;
    let value = Number.NaN;
    lists.forEach((list, j) => {
      const p = at[j] ?? 0;
      const v = list[p];
      if (p < list.length && v !== undefined && (best < 0 || v < value)) {
        best = j;
        value = v;
      }
    });
    if (best < 0) return Number.NaN;
    at[best] = (at[best] ?? 0) + 1;
    if (seen === i) return value;
  }
}
