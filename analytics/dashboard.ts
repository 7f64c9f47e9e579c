import { ERROR_LOG_LIMIT, type Period, periodOf, type RangeKey, TOP_N } from "./definitions";
import type { Dashboard } from "./reference/dashboard";
import { getBotHits, getRealtime } from "./reference/getBreakdowns";
import { rows } from "./reference/run";
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
  const edge = await edgePairs(store, from);
  return {
    range,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    summary: await getSummary(store, period),
    realtimeVisitors: await getRealtime(store, now),
    timeSeries: await getTimeSeries(store, from, range, edge),
    topPages: await getTopPages(store, from, edge),
    topEvents: await getTopEvents(store, from),
    topErrors: await getTopErrors(store, from),
    performance: await getPerformance(store, from),
    ...(await getBreakdowns(store, from, edge)),
    botHits: await getBotHits(store, period),
  };
}

const tsSpan = (col: string, [a, b]: Span) =>
  `${col} >= ${tsLiteral(a)}${b === null ? "" : ` AND ${col} < ${tsLiteral(b)}`}`;
const utcSpan = (col: string, [a, b]: Span) =>
  `${col} >= ${utcLiteral(a)}${b === null ? "" : ` AND ${col} < ${utcLiteral(b)}`}`;
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
  return {
    current: await summaryBetween(store, period.from.getTime(), period.to.getTime()),
    previous: await summaryBetween(store, period.previousFrom.getTime(), period.from.getTime()),
  };
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
 * p75 of each web vital since `from`, exactly as quantile_cont: the value buckets' counts (sealed
 * days from vitals_daily, the rest raw) locate the two ranks around the 75th percentile, then only
 * those buckets' values are read and the two values interpolated as DuckDB does.
 */
async function getPerformance(store: AnalyticsStore, from: number) {
  const sealed = (
    await rows<{ d: number }>(
      store,
      `SELECT epoch_ms(day) AS d FROM vitals_sealed WHERE day >= ${utcLiteral(Math.ceil(from / DAY_MS) * DAY_MS)} ORDER BY d`,
    )
  ).map((r) => Number(r.d));
  // The window minus the sealed days: raw spans.
  const raw: Span[] = [];
  let cursor = from;
  for (const d of sealed) {
    if (d > cursor) raw.push([cursor, d]);
    cursor = Math.max(cursor, d + DAY_MS);
  }
  raw.push([cursor, null]);
  const sealedDays = sealed.length ? `day IN (${sealed.map((d) => utcLiteral(d)).join(", ")})` : "false";
  const metricCase = (col: string) =>
    `CASE metric ${VITALS.map((m, i) => `WHEN ${i + 1} THEN ${vitalBucket(col, m.width)}`).join(" ")} END`;
  const rawValues = (s: Span) => `
    SELECT metric::UTINYINT AS metric, v FROM (
      SELECT ${VITALS.map((m, i) => `${m.column} AS "${i + 1}"`).join(", ")} FROM performance_metrics
       WHERE ${tsSpan("created_at", s)}
    ) UNPIVOT (v FOR metric IN (${VITALS.map((_, i) => `"${i + 1}"`).join(", ")}))`;
  const counts = await rows<{ metric: number; bucket: number; n: number }>(
    store,
    `SELECT metric, bucket, sum(n) AS n FROM (
       SELECT metric, bucket, n FROM vitals_daily WHERE ${sealedDays}
       ${raw.map((s) => `UNION ALL SELECT metric, ${metricCase("v")} AS bucket, count(*) AS n FROM (${rawValues(s)}) GROUP BY ALL`).join("\n")}
       ${raw.map((s) => `UNION ALL SELECT 0, 0, count(*) FROM performance_metrics WHERE ${tsSpan("created_at", s)}`).join("\n")}
     ) GROUP BY ALL ORDER BY metric, bucket`,
  );
  const samples = counts.filter((c) => Number(c.metric) === 0).reduce((a, c) => a + Number(c.n), 0);
  // For each metric: the ranks around the p75 and the bucket each falls in.
  const targets: { metric: number; bucket: number; offset: number }[] = [];
  const plan = VITALS.map((_, i) => {
    const buckets = counts.filter((c) => Number(c.metric) === i + 1);
    const total = buckets.reduce((a, c) => a + Number(c.n), 0);
    if (!total) return null;
    const rn = (total - 1) * 0.75;
    const locate = (rank: number) => {
      let before = 0;
      for (const b of buckets) {
        if (rank < before + Number(b.n)) {
          const t = { metric: i + 1, bucket: Number(b.bucket), offset: rank - before };
          targets.push(t);
          return targets.length - 1;
        }
        before += Number(b.n);
      }
      throw new Error("vitals bucket counts are inconsistent");
    };
    const lo = Math.floor(rn);
    const hi = Math.ceil(rn);
    return { lo: locate(lo), hi: hi === lo ? null : locate(hi), d: rn - lo };
  });
  const values = targets.length
    ? await rows<{ i: number; v: number }>(
        store,
        targets
          .map(
            (t, i) => `(SELECT ${i} AS i, v FROM (
              SELECT unnest(vals) AS v FROM vitals_daily WHERE ${sealedDays} AND metric = ${t.metric} AND bucket = ${t.bucket}
              ${raw.map((s) => `UNION ALL SELECT v FROM (${rawValues(s)}) WHERE metric = ${t.metric} AND ${metricCase("v")} = ${t.bucket}`).join("\n")}
            ) ORDER BY v LIMIT 1 OFFSET ${t.offset})`,
          )
          .join(" UNION ALL "),
      )
    : [];
  const value = new Map(values.map((r) => [Number(r.i), Number(r.v)]));
  const p75 = (p: (typeof plan)[number]) => {
    if (!p) return null;
    const lo = value.get(p.lo) as number;
    if (p.hi === null) return lo;
    const hi = value.get(p.hi) as number;
    return lo * (1 - p.d) + hi * p.d; // quantile_cont's interpolation
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
