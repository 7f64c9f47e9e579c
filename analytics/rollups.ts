import type { DuckDBConnection } from "@duckdb/node-api";
import { landingStruct } from "./landing";
import { reachedSql, upsertMilestonesSql, upsertStepsSql } from "./milestones";
import {
  dayKeyOf,
  dayKeySql,
  hourOf,
  KIND,
  labelKeys,
  pairKeys,
  tsLiteral,
  utcDayOf,
  utcLiteral,
  VITALS,
  vitalBucket,
  vitalKey,
} from "./sql";
import { DAY_MS, HOUR_MS } from "./windows";

/**
 * The rollups, which make the dashboard independent of the data's size (decision 0009):
 *
 * - analytics_hourly / analytics_daily (kind, label, hour|day, n): additive counters (page views by
 *   path, events by name, errors, sessions, bounced sessions, duration sums) by the UTC hour and day
 *   of created_at, and pair counters (see below). Kept at ingest in the same transaction as the raw
 *   rows, from the rows actually inserted.
 * - session_pairs (session_id, first_at, last_at, pairs): per session, for each pair key its
 *   page views carry (path, referrer host, device, browser, OS, hour bucket, day bucket), the time of
 *   its last page view. The pair counters count pairs by the hour/day of that last view, so "sessions
 *   with a page view labelled L at or after t" is a sum over whole hours and days plus the pairs whose
 *   last view falls in the partial hour at t. Distinct sessions are not additive; this is.
 * - vitals_hourly (hour, metric, bucket, n, vals): per sealed UTC hour, each web vital's values
 *   sorted, grouped in value buckets; a p75 takes the bucket counts, then the target buckets' values.
 *   Hours are sealed once no new row can fall in them (ingest clamps a vitals row's created_at to
 *   the last 15 minutes), so at most the last ~1.5 hours are read raw. A row written into a sealed
 *   hour (a replica catching up on the shared log, an import) unseals it. A day whose 24 hours are
 *   sealed is also merged into vitals_daily (same shape), so a long range reads few lists. Each
 *   seal gives the hour (vitals_sealed_hours) or day (vitals_daily_days) a new seal id, so the p75
 *   keeps what it read of a set of them in memory (analytics/queries/sealed-vitals.ts).
 *
 * Everything here is rebuilt from the raw tables by BACKFILL_SQL (schema migration 3, the bench).
 */

/**
 * Rebuilds the counters and session_pairs from the raw tables (they must be empty before), with the
 * pair keys `keys` (a landed migration passes the keys of its time, frozen; see analytics/schema.ts),
 * and visitor_days unless `visitors` is false (migrations before 6 had no visitors), and each
 * session's landing unless `landing` is false (migrations before 11 had no landing column).
 */
export const backfillSql = (keys: string, visitors = true, landing = true) => `
  INSERT INTO analytics_hourly (kind, label, hour, n)
    SELECT ${KIND.views}, page_path, ${hourOf("created_at")}, count(*) FROM page_views GROUP BY ALL;
  INSERT INTO analytics_hourly (kind, label, hour, n)
    SELECT ${KIND.events}, event_name, ${hourOf("created_at")}, count(*) FROM user_events GROUP BY ALL;
  INSERT INTO analytics_hourly (kind, label, hour, n)
    SELECT ${KIND.errors}, '', ${hourOf("created_at")}, count(*) FROM error_logs GROUP BY ALL;
  INSERT INTO analytics_hourly (kind, label, hour, n)
    SELECT kind, '', hour, n FROM (
      SELECT ${hourOf("created_at")} AS hour, count(*) AS s,
             count(*) FILTER (WHERE page_views_count <= 1 AND events_count <= 1) AS b,
             coalesce(sum(duration_seconds), 0) AS ds, count(duration_seconds) AS dc
        FROM user_sessions GROUP BY 1)
    UNPIVOT (n FOR kind IN (s AS '${KIND.sessions}', b AS '${KIND.bounced}', ds AS '${KIND.durationSum}', dc AS '${KIND.durationCount}'));
  ${pairsSql(keys, landing)}
  INSERT INTO analytics_daily (kind, label, day, n)
    SELECT kind, label, date_trunc('day', hour), sum(n) FROM analytics_hourly GROUP BY ALL;
  ${visitors ? visitorDaysSql("page_views") : ""}
  ${visitors ? visitorLabelsBackfillSql : ""}
`;

