import type { DuckDBConnection } from "@duckdb/node-api";
import { dayOf, hourOf, KIND, pairKeys, utcLiteral, VITALS, vitalBucket } from "./sql";

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
 * - vitals_daily (day, metric, bucket, n, vals): per sealed UTC day, each web vital's values sorted,
 *   grouped in value buckets; a p75 takes the bucket counts, then one bucket's values. Days are
 *   sealed once no new row can fall in them (ingest clamps created_at to the last 24 hours); rows of
 *   unsealed days are read raw. A row written into a sealed day unseals it.
 *
 * Everything here is rebuilt from the raw tables by BACKFILL_SQL (schema migration 3, the bench).
 */

/** Rebuilds the counters and session_pairs from the raw tables (they must be empty before). */
export const BACKFILL_SQL = `
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
  INSERT INTO session_pairs (session_id, first_at, last_at, pairs)
    SELECT session_id, min(first_at), max(t), map_from_entries(list({'key': k, 'value': {'t': t, 'c': NULL::INTEGER}}))
      FROM (SELECT session_id, k, max(created_at) AS t, min(created_at) AS first_at
              FROM page_views, unnest(${pairKeys()}) AS u(k) GROUP BY ALL)
     GROUP BY session_id ORDER BY max(t);
  INSERT INTO analytics_hourly (kind, label, hour, n)
    SELECT ${KIND.pairs}, e.key, ${hourOf("e.value.t")}, count(*)
      FROM (SELECT unnest(map_entries(pairs)) AS e FROM session_pairs) GROUP BY ALL;
  INSERT INTO analytics_daily (kind, label, day, n)
    SELECT kind, label, date_trunc('day', hour), sum(n) FROM analytics_hourly GROUP BY ALL;
`;

const DAY_MS = 86_400_000;
/** A day can be sealed when ingest can no longer write into it: created_at >= now - 1 day. */
const SEAL_AFTER_MS = 2 * DAY_MS;

export const vitalsDayRows = (where: string) => `
  SELECT day, metric, bucket, count(*) AS n, list(v ORDER BY v) AS vals FROM (
    ${VITALS.map(
      (m, i) =>
        `SELECT ${dayOf("created_at")} AS day, ${i + 1} AS metric, ${vitalBucket(m.column, m.width)} AS bucket, ${m.column} AS v
           FROM performance_metrics WHERE ${where} AND ${m.column} IS NOT NULL`,
    ).join(" UNION ALL ")}
  ) GROUP BY ALL
  UNION ALL
  SELECT ${dayOf("created_at")}, 0, 0, count(*), []::DOUBLE[] FROM performance_metrics WHERE ${where} GROUP BY 1`;

/**
 * Seals every whole UTC day before now - 2 days that is not sealed yet: its web-vitals values go into
 * vitals_daily, sorted. Idempotent; cheap when there is nothing to do. Run it inside the writer's
 * queue (it is a write).
 */
export async function sealVitals(c: DuckDBConnection, now = Date.now()): Promise<number> {
  const cutoff = Math.floor((now - SEAL_AFTER_MS) / DAY_MS) * DAY_MS; // days < cutoff may be sealed
  const [range] = (
    await c.runAndReadAll(
      `SELECT epoch_ms(min(${dayOf("created_at")})) AS lo FROM performance_metrics
        WHERE created_at < ${`'${new Date(cutoff).toISOString()}'::TIMESTAMPTZ`}`,
    )
  ).getRowObjects();
  if (range?.lo === null || range?.lo === undefined) return 0;
  const sealed = new Set(
    (await c.runAndReadAll("SELECT epoch_ms(day) AS d FROM vitals_sealed")).getRowObjects().map((r) => Number(r.d)),
  );
  const days: number[] = [];
  for (let d = Number(range.lo); d < cutoff; d += DAY_MS) if (!sealed.has(d)) days.push(d);
  if (!days.length) return 0;
  const list = days.map((d) => utcLiteral(d)).join(", ");
  await c.run("BEGIN TRANSACTION");
  try {
    await c.run(
      `INSERT INTO vitals_daily (day, metric, bucket, n, vals) ${vitalsDayRows(`${dayOf("created_at")} IN (${list})`)}`,
    );
    await c.run(`INSERT INTO vitals_sealed (day) SELECT unnest([${list}])`);
    await c.run("COMMIT");
  } catch (error) {
    await c.run("ROLLBACK").catch(() => {});
    throw error;
  }
  return days.length;
}
