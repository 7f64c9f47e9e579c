import { LANDING_TYPE, landingStruct } from "./landing";
import { reachedSql, STEPS, stepsFromMilestonesSql, upsertMilestonesSql } from "./milestones";
import {
  backfillSql,
  rebuildPairsSql,
  sessionPagesBackfillSql,
  VISITOR_DAY_SPANS_MIGRATION,
  visitorLabelsBackfillSql,
} from "./rollups";
import { SESSION_HOURS_DDL, SESSION_HOURS_FLAGS_MIGRATION, SESSION_START_MIGRATION } from "./session-hours";
import { PAGE_VIEW_KEY_MIGRATION, SESSION_KEY_MIGRATION } from "./session-key";
import { dayMacroSql, pairKeys } from "./sql";

/** The pair keys of migrations 3 and 4, frozen (analytics/sql.ts's pairKeys has moved on since). */
const PAIR_KEYS_V3 = `['p' || page_path, 'r' || coalesce(nullif(regexp_extract(referrer, '^https?://([^/]+)', 1), ''), '(direct)'), 'd' || coalesce(device_type, 'Other'),
    'b' || coalesce(browser, 'Other'), 'o' || coalesce(os, 'Other'),
    'h' || strftime(date_trunc('hour', created_at AT TIME ZONE 'UTC'), '%Y-%m-%dT%H:00:00Z'), 'D' || strftime(date_trunc('day', created_at AT TIME ZONE 'UTC'), '%Y-%m-%dT%H:00:00Z')]`;

/** The pair keys of migration 5, frozen (day keys were UTC days then). */
const PAIR_KEYS_V5 = `['p' || page_path, 'r' || coalesce(nullif(referrer_host, ''), '(direct)'), 'd' || coalesce(device_type, 'Other'), 'b' || coalesce(browser, 'Other'), 'o' || coalesce(os, 'Other'), 'c' || coalesce(channel, 'Unknown'), 'm' || CASE WHEN utm_campaign IS NULL THEN '(none)'
        ELSE coalesce(utm_source, '(none)') || ' / ' || coalesce(utm_medium, '(none)') || ' / ' || utm_campaign END, 'g' || coalesce(country, 'Unknown'), 'h' || strftime(date_trunc('hour', created_at AT TIME ZONE 'UTC'), '%Y-%m-%dT%H:00:00Z'), 'D' || strftime(date_trunc('day', created_at AT TIME ZONE 'UTC'), '%Y-%m-%dT%H:00:00Z')]`;

/** Recreates a raw table with event_id as UUID (16-byte keys: appends with a primary key cost a third). */
const uuidEventIds = (table: string, columns: string) => `
  CREATE TABLE ${table}_v3 (event_id UUID PRIMARY KEY, ${columns});
  INSERT INTO ${table}_v3
    SELECT coalesce(try_cast(event_id AS UUID), md5(event_id)::UUID) AS id, * EXCLUDE (event_id) FROM ${table}
    QUALIFY row_number() OVER (PARTITION BY id ORDER BY created_at) = 1 ORDER BY created_at;
  DROP TABLE ${table};
  ALTER TABLE ${table}_v3 RENAME TO ${table};`;

/**
 * The DuckDB schema, applied in order and recorded in analytics_schema_version, so a store file
 * made by an older build is brought forward at start. Append new steps; never edit a landed one.
 */
