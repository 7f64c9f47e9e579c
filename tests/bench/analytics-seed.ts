import type { DuckDBConnection } from "@duckdb/node-api";
import { SESSION_KEY_SQL } from "../../analytics/session-key";

/**
 * Seeds the raw analytics tables with `pageViews` page views over the 30 days before `now`, generated
 * inside DuckDB (no rows pass through JS), in the guide's proportions: ~pageViews/4 sessions (1 to 7
 * views each, a few seconds to minutes apart, so sessions cross hour and day boundaries as real ones
 * do), ~2 events per session (goals and funnel steps among them), 1 error per 100 page views, one web-vitals row per session. Paths are
 * skewed (a few pages get most views), entry referrers are external or direct and later ones the
 * site itself; device / browser / OS, the source (referrer host, channel, campaign) and the country are
 * per session, as ingest stores them; 3 people for every 4 sessions, each with a visitor id per UTC day.
 * Rows are inserted in time order, as ingest appends them.
 */
export async function seedRawAnalytics(c: DuckDBConnection, pageViews: number, now: Date): Promise<void> {
  const sessions = Math.max(1, Math.round(pageViews / 4));
  const nowSql = `'${now.toISOString()}'::TIMESTAMPTZ`;
  // A session starts uniformly in [now - 30 d, now - 15 min]; its k-th view ~45 s after the previous.
  const span = 30 * 86_400_000 - 15 * 60_000;
  // u(x) is a uniform number in [0, 1) from a hash; `h(a, b)` hashes a pair.
  await c.run(`CREATE OR REPLACE TEMP TABLE _seed_sessions AS
    SELECT s,
           printf('%08x-%04x-4%03x-a%03x-%012x', hash(s) % 4294967296, hash(s, 1) % 65536, hash(s, 2) % 4096,
                  hash(s, 3) % 4096, hash(s, 4) % 281474976710656) AS session_id,
           ${nowSql} - INTERVAL 30 DAY + to_milliseconds((hash(s, 5) % ${span})::BIGINT) AS start_at,
           (1 + hash(s, 6) % 7)::INTEGER AS views,
           -- The person behind the session (3 people for every 4 sessions); their visitor id is per UTC day.
           hash(s, 16) % ${Math.max(1, Math.round((sessions * 3) / 4))} AS person,
           (hash(s, 7) % 5)::INTEGER AS events,
           ['desktop', 'desktop', 'mobile', 'mobile', 'tablet'][1 + (hash(s, 8) % 5)::INTEGER] AS device_type,
           ['Chrome', 'Chrome', 'Chrome', 'Safari', 'Safari', 'Firefox', 'Edge', 'Samsung Internet'][1 + (hash(s, 9) % 8)::INTEGER] AS browser,
           ['Windows', 'Windows', 'macOS', 'iOS', 'Android', 'Android', 'Linux'][1 + (hash(s, 10) % 7)::INTEGER] AS os,
           ['', '', '', 'https://www.google.com/', 'https://www.google.com/', 'https://www.google.cz/', 'https://duckduckgo.com/',
            'https://www.linkedin.com/feed/', 'https://www.facebook.com/', 'https://t.co/abc', 'https://www.bing.com/search?q=merch',
            'https://news.ycombinator.com/item?id=1'][1 + (hash(s, 11) % 12)::INTEGER] AS entry_referrer,
           nullif(regexp_extract(entry_referrer, '^https?://([^/]+)', 1), '') AS referrer_host,
           (hash(s, 14) % 10)::INTEGER AS tag,
           CASE tag WHEN 0 THEN 'newsletter' WHEN 1 THEN 'google' END AS utm_source,
           CASE tag WHEN 0 THEN 'email' WHEN 1 THEN 'cpc' END AS utm_medium,
           CASE tag WHEN 0 THEN 'autumn-2026' WHEN 1 THEN 'brand' END AS utm_campaign,
           CASE WHEN tag = 0 THEN 'Email' WHEN tag = 1 THEN 'Paid' WHEN referrer_host IS NULL THEN 'Direct'
                WHEN referrer_host SIMILAR TO '.*(google|bing|duckduckgo).*' THEN 'Organic Search'
                WHEN referrer_host SIMILAR TO '.*(linkedin|facebook|t\\.co).*' THEN 'Social' ELSE 'Referral' END AS channel,
           ['CZ', 'CZ', 'CZ', 'CZ', 'SK', 'DE', 'AT', 'PL', 'US', 'GB', NULL][1 + (hash(s, 15) % 11)::INTEGER] AS country
      FROM range(${sessions}) t(s)`);
  const path = (seed: string) =>
    `CASE WHEN ${seed} % 3 = 0 THEN '/' ELSE ['/brands', '/what-we-do', '/contact', '/about-us', '/our-story', '/our-mission',
      '/ai-merch-generator', '/cs', '/cs/brands', '/cs/contact', '/cs/what-we-do'][1 + ((${seed} // 3) % 11)::INTEGER]
      || CASE WHEN ${seed} % 10 = 1 THEN '/' || (${seed} // 100 % 40)::VARCHAR ELSE '' END END`;
  await c.run(`CREATE OR REPLACE TEMP TABLE _seed_views AS
    SELECT s.*, k, s.start_at + to_milliseconds((k * 45000 + hash(s.s, k, 12) % 45000)::BIGINT) AS ts,
           ${path("hash(s.s, k, 13)")} AS path
      FROM _seed_sessions s, range(7) r(k) WHERE k < s.views`);
  await c.run(`INSERT INTO page_views (event_id, session_id, page_path, page_title, referrer, referrer_host, channel, utm_source,
      utm_medium, utm_campaign, country, visitor, user_agent, device_type, browser, os, screen_resolution, viewport_size, created_at)
    SELECT printf('%08x-%04x-4%03x-b%03x-%012x', hash(s, k, 20) % 4294967296, hash(s, k, 21) % 65536, hash(s, k, 22) % 4096,
                  hash(s, k, 23) % 4096, hash(s, k, 24) % 281474976710656),
           v.session_id, v.path, 'Merchovna', CASE WHEN k = 0 THEN v.entry_referrer ELSE 'https://merch.example' || lag(v.path) OVER (PARTITION BY s ORDER BY k) END,
           v.referrer_host, v.channel, v.utm_source, v.utm_medium, v.utm_campaign, v.country,
           -- A visitor id is the person's of the view's UTC day (the daily salt), never the same on two days.
           hash(v.person, epoch_ms(least(v.ts, ${nowSql})) // 86400000), 'Mozilla/5.0', v.device_type, v.browser, v.os, '1920x1080', '1280x720', least(v.ts, ${nowSql})
      FROM _seed_views v ORDER BY v.ts`);
  await c.run(`INSERT INTO user_sessions (session_id, entry_page, exit_page, user_agent, device_type, browser, os, screen_resolution, viewport_size, created_at, last_activity, duration_seconds, page_views_count, events_count, bounce_rate)
    SELECT v.session_id, arg_min(v.path, v.k), arg_max(v.path, v.k), 'Mozilla/5.0', any_value(v.device_type), any_value(v.browser), any_value(v.os),
           '1920x1080', '1280x720', min(v.ts), least(max(v.ts), ${nowSql}), epoch(least(max(v.ts), ${nowSql}) - min(v.ts))::INTEGER,
           count(*)::INTEGER, any_value(v.events), count(*) <= 1 AND any_value(v.events) <= 1
      FROM _seed_views v GROUP BY v.session_id ORDER BY min(v.ts)`);
  // Goals and funnel steps among them (analytics/milestones.ts), in the proportions (100,000
  // leads in 10M page views): 3 % of events are forms of three kinds (two of them leads), 10 % the
  // enquiry's steps (a session's e-th event is step e + 1, so some skip one), 5 % the generator's.
  const name = `CASE WHEN p < 3 THEN 'form_submission' WHEN p < 13 THEN 'contact_step_progress'
    WHEN p < 16 THEN 'ai_image_generated' WHEN p < 17 THEN 'download_generated_image' WHEN p < 18 THEN 'design_inquiry_sent'
    ELSE ['button_click', 'link_click', 'scroll_depth', 'scroll_depth', 'ai_generate_image', 'file_download', 'social_share',
          'video_interaction'][1 + (p % 8)::INTEGER] END`;
  const data = `CASE name WHEN 'form_submission' THEN '{"form":"' || ['enquiry', 'contact', 'waitlist'][1 + (hash(s, e, 37) % 3)::INTEGER] || '"}'
    WHEN 'contact_step_progress' THEN '{"step":' || (e + 1)::VARCHAR || '}' ELSE '{"depth":50}' END`;
  await c.run(`INSERT INTO user_events (event_id, session_id, event_name, event_data, page_path, element_id, element_class, element_text, visitor, created_at)
    SELECT printf('%08x-%04x-4%03x-c%03x-%012x', hash(s, e, 30) % 4294967296, hash(s, e, 31) % 65536, hash(s, e, 32) % 4096,
                  hash(s, e, 33) % 4096, hash(s, e, 34) % 281474976710656),
           session_id, name, ${data}, '/', NULL, 'btn', 'Click', hash(person, epoch_ms(ts) // 86400000), ts
      FROM (SELECT *, ${name} AS name,
                   least(start_at + to_milliseconds((e * 30000 + hash(s, e, 36) % 30000)::BIGINT), ${nowSql}) AS ts
              FROM (SELECT *, hash(s, e, 35) % 100 AS p FROM _seed_sessions, range(5) r(e) WHERE e < events))
     ORDER BY ts`);
  await c.run(`INSERT INTO performance_metrics (event_id, session_id, page_path, lcp, fid, inp, cls, ttfb, fcp, dom_content_loaded, load_time, resource_count, resource_bytes, created_at)
    SELECT printf('%08x-%04x-4%03x-d%03x-%012x', hash(s, 40) % 4294967296, hash(s, 41) % 65536, hash(s, 42) % 4096,
                  hash(s, 43) % 4096, hash(s, 44) % 281474976710656),
           session_id, '/', 600 + (hash(s, 45) % 400000) / 100.0, CASE WHEN hash(s, 46) % 3 = 0 THEN NULL ELSE (hash(s, 46) % 30000) / 100.0 END,
           CASE WHEN hash(s, 47) % 2 = 0 THEN NULL ELSE 16 + (hash(s, 47) % 60000) / 100.0 END, (hash(s, 48) % 5000) / 10000.0,
           50 + (hash(s, 49) % 150000) / 100.0, 300 + (hash(s, 50) % 300000) / 100.0, 500 + (hash(s, 51) % 400000) / 100.0,
           700 + (hash(s, 52) % 600000) / 100.0, (10 + hash(s, 53) % 60)::INTEGER, (100000 + hash(s, 54) % 3000000)::BIGINT,
           least(start_at + INTERVAL 2 SECOND, ${nowSql}) AS ts
      FROM _seed_sessions ORDER BY ts`);
  await c.run(`INSERT INTO error_logs (event_id, session_id, error_type, error_message, error_stack, page_path, user_agent, line_number, column_number, file_name, created_at)
    SELECT printf('%08x-%04x-4%03x-e%03x-%012x', hash(i, 60) % 4294967296, hash(i, 61) % 65536, hash(i, 62) % 4096,
                  hash(i, 63) % 4096, hash(i, 64) % 281474976710656),
           NULL, ['error', 'unhandledrejection', 'not_found'][1 + (hash(i, 65) % 3)::INTEGER], 'Error ' || (hash(i, 66) % 60)::VARCHAR, NULL, '/', 'Mozilla/5.0',
           (hash(i, 67) % 500)::INTEGER, (hash(i, 68) % 80)::INTEGER, '/assets/index.js',
           ${nowSql} - to_milliseconds((hash(i, 69) % ${30 * 86_400_000})::BIGINT) AS ts
      FROM range(${Math.max(1, Math.round(pageViews / 100))}) t(i) ORDER BY ts`);
  // The session keys ingest writes beside each id (analytics/session-key.ts).
  for (const table of ["page_views", "user_sessions", "user_events", "performance_metrics", "error_logs"])
    await c.run(`UPDATE ${table} SET sk = ${SESSION_KEY_SQL}`);
  await c.run("DROP TABLE _seed_views");
  await c.run("DROP TABLE _seed_sessions");
}
