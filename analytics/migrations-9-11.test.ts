import { afterAll, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getConversions } from "./queries/getConversions";
import { getLeadSources, sessionLeadsText } from "./queries/getLeadSources";
import { getReferenceConversions } from "./reference/conversions";
import { getReferenceLeadSources } from "./reference/leadSources";
import { rebuildPairsSql } from "./rollups";
import { pairKeys } from "./sql";
import { openAnalyticsStore } from "./store";
import { analyticsFileAt } from "./testing/file-at-version";

/**
 * Upgrading a file with goals and funnels in it (analytics migration 9): events stored before it
 * take their session's visitor, and session_milestones is filled from the stored rows, so the Goals
 * tab counts what happened before the upgrade as it counts what comes after. Migration 10 then fills
 * session_steps from those milestones: the funnels (read from it) must equal the reference SQL.
 */
const dir = join(tmpdir(), `analytics-m9-${crypto.randomUUID()}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("migrations 9 and 10 fill the milestones, the funnel steps and the events' visitors from what is stored", async () => {
  const file = join(dir, "a.duckdb");
  const { connection: c, close } = await analyticsFileAt(file, 8);
  const at = (m: number) => `'2026-11-20T10:${String(m).padStart(2, "0")}:00Z'::TIMESTAMPTZ`;
  await c.run(`INSERT INTO page_views (event_id, session_id, page_path, visitor, created_at) VALUES
    (uuid(), 'a', '/', 7, ${at(0)}), (uuid(), 'a', '/ai-merch-generator', 7, ${at(1)}), (uuid(), 'b', '/', 9, ${at(0)})`);
  await c.run(`INSERT INTO user_events (event_id, session_id, event_name, event_data, created_at) VALUES
    (uuid(), 'a', 'ai_image_generated', NULL, ${at(2)}), (uuid(), 'a', 'design_inquiry_sent', NULL, ${at(3)}),
    (uuid(), 'b', 'form_submission', '{"form":"enquiry"}', ${at(4)}), (uuid(), 'b', 'form_submission', '{"form":"enquiry"}', ${at(5)}),
    (uuid(), 'c', 'form_submission', '{"form":"contact"}', ${at(6)})`);
  close();

  const store = await openAnalyticsStore(file, { timeZone: "Europe/Prague" });
  try {
    const rows = (
      await store.read((r) =>
        r.runAndReadAll(
          "SELECT session_id, milestone, first_at::VARCHAR AS t, visitor::INTEGER AS v FROM session_milestones ORDER BY 1, 2",
        ),
      )
    ).getRowObjectsJson();
    expect(rows).toEqual([
      { session_id: "a", milestone: "design_generated", t: "2026-11-20 10:02:00+00", v: 7 },
      { session_id: "a", milestone: "design_inquiry_sent", t: "2026-11-20 10:03:00+00", v: 7 },
      { session_id: "a", milestone: "design_kept", t: "2026-11-20 10:03:00+00", v: 7 },
      { session_id: "a", milestone: "generator_page", t: "2026-11-20 10:01:00+00", v: 7 },
      { session_id: "b", milestone: "enquiry_sent", t: "2026-11-20 10:04:00+00", v: 9 },
      // A session without page views keeps no visitor.
      { session_id: "c", milestone: "contact_sent", t: "2026-11-20 10:06:00+00", v: null },
    ]);
    const x = {
      period: {
        from: new Date("2026-11-20T00:00:00Z"),
        to: new Date("2026-11-21T00:00:00Z"),
        previousFrom: new Date("2026-11-19T00:00:00Z"),
      },
      filters: {},
    };
    // Rows put straight into the tables have no rollups: the totals (the summary cards') differ here.
    const found = await getConversions(store, x);
    const reference = await getReferenceConversions(store, x);
    expect(found.funnels).toEqual(reference.funnels);
    expect(found.goals.map((g) => [g.goal, g.current.sessions, g.current.visitors])).toEqual(
      reference.goals.map((g) => [g.goal, g.current.sessions, g.current.visitors]),
    );
    expect(found.goals.find((g) => g.goal === "enquiry_sent")?.current.sessions).toBe(1);
    expect(found.funnels[1]?.steps.map((s) => s.sessions)).toEqual([1, 1, 1]);
  } finally {
    await store.close();
  }
});

test("migration 11 gives every stored session its landing, so leads by source read as before", async () => {
  const file = join(dir, "b.duckdb");
  const { connection: c, close } = await analyticsFileAt(file, 10);
  const at = (m: number) => `'2026-11-20T10:${String(m).padStart(2, "0")}:00Z'::TIMESTAMPTZ`;
  // a: lands on /brands from LinkedIn (two views on the same minute: the smaller event id lands);
  // b: lands on /cs by e-mail, then a later view from elsewhere.
  await c.run(`INSERT INTO page_views (event_id, session_id, page_path, channel, utm_source, utm_campaign, created_at) VALUES
    ('00000000-0000-4000-8000-000000000002', 'a', '/contact', 'Social', 'linkedin', 'autumn', ${at(1)}),
    ('00000000-0000-4000-8000-000000000001', 'a', '/brands', 'Social', 'linkedin', 'autumn', ${at(1)}),
    (uuid(), 'b', '/cs', 'Email', 'newsletter', 'listopad', ${at(2)}),
    (uuid(), 'b', '/', 'Direct', NULL, NULL, ${at(9)})`);
  // The file as ingest left it at version 10: session_pairs without landings.
  await c.run("CREATE OR REPLACE MACRO analytics_day(ts) AS strftime(ts, '%Y-%m-%d')");
  await c.run(rebuildPairsSql(pairKeys(), false));
  close();

  const store = await openAnalyticsStore(file, { timeZone: "UTC" });
  try {
    const text = sessionLeadsText([
      { session: "a", leads: 2, won: 1 },
      { session: "b", leads: 1, won: 0 },
    ]);
    const range = { from: Date.parse("2026-11-20T00:00:00Z"), to: Date.parse("2026-11-21T00:00:00Z") };
    const found = await getLeadSources(store, text, range, {});
    expect(found).toEqual(await getReferenceLeadSources(store, text, range, {}));
    expect(found.landingPages).toEqual([
      { label: "/brands", leads: 2, won: 1 },
      { label: "/cs", leads: 1, won: 0 },
    ]);
    expect(found.campaigns.map((r) => r.label)).toEqual([
      "linkedin / (none) / autumn",
      "newsletter / (none) / listopad",
    ]);
  } finally {
    await store.close();
  }
});
