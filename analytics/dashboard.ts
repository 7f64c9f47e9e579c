import { ERROR_LOG_LIMIT, type Period, periodOf, type RangeKey, TOP_N } from "./definitions";
import type { Dashboard } from "./reference/dashboard";
import { getBotHits, getRealtime } from "./reference/getBreakdowns";
import { rows } from "./reference/run";
import { dayKey, hourSpans } from "./rollups";
import { BREAKDOWNS, KIND, PAIR_PREFIX, tsLiteral, utcLiteral, VITALS, vitalBucket } from "./sql";
import type { AnalyticsStore } from "./store";
import { DAY_MS, HOUR_MS, hourCeil, type Span, splitWindow, type WindowParts } from "./windows";

/**
 * The dashboard from the rollups (analytics/rollups.ts): whole days and hours come from the counters,
 * the partial hour at the start of the range from the raw rows (under an hour of data), distinct
 * sessions from the pair counters plus the pairs whose last view falls in that partial hour. The
 * answer equals the straightforward SQL of analytics/reference (analytics/rollups.test.ts checks it),
 * and its cost does not grow with the number of events, only with hours x labels.
 */
export type { Dashboard };

export async function getDashboard(store: AnalyticsStore, range: RangeKey, now = new Date()): Promise<Dashboard> {
  const period = periodOf(range, now);
  const from = period.from.getTime();
  // Independent reads, run concurrently (analytics/store.ts keeps several read connections).
  const edge = edgePairs(store, from);
  const [summary, realtimeVisitors, timeSeries, topPages, topEvents, topErrors, performance, breakdowns, botHits] =
    await Promise.all([
      getSummary(store, period),
      getRealtime(store, now),
      edge.then((e) => getTimeSeries(store, from, range, e)),
      edge.then((e) => getTopPages(store, from, e)),
      getTopEvents(store, from),
      getTopErrors(store, from),
      getPerformance(store, from),
      edge.then((e) => getBreakdowns(store, from, e)),
      getBotHits(store, period),
    ]);
  return {
    range,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    summary,
    realtimeVisitors,
    timeSeries,
    topPages,
    topEvents,
    topErrors,
    performance,
    ...breakdowns,
    botHits,
  };
}

const tsSpan = (col: string, [a, b]: Span) =>
  `${col} >= ${tsLiteral(a)}${b === null ? "" : ` AND ${col} < ${tsLiteral(b)}`}`;
const utcSpan = (col: string, [a, b]: Span) =>
  `${col} >= ${utcLiteral(a)}${b === null ? "" : ` AND ${col} < ${utcLiteral(b)}`}`;
/** A span on a UTC TIMESTAMP column (day, hour) or on created_at (TIMESTAMPTZ). */
const tsSpanOf = (col: string, s: Span) => (col === "created_at" ? tsSpan(col, s) : utcSpan(col, s));
const unionAll = (parts: string[], empty: string) => (parts.length ? parts.join("\nUNION ALL ") : empty);
const sqlString = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Counter rows (kind, label, n) of the whole hours and days of a window. */
function counters(where: string, parts: WindowParts, select = "kind, label, n"): string[] {
  return [
    ...parts.hours.map((s) => `SELECT ${select} FROM analytics_hourly WHERE ${where} AND ${utcSpan("hour", s)}`),
    ...parts.days.map((s) => `SELECT ${select} FROM analytics_daily WHERE ${where} AND ${utcSpan("day", s)}`),
  ];
}

/**
 * Pairs (session, key) whose last page view falls in [from, the next whole hour): with the pair
 * counters of the whole hours and days after it, they make "sessions with a view since `from`".
 */
async function edgePairs(store: AnalyticsStore, from: number): Promise<string> {
  const h1 = hourCeil(from);
  if (h1 === from) return "[]";
  const found = await rows<{ key: string; n: number }>(
    store,
    `SELECT e.key AS label, count(*) AS n
       FROM (SELECT unnest(map_entries(pairs)) AS e FROM session_pairs
              WHERE first_at < ${tsLiteral(h1)} AND last_at >= ${tsLiteral(from)})
      WHERE e.value.t >= ${tsLiteral(from)} AND e.value.t < ${tsLiteral(h1)} GROUP BY 1`,
  );
  return JSON.stringify(found);
}
const EDGE = `SELECT unnest(from_json(?, '[{"label":"VARCHAR","n":"BIGINT"}]'), recursive := true)`;

