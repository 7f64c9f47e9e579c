import type { Browser, Locator, Page } from "@playwright/test";
import { ensureAdmin } from "./admin-account";
import { axeViolations, captureAnalytics, expect, expectAccessibleOnPhone, test } from "./fixtures";
import { newVisitor } from "./visitor";

/**
 * Goals and funnels (issue 18) through the real tracker, form and server: a LinkedIn campaign visit
 * that sends the 3-step enquiry is one "Enquiry sent" on the Goals tab, with and without the
 * campaign filter, and walks the enquiry funnel to the end; a second visit of the same campaign
 * that stops after Details is the drop-off at the Project step. The campaign name is unique to the
 * run: lead-source.e2e.ts lands on the same linkedin/autumn link, and every browser test shares
 * one server, so only the filtered figures are exact. One real enquiry, sent from this file's own
 * address (from-address.ts), so it spends no other file's budget.
 */
const FROM = "127.0.49.1";
const campaign = `autumn-${Date.now().toString(36)}`;
const landing = `/?utm_source=linkedin&utm_campaign=${campaign}`;
const campaignLabel = `linkedin / (none) / ${campaign}`;

/** A new visitor (tests/e2e/visitor.ts) whose analytics batches are captured. */
async function newCapturedVisitor(browser: Browser) {
  const visitor = await newVisitor(browser, FROM);
  return { ...visitor, sent: await captureAnalytics(visitor.page) };
}

/** The enquiry steps the page reported (contact_step_progress), in order. */
function stepsSent(sent: Awaited<ReturnType<typeof captureAnalytics>>): number[] {
  return sent
    .events()
    .filter((e) => e.type === "event" && e.name === "contact_step_progress")
    .map((e) => Number((e.data as { step?: unknown } | undefined)?.step));
}

/** Scrolls to the enquiry on the home page and completes Details; returns the form. */
async function completeDetails(page: Page, email: string): Promise<Locator> {
  await page.goto(landing);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator("#contact-form-slot").scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Project enquiry" });
  await expect(form).toBeVisible();
  await form.getByLabel("Your name").fill("Greta Goal");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByRole("heading", { name: "Your project" })).toBeFocused();
  return form;
}

/**
 * Cells are read as shown (innerText): each cell also holds its phone copy (the change under the
 * conversions, the rates under the name), hidden at other widths.
 */
const SHOWN = { useInnerText: true } as const;

/** The row of one goal in the Goals table: its cells after the goal's name. */
function goalCells(page: Page, goal: string): Locator {
  return page
    .getByRole("table", { name: "Goals" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: goal, exact: true }) })
    .getByRole("cell");
}

/** The sessions of each step of a funnel, read from its list as a screen reader would. */
async function funnelCounts(page: Page, funnel: string): Promise<string[]> {
  const items = page.getByRole("list", { name: funnel }).getByRole("listitem");
  // innerText, not textContent: the step's text lines stay apart ("Sessions: 1" then "100.0% of…").
  return (await items.allInnerTexts()).map((text) => text.match(/Sessions:\s*([\d,]+)/)?.[1] ?? "?");
}

