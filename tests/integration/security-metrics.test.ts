import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { describeMetric } from "../../client/features/security/describe";
import { securityMetrics } from "../../drizzle/schema";
import { securityPage } from "../../shared/content/security";
import { signUp } from "../helpers/auth";
import { englishWordsIn } from "../helpers/english-words";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  adminCookie = (await signUp(app.url, "metrics-admin@example.com")).cookie;
  await app.client({ cookie: adminCookie, origin: app.url }).admin.setup.mutate();
}, 60_000);
afterAll(() => app?.stop(), 60_000);

describe("the security dashboard on open", () => {
  test("computes the figures when none are stored", async () => {
    const metrics = await app.client({ cookie: adminCookie }).security.metrics.query();
    expect(metrics.length).toBeGreaterThan(5);
    for (const m of metrics) expect(Date.now() - new Date(m.updatedAt).getTime()).toBeLessThan(60_000);
  });

  test("stale stored figures are computed again, not shown as they were", async () => {
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await app.rt.database.db.update(securityMetrics).set({ updatedAt: hourAgo, metricValue: "stale" }).where(sql`true`);
    const metrics = await app.client({ cookie: adminCookie }).security.metrics.query();
    expect(metrics.map((m) => m.metricValue)).not.toContain("stale");
    for (const m of metrics) expect(new Date(m.updatedAt).getTime()).toBeGreaterThan(hourAgo.getTime());
  });

  test("fresh figures are shown as stored (opening the page twice computes once)", async () => {
    const first = await app.client({ cookie: adminCookie }).security.metrics.query();
    const second = await app.client({ cookie: adminCookie }).security.metrics.query();
    expect(second.map((m) => m.updatedAt)).toEqual(first.map((m) => m.updatedAt));
  });
});

describe("the values on the Czech dashboard", () => {
  test("every metric comes with a code and numbers, worded in Czech without the server's English", async () => {
    const metrics = await app.client({ cookie: adminCookie }).security.refresh.mutate();
    expect(metrics.length).toBeGreaterThan(5);
    for (const m of metrics) {
      expect(m.metricDetail, `${m.metricName} has no detail`).not.toBeNull();
      const czech = describeMetric(m.metricDetail!, securityPage.cs.values, "cs");
      expect(englishWordsIn(czech, m.metricValue), `${m.metricName}: "${czech}" vs "${m.metricValue}"`).toEqual([]);
      // The English wording of the detail says what the server's text says.
      expect(describeMetric(m.metricDetail!, securityPage.en.values, "en").replace("≥", ">=")).toBe(
        m.metricValue.replace("offline", "built-in design generator"),
      );
    }
  });
});
