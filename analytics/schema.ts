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
];