/**
 * visitor_days from page views (`source`: page_views, or a staging table of them): each (UTC day,
 * visitor) once, with its first and last view that day, so a day cut by a window's start or end is
 * counted from these rows (analytics/queries/getSummary.ts) instead of that day's raw views.
 */
export const visitorDaysSql = (source: string) => `
  INSERT INTO visitor_days (day, visitor, first_at, last_at)
    SELECT ${utcDayOf("created_at")}, visitor, min(created_at), max(created_at) FROM ${source}
     WHERE visitor IS NOT NULL GROUP BY ALL
    ON CONFLICT DO UPDATE SET first_at = least(visitor_days.first_at, excluded.first_at),
                              last_at = greatest(visitor_days.last_at, excluded.last_at);`;

/** Schema migration 19: visitor_days' first and last view of each day, from the stored page views. */
export const VISITOR_DAY_SPANS_MIGRATION = `
  ALTER TABLE visitor_days ADD COLUMN first_at TIMESTAMPTZ;
  ALTER TABLE visitor_days ADD COLUMN last_at TIMESTAMPTZ;
  UPDATE visitor_days SET first_at = v.first_at, last_at = v.last_at
    FROM (SELECT ${utcDayOf("created_at")} AS day, visitor, min(created_at) AS first_at, max(created_at) AS last_at
            FROM page_views WHERE visitor IS NOT NULL GROUP BY ALL) v
   WHERE visitor_days.day = v.day AND visitor_days.visitor = v.visitor;`;

/**
 * visitor_labels from page views (`source`: page_views, or a staging table of them): each (UTC day,
 * label key, visitor) once, with the time of its last view that day (`last_at`: the visitors of a
 * label since a moment of that day are the triples whose last view is at or after it) and `n`, how
 * many batches brought it. RETURNING gives each new triple (n = 1) as the JSON text
 * {"day", "label"} and NULL for the others; ingest counts them (KIND.labelVisitors). One text per row
 * parses natively in JS, where node-api's conversion of each value cost a fifth of the ingest's JS
 * thread (docs/decisions/0007, 2026-11-29).
 */
export const visitorLabelsSql = (source: string) => `
  INSERT INTO visitor_labels (day, label, visitor, last_at, n)
    SELECT ${utcDayOf("created_at")}, k, visitor, max(created_at), 1 FROM ${source}, unnest(${labelKeys()}) AS u(k)
     WHERE visitor IS NOT NULL GROUP BY ALL
    ON CONFLICT DO UPDATE SET last_at = greatest(visitor_labels.last_at, excluded.last_at), n = visitor_labels.n + 1
    RETURNING CASE WHEN n = 1 THEN to_json({'day': day, 'label': label})::VARCHAR END AS added`;

/** visitor_labels and their daily counters from page_views (both must be empty of them before). */
export const visitorLabelsBackfillSql = `
  INSERT INTO visitor_labels (day, label, visitor, last_at, n)
    SELECT ${utcDayOf("created_at")}, k, visitor, max(created_at), 1 FROM page_views, unnest(${labelKeys()}) AS u(k)
     WHERE visitor IS NOT NULL GROUP BY ALL;
  INSERT INTO analytics_daily (kind, label, day, n)
    SELECT ${KIND.labelVisitors}, label, day::TIMESTAMP, count(*) FROM visitor_labels GROUP BY ALL;`;

/**
 * Sessions are built in PAIR_PARTS slices (by a hash of their id): the per-session lists cannot
 * spill to disk, and at 10M page views a single pass needs over 8 GB; a slice needs an eighth.
 */
const PAIR_PARTS = 8;

/**
 * session_pairs and the hourly pair counters, from page_views, keyed by `keys` (both must be empty
 * before), with each session's landing (its first view, analytics/landing.ts) unless `landing` is false.
 */
const pairsSql = (keys: string, landing: boolean) => `
  ${Array.from(
    { length: PAIR_PARTS },
    (_, part) => `INSERT INTO session_pairs (session_id, first_at, last_at, pairs${landing ? ", landing" : ""})
    SELECT session_id, min(first_at), max(t), map_from_entries(list({'key': k, 'value': {'t': t, 'c': NULL::INTEGER}}))${landing ? ", min(landing)" : ""}
      FROM (SELECT session_id, k, max(created_at) AS t, min(created_at) AS first_at${landing ? `, min(${landingStruct()}) AS landing` : ""}
              FROM page_views, unnest(${keys}) AS u(k) WHERE hash(session_id) % ${PAIR_PARTS} = ${part} GROUP BY ALL)
     GROUP BY session_id ORDER BY max(t);`,
  ).join("\n  ")}
  INSERT INTO analytics_hourly (kind, label, hour, n)
    SELECT ${KIND.pairs}, e.key, ${hourOf("e.value.t")}, count(*)
      FROM (SELECT unnest(map_entries(pairs)) AS e FROM session_pairs) GROUP BY ALL;`;

