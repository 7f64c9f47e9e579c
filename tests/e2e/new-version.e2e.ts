import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { routeFrom, sendFrom } from "./from-address";

/** This file's own address for the enquiry it sends (tests/e2e/from-address.ts). */
const ADDRESS = "127.0.47.1";

/**
 * A deploy while a visitor reads a page: the chunks the page loads late (the enquiry form and its
 * data layer, a route's code) belong to the old version and are gone. Simulated by refusing every
 * asset not loaded before the "deploy"; once the page reloads, the new version has them all (or,
 * for the last test, still not). A lazily loaded part of a page says so in its place
 * (components/PartBoundary.tsx); routes reload themselves (TanStack Router's lazy route component
 * does, once); anything else reaches the root error fallback, which reloads once (lib/new-version.ts).
 */
// One pattern: a second element would be read as the option's settings, not as another pattern.
test.use({ expectedErrors: [/404 \(Not Found\)|dynamically imported module/] });

async function deployAfterLoad(
  page: Page,
  options: { fixedBy: "reload" | "nothing"; gone?: (path: string) => boolean },
) {
  const isGone = options.gone ?? (() => true);
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
    return gone && !loaded.has(path) && isGone(path)
      ? route.fulfill({ status: 404, body: "Not found" })
      : route.continue();
  });
  return {
    deploy: () => {
      gone = true;
    },
    documents: () => documents,
  };
}

/**
 * The error-log entries the page sends for code that was missing (telemetry/report-error.ts), read
 * from its analytics batches as they leave the browser.
 */
function missingCodeReports(page: Page): () => string[] {
  const reports: string[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/api/analytics/events")) return;
    const batch = JSON.parse(request.postData() ?? "{}") as { events?: { errorType?: string; message?: string }[] };
    for (const e of batch.events ?? []) if (e.errorType === "missing_code") reports.push(e.message ?? "");
  });
  return () => reports;
}

/**
 * Scrolls down from the top, as a reader does, until the enquiry form is on screen (it loads when
 * its place comes into view). From the top: a reloaded page comes back scrolled where it was, and
 * scrolling on from there went past the form's place on a loaded machine (CI, PostgreSQL run).
 */
async function scrollToForm(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < 20 && !(await page.getByLabel("Your name").isVisible()); i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
}

test.describe("a new version deployed while a page is open", () => {
  // Each test loads a page twice and scrolls it through; on a loaded machine that took over 30 s once.
  test.slow();

  test("the enquiry form, loaded after the deploy, says so in its place; the page stays; its button loads the new version", async ({
    page,
  }) => {
    const site = await deployAfterLoad(page, { fixedBy: "reload" });
    const reports = missingCodeReports(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    site.deploy();
    await scrollToForm(page);
    const notice = page.getByRole("alert").filter({ hasText: "the site has just been updated" }).first();
    await expect(notice).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(site.documents()).toBe(1);
    // Staff see it in the error log: the missing file, by name.
    await expect.poll(() => reports().join("\n")).toMatch(/Code of an earlier version missing: .*\/assets\//);
    await notice.getByRole("button", { name: "Reload Page" }).click();
    await expect.poll(site.documents).toBe(2);
    await scrollToForm(page);
    await expect(page.getByLabel("Your name")).toBeVisible();
  });

  test("a form loaded before the deploy still sends, with its toasts, and keeps what was typed (no reload)", async ({
    page,
  }) => {
    const site = await deployAfterLoad(page, { fixedBy: "reload" });
    await routeFrom(page, "contact.submit", ADDRESS);
    await page.route("**/api/uploads", async (route) => {
      const request = route.request();
      const answer = await sendFrom(
        ADDRESS,
        "/api/uploads",
        request.postDataBuffer() ?? Buffer.alloc(0),
        request.headers()["content-type"],
      );
      await route.fulfill({ status: answer.status, body: answer.text, contentType: answer.contentType });
    });
    await page.goto("/");
    await scrollToForm(page);
    await expect(page.getByLabel("Your name")).toBeEditable();
    await page.waitForLoadState("networkidle");
    // The waitlist form below has not loaded yet: its code is gone too.
    site.deploy();
    await page.getByLabel("Your name").fill("Radka Malá");
    await page.getByLabel("E-mail", { exact: true }).fill("radka@kvetinarstvi-example.cz");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("What should we cook up?").fill("Zástěry s logem květinářství, 12 kusů.");
    await page.getByRole("button", { name: "Continue" }).click();
    // The page's first toast, after the deploy.
    await page
      .getByLabel("Attach logos or briefs (optional)")
      .setInputFiles([{ name: "logo.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") }]);
    await expect(page.getByRole("status").filter({ hasText: "Files Selected" })).toBeVisible();
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { name: "Thanks! We'll reach out soon." })).toBeVisible();
    await expect(page.locator("#contact-form-slot")).toContainText("Radka Malá");
    expect(site.documents()).toBe(1);
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

  // The data layer's chunk alone changed: the admin route's own code loads, its data layer does not,
  // and nothing but the root error fallback catches that.
  const dataLayer = (path: string) => path.includes("/api-provider-");
  async function openAdminInApp(page: Page) {
    await page.evaluate(() => {
      window.history.pushState({}, "", "/admin");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
  }

  test("a page whose data layer is gone reloads once into the new version instead of the error page", async ({
    page,
  }) => {
    const site = await deployAfterLoad(page, { fixedBy: "reload", gone: dataLayer });
    const reports = missingCodeReports(page);
    await page.goto("/our-story");
    await page.waitForLoadState("networkidle");
    site.deploy();
    await openAdminInApp(page);
    await expect.poll(site.documents).toBe(2);
    // Staff pages are not tracked (the error happened on /admin): nothing reported.
    expect(reports()).toEqual([]);
    await expect(page).toHaveURL(/\/(admin|auth)/);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });

  test("a file that stays missing after that reload shows the error page, with no second reload", async ({ page }) => {
    const site = await deployAfterLoad(page, { fixedBy: "nothing", gone: dataLayer });
    await page.goto("/our-story");
    await page.waitForLoadState("networkidle");
    site.deploy();
    await openAdminInApp(page);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1_500);
    expect(site.documents()).toBe(2);
  });
});