export const analyticsMigrations: string[] = [
  `CREATE TABLE IF NOT EXISTS user_sessions (
    session_id VARCHAR PRIMARY KEY,
    user_id VARCHAR,
    entry_page VARCHAR,
    exit_page VARCHAR,
    user_agent VARCHAR,
    device_type VARCHAR,
    browser VARCHAR,
    os VARCHAR,
    screen_resolution VARCHAR,
    viewport_size VARCHAR,
    created_at TIMESTAMPTZ NOT NULL,
    last_activity TIMESTAMPTZ,
    duration_seconds INTEGER DEFAULT 0,
    page_views_count INTEGER DEFAULT 0,
    events_count INTEGER DEFAULT 0,
    bounce_rate BOOLEAN DEFAULT TRUE
  );
  CREATE TABLE IF NOT EXISTS page_views (
    event_id VARCHAR PRIMARY KEY,
    user_id VARCHAR,
    session_id VARCHAR NOT NULL,
    page_path VARCHAR NOT NULL,
    page_title VARCHAR,
    referrer VARCHAR,
    user_agent VARCHAR,
    device_type VARCHAR,
    browser VARCHAR,
    os VARCHAR,
    screen_resolution VARCHAR,
    viewport_size VARCHAR,
    created_at TIMESTAMPTZ NOT NULL
  );
  CREATE TABLE IF NOT EXISTS user_events (
    event_id VARCHAR PRIMARY KEY,
    user_id VARCHAR,
    session_id VARCHAR NOT NULL,
    event_name VARCHAR NOT NULL,
    event_data JSON,
    page_path VARCHAR,
    element_id VARCHAR,
    element_class VARCHAR,
    element_text VARCHAR,
    created_at TIMESTAMPTZ NOT NULL
  );
  CREATE TABLE IF NOT EXISTS error_logs (
    event_id VARCHAR PRIMARY KEY,
    user_id VARCHAR,
    session_id VARCHAR,
    error_type VARCHAR NOT NULL,
    error_message VARCHAR NOT NULL,
    error_stack VARCHAR,
    page_path VARCHAR,
    user_agent VARCHAR,
    line_number INTEGER,
    column_number INTEGER,
    file_name VARCHAR,
    created_at TIMESTAMPTZ NOT NULL
  );
  CREATE TABLE IF NOT EXISTS performance_metrics (
    event_id VARCHAR PRIMARY KEY,
    session_id VARCHAR NOT NULL,
    page_path VARCHAR,
    lcp DOUBLE, fid DOUBLE, inp DOUBLE, cls DOUBLE, ttfb DOUBLE, fcp DOUBLE,
    dom_content_loaded DOUBLE, load_time DOUBLE,
    resource_count INTEGER, resource_bytes BIGINT,
    created_at TIMESTAMPTZ NOT NULL
  );`,
  // 2: known bots are counted apart, per day, instead of being stored as visits.
  `CREATE TABLE IF NOT EXISTS bot_hits (day DATE PRIMARY KEY, hits BIGINT NOT NULL DEFAULT 0);`,
  // 3: event ids as UUID; the rollups of analytics/rollups.ts, built from the rows already stored.
  `${uuidEventIds(
    "page_views",
    `user_id VARCHAR, session_id VARCHAR NOT NULL, page_path VARCHAR NOT NULL, page_title VARCHAR, referrer VARCHAR,
     user_agent VARCHAR, device_type VARCHAR, browser VARCHAR, os VARCHAR, screen_resolution VARCHAR, viewport_size VARCHAR,
     created_at TIMESTAMPTZ NOT NULL`,
  )}
  ${uuidEventIds(
    "user_events",
    `user_id VARCHAR, session_id VARCHAR NOT NULL, event_name VARCHAR NOT NULL, event_data JSON, page_path VARCHAR,
     element_id VARCHAR, element_class VARCHAR, element_text VARCHAR, created_at TIMESTAMPTZ NOT NULL`,
  )}
  ${uuidEventIds(
    "error_logs",
    `user_id VARCHAR, session_id VARCHAR, error_type VARCHAR NOT NULL, error_message VARCHAR NOT NULL, error_stack VARCHAR,
     page_path VARCHAR, user_agent VARCHAR, line_number INTEGER, column_number INTEGER, file_name VARCHAR,
     created_at TIMESTAMPTZ NOT NULL`,
  )}
  ${uuidEventIds(
    "performance_metrics",
    `session_id VARCHAR NOT NULL, page_path VARCHAR, lcp DOUBLE, fid DOUBLE, inp DOUBLE, cls DOUBLE, ttfb DOUBLE, fcp DOUBLE,
     dom_content_loaded DOUBLE, load_time DOUBLE, resource_count INTEGER, resource_bytes BIGINT, created_at TIMESTAMPTZ NOT NULL`,
  )}
  -- What an upsert replaced, so the rollups can take the difference (see analytics/write.ts).
  ALTER TABLE user_sessions ADD COLUMN prev_exists BOOLEAN;
  ALTER TABLE user_sessions ADD COLUMN prev_page_views_count INTEGER;
  ALTER TABLE user_sessions ADD COLUMN prev_events_count INTEGER;
  ALTER TABLE user_sessions ADD COLUMN prev_duration_seconds INTEGER;
  CREATE OR REPLACE MACRO analytics_epoch_hour(ts) AS floor(epoch_ms(ts) / 3600000)::INTEGER;
  -- Merges two pair maps keeping each key's latest view; c is the hour the key was counted in before.
  CREATE OR REPLACE MACRO analytics_merge_pairs(a, b) AS map_from_entries(list_transform(
    list_distinct(map_keys(a) || map_keys(b)),
    k -> {'key': k, 'value': {'t': greatest(a[k].t, b[k].t), 'c': analytics_epoch_hour(a[k].t)}}));
  CREATE TABLE analytics_hourly (kind UTINYINT NOT NULL, label VARCHAR NOT NULL, hour TIMESTAMP NOT NULL, n BIGINT NOT NULL,
    PRIMARY KEY (kind, label, hour));
  CREATE TABLE analytics_daily (kind UTINYINT NOT NULL, label VARCHAR NOT NULL, day TIMESTAMP NOT NULL, n BIGINT NOT NULL,
    PRIMARY KEY (kind, label, day));
  CREATE TABLE session_pairs (session_id VARCHAR PRIMARY KEY, first_at TIMESTAMPTZ NOT NULL, last_at TIMESTAMPTZ NOT NULL,
    pairs MAP(VARCHAR, STRUCT(t TIMESTAMPTZ, c INTEGER)) NOT NULL);
  CREATE TABLE vitals_daily (day TIMESTAMP NOT NULL, metric UTINYINT NOT NULL, bucket SMALLINT NOT NULL, n BIGINT NOT NULL,
    vals DOUBLE[] NOT NULL);
  CREATE TABLE vitals_sealed (day TIMESTAMP NOT NULL);
  ${backfillSql(PAIR_KEYS_V3, false, false)}`,
  // 4: web vitals sealed by the hour (ingest clamps vitals to the last 15 minutes), not by the day:
  // the dashboard reads at most ~1.5 hours of them raw. k = metric * 100000 + bucket, indexed: the
  // p75 reads one bucket's values by index instead of scanning every list. The next seal fills it.
  `DROP TABLE vitals_daily;
  DROP TABLE vitals_sealed;
  CREATE TABLE vitals_hourly (hour TIMESTAMP NOT NULL, metric UTINYINT NOT NULL, bucket SMALLINT NOT NULL, k INTEGER NOT NULL,
    n BIGINT NOT NULL, vals DOUBLE[] NOT NULL, dk BIGINT NOT NULL);
  -- dk = the hour's UTC day number * 1000000 + k: the p75 reads one day's hours of one bucket.
  CREATE INDEX vitals_hourly_dk ON vitals_hourly (dk);
  CREATE TABLE vitals_sealed_hours (hour TIMESTAMP NOT NULL);
  -- Days whose 24 hours are sealed, merged: a 30-day p75 reads 30 lists per bucket, not 720.
  CREATE TABLE vitals_daily (day TIMESTAMP NOT NULL, metric UTINYINT NOT NULL, bucket SMALLINT NOT NULL, k INTEGER NOT NULL,
    n BIGINT NOT NULL, vals DOUBLE[] NOT NULL);
  CREATE INDEX vitals_daily_k ON vitals_daily (k);
  CREATE TABLE vitals_daily_days (day TIMESTAMP NOT NULL);
  -- Hours unsealed by a late row, to be sealed again.
  CREATE TABLE vitals_unsealed_hours (hour TIMESTAMP NOT NULL);`,
  // 5: each page view carries its session's source (analytics/channels.ts) and country
  // (analytics/country.ts). Rows stored before keep their referrer's host as it was read then; their
  // channel, campaign and country are unknown. The pair keys gain channel, campaign and country, so
  // the pair rollups are built again (with the keys of that time, PAIR_KEYS_V5).
  `${[
    "referrer_host",
    "channel",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "ref",
    "country",
  ]
    .map((c) => `ALTER TABLE page_views ADD COLUMN ${c} VARCHAR;`)
    .join("\n  ")}
  UPDATE page_views SET referrer_host = nullif(regexp_extract(referrer, '^https?://([^/]+)', 1), '');
  ${rebuildPairsSql(PAIR_KEYS_V5, false)}`,
  // 6: unique visitors (decision 0016): each page view may carry a visitor hash that changes every
  // UTC day; visitor_days holds each (day, visitor) once, so the visitors of whole days are counted
  // from it and only partial days from the raw rows. Views stored before have no visitor.
  `ALTER TABLE page_views ADD COLUMN visitor UBIGINT;
  CREATE TABLE visitor_days (day DATE NOT NULL, visitor UBIGINT NOT NULL, PRIMARY KEY (day, visitor));`,
  // 7: days in the company's time zone (decision 0016): a session's day pair key is its local day,
  // through the macro analytics_day, which the store redefines when ANALYTICS_TIME_ZONE changes
  // (analytics/store.ts rebuilds the pairs then). Created here for UTC, as the days were before.
  `CREATE TABLE analytics_settings (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL);
  INSERT INTO analytics_settings VALUES ('time_zone', 'UTC');
  ${dayMacroSql("UTC")}
  ${rebuildPairsSql(pairKeys(), false)}`,
  // 8: visitors by breakdown label (channel, source, campaign, country, device, browser, OS): each
  // (UTC day, label key, visitor) once in visitor_labels with its last view that day, counted by
  // day in analytics_daily (KIND.labelVisitors): whole days are summed, and the partial day at the
  // window's start counts the triples of that day whose last view is in the window.
  `CREATE TABLE visitor_labels (day DATE NOT NULL, label VARCHAR NOT NULL, visitor UBIGINT NOT NULL,
    last_at TIMESTAMPTZ NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (day, label, visitor));
  ${visitorLabelsBackfillSql}`,
  // 9: goals and funnels (decision 0021): events carry their sender's visitor id, as page views do;
  // session_milestones keeps, per session and goal or funnel step (analytics/milestones.ts), the
  // first time it was reached and its visitor, so the Goals tab and the funnels read these rows only.
  `ALTER TABLE user_events ADD COLUMN visitor UBIGINT;
  -- Events stored before take their session's visitor (its smallest, as a goal's visitor is).
  UPDATE user_events SET visitor = v.visitor
    FROM (SELECT session_id, min(visitor) AS visitor FROM page_views GROUP BY 1) v
   WHERE user_events.session_id = v.session_id;
  CREATE TABLE session_milestones (session_id VARCHAR NOT NULL, milestone VARCHAR NOT NULL,
    first_at TIMESTAMPTZ NOT NULL, visitor UBIGINT, PRIMARY KEY (session_id, milestone));
  ${upsertMilestonesSql(reachedSql("page_views", "user_events"), false)};`,
  // 10: the funnels from one row per session (analytics/milestones.ts, session_steps): each funnel
  // step's first time as a column, kept at ingest beside session_milestones and filled from it here.
  `CREATE TABLE session_steps (session_id VARCHAR PRIMARY KEY, ${STEPS.map((m) => `${m} TIMESTAMPTZ`).join(", ")});
  ${stepsFromMilestonesSql};`,
  // 11: each session's landing (its first page view, analytics/landing.ts) in session_pairs, kept at
  // ingest with least(), so "Leads by source" reads one row per lead session instead of every view.
  `ALTER TABLE session_pairs ADD COLUMN landing ${LANDING_TYPE};
  UPDATE session_pairs SET landing = l.landing
    FROM (SELECT session_id, min(${landingStruct()}) AS landing FROM page_views GROUP BY 1) l
   WHERE session_pairs.session_id = l.session_id;`,
  // 12: each sealed hour and merged day of web vitals gets a seal id, new at every seal
  // (analytics/rollups.ts): what the p75 reads of them is kept in memory per set of (hour or day,
  // seal), and one a late row unsealed comes back under a new id (analytics/queries/sealed-vitals.ts).
  `ALTER TABLE vitals_daily_days ADD COLUMN seal UUID;
  UPDATE vitals_daily_days SET seal = uuid();
  ALTER TABLE vitals_sealed_hours ADD COLUMN seal UUID;
  UPDATE vitals_sealed_hours SET seal = uuid();`,
  // 13: per-session facts for filtered views (analytics/session-hours.ts): each sealed UTC hour's page
  // views as one row per (session, visitor, label columns) with a view count. Empty here: the ingest's
  // seal fills the hours already stored, two days of hours per call, and until then they are read raw.
  SESSION_HOURS_DDL,
  // 14: whether a fact row's session (visitor) has no other row (analytics/session-hours.ts), so the
  // filtered breakdowns count those without a distinct count; the facts are sealed again.
  SESSION_HOURS_FLAGS_MIGRATION,
  // 15: an integer key per session (analytics/session-key.ts) on every table a filtered view joins by
  // session, filled from the stored ids.
  SESSION_KEY_MIGRATION,
  // 16: the same key on page views (analytics/session-key.ts), filled from their ids.
  PAGE_VIEW_KEY_MIGRATION,
  // 17: each fact row carries its session record's start (analytics/session-hours.ts), filled from the
  // records stored, so the Goals tab counts the filtered sessions without joining every record.
  SESSION_START_MIGRATION,
  // 18: sessions by entry and exit page in the counters (KIND.entryPages, KIND.exitPages), so the
  // dashboard sums hours and days instead of grouping every session of the range; prev_exit_page is
  // the exit page an upsert replaced, which ingest takes off its counter (analytics/write.ts).
  `ALTER TABLE user_sessions ADD COLUMN prev_exit_page VARCHAR;
  ${sessionPagesBackfillSql}`,
  // 19: each (day, visitor) with its first and last view that day, so the summary counts the visitors
  // of a day a window cuts from visitor_days instead of that day's raw page views.
  VISITOR_DAY_SPANS_MIGRATION,
];
