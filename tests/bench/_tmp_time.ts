import { getConversions } from "../../analytics/queries/getConversions";
import { getSummary } from "../../analytics/queries/getSummary";
import { openAnalyticsStore } from "../../analytics/store";
import { periodOf } from "../../shared/analytics/definitions";

const store = await openAnalyticsStore(process.argv[2]!, { timeZone: "Europe/Prague" });
const now = new Date("2026-11-26T12:00:00Z");
const period = periodOf("30d", now);
const t = async (name: string, fn: () => Promise<unknown>) => {
  const ts: number[] = [];
  for (let i = 0; i < 4; i++) {
    const a = performance.now();
    await fn();
    ts.push(performance.now() - a);
  }
  console.log(name, ts.map((x) => x.toFixed(0)).join(" "));
};
await t("summary", () => getSummary(store, period));
await t("conv", () => getConversions(store, { period, filters: {} }));
await t("conv email", () => getConversions(store, { period, filters: { channel: "Email" } }));
const from = period.from.toISOString();
const q = (sql: string) => store.read((c) => c.runAndReadAll(sql));
await t("goals", () =>
  q(
    `SELECT milestone, count(*), count(DISTINCT visitor) FROM session_milestones WHERE milestone IN ('enquiry_sent','contact_sent','waitlist_joined','design_generated','design_downloaded','design_inquiry_sent') AND first_at >= '${from}'::TIMESTAMPTZ GROUP BY 1`,
  ),
);
await t("funnel", () =>
  q(
    `SELECT count(*) FILTER (WHERE a0 IS NOT NULL), count(*) FILTER (WHERE a1 >= a0) FROM (SELECT max(first_at) FILTER (WHERE milestone='enquiry_seen') a0, max(first_at) FILTER (WHERE milestone='enquiry_details') a1 FROM session_milestones WHERE milestone IN ('enquiry_seen','enquiry_details') AND session_id IN (SELECT session_id FROM session_milestones WHERE milestone='enquiry_seen' AND first_at >= '${from}'::TIMESTAMPTZ) GROUP BY session_id)`,
  ),
);
await t("fv", () =>
  q(
    `SELECT count(*) FROM (SELECT DISTINCT session_id, visitor FROM page_views WHERE created_at >= '${from}'::TIMESTAMPTZ AND coalesce(channel,'Unknown') = 'Email')`,
  ),
);
await store.close();
