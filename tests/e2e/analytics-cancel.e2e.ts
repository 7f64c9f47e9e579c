import { ensureAdmin } from "./admin-account";
import { expect, test } from "./fixtures";

/**
 * An admin clicking another range or filter before the view on screen has loaded: the page cancels
 * the view it no longer shows (the request is aborted), so the server drops it from its line of
 * views (analytics/view-gate.ts) instead of preparing it for nobody, and the new view shows. Here
 * the first view's answer is held back in the browser's network layer until the admin has moved on.
 */
test("a view the page no longer shows is cancelled, and the next one shows", async ({ page }) => {
  test.setTimeout(60_000);
  await ensureAdmin(page);
  const isView = (url: string, range: string) =>
    /\/trpc\/[^?]*analytics\.dashboard/.test(url) && url.includes(encodeURIComponent(`"range":"${range}"`));
  let held = false;
  let release: () => void = () => {};
  await page.route(/\/trpc\/[^?]*analytics\.dashboard/, async (route) => {
    if (!isView(route.request().url(), "7d") || held) return route.continue();
    held = true;
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    // The page aborted the request meanwhile: there is nothing left to continue.
    await route.continue().catch(() => {});
  });
  const cancelled: string[] = [];
  page.on("requestfailed", (r) => {
    if (isView(r.url(), "7d")) cancelled.push(r.failure()?.errorText ?? "");
  });

  await page.goto("/analytics?range=7d&channel=Direct");
  await expect.poll(() => held).toBe(true);
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByRole("listitem").filter({ hasText: "Page Views" })).toHaveCount(0);

  await page.getByRole("button", { name: "30 days" }).click();
  await expect(page).toHaveURL(/range=30d/);
  await expect(summary.getByRole("listitem").filter({ hasText: "Page Views" })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => cancelled).toEqual(["net::ERR_ABORTED"]);
  release();
  await expect(page.getByText("Failed to load analytics data")).toHaveCount(0);
});
