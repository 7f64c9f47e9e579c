import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { dayOf, dayStart } from "../../analytics/time-zone";
import { mailOutbox, user, weeklyReports } from "../../drizzle/schema";
import { overdueLeads } from "../../server/db/queries/leads";
import { isWeekQueued } from "../../server/db/queries/weekly-report";
import { startWeeklyReports } from "../../server/jobs/weekly-report";
import { weeklyFigures } from "../../server/services/weekly-report/figures";
import { queueWeeklyReport } from "../../server/services/weekly-report/queue";
import { addDays, mondayOf, reportWeekOf } from "../../server/services/weekly-report/week";
import { signUp } from "../helpers/auth";
import { BROWSER_UA } from "../helpers/browser-agent";
import { awayFromMidnight } from "../helpers/clock";
import { startTestApp, type TestApp } from "../helpers/test-app";

// Beacons sent a minute back are read as today (or this week) in Prague time, and one person's
// views make one visitor only within a UTC day (the visitor salt's).
await awayFromMidnight("Europe/Prague", "UTC");

/**
 * The weekly report (decision 0022) against the real server: beacons through the analytics
 * endpoint, leads through the public forms, admins through sign-up and their own setting. The
 * report's clock is set to the Monday after this week, so this week (where the beacons and leads
 * really land) is the week reported on.
 */
const TZ = "Europe/Prague";
let app: TestApp;
let ownerCookie = "";
let offCookie = "";
const db = () => app.rt.database.db;
const thisMonday = mondayOf(dayOf(Date.now(), TZ));
const week = { from: thisMonday, to: addDays(thisMonday, 6) };
/** Monday 09:00 (or 10:00 across a clock change) after the week `weeksAhead` weeks after this one. */
const mondayAfter = (weeksAhead: number) =>
  new Date(dayStart(addDays(thisMonday, 7 * (weeksAhead + 1)), TZ) + 9 * 3_600_000);

