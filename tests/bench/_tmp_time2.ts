import { openAnalyticsStore } from "../../analytics/store";
import { periodOf } from "../../shared/analytics/definitions";

const store = await openAnalyticsStore(process.argv[2]!, { timeZone: "Europe/Prague" });
const now = new Date("2026-11-26T12:00:00Z");
const period = periodOf("30d", now);
const from = period.from.toISOString();
const q = (sql: string) => store.read((c) => c.runAndReadAll(sql));
const t = async (name: string, fn: () => Promise<unknown>) => {
  const ts: number[] = [];
  for (let i = 0; i < 4; i++) {
    const a = performance.now();
    await fn();
    ts.push(performance.now() - a);
  }
  console.log(name, ts.map((x) => x.toFixed(0)).join(" "));
};
console.log((await q("SELECT milestone, count(*) FROM session_milestones GROUP BY 1 ORDER BY 1")).getRowObjectsJson());
await t("goals", () =>
  q(
    `SELECT milestone, first_at >= '${from}'::TIMESTAMPTZ, count(*), count(DISTINCT visitor) FROM session_milestones WHERE milestone IN ('enquiry_sent','contact_sent','waitlist_joined','design_generated','design_downloaded','design_inquiry_sent') AND first_at >= '${period.previousFrom.toISOString()}'::TIMESTAMPTZ GROUP BY ALL`,
  ),
);
await t("funnel-inner", () =>
  q(
    `SELECT count(*) FROM (SELECT session_id FROM session_milestones WHERE milestone IN ('enquiry_seen','generator_page') AND first_at >= '${from}'::TIMESTAMPTZ)`,
  ),
);
await t("funnel-group", () =>
  q(
    `SELECT count(*) FROM (SELECT session_id, max(first_at) FILTER (WHERE milestone='enquiry_seen') FROM session_milestones WHERE milestone IN ('enquiry_seen','enquiry_details','enquiry_project','enquiry_files','enquiry_sent','generator_page','design_generated','design_kept') GROUP BY session_id)`,
  ),
);
await store.close();