/** Drops the pair rollups and builds them again with `keys` (a migration that changes the pair keys). */
export const rebuildPairsSql = (keys: string, landing = true) => `
  DELETE FROM analytics_hourly WHERE kind = ${KIND.pairs};
  DELETE FROM analytics_daily WHERE kind = ${KIND.pairs};
  DELETE FROM session_pairs;
  ${pairsSql(keys, landing)}
  INSERT INTO analytics_daily (kind, label, day, n)
    SELECT kind, label, date_trunc('day', hour), sum(n) FROM analytics_hourly WHERE kind = ${KIND.pairs} GROUP BY ALL;`;
/**
 * The entry and exit page counters (KIND.entryPages, KIND.exitPages) from user_sessions (both must
 * be empty of them before): schema migration 18, and the backfill.
 */
export const sessionPagesBackfillSql = `
  INSERT INTO analytics_hourly (kind, label, hour, n)
    SELECT kind, label, hour, count(*) FROM (
      SELECT ${KIND.entryPages} AS kind, entry_page AS label, ${hourOf("created_at")} AS hour
        FROM user_sessions WHERE entry_page IS NOT NULL
      UNION ALL
      SELECT ${KIND.exitPages}, exit_page, ${hourOf("created_at")} FROM user_sessions WHERE exit_page IS NOT NULL)
     GROUP BY ALL;
  INSERT INTO analytics_daily (kind, label, day, n)
    SELECT kind, label, date_trunc('day', hour), sum(n) FROM analytics_hourly
     WHERE kind IN (${KIND.entryPages}, ${KIND.exitPages}) GROUP BY ALL;`;

export const BACKFILL_SQL = `${backfillSql(pairKeys())}
  ${sessionPagesBackfillSql}
  ${upsertMilestonesSql(reachedSql("page_views", "user_events"))};
  ${upsertStepsSql(reachedSql("page_views", "user_events"))};`;

/**
 * Ingest clamps a web-vitals row's created_at into [received - VITALS_MAX_AGE_MS, received]
 * (analytics/ingest.ts): vitals are measured on the page load being reported, so an hour can be
 * sealed soon after it ends. A minute more covers a batch still in the group commit.
 */
export const VITALS_MAX_AGE_MS = 15 * 60_000;
const SEAL_MARGIN_MS = VITALS_MAX_AGE_MS + 60_000;

/** A UTC day's number (days since 1970-01-01) of a TIMESTAMP column; vitals_hourly.dk leads with it. */
const dayNumber = (col: string) => `(epoch_ms(${col}) // ${DAY_MS})`;
export const dayKey = (dayMs: number, key: number) => dayKeyOf(Math.floor(dayMs / DAY_MS), key);

export const vitalsHourRows = (where: string) => `
  SELECT hour, metric, bucket, ${vitalKey("metric", "bucket")}, count(*) AS n, list(v ORDER BY v) AS vals,
         ${dayKeySql(dayNumber("hour"), vitalKey("metric", "bucket"))} FROM (
    ${VITALS.map(
      (m, i) =>
        `SELECT ${hourOf("created_at")} AS hour, ${i + 1} AS metric, ${vitalBucket(m.column, m.width)} AS bucket, ${m.column} AS v
           FROM performance_metrics WHERE ${where} AND ${m.column} IS NOT NULL`,
    ).join(" UNION ALL ")}
  ) GROUP BY ALL
  UNION ALL
  SELECT ${hourOf("created_at")} AS hour, 0, 0, 0, count(resource_count), []::DOUBLE[], ${dayKeySql(dayNumber("hour"), "0")}
    FROM performance_metrics WHERE ${where} GROUP BY 1`;

/** Contiguous runs of hours (ms) as [start, end) spans. */
export function hourSpans(hours: number[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const h of [...hours].sort((a, b) => a - b)) {
    const last = spans.at(-1);
    if (last && last[1] === h) last[1] = h + HOUR_MS;
    else spans.push([h, h + HOUR_MS]);
  }
  return spans;
}

