import { TOO_MANY_VIEWS_MESSAGE } from "../../analytics/view-gate";
import { ensureAdmin } from "./admin-account";
import { expect, test } from "./fixtures";

/**
 * Decision 0023: when an account has more analytics views waiting than the server keeps (an admin
 * clicking through filters faster than they load), the server answers 429. The page asks again a
 * little later instead of showing "Failed to load analytics data". Here the server's first two
 * answers to the filtered view are that 429 (made in the browser's network layer, exactly as the
 * server sends it), and the view still shows.
 */
test.use({ expectedErrors: [/status of 429/] });

test("a view the server is too busy for is asked again and shows, with no error toast", async ({ page }) => {
  test.setTimeout(60_000);
  await ensureAdmin(page);
  let refused = 0;
  await page.route(/\/trpc\/[^?]*analytics\.dashboard/, async (route) => {
    if (refused >= 2) return route.continue();
    refused++;
    // One answer per procedure of the batch, each the gate's refusal.
    const procedures = new URL(route.request().url()).pathname.replace("/trpc/", "").split(",");
    const refusal = {
      error: {
        message: TOO_MANY_VIEWS_MESSAGE,
        code: -32029,
        data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 },
      },
    };
    await route.fulfill({
      status: 429,
      headers: { "content-type": "application/json", "retry-after": "5" },
      body: JSON.stringify(procedures.map(() => refusal)),
    });
  });
  await page.goto("/analytics?range=7d&channel=Direct");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics Dashboard" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByRole("listitem").filter({ hasText: "Page Views" })).toBeVisible({ timeout: 20_000 });
  expect(refused).toBe(2);
  await expect(page.getByText("Failed to load analytics data")).toHaveCount(0);
});
