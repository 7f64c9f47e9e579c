import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A deploy while a visitor reads a page: the chunks the page loads late (the enquiry form and its
 * data layer, a route's code) belong to the old version and are gone. Simulated by refusing every
 * asset not loaded before the "deploy"; once the page reloads, the new version has them all (or,
 * for the last test, still not). Routes reload themselves (TanStack Router's lazy route component
 * does, once); the other lazy parts reload through the error fallback (client/lib/new-version.ts).
 */
// One pattern: a second element would be read as the option's settings, not as another pattern.
test.use({ expectedErrors: [/404 \(Not Found\)|dynamically imported module/] });

async function deployAfterLoad(page: Page, options: { fixedBy: "reload" | "nothing" }) {
  let documents = 0;
  let gone = false;
  const loaded = new Set<string>();
  // Counted where the document is requested (a route handler), not on a navigation event: events
  // reach the test after the new document has already asked for its scripts.
  await page.route("**/*", (route) => {
    const request = route.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents += 1;
      if (options.fixedBy === "reload" && documents > 1) gone = false;
      return route.continue();
    }
    const path = new URL(request.url()).pathname;
    if (!path.startsWith("/assets/")) return route.continue();
    // What the page loaded before the deploy stays (the reloaded page's own files); what it loads
    // later is gone.
    if (!gone) loaded.add(path);
    return gone && !loaded.has(path) ? route.fulfill({ status: 404, body: "Not found" }) : route.continue();
  });
  return {
    deploy: () => {
      gone = true;
    },
    documents: () => documents,
  };
}

async function scrollToForm(page: Page) {
  for (let i = 0; i < 20 && !(await page.getByLabel("Your name").isVisible()); i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
}

test.describe("a new version deployed while a page is open", () => {
  test("the enquiry form, loaded after the deploy, reloads the page into the new version instead of an error page", async ({
    page,
  }) => {
    const site = await deployAfterLoad(page, { fixedBy: "reload" });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    site.deploy();
    await scrollToForm(page);
    await expect.poll(site.documents).toBe(2);
    await scrollToForm(page);
    await expect(page.getByLabel("Your name")).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });

  test("a route's code gone after the deploy opens the page asked for, in the new version", async ({ page }) => {
    const site = await deployAfterLoad(page, { fixedBy: "reload" });
    await page.goto("/cs");
    await page.waitForLoadState("networkidle");
    site.deploy();
    await page.getByRole("navigation").first().getByRole("link", { name: "Náš příběh" }).first().click();
    await expect.poll(site.documents).toBeGreaterThanOrEqual(2);
    await expect(page).toHaveURL(/\/cs\/our-story$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Něco se pokazilo")).toHaveCount(0);
  });

  test("a file that stays missing after the reload shows the error page, with no second reload", async ({ page }) => {
    const site = await deployAfterLoad(page, { fixedBy: "nothing" });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    site.deploy();
    await scrollToForm(page);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1_500);
    expect(site.documents()).toBe(2);
  });
});