test("an enquiry from a campaign is a goal and walks the funnel; a visit that stops after Details is its drop-off", async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);

  // --- The first visitor sends the enquiry. ---
  const first = await newCapturedVisitor(browser);
  const form = await completeDetails(first.page, `greta.${campaign}@example.com`);
  await form.getByLabel("What should we cook up?").fill("Scarves for our autumn campaign");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByRole("heading", { name: "Files and summary" })).toBeVisible();
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(first.page.getByRole("heading", { name: "Thanks! We'll reach out soon." })).toBeVisible();
  // The tracker sends its queue every 5 s: wait until the form's steps and the submission are out.
  await expect.poll(() => stepsSent(first.sent), { timeout: 15_000 }).toEqual([1, 2, 3, 4]);
  await expect
    .poll(() => first.sent.events().filter((e) => e.type === "event" && e.name === "form_submission").length, {
      timeout: 15_000,
    })
    .toBe(1);
  expect(first.pageErrors).toEqual([]);
  await first.context.close();

  // --- The admin: the Goals tab. ---
  await ensureAdmin(page);
  await page.goto("/analytics?range=24h");
  await page.getByRole("tab", { name: "Goals" }).click();
  const enquiries = goalCells(page, "Enquiry sent");
  // Ingest is batched: refresh until the enquiry is in (other files' enquiries may be in too).
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(enquiries.first()).not.toHaveText("0", { timeout: 2_000, ...SHOWN });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("tabpanel")).toContainText("Conversion rate of all visitors in the range");

  // The campaign filter (a click in the Campaigns breakdown) applies to the Goals tab too.
  await page.getByRole("table", { name: "Campaigns" }).getByRole("button", { name: campaignLabel }).click();
  await expect(page.getByRole("button", { name: `Remove filter Campaign: ${campaignLabel}` })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Goals" })).toHaveAttribute("aria-selected", "true");
  // The open tab is in the URL beside the filter: a reload (or the link, shared) opens the same view.
  await expect(page).toHaveURL(/[?&]tab=goals(&|$)/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Goals" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: `Remove filter Campaign: ${campaignLabel}` })).toBeVisible();
  // The note names the filter once the filtered answer is in (the last one stays on screen until then).
  await expect(page.getByText(`Conversion rate of the filtered visitors (Campaign: ${campaignLabel})`)).toBeVisible();
  await expect(enquiries).toHaveText(
    [
      "1", // conversions (sessions)
      "1", // converting visitors
      "100.0%", // per visitor: the campaign's one visitor
      "100.0%", // per session
      /^—/, // no enquiry of this campaign in the previous period
    ],
    SHOWN,
  );
  await expect(goalCells(page, "Contact message sent").first()).toHaveText("0", SHOWN);
  expect(await funnelCounts(page, "3-step enquiry")).toEqual(["1", "1", "1", "1", "1"]);

  // --- A second visitor of the campaign completes Details, then leaves. ---
  const second = await newCapturedVisitor(browser);
  await completeDetails(second.page, `gustav.${campaign}@example.com`);
  await expect.poll(() => stepsSent(second.sent), { timeout: 15_000 }).toEqual([1, 2]);
  expect(second.pageErrors).toEqual([]);
  await second.context.close();

  // The drop-off is at the Project step: Details 2, Project 1.
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    expect(await funnelCounts(page, "3-step enquiry")).toEqual(["2", "2", "1", "1", "1"]);
  }).toPass({ timeout: 30_000 });
  const project = page
    .getByRole("list", { name: "3-step enquiry" })
    .getByRole("listitem")
    .filter({ hasText: /^Project done/ });
  await expect(project).toContainText("50.0% of the previous step");
  await expect(project).toContainText("50.0% of the start");
  await expect(project).toContainText("−1 dropped");
  // The goal counts only the visit that sent it; its rates are now 1 of 2.
  await expect(enquiries).toHaveText(["1", "1", "50.0%", "50.0%", /^—/], SHOWN);

  // The tab with its table and funnels: no accessibility violation, wide and on a phone, no sideways scroll.
  expect(await axeViolations(page)).toEqual([]);
  await expectAccessibleOnPhone(page, page.getByRole("list", { name: "3-step enquiry" }));
  // On a phone the goal's row is its name with visitors and rates, then the conversions with the change
  // under them: two cells, the change column hidden, and the name's cell keeps most of the width.
  await page.setViewportSize({ width: 390, height: 844 });
  // Found by its text, not by goalCells: on a phone the row header's name holds the rates too.
  const phoneRow = page
    .getByRole("table", { name: "Goals" })
    .getByRole("row")
    .filter({ hasText: /^Enquiry sent/ });
  await expect(phoneRow.getByRole("cell")).toHaveText([/^1\s*—[\s\S]*prev\. 0$/], SHOWN);
  await expect(phoneRow.getByRole("rowheader")).toContainText("Rate per visitor: 50.0%", SHOWN);
  const widths = await phoneRow.evaluate((row) => [...row.children].map((cell) => cell.getBoundingClientRect().width));
  expect(widths[0]).toBeGreaterThan(widths[1]! * 1.8);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A link to the Czech page with the filter and the tab opens both.
  await page.goto(`/cs/analytics?range=24h&campaign=${encodeURIComponent(campaignLabel)}&tab=goals`);
  await expect(page.getByRole("tab", { name: "Cíle" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("table", { name: "Cíle" })).toContainText("Odeslaná poptávka");
  await expect(page.getByRole("list", { name: "Poptávka ve 3 krocích" }).getByRole("listitem")).toHaveCount(5);
  // The first tab leaves the URL without one; the filter stays.
  await page.getByRole("tab", { name: "Nejčtenější stránky" }).click();
  await expect(page).not.toHaveURL(/[?&]tab=/);
  await expect(page).toHaveURL(/[?&]campaign=/);
});
