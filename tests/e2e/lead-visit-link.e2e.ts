import { devices } from "@playwright/test";
import { ensureAdmin } from "./admin-account";
import { captureAnalytics, expect, test } from "./fixtures";
import { routeFrom } from "./from-address";

/**
 * From a lead to its visit (issue 18, decision 0020): a visit from a LinkedIn campaign sends the
 * enquiry; on the lead's page "View this visit on the dashboard" opens the dashboard filtered to
 * that session (the chip shows it, the page views are that visit's), and "Leads by source" there
 * counts this one lead under Social and the campaign. The enquiry goes out from this file's own
 * address (from-address.ts).
 */
const FROM = "127.0.48.1";
const inspector = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4321) + 1}`;

test("the lead page's link opens the dashboard filtered to the visit that sent it", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const email = `lead.visit.${Date.now()}@example.com`;
  // A browser version of its own: visitors are a daily hash of address and agent (see lead-source.e2e.ts).
  const userAgent = devices["Desktop Chrome"].userAgent.replace(
    /Chrome\/(\d+)\.[\d.]+/,
    (_, major) => `Chrome/${major}.0.${Math.floor(Math.random() * 9000) + 1000}.${Date.now() % 200}`,
  );
  const context = await browser.newContext({ userAgent });
  const visitor = await context.newPage();
  await routeFrom(visitor, "contact.submit", FROM);
  const sent = await captureAnalytics(visitor);
  await visitor.goto("/?utm_source=linkedin&utm_campaign=autumn");
  await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await visitor.locator("#contact-form-slot").scrollIntoViewIfNeeded();
  const form = visitor.getByRole("form", { name: "Project enquiry" });
  await form.getByLabel("Your name").fill("Vera Visit");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByRole("button", { name: "Continue" }).click();
  await form.getByLabel("What should we cook up?").fill("Caps for the autumn run");
  await form.getByRole("button", { name: "Continue" }).click();
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(visitor.getByRole("heading", { name: "Thanks! We'll reach out soon." })).toBeVisible();
  const views = () => sent.events().filter((e) => e.type === "pageview");
  await expect.poll(() => views().length, { timeout: 15_000 }).toBeGreaterThan(0);
  const sessionId = views()[0]!.sessionId as string;
  await context.close();
  const pageViews = views().filter((e) => e.sessionId === sessionId).length;

  const leads = (await (await fetch(`${inspector}/leads`)).json()) as { id: string; email: string }[];
  const lead = leads.find((l) => l.email === email)!;
  await ensureAdmin(page);
  await page.goto(`/admin/leads/${lead.id}`);
  const link = page.getByRole("link", { name: "View this visit on the dashboard" });
  // The analytics ingest is batched: look again until the visit is in.
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/analytics\\?.*session=${sessionId}`));
  expect(new URL(page.url()).searchParams.get("range")).toBe("custom");
  await expect(page.getByTestId("filter-chip-session")).toHaveText(`Session: ${sessionId.slice(0, 8)}…`);
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByRole("listitem").filter({ hasText: "Page Views" })).toContainText(
    new RegExp(`Page Views\\s*${pageViews}(?!\\d)`),
  );
  await expect(summary.getByRole("listitem").filter({ hasText: "Unique Sessions" })).toContainText(
    /Unique Sessions\s*1(?!\d)/,
  );
  const leadsSection = page.getByRole("region", { name: "Leads by source" });
  await expect(leadsSection.getByTestId("lead-sources-leads")).toHaveText("1");
  const channels = leadsSection.getByRole("table", { name: "Leads by channel" });
  await expect(channels.getByRole("row").nth(1)).toContainText(/Social\s*1\s*0/);
  await expect(leadsSection.getByRole("table", { name: "Leads by campaign" })).toContainText(
    "linkedin / (none) / autumn",
  );
});