/**
 * Sessions per pair key since `from` (counters of whole hours/days + the edge), for the keys matching
 * `where` (on `label`); columns k (the key), n.
 */
function pairSessions(from: number, where: string): string {
  const parts = splitWindow(from, null);
  return `SELECT label AS k, sum(n) AS n FROM (
      ${unionAll([...counters(`kind = ${KIND.pairs} AND ${where}`, parts, "label, n"), `SELECT label, n FROM (${EDGE}) WHERE ${where}`], "")}
    ) GROUP BY label`;
}

async function summaryBetween(store: AnalyticsStore, from: number, to: number) {
  const parts = splitWindow(from, to);
  const kinds = [KIND.views, KIND.sessions, KIND.bounced, KIND.durationSum, KIND.durationCount];
  const branches = [
    ...counters(`kind IN (${kinds.join(", ")})`, parts, "kind, n"),
    ...parts.raw.flatMap((s) => [
      `SELECT ${KIND.views} AS kind, count(*) AS n FROM page_views WHERE ${tsSpan("created_at", s)}`,
      `SELECT unnest([${KIND.sessions}, ${KIND.bounced}, ${KIND.durationSum}, ${KIND.durationCount}]),
              unnest([count(*), count(*) FILTER (WHERE page_views_count <= 1 AND events_count <= 1),
                      coalesce(sum(duration_seconds), 0), count(duration_seconds)])
         FROM user_sessions WHERE ${tsSpan("created_at", s)}`,
    ]),
  ];
  const found = await rows<{ kind: number; n: number }>(
    store,
    `SELECT kind, sum(n) AS n FROM (${unionAll(branches, "SELECT 0 AS kind, 0 AS n")}) GROUP BY kind`,
  );
  const n = (kind: number) => Number(found.find((r) => Number(r.kind) === kind)?.n ?? 0);
  const sessions = n(KIND.sessions);
  const durations = n(KIND.durationCount);
  return {
    pageViews: n(KIND.views),
    sessions,
    bounceRate: sessions ? (n(KIND.bounced) / sessions) * 100 : 0,
    avgSessionSeconds: durations ? n(KIND.durationSum) / durations : 0,
  };
}

async function getSummary(store: AnalyticsStore, period: Period) {
  const [current, previous] = await Promise.all([
    summaryBetween(store, period.from.getTime(), period.to.getTime()),
    summaryBetween(store, period.previousFrom.getTime(), period.from.getTime()),
  ]);
  return { current, previous };
}

const bucketOf = (t: number) => `${new Date(t).toISOString().slice(0, 13)}:00:00Z`;

/** Page views and sessions per hour (24 h) or per UTC day (7 d, 30 d). */
async function getTimeSeries(store: AnalyticsStore, from: number, range: RangeKey, edge: string) {
  const unit = range === "24h" ? HOUR_MS : DAY_MS;
  const parts = splitWindow(from, null);
  const first = Math.floor(from / unit) * unit; // the bucket `from` falls in (partial unless aligned)
  const h1 = hourCeil(from);
  // Views: the partial hour raw, whole hours and days from the counters, each in its bucket.
  const viewBranches = [
    ...parts.raw.map(
      (s) => `SELECT ${utcLiteral(first)} AS bt, count(*) AS n FROM page_views WHERE ${tsSpan("created_at", s)}`,
    ),
    ...(unit === HOUR_MS
      ? [`SELECT hour AS bt, n FROM analytics_hourly WHERE kind = ${KIND.views} AND ${utcSpan("hour", [h1, null])}`]
      : [
          ...parts.hours.map(
            (s) =>
              `SELECT date_trunc('day', hour) AS bt, n FROM analytics_hourly WHERE kind = ${KIND.views} AND ${utcSpan("hour", s)}`,
          ),
          ...parts.days.map(
            (s) => `SELECT day AS bt, n FROM analytics_daily WHERE kind = ${KIND.views} AND ${utcSpan("day", s)}`,
          ),
        ]),
  ];
  const views = await rows<{ b: string; n: number }>(
    store,
    `SELECT epoch_ms(bt) AS b, sum(n) AS n FROM (${unionAll(viewBranches, "SELECT NULL::TIMESTAMP AS bt, 0 AS n")})
      GROUP BY bt HAVING sum(n) > 0 ORDER BY bt`,
  );
  // Sessions: pair keys 'h<bucket>' / 'D<bucket>' are counted in their own hour / day.
  const prefix = unit === HOUR_MS ? PAIR_PREFIX.hour : PAIR_PREFIX.day;
  const sessionRows = await rows<{ label: string; n: number }>(
    store,
    `SELECT k AS label, n FROM (${pairSessions(from, `starts_with(label, '${prefix}') AND label >= ${sqlString(prefix + bucketOf(first))}`)})`,
    [edge],
  );
  const sessions = new Map(sessionRows.map((r) => [r.label.slice(1), Number(r.n)]));
  return views.map((v) => {
    const bucket = bucketOf(Number(v.b));
    return { bucket, views: Number(v.n), sessions: sessions.get(bucket) ?? 0 };
  });
}

