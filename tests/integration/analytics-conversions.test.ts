import { afterAll, beforeAll, expect, test } from "bun:test";
import { dayOf } from "../../analytics/time-zone";
import type { Conversions } from "../../shared/analytics/conversions";
import { signUp } from "../helpers/auth";
import { awayFromMidnight } from "../helpers/clock";
import { startTestApp, type TestApp } from "../helpers/test-app";

// Beacons sent a minute back are read as today (or this week) in Prague time, and one person's
// views make one visitor only within a UTC day (the visitor salt's).
await awayFromMidnight("Europe/Prague", "UTC");

/**
 * `analytics.conversions` over HTTP with an analytics:read key, from beacons sent as the tracker
 * sends them: a newsletter visit that walks the whole enquiry and sends it, a direct visit that stops
 * after Details and keeps a generated design. Goals, rates, both funnels, and a filter.
 */
let app: TestApp;
let key: string;
const UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function conversions(input: unknown): Promise<Conversions> {
  const res = await fetch(`${app.url}/trpc/analytics.conversions?input=${encodeURIComponent(JSON.stringify(input))}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: Conversions } }).result.data;
}

beforeAll(async () => {
  app = await startTestApp();
  const { cookie } = await signUp(app.url, "owner@example.com");
  await app.client({ cookie }).admin.setup.mutate();
  key = (await app.client({ cookie }).admin.apiKeys.create.mutate({ name: "stats", scopes: ["analytics:read"] })).key;
  let at = Date.now() - 60_000;
  const base = (sessionId: string) => ({ id: crypto.randomUUID(), sessionId, at: at++ });
  const view = (sessionId: string, path: string, source?: Record<string, string>) => ({
    type: "pageview",
    ...base(sessionId),
    path,
    source,
  });
  const event = (sessionId: string, name: string, data?: Record<string, unknown>) => ({
    type: "event",
    ...base(sessionId),
    name,
    data,
    path: "/",
  });
  const session = (sessionId: string, pageViews: number) => ({
    type: "session",
    ...base(sessionId),
    entryPage: "/",
    exitPage: "/",
    durationSeconds: 30,
    pageViews,
    events: 3,
  });
  const mail = { utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" };
  const events = [
    view("visit-mail", "/", mail),
    ...[1, 2, 3, 4].map((step) => event("visit-mail", "contact_step_progress", { step })),
    event("visit-mail", "form_submission", { form: "enquiry" }),
    session("visit-mail", 1),
    view("visit-direct", "/"),
    event("visit-direct", "contact_step_progress", { step: 1 }),
    event("visit-direct", "contact_step_progress", { step: 2 }),
    view("visit-direct", "/ai-merch-generator"),
    event("visit-direct", "ai_image_generated", { prompt: "a fox" }),
    event("visit-direct", "download_generated_image", { file: "fox.png" }),
    // Look-alikes reach nothing: a form's name in another event, a step the form does not have.
    event("visit-direct", "button_click", { form: "enquiry" }),
    event("visit-direct", "contact_step_progress", { step: 5 }),
    session("visit-direct", 2),
  ];
  const res = await fetch(`${app.url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": UA, origin: app.url },
    body: JSON.stringify({ events }),
  });
  expect(res.status).toBe(204);
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const goal = (c: Conversions, key: string) => c.goals.find((g) => g.goal === key)?.current;
const steps = (c: Conversions, key: string) => c.funnels.find((f) => f.funnel === key)?.steps.map((s) => s.sessions);

test("goals count each converting session once, with rates over the dashboard's sessions and visitors", async () => {
  const all = await conversions({ range: "24h" });
  expect(all.totals.current).toEqual({ sessions: 2, visitors: 1 });
  expect(goal(all, "enquiry_sent")).toEqual({ sessions: 1, visitors: 1, sessionRate: 50, visitorRate: 100 });
  expect(goal(all, "design_generated")).toMatchObject({ sessions: 1 });
  expect(goal(all, "design_downloaded")).toMatchObject({ sessions: 1 });
  expect(goal(all, "contact_sent")).toMatchObject({ sessions: 0, sessionRate: 0 });
  expect(all.goals.map((g) => g.goal)).toEqual([
    "enquiry_sent",
    "contact_sent",
    "waitlist_joined",
    "design_generated",
    "design_downloaded",
    "design_inquiry_sent",
  ]);
  // The enquiry: both saw the form and did Details; one went on to send it.
  expect(steps(all, "enquiry")).toEqual([2, 2, 1, 1, 1]);
  const project = all.funnels[0]?.steps[2];
  expect(project).toMatchObject({ step: "enquiry_project", fromPrevious: 50, fromStart: 50, dropOff: 1 });
  expect(steps(all, "generator")).toEqual([1, 1, 1]);
});

test("a filter narrows goals, funnels and the denominators alike", async () => {
  const email = await conversions({ range: "24h", filters: { campaign: "newsletter / email / spring" } });
  expect(email.totals.current).toEqual({ sessions: 1, visitors: 1 });
  expect(goal(email, "enquiry_sent")).toEqual({ sessions: 1, visitors: 1, sessionRate: 100, visitorRate: 100 });
  expect(steps(email, "enquiry")).toEqual([1, 1, 1, 1, 1]);
  expect(steps(email, "generator")).toEqual([0, 0, 0]);
  const direct = await conversions({ range: "7d", filters: { channel: "Direct" } });
  expect(goal(direct, "enquiry_sent")?.sessions).toBe(0);
  expect(steps(direct, "enquiry")).toEqual([1, 1, 0, 0, 0]);
  // Today in the company's time zone (in Prague, 23:30 UTC is already tomorrow).
  const today = dayOf(Date.now(), app.rt.config.analytics.timeZone);
  const custom = await conversions({ range: "custom", from: today, to: today });
  expect(goal(custom, "enquiry_sent")?.sessions).toBe(1);
});
