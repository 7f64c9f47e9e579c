import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { dayOf } from "../../analytics/time-zone";
import { TOO_MANY_VIEWS_MESSAGE, VIEW_GATE_LIMITS } from "../../analytics/view-gate";
import { user } from "../../drizzle/schema";
import { seedRawAnalytics } from "../bench/analytics-seed";
import { signUp } from "../helpers/auth";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { until } from "../helpers/until";

/**
 * A script with an `analytics:read` key (or an admin's browser) asks for many views read from the
 * raw rows at once: filtered dashboards, goals, lead sources. Each costs a good part of a second of
 * both cores here. Before the view gate they all queued for the store's read connections, and the
 * health check's `SELECT 1` queued behind them: /healthz answered 503 after its 3 s timeout while
 * the instance was busy but healthy, and every other admin's view waited behind the flood.
 * Invariant: views from raw rows run at most VIEW_GATE_LIMITS.running at a time and wait at most
 * VIEW_GATE_LIMITS.waiting deep; past a caller's share the answer is 429 with Retry-After at once;
 * /healthz stays 200 and fast; another admin still gets their view; nothing answers 5xx.
 */

/** Enough rows that a filtered view takes a noticeable time (0.1-0.3 s on an idle 2-core machine). */
const PAGE_VIEWS = 400_000;
const FLOOD = 30;

let app: TestApp;
/** The script's key, of the owner's account. */
let key: string;
/** A second admin, in a browser session. */
let adminCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  const { cookie } = await signUp(app.url, "owner@example.com");
  await app.client({ cookie }).admin.setup.mutate();
  const created = await app
    .client({ cookie })
    .admin.apiKeys.create.mutate({ name: "flood script", scopes: ["analytics:read"] });
  key = created.key;
  const second = await signUp(app.url, "petra@example.com");
  adminCookie = second.cookie;
  await app.rt.database.db.update(user).set({ isAdmin: true }).where(eq(user.email, "petra@example.com"));
  await app.rt.analytics.write((c) => seedRawAnalytics(c, PAGE_VIEWS, new Date()));
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

const PROCEDURES = ["analytics.dashboard", "analytics.conversions", "analytics.leadSources"] as const;

/** The days of a custom range ending today in the company's zone (the test app's default), `days` long. */
function lastDays(days: number) {
  const zone = app.rt.config.analytics.timeZone;
  const now = Date.now();
  return { range: "custom", from: dayOf(now - (days - 1) * 86_400_000, zone), to: dayOf(now, zone) };
}

/**
 * A view with a filter (and so read from the raw rows), each one different for i below 35:
 * identical views waiting at the same time are read once (analytics/shared-views.ts).
 */
function viewInput(i: number) {
  const countries = ["CZ", "SK", "DE", "AT", "PL", "US", "GB"];
  const ranges = [{ range: "30d" }, { range: "7d" }, { range: "24h" }, lastDays(30), lastDays(14)];
  return {
    ...ranges[Math.floor(i / countries.length) % ranges.length],
    filters: { country: countries[i % countries.length] },
  };
}

