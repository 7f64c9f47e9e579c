import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { TRPCClientError } from "@trpc/client";
import { signUp } from "../helpers/auth";
import { BROWSER_UA } from "../helpers/browser-agent";
import { awayFromMidnight } from "../helpers/clock";
import { startTestApp, type TestApp } from "../helpers/test-app";

// Beacons sent a minute back are read as today (or this week) in Prague time.
await awayFromMidnight("Europe/Prague");

/**
 * Leads by source on the dashboard (issue 18, decision 0020): visits posted through the real beacon
 * endpoint, leads sent through the real forms with their session ids, one marked won and one spam
 * through the inbox, then `analytics.leadSources` read back by channel, campaign and landing page,
 * for other ranges and with filters; and who may read it.
 */
let app: TestApp;
let adminCookie = "";
const admin = () => app.client({ cookie: adminCookie });
let ipSeq = 0;
const form = () => app.client({ "x-forwarded-for": `10.47.0.${++ipSeq}`, "user-agent": BROWSER_UA });

async function visit(ip: string, sessionId: string, paths: string[], source: Record<string, string> = {}) {
  const start = Date.now() - 60_000;
  const res = await fetch(`${app.url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA, "x-forwarded-for": ip },
    body: JSON.stringify({
      events: paths.map((path, i) => ({
        type: "pageview",
        id: crypto.randomUUID(),
        sessionId,
        at: start + i * 5_000,
        path,
        source,
      })),
    }),
  });
  expect(res.status).toBe(204);
}

let mailSeq = 0;
const enquiry = (analyticsSession?: string) => ({
  name: "Jana Nováková",
  email: `jana${++mailSeq}@firma.cz`,
  message: "80 triček pro běžecký tým",
  ...(analyticsSession ? { analyticsSession } : {}),
});

const status = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof TRPCClientError) return error.data?.httpStatus as number;
    throw error;
  }
};

const linkedin = crypto.randomUUID();
const email = crypto.randomUUID();

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY_HOPS: "1", REQUIRE_EMAIL_VERIFICATION: "false" });
  adminCookie = (await signUp(app.url, "owner@example.com")).cookie;
  await admin().admin.setup.mutate();
  await visit("203.0.113.50", linkedin, ["/brands", "/contact"], {
    utmSource: "linkedin",
    utmCampaign: "autumn",
    referrer: "https://www.linkedin.com/feed/",
  });
  await visit("203.0.113.51", email, ["/cs", "/cs/kontakt"], {
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "listopad",
  });
  const won = await form().contact.submit.mutate(enquiry(linkedin));
  await admin().admin.leads.setStatus.mutate({ id: won.id, status: "won" });
  await form().contact.submit.mutate(enquiry(email));
  // Spam is no lead a channel brought: left out.
  const spam = await form().contact.submit.mutate(enquiry(email));
  await admin().admin.leads.setStatus.mutate({ id: spam.id, status: "spam" });
  // Unknown: no session at all, and a session the analytics never saw.
  await form().contact.submit.mutate(enquiry());
  await form().contact.submit.mutate(enquiry(crypto.randomUUID()));
}, 60_000);
afterAll(() => app?.stop(), 60_000);

describe("leads by source", () => {
  test("by last-touch channel, campaign and landing page, won ones apart, unknown sources in their own row", async () => {
    const s = await admin().analytics.leadSources.query({ range: "24h" });
    expect({ leads: s.leads, won: s.won, unknown: s.unknown }).toEqual({
      leads: 4,
      won: 1,
      unknown: { leads: 2, won: 0 },
    });
    expect(s.channels).toEqual([
      { label: "Social", leads: 1, won: 1 },
      { label: "Email", leads: 1, won: 0 },
      { label: null, leads: 2, won: 0 },
    ]);
    expect(s.campaigns).toEqual([
      { label: "linkedin / (none) / autumn", leads: 1, won: 1 },
      { label: "newsletter / email / listopad", leads: 1, won: 0 },
      { label: null, leads: 2, won: 0 },
    ]);
    expect(s.landingPages).toEqual([
      { label: "/brands", leads: 1, won: 1 },
      { label: "/cs", leads: 1, won: 0 },
      { label: null, leads: 2, won: 0 },
    ]);
    // Counts only: no lead, address or session id in the answer.
    const text = JSON.stringify(s);
    expect(text).not.toContain(linkedin);
    expect(text).not.toContain("@firma.cz");
  });

  test("a range without the leads gives zeros; today's custom range has them", async () => {
    const before = await admin().analytics.leadSources.query({ range: "custom", from: "2025-01-01", to: "2025-01-31" });
    expect(before).toMatchObject({ leads: 0, won: 0, channels: [], campaigns: [], landingPages: [] });
    const zone = app.rt.config.analytics.timeZone;
    const day = (t: number) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(t);
    const today = await admin().analytics.leadSources.query({
      range: "custom",
      from: day(Date.now() - 86_400_000),
      to: day(Date.now()),
    });
    expect({ leads: today.leads, won: today.won }).toEqual({ leads: 4, won: 1 });
  });

  test("filters keep the leads whose visit has a matching page view", async () => {
    const social = await admin().analytics.leadSources.query({ range: "7d", filters: { channel: "Social" } });
    expect({ leads: social.leads, won: social.won, unknown: social.unknown }).toEqual({
      leads: 1,
      won: 1,
      unknown: { leads: 0, won: 0 },
    });
    expect(social.channels).toEqual([{ label: "Social", leads: 1, won: 1 }]);
    const page = await admin().analytics.leadSources.query({ range: "7d", filters: { page: "/cs/kontakt" } });
    expect(page.landingPages).toEqual([{ label: "/cs", leads: 1, won: 0 }]);
    const visit = await admin().analytics.leadSources.query({ range: "7d", filters: { session: linkedin } });
    expect(visit.campaigns).toEqual([{ label: "linkedin / (none) / autumn", leads: 1, won: 1 }]);
    const none = await admin().analytics.leadSources.query({
      range: "7d",
      filters: { channel: "Social", campaign: "newsletter / email / listopad" },
    });
    expect(none).toMatchObject({ leads: 0, won: 0, channels: [], campaigns: [], landingPages: [] });
  });

  test("a lead's source names its visit and the days the dashboard shows it in", async () => {
    const { items } = await admin().admin.leads.list.query({ limit: 50 });
    const lead = items.find((l) => l.status === "won");
    const source = await admin().admin.leads.source.query({ id: lead!.id });
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: app.rt.config.analytics.timeZone }).format(Date.now());
    expect(source).toMatchObject({ session: linkedin, days: { to: day } });
    expect(source!.days.from <= source!.days.to).toBe(true);
  });

  test("anonymous callers get 401; a key without analytics:read 403; with it, the counts", async () => {
    expect(await status(app.client({}).analytics.leadSources.query({ range: "7d" }))).toBe(401);
    const keyOf = async (scopes: ("leads:read" | "analytics:read")[]) =>
      (await admin().admin.apiKeys.create.mutate({ name: scopes.join("+"), scopes })).key;
    const leadsKey = await keyOf(["leads:read"]);
    const viaKey = (key: string) => app.client({ authorization: `Bearer ${key}` });
    expect(await status(viaKey(leadsKey).analytics.leadSources.query({ range: "7d" }))).toBe(403);
    const statsKey = await keyOf(["analytics:read"]);
    expect((await viaKey(statsKey).analytics.leadSources.query({ range: "7d" })).leads).toBe(4);
  });
});
