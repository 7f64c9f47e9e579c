import type { Page } from "@playwright/test";
import { ensureAdmin } from "./admin-account";
import { captureAnalytics, expect, test } from "./fixtures";
import { newVisitor } from "./visitor";

/**
 * The source of a lead (issue 18, decision 0020), through the real tracker, forms and server: a
 * visit from a LinkedIn campaign that sends the 3-step enquiry shows that campaign and the Social
 * channel on the lead's page; a visit with the analytics endpoint blocked still sends its enquiry,
 * and the lead says "Unknown source". The enquiries go out from this file's own address
 * (from-address.ts), so they spend no other file's budget.
 */
const FROM = "127.0.46.1";
const inspector = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4321) + 1}`;
const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function sendEnquiry(page: Page, email: string) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator("#contact-form-slot").scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Project enquiry" });
  await expect(form).toBeVisible();
  await form.getByLabel("Your name").fill("Lena Source");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByRole("heading", { name: "Your project" })).toBeFocused();
  await form.getByLabel("What should we cook up?").fill("Hoodies for our autumn meetup");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByRole("heading", { name: "Files and summary" })).toBeVisible();
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("heading", { name: "Thanks! We'll reach out soon." })).toBeVisible();
}

async function leadOf(email: string): Promise<{ id: string; analyticsSession: string | null }> {
  const rows = (await (await fetch(`${inspector}/leads`)).json()) as {
    id: string;
    email: string;
    analyticsSession: string | null;
  }[];
  const lead = rows.find((r) => r.email === email);
  if (!lead) throw new Error(`no lead from ${email}`);
  return lead;
}

test("a LinkedIn campaign visit that sends the enquiry shows the campaign and the Social channel on the lead", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const email = unique("lead.source");
  const visitor = await newVisitor(browser, FROM);
  const sent = await captureAnalytics(visitor.page);
  await visitor.page.goto("/?utm_source=linkedin&utm_campaign=autumn");
  await sendEnquiry(visitor.page, email);
  // The landing's view goes out with the tracker's next batch (every 5 s, or when the page is left).
  const views = () =>
    sent.events().filter((e) => e.type === "pageview" && (e.source as { utmCampaign?: string })?.utmCampaign);
  await expect.poll(() => views().length, { timeout: 15_000 }).toBeGreaterThan(0);
  const sessionId = views()[0]!.sessionId;
  expect(visitor.pageErrors).toEqual([]);
  await visitor.context.close();
  // The form carried the same session id as the page views.
  expect((await leadOf(email)).analyticsSession).toBe(sessionId);

  await ensureAdmin(page);
  await page.goto(`/admin/leads/${(await leadOf(email)).id}`);
  const origin = page.getByRole("region", { name: "Where this lead came from" });
  const last = origin.getByRole("region", { name: "Last touch" });
  // The analytics ingest is batched: look again until the view is in.
  await expect(async () => {
    await page.reload();
    await expect(last).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(last.getByRole("term")).toHaveText([
    "Channel",
    "Source",
    "Campaign",
    "Landing page",
    "Referrer",
    "Started",
  ]);
  await expect(last.getByRole("definition")).toHaveText([/^Social$/, /^linkedin$/, /^autumn$/, /^\/$/, /^None$/, /./]);
  // This visitor had no earlier visit that day: the first touch is the same visit.
  await expect(origin.getByRole("region", { name: "First touch" })).toContainText("The same visit");
  await expect(origin.getByRole("term").filter({ hasText: "Pages viewed before sending" })).toBeVisible();
  await expect(origin).not.toContainText("Unknown source");
});

test("an enquiry sent with the analytics blocked is stored, and the lead says Unknown source", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const email = unique("lead.blocked");
  const visitor = await newVisitor(browser, FROM);
  const blocked: string[] = [];
  await visitor.page.route("**/api/analytics/**", (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  await visitor.page.goto("/?utm_source=linkedin&utm_campaign=nightfall");
  await sendEnquiry(visitor.page, email);
  // The tracker tried (its batch goes out every 5 s), and nothing of the visit reached the server.
  await expect.poll(() => blocked.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(visitor.pageErrors).toEqual([]);
  await visitor.context.close();
  const lead = await leadOf(email);

  await ensureAdmin(page);
  await page.goto(`/admin/leads/${lead.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lena Source" })).toBeVisible();
  const origin = page.getByRole("region", { name: "Where this lead came from" });
  await expect(origin.getByText("Unknown source", { exact: true })).toBeVisible();
  await expect(origin).not.toContainText("nightfall");
  await expect(origin.getByRole("region", { name: "Last touch" })).toHaveCount(0);
});
