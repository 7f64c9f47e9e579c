import { ensureAdmin } from "./admin-account";
import { captureAnalytics, expect, followBrandsLink, test } from "./fixtures";

/**
 * A campaign from the landing URL to the dashboard, through the real tracker and server: a visit
 * that lands on /?utm_source=newsletter&utm_medium=email&utm_campaign=<unique> shows under that
 * campaign and the Email channel; clicking the campaign filters every card and table, the chip
 * removes the filter, and a reload keeps it (it lives in the URL).
 */
test("a newsletter visit shows under its campaign and channel; a click filters, the chip removes it, a reload keeps it", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const campaign = `spring-${Date.now().toString(36)}`;
  const label = `newsletter / email / ${campaign}`;

  // --- The visitor, in a browser context of their own (signed out). ---
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const sent = await captureAnalytics(visitor);
  await visitor.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  // Hydrated, so the link navigates in the page (not "networkidle": on a loaded machine the code
  // may not have run 500 ms after it arrived).
  await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // A second page in the same visit carries the same source.
  await followBrandsLink(visitor);
  // The tracker sends its queue every 5 seconds.
  await expect
    .poll(
      () =>
        sent
          .events()
          .filter((e) => e.type === "pageview")
          .map((e) => [e.path, (e.source as { utmCampaign?: string })?.utmCampaign]),
      {
        timeout: 15_000,
      },
    )
    .toEqual(
      expect.arrayContaining([
        ["/", campaign],
        ["/brands", campaign],
      ]),
    );
  // Every page view of the visit carries the campaign.
  expect(
    sent
      .events()
      .filter((e) => e.type === "pageview")
      .every((e) => (e.source as { utmCampaign?: string } | undefined)?.utmCampaign === campaign),
  ).toBe(true);
  await visitor.close({ runBeforeUnload: true });
  await visitorContext.close();

  // --- The admin. ---
  await ensureAdmin(page);
  await page.goto("/analytics?range=24h");
  const campaigns = page.getByRole("table", { name: "Campaigns" });
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(campaigns.getByRole("button", { name: label })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByRole("table", { name: "Channels" }).getByRole("button", { name: "Email", exact: true }),
  ).toBeVisible();

  // Clicking the campaign filters the whole dashboard by it.
  await campaigns.getByRole("button", { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`campaign=${encodeURIComponent(label).replaceAll("%20", "(\\+|%20)")}`));
  const chip = page.getByRole("button", { name: `Remove filter Campaign: ${label}` });
  await expect(chip).toBeVisible();
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByRole("listitem").filter({ hasText: "Page Views" })).toContainText(/Page Views\s*2(?!\d)/);
  await expect(summary.getByRole("listitem").filter({ hasText: "Unique Sessions" })).toContainText(
    /Unique Sessions\s*1(?!\d)/,
  );
  const channels = page.getByRole("table", { name: "Channels" });
  await expect(channels.getByRole("row")).toHaveCount(2); // the header and Email
  await expect(channels).toContainText("Email");
  const topPages = page.getByRole("table", { name: "Top pages" });
  await expect(topPages.getByRole("row")).toHaveCount(3); // the header, / and /brands
  await expect(page.getByRole("table", { name: "Entry pages" })).toContainText("/");

  // A reload keeps the filter (the view is in the URL).
  await page.reload();
  await expect(chip).toBeVisible();
  await expect(summary.getByRole("listitem").filter({ hasText: "Page Views" })).toContainText(/Page Views\s*2(?!\d)/);

  // The chip removes it.
  await chip.click();
  await expect(chip).toHaveCount(0);
  await expect(page).not.toHaveURL(/campaign=/);
  await expect(page.getByRole("region", { name: "Filters" })).toHaveCount(0);
});