/**
 * The hours up to `cutoff` (inclusive, ms) a seal should seal: new hours start after the last sealed
 * one (the first time: at the raw table's oldest row), and hours a late row unsealed are listed apart.
 * Neither needs a scan of the raw table. At most `limit` hours, oldest first.
 */
export async function hoursToSeal(
  c: DuckDBConnection,
  tables: { sealed: string; unsealed: string; raw: string },
  cutoff: number,
  limit = Number.POSITIVE_INFINITY,
): Promise<number[]> {
  const [state] = (
    await c.runAndReadAll(
      `SELECT (SELECT epoch_ms(max(hour)) FROM ${tables.sealed}) AS last,
              (SELECT list(DISTINCT epoch_ms(hour)) FROM ${tables.unsealed}) AS unsealed`,
    )
  ).getRowObjects();
  let lo = state?.last === null || state?.last === undefined ? null : Number(state.last) + HOUR_MS;
  if (lo === null) {
    const [first] = (
      await c.runAndReadAll(
        `SELECT epoch_ms(min(${hourOf("created_at")})) AS lo FROM ${tables.raw} WHERE created_at < ${tsLiteral(cutoff + HOUR_MS)}`,
      )
    ).getRowObjects();
    lo = first?.lo === null || first?.lo === undefined ? cutoff + HOUR_MS : Number(first.lo);
  }
  const unsealed = ((state?.unsealed as { items?: unknown[] } | null)?.items ?? []).map(Number);
  const hours = unsealed.filter((h) => h <= cutoff && h < lo).sort((a, b) => a - b);
  for (let h = lo; h <= cutoff && hours.length < limit; h += HOUR_MS) hours.push(h);
  return hours.slice(0, limit);
}

/**
 * Seals every whole UTC hour that ended more than SEAL_MARGIN_MS ago and is not sealed yet: its
 * web-vitals values go into vitals_hourly, sorted and bucketed. Idempotent; cheap when there is
 * nothing to do. Run it inside the writer's queue (it is a write).
 */
export async function sealVitals(c: DuckDBConnection, now = Date.now()): Promise<number> {
  const cutoff = Math.floor((now - SEAL_MARGIN_MS) / HOUR_MS) * HOUR_MS - HOUR_MS; // hours <= cutoff
  const hours = await hoursToSeal(
    c,
    { sealed: "vitals_sealed_hours", unsealed: "vitals_unsealed_hours", raw: "performance_metrics" },
    cutoff,
  );
  if (!hours.length) return 0;
  const spans = hourSpans(hours);
  const where = `(${spans.map(([a, b]) => `(created_at >= ${tsLiteral(a)} AND created_at < ${tsLiteral(b)})`).join(" OR ")})`;
  await c.run("BEGIN TRANSACTION");
  try {
    await c.run(
      `INSERT INTO vitals_hourly (hour, metric, bucket, k, n, vals, dk) ${vitalsHourRows(where)} ORDER BY ALL`,
    );
    await c.run(`DELETE FROM vitals_unsealed_hours WHERE hour <= ${utcLiteral(cutoff)}`);
    await c.run(
      `INSERT INTO vitals_sealed_hours (hour, seal) ${spans
        .map(([a, b]) => `SELECT range, uuid() FROM range(${utcLiteral(a)}, ${utcLiteral(b)}, INTERVAL 1 HOUR)`)
        .join(" UNION ALL ")}`,
    );
    // Days whose 24 hours are now all sealed (and not merged yet) are merged into vitals_daily.
    const merge = `SELECT day FROM (SELECT date_trunc('day', hour) AS day, count(*) AS h FROM vitals_sealed_hours GROUP BY 1)
      WHERE h = 24 AND day NOT IN (SELECT day FROM vitals_daily_days)`;
    await c.run(`CREATE OR REPLACE TEMP TABLE _merge_days AS ${merge}`);
    await c.run(`INSERT INTO vitals_daily (day, metric, bucket, k, n, vals)
      SELECT date_trunc('day', hour), metric, bucket, k, sum(n), list_sort(flatten(list(vals))) FROM vitals_hourly
       WHERE date_trunc('day', hour) IN (SELECT day FROM _merge_days) GROUP BY ALL ORDER BY ALL`);
    await c.run("INSERT INTO vitals_daily_days (day, seal) SELECT day, uuid() FROM _merge_days");
    await c.run("DROP TABLE _merge_days");
    await c.run("COMMIT");
  } catch (error) {
    await c.run("ROLLBACK").catch(() => {});
    throw error;
  }
  return hours.length;
}
