import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { signUp } from "../helpers/auth";
import { awayFromMidnight } from "../helpers/clock";
import { startTestApp, type TestApp } from "../helpers/test-app";

// Beacons sent a minute back are read as today (or this week) in Prague time, and one person's
// views make one visitor only within a UTC day (the visitor salt's).
await awayFromMidnight("Europe/Prague", "UTC");

/**
 * `analytics.dashboard` with custom ranges and filters, over HTTP with an analytics:read key, as a
 * script calls it: beacons sent with a campaign and read back filtered; every malformed view is a
 * 400 naming its field, never a 5xx, and the server keeps answering.
 */
let app: TestApp;
let key: string;
const UUID = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function dashboard(input: unknown, procedure = "analytics.dashboard") {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetch(`${app.url}/trpc/${procedure}${query}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const body = (await res.json()) as {
    result?: { data: { summary: { current: { pageViews: number; sessions: number } }; channels: unknown[] } };
    error?: { message: string; data?: { fieldErrors?: Record<string, string[]> } };
  };
  const fields = body.error?.data?.fieldErrors ?? {};
  return { status: res.status, data: body.result?.data, message: body.error?.message ?? "", fields };
}

beforeAll(async () => {
  app = await startTestApp();
  const { cookie } = await signUp(app.url, "owner@example.com");
  await app.client({ cookie }).admin.setup.mutate();
  key = (await app.client({ cookie }).admin.apiKeys.create.mutate({ name: "stats", scopes: ["analytics:read"] })).key;
  // Two visits: one from a newsletter (two pages), one direct.
  const now = Date.now();
  const view = (sessionId: string, path: string, source?: Record<string, string>) => ({
    type: "pageview",
    id: crypto.randomUUID(),
    sessionId,
    at: now,
    path,
    source,
  });
  const mail = { utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" };
  const res = await fetch(`${app.url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": UA, origin: app.url },
    body: JSON.stringify({
      events: [view("visit-mail-1", "/", mail), view("visit-mail-1", "/brands", mail), view("visit-direct-1", "/")],
    }),
  });
  expect(res.status).toBe(204);
}, 60_000);
afterAll(() => app?.stop(), 60_000);