async function ask(path: string, input: unknown, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(`${app.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers });
  const body = (await res.json()) as { error?: { message: string } };
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    message: body.error?.message,
    ms: performance.now() - started,
  };
}

describe("a flood of analytics views read from the raw rows", () => {
  test("one view alone answers 200 (the cost the flood multiplies)", async () => {
    const alone = await ask("analytics.dashboard", viewInput(0), { authorization: `Bearer ${key}` });
    expect(alone.status).toBe(200);
    console.log(`one filtered view of ${PAGE_VIEWS.toLocaleString("en")} page views: ${Math.round(alone.ms)} ms`);
  });

  test("is bounded: the rest 429 with Retry-After, /healthz stays up, another admin gets their view", async () => {
    const load = { running: 0, waiting: 0 };
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const now = app.rt.analyticsViews.load();
        load.running = Math.max(load.running, now.running);
        load.waiting = Math.max(load.waiting, now.waiting);
        await Bun.sleep(5);
      }
    })();

    const flood = Array.from({ length: FLOOD }, (_, i) =>
      ask(PROCEDURES[i % PROCEDURES.length] as string, viewInput(i), { authorization: `Bearer ${key}` }),
    );
    await Bun.sleep(100);
    // While the script's views run and wait: the health check, and an admin's own view.
    const healthStarted = performance.now();
    const healthRes = await fetch(`${app.url}/healthz`);
    const health = { status: healthRes.status, ms: performance.now() - healthStarted, body: await healthRes.text() };
    const admin = await ask("analytics.dashboard", viewInput(1), { cookie: adminCookie });
    const answers = await Promise.all(flood);
    console.log(
      `flood of ${FLOOD}: ${answers.filter((a) => a.status === 200).length} answered, slowest ${Math.round(
        Math.max(...answers.map((a) => a.ms)),
      )} ms; /healthz ${Math.round(health.ms)} ms; the other admin's view ${Math.round(admin.ms)} ms`,
    );
    watching = false;
    await watcher;

    expect(health).toMatchObject({ status: 200 });
    expect(health.ms).toBeLessThan(1_500);
    expect(admin.status).toBe(200);

    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // The script's share ran; the rest were refused at once, saying why and when to come back.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(VIEW_GATE_LIMITS.perCaller);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.message).toBe(TOO_MANY_VIEWS_MESSAGE);
      expect(r.retryAfter).toBe(String(VIEW_GATE_LIMITS.retryAfterSeconds));
    }
    expect(load.running).toBeLessThanOrEqual(VIEW_GATE_LIMITS.running);
    expect(load.waiting).toBeLessThanOrEqual(VIEW_GATE_LIMITS.waiting);
    expect(app.rt.analyticsViews.load()).toEqual({ running: 0, waiting: 0, joinable: 0 });
  }, 120_000);

  test("views whose caller went away leave the line and give the caller's share back", async () => {
    // An admin clicking through filters faster than they load: the page cancels the views it no
    // longer shows. Before, each still waited its turn and ran, holding the caller's share (a view
    // clicked next was refused with 429) and the cores (the view on screen waited behind them).
    const callers = Array.from({ length: VIEW_GATE_LIMITS.perCaller }, () => new AbortController());
    const cancelled = callers.map((ac, i) =>
      fetch(`${app.url}/trpc/analytics.dashboard?input=${encodeURIComponent(JSON.stringify(viewInput(i)))}`, {
        headers: { authorization: `Bearer ${key}` },
        signal: ac.signal,
      }).then(
        () => "answered",
        () => "cancelled",
      ),
    );
    const queued = {
      running: VIEW_GATE_LIMITS.running,
      waiting: VIEW_GATE_LIMITS.perCaller - VIEW_GATE_LIMITS.running,
    };
    await until(() => app.rt.analyticsViews.load().waiting === queued.waiting, 10_000);
    expect(app.rt.analyticsViews.load()).toEqual({ ...queued, joinable: queued.waiting });
    for (const ac of callers) ac.abort();
    expect(await Promise.all(cancelled)).toEqual(callers.map(() => "cancelled"));
    // The waiting ones leave at once; the running ones stop after the query under way.
    await until(() => app.rt.analyticsViews.load().waiting === 0, 1_000, 5);
    expect(app.rt.analyticsViews.load().waiting).toBe(0);
    const started = performance.now();
    const next = await ask("analytics.dashboard", viewInput(3), { authorization: `Bearer ${key}` });
    console.log(
      `the view asked for after ${callers.length} cancelled ones: ${Math.round(performance.now() - started)} ms`,
    );
    expect(next.status).toBe(200);
    await until(() => app.rt.analyticsViews.load().running === 0, 5_000);
    expect(app.rt.analyticsViews.load()).toEqual({ running: 0, waiting: 0, joinable: 0 });
  }, 60_000);

  test("the same view asked for by many at once is read once per free place, and all get it", async () => {
    // Monday morning: every admin opens the weekly report's link, and a script asks too. Before,
    // each identical view was read on its own, one after the other, and past a caller's share the
    // script was refused. Now a view not started yet is joined (analytics/shared-views.ts).
    const asks = 12;
    let most = 0;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const now = app.rt.analyticsViews.load();
        most = Math.max(most, now.running + now.waiting);
        await Bun.sleep(2);
      }
    })();
    const view = viewInput(21); // a custom range: its window is the same whenever a read starts
    const answers = await Promise.all(
      Array.from({ length: asks }, async (_, i) => {
        const headers: Record<string, string> =
          i % 6 === 5 ? { cookie: adminCookie } : { authorization: `Bearer ${key}` };
        const res = await fetch(
          `${app.url}/trpc/analytics.conversions?input=${encodeURIComponent(JSON.stringify(view))}`,
          { headers },
        );
        return { status: res.status, body: await res.text() };
      }),
    );
    watching = false;
    await watcher;
    // More than the key's share of eight, all answered: the joiners took no share.
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // Two start at once (the gate's two places), every later ask joins the one waiting.
    expect(most).toBeLessThanOrEqual(VIEW_GATE_LIMITS.running + 1);
    expect(app.rt.analyticsViews.load()).toEqual({ running: 0, waiting: 0, joinable: 0 });
  }, 60_000);

  test("after the flood the script's views answer again", async () => {
    for (const path of PROCEDURES) {
      expect((await ask(path, viewInput(2), { authorization: `Bearer ${key}` })).status).toBe(200);
    }
  }, 60_000);
});
