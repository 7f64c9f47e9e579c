import AxeBuilder from "@axe-core/playwright";
import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails on an unexpected console error or uncaught page error: a page that
 * "works" while logging errors is not working. A test that provokes an error on purpose lists it
 * in `expectedErrors`.
 */
export const test = base.extend<{ expectedErrors: RegExp[]; consoleErrors: string[] }>({
  expectedErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (!expectedErrors.some((re) => re.test(text))) errors.push(text);
      };
      page.on("console", (msg) => {
        if (msg.type() === "error") record(msg.text());
      });
      page.on("pageerror", (err) => record(err.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Records every analytics batch the page sends (beacons included), while letting it through. */
export async function captureAnalytics(page: import("@playwright/test").Page) {
  const batches: { events: Record<string, unknown>[] }[] = [];
  await page.route("**/api/analytics/events", async (route) => {
    const body = route.request().postDataBuffer();
    if (body) batches.push(JSON.parse(body.toString("utf8")));
    await route.continue();
  });
  return {
    batches,
    events: () => batches.flatMap((b) => b.events),
  };
}

/** Clicks the main navigation's link to /brands (English) and waits for its address. */
export async function followBrandsLink(page: import("@playwright/test").Page) {
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .first()
    .getByRole("link", { name: "Brands We Helped" })
    .click();
  await expect(page).toHaveURL(/\/brands$/);
}

/** The page's violations of WCAG 2.1 A/AA and axe's best practices, one line each (rule: targets). */
export async function axeViolations(page: import("@playwright/test").Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The page at a phone's width (390 px) once `ready` shows there: no axe violation and no sideways
 * scrolling; then back to the desktop size the tests run at.
 */
export async function expectAccessibleOnPhone(
  page: import("@playwright/test").Page,
  ready: import("@playwright/test").Locator,
): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(ready).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
}
