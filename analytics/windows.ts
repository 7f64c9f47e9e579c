/**
 * A time window [from, to) (to = null: no end) split into what the rollups hold and what must be
 * read raw: whole UTC days, whole UTC hours, and the partial hours at either end (under an hour
 * each). The parts are disjoint and cover the window exactly.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
const ceilTo = (t: number, unit: number) => Math.ceil(t / unit) * unit;
const floorTo = (t: number, unit: number) => Math.floor(t / unit) * unit;

/** [start, end); end null = open. */
export type Span = [number, number | null];

export interface WindowParts {
  raw: Span[];
  hours: [number, number][];
  days: Span[];
}

export function splitWindow(from: number, to: number | null): WindowParts {
  const h1 = ceilTo(from, HOUR_MS);
  const d1 = ceilTo(from, DAY_MS);
  const nonEmpty = <T extends Span>(spans: T[]) => spans.filter(([a, b]) => b === null || a < b);
  if (to === null) {
    return { raw: nonEmpty([[from, h1]]), hours: nonEmpty([[h1, d1]]) as [number, number][], days: [[d1, null]] };
  }
  const hb = floorTo(to, HOUR_MS);
  const db = floorTo(to, DAY_MS);
  if (d1 <= db)
    return {
      raw: nonEmpty([
        [from, h1],
        [hb, to],
      ]),
      hours: nonEmpty([
        [h1, d1],
        [db, hb],
      ]) as [number, number][],
      days: nonEmpty([[d1, db]]),
    };
  if (h1 <= hb)
    return {
      raw: nonEmpty([
        [from, h1],
        [hb, to],
      ]),
      hours: nonEmpty([[h1, hb]]) as [number, number][],
      days: [],
    };
  return { raw: nonEmpty([[from, to]]), hours: [], days: [] };
}

/** The first whole hour at or after t. */
export const hourCeil = (t: number) => ceilTo(t, HOUR_MS);
/** The whole hour at or before t. */
export const hourFloor = (t: number) => floorTo(t, HOUR_MS);
/** The first UTC midnight at or after t, and the one at or before it. */
export const dayCeil = (t: number) => ceilTo(t, DAY_MS);
export const dayFloor = (t: number) => floorTo(t, DAY_MS);