describe("filters and custom ranges", () => {
  test("a campaign's channel and a filter read back what was sent", async () => {
    const all = await dashboard({ range: "24h" });
    expect(all.status).toBe(200);
    expect(all.data?.summary.current.pageViews).toBe(3);
    // Both sessions came from one address and agent on one day: one visitor in each channel.
    expect(all.data?.channels).toEqual([
      { label: "Direct", sessions: 1, visitors: 1 },
      { label: "Email", sessions: 1, visitors: 1 },
    ]);
    const email = await dashboard({ range: "24h", filters: { channel: "Email" } });
    expect(email.status).toBe(200);
    expect(email.data?.summary.current).toMatchObject({ pageViews: 2 });
    const both = await dashboard({
      range: "7d",
      filters: { campaign: "newsletter / email / spring", page: "/brands" },
    });
    expect(both.data?.summary.current).toMatchObject({ pageViews: 1 });
    // Days of the company's time zone: a range that runs to today (read from the rollups), and one
    // that ended yesterday (read from the raw rows).
    const { dayOf } = await import("../../analytics/time-zone");
    const zone = app.rt.config.analytics.timeZone;
    const today = dayOf(Date.now(), zone);
    const yesterday = dayOf(Date.now() - 86_400_000, zone);
    const custom = await dashboard({ range: "custom", from: yesterday, to: today });
    expect(custom.status).toBe(200);
    expect(custom.data?.summary.current.pageViews).toBe(3);
    expect((await dashboard({ range: "custom", from: today, to: today })).data?.summary.current.pageViews).toBe(3);
    const before = await dashboard({ range: "custom", from: yesterday, to: yesterday });
    expect(before.status).toBe(200);
    expect(before.data?.summary.current.pageViews).toBe(0);
  });

  // [what, input, the field the error names, words of its message]
  test.each([
    ["an unknown range", { range: "90d" }, "range", "expected one of"],
    ["custom without days", { range: "custom" }, "from", "custom range needs from and to"],
    ["custom without to", { range: "custom", from: "2026-11-01" }, "to", "custom range needs from and to"],
    ["a day that does not exist", { range: "custom", from: "2026-02-30", to: "2026-03-01" }, "from", "YYYY-MM-DD"],
    ["a day in another format", { range: "custom", from: "01.11.2026", to: "2026-11-02" }, "from", "YYYY-MM-DD"],
    ["a day as a number", { range: "custom", from: 20261101, to: "2026-11-02" }, "from", "expected string"],
    ["to before from", { range: "custom", from: "2026-11-02", to: "2026-11-01" }, "to", "to must not be before from"],
    ["over a year", { range: "custom", from: "2024-01-01", to: "2026-01-01" }, "to", "at most 366 days"],
    // Days outside 2000–2099: a day before the year 1000 kept the server's only thread busy for
    // hours (the time-zone arithmetic never reached it).
    ...(
      [
        ["the first day of the year 1", "0001-01-01", "0001-12-31", "from"],
        ["the year 0", "0000-01-01", "0000-01-02", "from"],
        ["the year 999", "0999-06-01", "0999-06-30", "from"],
        ["the day before 2000", "1999-12-31", "2000-01-05", "from"],
        ["a last day in 2100", "2099-12-30", "2100-01-01", "to"],
        ["the year 9999", "9999-12-01", "9999-12-31", "from"],
      ] as const
    ).map(
      ([what, from, to, field]) =>
        [what, { range: "custom", from, to }, field, "from 2000-01-01 to 2099-12-31"] as const,
    ),
    ["days with a rolling range", { range: "7d", from: "2026-11-01", to: "2026-11-02" }, "from", "custom only"],
    ["an unknown filter", { range: "7d", filters: { city: "Prague" } }, "filters", "city"],
    ["an empty filter", { range: "7d", filters: { page: "" } }, "filters.page", "Too small"],
    ["an overlong filter", { range: "7d", filters: { page: `/${"a".repeat(400)}` } }, "filters.page", "Too big"],
    ["a control character", { range: "7d", filters: { country: "CZ\u0000" } }, "filters.country", "control characters"],
    [
      "a filter that is a list",
      { range: "7d", filters: { channel: ["Email", "Direct"] } },
      "filters.channel",
      "expected string",
    ],
    ["filters as text", { range: "7d", filters: "channel=Email" }, "filters", "expected object"],
    // A session names one visit by the tracker's id (a lowercase v4 UUID), nothing else.
    ...(
      [
        ["a session that is no UUID", "visit-mail-1"],
        ["an uppercase session", UUID.toUpperCase()],
        ["a session too long", `${UUID}0`],
        ["a session with a space", `${UUID} `],
        ["a session with a control character", `${UUID.slice(0, 35)}\u0000`],
        ["a session with a newline", `${UUID}\n`],
        ["a session without dashes", UUID.replaceAll("-", "")],
        ["a session in braces", `{${UUID}}`],
        ["a session that is no v4 UUID", "00000000-0000-0000-0000-000000000000"],
        ["a session with SQL", `${UUID}' OR '1'='1`],
        ["an empty session", ""],
        ["a session of 400 characters", "a".repeat(400)],
      ] as const
    ).map(
      ([what, session]) => [what, { range: "7d", filters: { session } }, "filters.session", "lowercase UUID"] as const,
    ),
    ["a session that is a number", { range: "7d", filters: { session: 42 } }, "filters.session", "expected string"],
    ["a session that is a list", { range: "7d", filters: { session: [UUID] } }, "filters.session", "expected string"],
    ["an extra key", { range: "7d", tz: "UTC" }, "_", "tz"],
    ["no input", undefined, "_", "expected object"],
  ])("%s is refused with a 400 that names the field", async (_, input, field, says) => {
    // The Goals tab and the funnels, and the leads' sources, take the same view, through the same schema.
    for (const procedure of ["analytics.dashboard", "analytics.conversions", "analytics.leadSources"]) {
      const res = await dashboard(input, procedure);
      expect(res.status).toBe(400);
      expect(Object.keys(res.fields)).toContain(field);
      expect(res.fields[field]?.join(" ")).toContain(says);
    }
  });

  test("after every refusal the server still answers", async () => {
    expect((await dashboard({ range: "30d", filters: { os: "Windows" } })).status).toBe(200);
    expect((await dashboard({ range: "30d", filters: { os: "Windows" } }, "analytics.conversions")).status).toBe(200);
    expect((await dashboard({ range: "30d", filters: { os: "Windows" } }, "analytics.leadSources")).status).toBe(200);
    expect((await dashboard({ range: "30d", filters: { session: UUID } })).data?.summary.current.pageViews).toBe(0);
  });
});