/** Page views of one session, as the tracker sends them; `sent` adds the enquiry form's "sent" event. */
async function visit(
  ip: string,
  sessionId: string,
  paths: string[],
  source: Record<string, string> = {},
  sent = false,
) {
  const at = Date.now() - 60_000;
  const enquirySent = {
    type: "event",
    id: crypto.randomUUID(),
    sessionId,
    at: at + paths.length * 1000,
    name: "form_submission",
    data: { form: "enquiry" },
    path: paths.at(-1),
  };
  const res = await fetch(`${app.url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA, "x-forwarded-for": ip },
    body: JSON.stringify({
      events: [
        ...paths.map((path, i) => ({
          type: "pageview",
          id: crypto.randomUUID(),
          sessionId,
          at: at + i * 1000,
          path,
          source,
        })),
        ...(sent ? [enquirySent] : []),
      ],
    }),
  });
  expect(res.status).toBe(204);
}

const reportMails = () =>
  db()
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, ["owner@example.com", "ada@example.com", "off@example.com", "user@example.com"]));

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY_HOPS: "1", REQUIRE_EMAIL_VERIFICATION: "false" });
  ownerCookie = (await signUp(app.url, "owner@example.com")).cookie;
  await app.client({ cookie: ownerCookie }).admin.setup.mutate();
  await signUp(app.url, "ada@example.com");
  offCookie = (await signUp(app.url, "off@example.com")).cookie;
  await signUp(app.url, "user@example.com");
  // More admins, as `bun run admin:grant` would make them.
  await db()
    .update(user)
    .set({ isAdmin: true })
    .where(inArray(user.email, ["ada@example.com", "off@example.com"]));
  // The owner reads Czech; ada never opened the setting (defaults: on, English); off switched it off.
  await app.client({ cookie: ownerCookie }).admin.weeklyReport.set.mutate({ enabled: true, locale: "cs" });
  await app.client({ cookie: offCookie }).admin.weeklyReport.set.mutate({ enabled: false, locale: "en" });

  const google = crypto.randomUUID();
  const direct = crypto.randomUUID();
  await visit("203.0.113.10", google, ["/", "/what-we-do", "/contact"], { referrer: "https://www.google.com/" }, true);
  await visit("203.0.113.11", direct, ["/brands", "/contact"]);
  await visit("203.0.113.12", crypto.randomUUID(), ["/"]);
  const form = (ip: string) => app.client({ "x-forwarded-for": ip, "user-agent": BROWSER_UA });
  const lead = { name: "Jana Nováková", message: "80 triček pro běžecký tým" };
  await form("198.51.100.1").contact.submit.mutate({ ...lead, email: "a@firma.cz", analyticsSession: google });
  await form("198.51.100.2").contact.submit.mutate({
    ...lead,
    email: "b@firma.cz",
    source: "contact-page",
    analyticsSession: direct,
  });
  await form("198.51.100.3").contact.submit.mutate({ ...lead, email: "c@firma.cz" });
  // Spam is no lead: left out of the report, as out of the dashboard's leads by source.
  const spam = await form("198.51.100.4").contact.submit.mutate({
    ...lead,
    email: "spam@firma.cz",
    analyticsSession: google,
  });
  await app.client({ cookie: ownerCookie }).admin.leads.setStatus.mutate({ id: spam.id, status: "spam" });
}, 90_000);
afterAll(() => app?.stop(), 60_000);

describe("the weekly report", () => {
  test("its figures are the dashboard's for the same week, and the inbox's overdue count", async () => {
    const now = mondayAfter(0);
    const reported = reportWeekOf(now, TZ);
    expect([reported.from, reported.to]).toEqual([week.from, week.to]);
    const figures = await weeklyFigures(app.rt, reported, now);
    // The dashboard as an admin sees it, through the API, for exactly that week.
    const dashboard = await app.client({ cookie: ownerCookie }).analytics.dashboard.query({ range: "custom", ...week });
    const summary = dashboard.summary.current;
    expect(summary.pageViews).toBe(6);
    expect({ visitors: figures.visitors, sessions: figures.sessions, pageViews: figures.pageViews }).toEqual({
      visitors: summary.visitors,
      sessions: summary.sessions,
      pageViews: summary.pageViews,
    });
    expect(figures.topPages).toEqual(dashboard.topPages.slice(0, 5).map((p) => ({ path: p.path, views: p.views })));
    expect(figures.topPages[0]).toEqual({ path: "/", views: 2 });
    // Each lead by the channel of the session that sent it; the one without a session is unknown:
    // the dashboard's "Leads by source" for the same week.
    const sources = await app.client({ cookie: ownerCookie }).analytics.leadSources.query({ range: "custom", ...week });
    expect(figures.leads).toBe(sources.leads);
    expect(figures.leadsByChannel).toEqual(sources.channels.map((r) => ({ channel: r.label, leads: r.leads })));
    expect(figures.leads).toBe(3);
    expect(figures.leadsByChannel).toEqual([
      { channel: "Direct", leads: 1 },
      { channel: "Organic Search", leads: 1 },
      { channel: null, leads: 1 },
    ]);
    // The Goals tab's "enquiry_sent" for the same week: 1 of 3 visitors sent the enquiry.
    const conversions = await app
      .client({ cookie: ownerCookie })
      .analytics.conversions.query({ range: "custom", ...week });
    const goal = conversions.goals.find((g) => g.goal === "enquiry_sent")!;
    expect(figures.conversion).toEqual({ count: goal.current.visitors, rate: goal.current.visitorRate });
    expect(figures.conversion.count).toBe(1);
    expect(figures.conversion.rate).toBeCloseTo(100 / 3, 5);
    // The overdue count is the inbox's at the report's moment. The leads came in now, so on a
    // Sunday their 24-hour promise may still run at Monday 09:00: compare with the inbox there...
    expect(figures.overdueLeads).toBe((await overdueLeads(db(), now)).count);
    // ...and a week on, when every lead but the spam is past its promise whatever day this runs.
    const weekOn = mondayAfter(1);
    expect((await weeklyFigures(app.rt, reported, weekOn)).overdueLeads).toBe(3);
    expect((await overdueLeads(db(), weekOn)).count).toBe(3);
  });

  test("each admin with it on gets one mail in their language; the one who switched it off and non-admins get none", async () => {
    expect(await queueWeeklyReport(app.rt, mondayAfter(0))).toEqual({ status: "queued", week: week.from, mails: 2 });
    const mails = await reportMails();
    expect(mails.map((m) => m.to).sort()).toEqual(["ada@example.com", "owner@example.com"]);
    const ada = mails.find((m) => m.to === "ada@example.com")!;
    const owner = mails.find((m) => m.to === "owner@example.com")!;
    expect(ada.subject).toStartWith("Merchovna weekly report:");
    expect(ada.text).toContain("Visitors: 3");
    expect(ada.text).toContain("Organic search: 1");
    expect(ada.html).toContain(`/analytics?range=custom&amp;from=${week.from}&amp;to=${week.to}`);
    expect(owner.subject).toStartWith("Týdenní přehled Merchovny:");
    expect(owner.text).toContain("Návštěvníci: 3");
    expect(owner.html).toContain(`/cs/analytics?range=custom&amp;from=${week.from}`);
    // Asked again (another check, another instance): the week is taken, nothing more is queued.
    expect(await queueWeeklyReport(app.rt, mondayAfter(0))).toEqual({ status: "already_queued", week: week.from });
    expect(await reportMails()).toHaveLength(2);
    const [row] = await db().select().from(weeklyReports).where(eq(weeklyReports.weekStart, week.from));
    expect(row?.recipients).toBe(2);
  });

  test("three checks at the same moment queue the week once", async () => {
    const now = mondayAfter(1);
    const outcomes = await Promise.all([1, 2, 3].map(() => queueWeeklyReport(app.rt, now)));
    expect(outcomes.filter((o) => o.status === "queued")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "already_queued")).toHaveLength(2);
    expect(await reportMails()).toHaveLength(4);
  });

  test("the scheduler: nothing before Monday 08:00; at 08:00 the report; a late start still sends it that week", async () => {
    const monday = addDays(thisMonday, 21);
    let clock = new Date(dayStart(monday, TZ) + 7 * 3_600_000 + 59 * 60_000); // 07:59 in winter
    const stop = startWeeklyReports(app.rt, 20, () => clock);
    await Bun.sleep(200);
    expect(await reportMails()).toHaveLength(4);
    clock = reportWeekOf(clock, TZ).dueAt;
    for (let i = 0; i < 100 && (await reportMails()).length < 6; i++) await Bun.sleep(50);
    await stop();
    expect(await reportMails()).toHaveLength(6);
    // A server that comes up on Wednesday of a week whose report nobody queued sends it then.
    const wednesday = new Date(dayStart(addDays(monday, 9), TZ) + 12 * 3_600_000);
    expect(await queueWeeklyReport(app.rt, wednesday)).toMatchObject({ status: "queued", mails: 2 });
  });

  test("with every admin's report off nothing is claimed, so an admin who switches it on that week still gets it", async () => {
    const now = mondayAfter(5);
    const before = (await reportMails()).length;
    await app.client({ cookie: ownerCookie }).admin.weeklyReport.set.mutate({ enabled: false, locale: "cs" });
    await db().update(user).set({ isAdmin: false }).where(eq(user.email, "ada@example.com"));
    expect(await queueWeeklyReport(app.rt, now)).toMatchObject({ status: "no_recipients" });
    expect(await app.client({ cookie: ownerCookie }).admin.weeklyReport.get.query()).toEqual({
      enabled: false,
      locale: "cs",
    });
    await app.client({ cookie: ownerCookie }).admin.weeklyReport.set.mutate({ enabled: true, locale: "cs" });
    expect(await queueWeeklyReport(app.rt, now)).toMatchObject({ status: "queued", mails: 1 });
    const after = await reportMails();
    expect(after).toHaveLength(before + 1);
    expect(after.filter((m) => m.to === "owner@example.com").length).toBe(5);
  });

  test("an admin gets no report of a week that ended before their account existed", async () => {
    // Every account here was made during this week: last week's report (due this Monday, asked for
    // on Wednesday) has nobody to go to, and nothing is claimed, so a later admin may still get it.
    const wednesday = new Date(dayStart(addDays(thisMonday, 2), TZ) + 12 * 3_600_000);
    const reported = reportWeekOf(wednesday, TZ);
    expect(reported.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await queueWeeklyReport(app.rt, wednesday)).toEqual({ status: "no_recipients", week: reported.from });
    expect(await isWeekQueued(db(), reported.from)).toBe(false);
    // An account from before that week gets it (the others are still this week's).
    await db()
      .update(user)
      .set({ createdAt: new Date(reported.endsAt.getTime() - 8 * 86_400_000) })
      .where(eq(user.email, "owner@example.com"));
    const before = (await reportMails()).length;
    expect(await queueWeeklyReport(app.rt, wednesday)).toEqual({ status: "queued", week: reported.from, mails: 1 });
    expect(await reportMails()).toHaveLength(before + 1);
  });
});