async function getTopPages(store: AnalyticsStore, from: number, edge: string, limit = TOP_N) {
  const parts = splitWindow(from, null);
  const top = await rows<{ path: string; views: number }>(
    store,
    `SELECT label AS path, sum(n) AS views FROM (${unionAll(
      [
        ...parts.raw.map(
          (s) => `SELECT page_path AS label, count(*) AS n FROM page_views WHERE ${tsSpan("created_at", s)} GROUP BY 1`,
        ),
        ...counters(`kind = ${KIND.views}`, parts, "label, n"),
      ],
      "SELECT ''::VARCHAR AS label, 0 AS n",
    )}) GROUP BY label HAVING sum(n) > 0 ORDER BY views DESC, path LIMIT ${limit}`,
  );
  if (!top.length) return [];
  const keys = top.map((t) => sqlString(PAIR_PREFIX.path + t.path)).join(", ");
  const sessions = await rows<{ label: string; n: number }>(
    store,
    `SELECT k AS label, n FROM (${pairSessions(from, `label IN (${keys})`)})`,
    [edge],
  );
  const byKey = new Map(sessions.map((s) => [s.label, Number(s.n)]));
  return top.map((t) => ({
    path: t.path,
    views: Number(t.views),
    sessions: byKey.get(PAIR_PREFIX.path + t.path) ?? 0,
  }));
}

async function getTopEvents(store: AnalyticsStore, from: number, limit = TOP_N) {
  const parts = splitWindow(from, null);
  return rows<{ label: string; count: number }>(
    store,
    `SELECT label, sum(n) AS count FROM (${unionAll(
      [
        ...parts.raw.map(
          (s) =>
            `SELECT event_name AS label, count(*) AS n FROM user_events WHERE ${tsSpan("created_at", s)} GROUP BY 1`,
        ),
        ...counters(`kind = ${KIND.events}`, parts, "label, n"),
      ],
      "SELECT ''::VARCHAR AS label, 0 AS n",
    )}) GROUP BY label HAVING sum(n) > 0 ORDER BY count DESC, label LIMIT ${limit}`,
  );
}

/**
 * The newest 100 errors of the range, then the top messages among them: the error counters tell from
 * which hour on there are at least 100, so only those rows are read.
 */
async function getTopErrors(store: AnalyticsStore, from: number, limit = TOP_N) {
  const h1 = hourCeil(from);
  const hours = await rows<{ h: number; n: number }>(
    store,
    `SELECT epoch_ms(hour) AS h, n FROM analytics_hourly
      WHERE kind = ${KIND.errors} AND ${utcSpan("hour", [h1, null])} ORDER BY hour DESC`,
  );
  let lower = from;
  let seen = 0;
  for (const { h, n } of hours) {
    seen += Number(n);
    if (seen >= ERROR_LOG_LIMIT) {
      lower = Math.max(from, Number(h));
      break;
    }
  }
  return rows<{ label: string; count: number; lastSeen: string }>(
    store,
    `SELECT error_message AS label, count(*) AS count, max(created_at) AS "lastSeen"
       FROM (SELECT error_message, created_at FROM error_logs WHERE created_at >= ${tsLiteral(lower)}
              ORDER BY created_at DESC, event_id DESC LIMIT ${ERROR_LOG_LIMIT})
      GROUP BY error_message ORDER BY count DESC, "lastSeen" DESC, label LIMIT ${limit}`,
  );
}

/**
 * p75 of each web vital since `from`, exactly as quantile_cont. The window is covered by merged
 * sealed days (vitals_daily), other sealed hours (vitals_hourly) and raw rows (the partial hour at
 * `from` and the last ~1.5 hours). Query 1 finds what is sealed; query 2 sums the value buckets'
 * counts and keeps, per metric, the bucket(s) holding the two ranks around the 75th percentile;
 * query 3 reads only those buckets' values (by index), sorts them and picks the two values, which
 * are interpolated as DuckDB does.
 */
