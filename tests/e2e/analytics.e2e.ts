import { devices, type Locator, type Page } from "@playwright/test";
import { ensureAdmin } from "./admin-account";
import { axeViolations, captureAnalytics, expect, expectAccessibleOnPhone, test } from "./fixtures";

/**
 * The analytics dashboard against the real server and the real tracker: a visitor browses, clicks,
 * scrolls and hits a missing page; then the shared e2e admin (./admin-account.ts) sees it all on
 * /analytics. The e2e server is shared by every test file and its first admin claim wins, so the
 * whole story is ONE test and becomes admin through ensureAdmin, whichever file runs first.
 */

/** Console errors of a page the fixture does not watch (the fixture watches only `page`). */
function watchConsole(tab: Page, expected: RegExp[]): string[] {
  const errors: string[] = [];
  const record = (text: string) => {
    if (!expected.some((re) => re.test(text))) errors.push(text);
  };
  tab.on("console", (msg) => {
    if (msg.type() === "error") record(msg.text());
  });
  tab.on("pageerror", (err) => record(err.message));
  return errors;
}

test.describe("analytics dashboard", () => {
  // The visitor's missing page answers 404, which the browser logs as a console error.
  test.use({ expectedErrors: [/status of 404/] });

  test("a visitor's page views, events and error show on the dashboard, in both ranges and languages", async ({
    page,
    context,
  }) => {
    // 21 page loads, then the dashboard in two ranges and languages (the accessibility scans are the
    // next test: with them this one took 2.8 to over 4 minutes in CI, three quarters of it in axe).
    test.setTimeout(240_000);
    const missing = `/this-page-does-not-exist-${Date.now().toString(36)}`;

    // --- The visitor (signed out). ---
    const sent = await captureAnalytics(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Hydrated, so the links navigate in the page (not "networkidle": on a loaded machine the code
    // may not have run 500 ms after it arrived).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    // Other test files' page views share this server and compete for the top 5: browsing back and
    // forth between Home and Brands puts /brands among the top pages, whatever ran before.
    for (let round = 0; round < 10; round++) {
      await nav.getByRole("link", { name: "Brands We Helped" }).click();
      await expect(page).toHaveURL(/\/brands$/);
      await page.getByRole("link", { name: "Merchovna, home" }).first().click();
      await expect(page).toHaveURL(/\/$/);
    }
    await nav.getByRole("link", { name: "Brands We Helped" }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // To the bottom of the page: scroll depth 100. The tracker reads the scroll position at most every
    // 500 ms with no trailing read, so: wait for the navigation's own scroll to the top to be read,
    // then jump (the site scrolls smoothly, and a smooth scroll would be read half-way).
    await page.waitForTimeout(600);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" as ScrollBehavior }),
    );
    // The tracker sends its queue every 5 seconds (or when 20 events are waiting).
    await expect
      .poll(() => sent.events(), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: "pageview", path: "/brands" }),
          expect.objectContaining({ type: "event", name: "link_click" }),
          expect.objectContaining({ type: "event", name: "scroll_depth", data: { depth: 100 } }),
        ]),
      );
    // A missing page: its not_found error is sent at once.
    await page.goto(missing);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect
      .poll(() => sent.events(), { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ type: "error", errorType: "not_found", pagePath: missing }));

    // --- The admin, in a new tab; closing the visitor's tab sends its last batch (pagehide). ---
    const admin = await context.newPage();
    const adminErrors = watchConsole(admin, [
      // A claim refused to a parallel test's identical claim (see ensureAdmin).
      /status of 403/,
      // The load failure provoked below.
      /status of 500/,
    ]);
    await page.close({ runBeforeUnload: true });
    await ensureAdmin(admin);
    await admin.getByRole("link", { name: "Analytics", exact: true }).click();
    await expect(admin).toHaveURL(/\/analytics$/);
    await expect(admin.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
    await expect(admin.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");

    const range = (key: string) => (r: { url(): string }) =>
      r.url().includes("analytics.dashboard") && decodeURIComponent(r.url()).includes(`"range":"${key}"`);
    const loaded24h = admin.waitForResponse(range("24h"));
    await admin.getByRole("button", { name: "24h" }).click();
    expect((await loaded24h).ok()).toBe(true);
    await expect(admin.getByRole("button", { name: "24h" })).toHaveAttribute("aria-pressed", "true");
    await expect(admin.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "false");

    // The server answers with everything acknowledged; poll anyway in case a beacon is still on its way.
    const topPages = admin.getByRole("table", { name: "Top pages" });
    await expect(async () => {
      await admin.getByRole("button", { name: "Refresh" }).click();
      await expect(topPages.getByRole("rowheader", { name: "/brands", exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(topPages.getByRole("rowheader", { name: "/", exact: true })).toBeVisible();

    // Summary cards, realtime visitors and the chart.
    const summary = admin.getByRole("region", { name: "Summary" });
    await expect(summary.getByRole("listitem").filter({ hasText: "Page Views" })).toContainText(/Page Views\s*[1-9]/);
    await expect(summary.getByRole("listitem").filter({ hasText: "Unique Sessions" })).toContainText(/[1-9]/);
    await expect(summary.getByRole("listitem").filter({ hasText: "Bounce Rate" })).toContainText(/\d+\.\d%/);
    await expect(summary.getByRole("listitem").filter({ hasText: "Avg. Session" })).toContainText(/\d+m \d\ds/);
    await expect(summary.getByRole("listitem").filter({ hasText: "Page Views" })).toContainText(
      /(vs previous period|—)/,
    );
    const realtime = admin.getByText("Visitors in the last 5 minutes", { exact: true });
    await expect(realtime).toBeVisible();
    await expect(realtime.locator("xpath=..")).toContainText(/Visitors in the last 5 minutes\s*[1-9]/);
    await expect(admin.getByRole("img", { name: /page views in total/ })).toBeVisible();

    // Top pages export as CSV, built in the browser.
    const downloading = admin.waitForEvent("download");
    await admin.getByRole("button", { name: "Export CSV (Top pages)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("top-pages-24h.csv");
    const { readFile } = await import("node:fs/promises");
    const csv = await readFile((await download.path()) ?? "", "utf8");
    expect(csv).toContain("Page,Views,Sessions\r\n");
    expect(csv).toMatch(/\r\n\/brands,\d+,\d+\r\n/);

    // User Events, Performance and Errors.
    await admin.getByRole("tab", { name: "User Events" }).click();
    const events = admin.getByRole("table", { name: "Top events" });
    await expect(events.getByRole("rowheader", { name: "link_click", exact: true })).toBeVisible();
    await admin.getByRole("tab", { name: "Performance" }).click();
    const performance = admin.getByRole("table", { name: "Web vitals and load time (p75)" });
    await expect(performance.or(admin.getByText("No performance data recorded"))).toBeVisible();
    if (await performance.isVisible()) {
      for (const metric of ["LCP", "FCP", "TTFB", "INP", "FID", "CLS", "Page load"]) {
        await expect(performance.getByRole("rowheader", { name: new RegExp(`^${metric}`) })).toBeVisible();
      }
      await expect(performance).toContainText(/Good|Needs improvement|Poor|No data/);
    }
    await admin.getByRole("tab", { name: "Errors" }).click();
    await expect(admin.getByRole("table", { name: "Top errors" })).toContainText(`Page not found: ${missing}`);

    // Every time on the dashboard is shown in its time zone (the server's setting, Prague by default),
    // and every label that names a zone names that one (the chart's said UTC).
    await expect(admin.getByText(/\(Europe\/Prague\)$/).first()).toBeVisible();
    await expect(
      admin.getByRole("table", { name: "Top errors" }).getByRole("columnheader", { name: "Last seen", exact: true }),
    ).toBeVisible();
    await expect(admin.getByRole("img", { name: /\(Europe\/Prague\): [\d,]+ page views in total/ })).toBeVisible();
    await expect(
      admin
        .getByRole("table", { name: "Page views and sessions per hour" })
        .getByRole("columnheader", { name: "Hour (Europe/Prague)" }),
    ).toBeAttached();
    expect(await admin.locator("main").textContent()).not.toContain("UTC");

    // The breakdowns, bot hits and the definitions.
    for (const name of ["Referrers", "Devices", "Browsers", "Operating systems"]) {
      await expect(admin.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(admin.getByRole("table", { name: "Browsers" })).toContainText("Chrome");
    await expect(admin.getByText("Bot hits (not counted)")).toBeVisible();
    await expect(admin.getByRole("heading", { level: 2, name: "How these are measured" })).toBeVisible();
    await expect(admin.getByText("Bounce: a session with at most 1 page view and at most 1 event.")).toBeVisible();

    // Another range loads its own data.
    const loaded30d = admin.waitForResponse(range("30d"));
    await admin.getByRole("button", { name: "30 days" }).click();
    expect((await loaded30d).ok()).toBe(true);
    await expect(admin.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(admin.getByRole("table", { name: "Top errors" })).toContainText(`Page not found: ${missing}`);
    // The range and the open tab are in the URL: a reload (or a shared link) shows the same view; a bad
    // value falls back to 7 days.
    await expect(admin).toHaveURL(/\/analytics\?range=30d&tab=errors$/);
    const reloaded30d = admin.waitForResponse(range("30d"));
    await admin.reload();
    expect((await reloaded30d).ok()).toBe(true);
    await expect(admin.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(admin.getByRole("tab", { name: "Errors" })).toHaveAttribute("aria-selected", "true");
    await expect(admin.getByRole("table", { name: "Top errors" })).toContainText(`Page not found: ${missing}`);
    await admin.goto("/cs/analytics?range=1y");
    await expect(admin.getByRole("button", { name: "7 dní" })).toHaveAttribute("aria-pressed", "true");
    await admin.goto("/analytics?range=30d");
    await expect(admin.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");

    // A load failure is told in a toast.
    await admin.route(/\/trpc\/[^?]*analytics\.dashboard/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "[]" }),
    );
    await admin.getByRole("button", { name: "Refresh" }).click();
    await expect(admin.getByRole("alert").filter({ hasText: "Failed to load analytics data" })).toBeVisible({
      timeout: 10_000,
    });
    await admin.unroute(/\/trpc\/[^?]*analytics\.dashboard/);

    // Czech.
    await admin.goto("/cs/analytics");
    await expect(admin.getByRole("heading", { level: 1, name: "Přehled analytiky" })).toBeVisible();
    await expect(admin.getByRole("button", { name: "7 dní" })).toHaveAttribute("aria-pressed", "true");
    await expect(admin.getByRole("tab", { name: "Nejčtenější stránky" })).toBeVisible();

    // And back to the admin dashboard.
    await admin.goto("/analytics");
    await admin.getByRole("link", { name: "Back to admin" }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await expect(admin.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    expect(adminErrors, "console errors on the admin's tab").toEqual([]);
  });

  test("the dashboard has no axe violations, wide, on a phone (no sideways scrolling) and in Czech", async ({
    page,
  }) => {
    // Each scan of the whole dashboard takes axe 10 s alone and over a minute on a loaded 2-core machine.
    test.setTimeout(240_000);
    await ensureAdmin(page);
    // The default range (7 days): the same page as 30 days with a quarter of the chart's hourly table.
    const loaded = page.waitForResponse((r) => r.url().includes("analytics.dashboard"));
    await page.goto("/analytics");
    expect((await loaded).ok()).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Summary" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await expectAccessibleOnPhone(page, page.getByRole("button", { name: "24h" }));

    await page.goto("/cs/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Přehled analytiky" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Nejčtenější stránky" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on a phone, a source's host name and a page's path keep to one line beside their numbers", async ({
    page,
    request,
  }) => {
    await ensureAdmin(page);
    // 40 visits that land on the generator from LinkedIn, sent as the tracker sends them: enough to
    // be among the top five of the sources and of the pages, whatever other test files sent.
    const at = Date.now();
    const events = Array.from({ length: 40 }, () => ({
      type: "pageview",
      id: crypto.randomUUID(),
      sessionId: crypto.randomUUID(),
      at,
      path: "/ai-merch-generator",
      source: { referrer: "https://www.linkedin.com/feed/" },
    }));
    const sent = await request.post("/api/analytics/events", {
      data: { events },
      headers: { "user-agent": devices["Pixel 7"].userAgent },
    });
    expect(sent.status()).toBe(204);

    /** The lines a cell's text takes: the distinct tops of its text's boxes (a wrapped text has one per line). */
    const lines = (cell: Locator) =>
      cell.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const boxes = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
        return new Set(boxes.map((r) => Math.round(r.top))).size;
      });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [prefix, sources, pages] of [
      ["", "Referrers", "Top pages"],
      ["/cs", "Zdroje návštěv", "Nejčtenější stránky"],
    ] as const) {
      await page.goto(`${prefix}/analytics?range=24h`);
      const host = page.getByRole("table", { name: sources }).getByRole("button", { name: "www.linkedin.com" });
      const path = page.getByRole("table", { name: pages }).getByRole("button", { name: "/ai-merch-generator" });
      await expect(host).toBeVisible();
      await expect(path).toBeVisible();
      expect(await lines(host), `${sources}: www.linkedin.com on one line`).toBe(1);
      expect(await lines(path), `${pages}: /ai-merch-generator on one line`).toBe(1);
      // The narrower number columns still hold their (smaller) headers.
      for (const th of await page.getByRole("columnheader").all()) {
        const { text, scroll, client } = await th.evaluate((el) => ({
          text: el.textContent,
          scroll: el.scrollWidth,
          client: el.clientWidth,
        }));
        expect(scroll, `header "${text}" fits its column`).toBeLessThanOrEqual(client);
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});
