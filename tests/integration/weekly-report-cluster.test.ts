import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import postgres from "postgres";
import { isReportDue, reportWeekOf } from "../../server/services/weekly-report/week";
import { signUp } from "../helpers/auth";
import { type Cluster, startCluster } from "../helpers/cluster";

/**
 * Issue 18 item 4's "done when": with three instances running, each checking every second, the
 * weekly report is queued once (one weekly_reports row, one mail per admin who has it on) and
 * delivered once. Separate processes share one PostgreSQL, so this needs DATABASE_URL; the
 * same claim on PGlite (one process) is weekly-report.test.ts's "three checks at the same moment".
 * The instances run on the real clock, and the current week's report is due from Monday 08:00 in
 * the company's time zone: from Monday 00:00 to 08:00 in Prague nothing is due there, so the
 * instances then run in a zone where it is (Kiritimati is 13 hours ahead of Prague).
 */
const hasPostgres = Boolean(process.env.DATABASE_URL);
const TZ = ["Europe/Prague", "Pacific/Kiritimati"].find((zone) => isReportDue(new Date(), zone)) as string;
if (!hasPostgres) console.info("weekly-report-cluster.test.ts: runs only with DATABASE_URL (PostgreSQL)");

describe.skipIf(!hasPostgres)("the weekly report on three instances", () => {
  let cluster: Cluster;
  let sql: postgres.Sql;

  beforeAll(async () => {
    cluster = await startCluster(3, { WEEKLY_REPORT_CHECK_SECONDS: "1", ANALYTICS_TIME_ZONE: TZ });
    sql = postgres(cluster.db.env.DATABASE_URL as string, { max: 2, onnotice: () => {} });
  }, 120_000);
  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
  }, 60_000);

  test("is queued exactly once, one mail per admin with it on, each delivered once", async () => {
    for (const email of ["one@example.com", "two@example.com", "three@example.com", "plain@example.com"]) {
      await signUp(cluster.url, email);
    }
    // Every instance has found no admin so far, and claimed nothing.
    await Bun.sleep(1_500);
    expect(await sql`select * from weekly_reports`).toHaveLength(0);
    // Three admins at once (one transaction, so no check sees half of it); "three" switched it off.
    await sql.begin(async (tx) => {
      // Accounts from before the reported week: an account made after it gets no report of it.
      await tx`update "user" set is_admin = true, created_at = now() - interval '30 days'
               where email in ('one@example.com', 'two@example.com', 'three@example.com')`;
      await tx`insert into admin_preferences (user_id, weekly_report, locale)
               select id, email <> 'three@example.com', 'cs' from "user" where email in ('two@example.com', 'three@example.com')`;
    });
    const deadline = Date.now() + 30_000;
    while ((await sql`select 1 from weekly_reports`).length === 0 && Date.now() < deadline) await Bun.sleep(100);
    // Each instance checks a few more times: none queues again.
    await Bun.sleep(3_500);
    const week = reportWeekOf(new Date(), TZ).from;
    const rows = await sql<{ week_start: string; recipients: number }[]>`
      select to_char(week_start, 'YYYY-MM-DD') as week_start, recipients from weekly_reports`;
    expect([...rows]).toEqual([{ week_start: week, recipients: 2 }]);
    const queued = await sql<{ to: string; subject: string }[]>`
      select "to", subject from mail_outbox where subject like '%Merchovn%: %' order by "to"`;
    expect(queued.map((m) => m.to)).toEqual(["one@example.com", "two@example.com"]);
    expect(queued[0]?.subject).toStartWith("Merchovna weekly report:");
    expect(queued[1]?.subject).toStartWith("Týdenní přehled Merchovny:");
    // Sent by whichever instance claims it, once each.
    await cluster.smtp.waitFor(2, 20_000);
    await Bun.sleep(1_500);
    const delivered = cluster.smtp.received.flatMap((m) => m.to).filter((to) => /^(one|two|three|plain)@/.test(to));
    expect(delivered.sort()).toEqual(["one@example.com", "two@example.com"]);
  }, 90_000);
});