async function getPerformance(store: AnalyticsStore, from: number) {
  const [sealedRow] = await rows<{ days: number[] | null; hours: number[] | null }>(
    store,
    `SELECT (SELECT list(epoch_ms(day)) FROM vitals_daily_days WHERE day >= ${utcLiteral(Math.ceil(from / DAY_MS) * DAY_MS)}) AS days,
            (SELECT list(epoch_ms(hour)) FROM vitals_sealed_hours WHERE hour >= ${utcLiteral(hourCeil(from))}) AS hours`,
  );
  const days = (sealedRow?.days ?? []).map(Number);
  const merged = new Set(days);
  const daySpans = hourSpans(days.flatMap((d) => Array.from({ length: 24 }, (_, h) => d + h * HOUR_MS)));
  const hourSpansOnly = hourSpans((sealedRow?.hours ?? []).map(Number).filter((h) => !merged.has(h - (h % DAY_MS))));
  // The window minus the sealed days and hours: raw spans.
  const raw: Span[] = [];
  let cursor = from;
  for (const [a, b] of [...daySpans, ...hourSpansOnly].sort((x, y) => x[0] - y[0])) {
    if (a > cursor) raw.push([cursor, a]);
    cursor = Math.max(cursor, b);
  }
  raw.push([cursor, null]);
  const spansIn = (col: string, spans: Span[]) =>
    spans.length ? `(${spans.map((s) => tsSpanOf(col, s)).join(" OR ")})` : "false";
  const sealedDays = spansIn("day", daySpans);
  const sealedHours = spansIn("hour", hourSpansOnly);
  // The UTC days of the sealed hours (vitals_hourly.dk leads with the day): usually the first day of
  // the range and the last one or two.
  const hourDays = [
    ...new Set(
      hourSpansOnly.flatMap(([a, b]) => {
        const out: number[] = [];
        for (let d = a - (a % DAY_MS); d < b; d += DAY_MS) out.push(d);
        return out;
      }),
    ),
  ];
  // Raw values as (k, v): k = metric * 100000 + bucket, as vitals_*.k.
  // One branch per span: an OR of spans would keep DuckDB from skipping row groups by created_at.
  const rawRows = raw
    .map((s) => `SELECT * FROM performance_metrics WHERE ${tsSpan("created_at", s)}`)
    .join(" UNION ALL ");
  const rawKeyed = `SELECT metric::INTEGER * 100000 + CASE metric ${VITALS.map((m, i) => `WHEN ${i + 1} THEN ${vitalBucket("v", m.width)}`).join(" ")} END AS k, v
    FROM (SELECT ${VITALS.map((m, i) => `${m.column} AS "${i + 1}"`).join(", ")} FROM (${rawRows}))
    UNPIVOT (v FOR metric IN (${VITALS.map((_, i) => `"${i + 1}"`).join(", ")}))`;
  const found = await rows<{ metric: number; k: number; n: number; before: number; total: number }>(
    store,
    `WITH c AS (
       SELECT k, sum(n) AS n FROM (
         SELECT k, n FROM vitals_daily WHERE ${sealedDays}
         UNION ALL SELECT k, n FROM vitals_hourly WHERE ${sealedHours}
         UNION ALL SELECT k, count(*) FROM (${rawKeyed}) GROUP BY k
         UNION ALL SELECT 0, count(*) FROM (${rawRows})
       ) GROUP BY k),
     cum AS (SELECT k // 100000 AS metric, k, n, sum(n) OVER w - n AS before, sum(n) OVER (PARTITION BY k // 100000) AS total
               FROM c WINDOW w AS (PARTITION BY k // 100000 ORDER BY k))
     SELECT metric, k, n, before, total FROM cum
      WHERE metric = 0
         OR (before <= floor((total - 1) * 0.75) AND floor((total - 1) * 0.75) < before + n)
         OR (before <= ceil((total - 1) * 0.75) AND ceil((total - 1) * 0.75) < before + n)`,
  );
  const samples = Number(found.find((f) => Number(f.metric) === 0)?.total ?? 0);
  // Per metric: the ranks around the p75, and for each the bucket (k) and the offset in it.
  const plan = VITALS.map((_, i) => {
    const hits = found.filter((f) => Number(f.metric) === i + 1);
    if (!hits.length) return null;
    const rn = (Number(hits[0]?.total) - 1) * 0.75;
    const at = (rank: number) => {
      const hit = hits.find(
        (h, j) => Number(h.before) <= rank && (j === hits.length - 1 || rank < Number(hits[j + 1]?.before)),
      );
      if (!hit) throw new Error("vitals bucket counts are inconsistent");
      return { k: Number(hit.k), offset: rank - Number(hit.before) };
    };
    return { lo: at(Math.floor(rn)), hi: at(Math.ceil(rn)), d: rn - Math.floor(rn) };
  });
  // The target buckets' values: sealed ones by index (k for days, dk for hours; the span tests sit in
  // the SELECT list, as WHERE terms DuckDB would scan for them instead) and raw ones; sorted, then
  // the two ranks picked (1-based).
  const wanted = new Map<number, number[]>();
  for (const p of plan)
    if (p) for (const t of [p.lo, p.hi]) wanted.set(t.k, [...new Set([...(wanted.get(t.k) ?? []), t.offset + 1])]);
  const keys = [...wanted.keys()];
  const picked = keys.length
    ? await rows<{ k: number; vs: number[] }>(
        store,
        `WITH want(k, idx) AS (VALUES ${[...wanted].map(([k, idx]) => `(${k}, [${idx.join(", ")}])`).join(", ")})
         SELECT k, list_select(list_sort(flatten(list(vals))), any_value(want.idx)) AS vs FROM (
           ${keys
             .flatMap((k) => [
               `SELECT ${k} AS k, CASE WHEN ${sealedDays} THEN vals ELSE []::DOUBLE[] END AS vals FROM vitals_daily WHERE k = ${k}`,
               ...hourDays.map(
                 (d) =>
                   `SELECT ${k}, CASE WHEN ${sealedHours} THEN vals ELSE []::DOUBLE[] END FROM vitals_hourly WHERE dk = ${dayKey(d, k)}`,
               ),
             ])
             .join(" UNION ALL ")}
           UNION ALL SELECT k, list(v) FROM (${rawKeyed}) WHERE k IN (${keys.join(", ")}) GROUP BY k
         ) JOIN want USING (k) GROUP BY k`,
      )
    : [];
  const valueAt = (t: { k: number; offset: number }) => {
    const idx = wanted.get(t.k) as number[];
    const vs = picked.find((r) => Number(r.k) === t.k)?.vs ?? [];
    return Number(vs[idx.indexOf(t.offset + 1)]);
  };
  const p75 = (p: (typeof plan)[number]) => {
    if (!p) return null;
    const lo = valueAt(p.lo);
    if (p.d === 0) return lo;
    return lo * (1 - p.d) + valueAt(p.hi) * p.d; // quantile_cont's interpolation
  };
  const result = Object.fromEntries(VITALS.map((m, i) => [m.key, p75(plan[i] ?? null)])) as Record<
    (typeof VITALS)[number]["key"],
    number | null
  >;
  return {
    samples,
    lcp: result.lcp,
    fcp: result.fcp,
    ttfb: result.ttfb,
    inp: result.inp,
    fid: result.fid,
    cls: result.cls,
    load: result.load,
  };
}

async function getBreakdowns(store: AnalyticsStore, from: number, edge: string, limit = TOP_N) {
  const prefixes = BREAKDOWNS.map((c) => PAIR_PREFIX[c]);
  const found = await rows<{ dim: string; label: string; sessions: number }>(
    store,
    `SELECT left(k, 1) AS dim, substr(k, 2) AS label, n AS sessions
       FROM (${pairSessions(from, `left(label, 1) IN (${prefixes.map((p) => `'${p}'`).join(", ")})`)})
      WHERE n > 0
      QUALIFY row_number() OVER (PARTITION BY left(k, 1) ORDER BY n DESC, substr(k, 2)) <= ${limit}
      ORDER BY dim, sessions DESC, label`,
    [edge],
  );
  const of = (column: (typeof BREAKDOWNS)[number]) =>
    found.filter((r) => r.dim === PAIR_PREFIX[column]).map((r) => ({ label: r.label, sessions: Number(r.sessions) }));
  return {
    referrers: of("referrer"),
    devices: of("device_type"),
    browsers: of("browser"),
    operatingSystems: of("os"),
  };
}
