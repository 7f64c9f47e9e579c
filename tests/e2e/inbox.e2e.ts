import type { Page } from "@playwright/test";
import { ADMIN_NAME, ensureAdmin, ensureAdminQuietly } from "./admin-account";
import { axeViolations, expect, test } from "./fixtures";
import { sendFrom } from "./from-address";

/**
 * The lead inbox, as an admin uses it: three leads sent through the public forms (a Czech project
 * enquiry, a contact message, a design inquiry), found with the inbox's filters, one worked on
 * (owner, status, note, reply) on its own page, the reply checked in the mail the outbox wrote, and
 * the promise (a lead whose clock was moved back is overdue, an answered one is not).
 *
 * Every test file shares one server and one sender IP, and the public forms are rate-limited per IP
 * (the generator most tightly, and generator.e2e.ts needs its whole budget): the leads here are sent
 * from other loopback addresses (127.0.42.x), so they take nothing from anyone's budget. A run token
 * in their addresses keeps them apart from other files' leads in the shared inbox.
 */
const port = Number(process.env.E2E_PORT ?? 4321);
const inspector = `http://127.0.0.1:${port + 1}`;
const run = Math.random().toString(36).slice(2, 8);

interface Seeded {
  enquiry: { id: string; email: string; name: string };
  contact: { id: string; email: string; name: string };
  design: { id: string; email: string; name: string };
}

/** A tRPC call to the e2e server sent from another loopback address than the browser's. */
async function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const answer = await sendFrom(localAddress, path, JSON.stringify(body));
  return { status: answer.status, json: answer.text ? JSON.parse(answer.text) : null };
}

async function trpc(ip: string, procedure: string, input: unknown): Promise<unknown> {
  const res = await postFrom(ip, `/trpc/${procedure}`, input);
  expect(res.status, `${procedure}: ${JSON.stringify(res.json)}`).toBe(200);
  return (res.json as { result: { data: unknown } }).result.data;
}

async function leadIdFor(email: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const leads = (await (await fetch(`${inspector}/leads`)).json()) as { id: string; email: string }[];
      id = leads.find((l) => l.email === email)?.id;
      return id;
    })
    .toBeTruthy();
  return id as string;
}

/** Sends the three leads through the public procedures, newest last (the design inquiry). */
async function seedLeads(): Promise<Seeded> {
  const enquiry = { name: "Jana Dvořáková", email: `jana.dvorakova.${run}@example.cz` };
  await trpc("127.0.42.1", "contact.submit", {
    ...enquiry,
    message: "Dobrý den, potřebovali bychom 120 mikin s výšivkou loga na firemní akci v březnu.",
    quantity: 120,
    company: "Pražská pekárna s.r.o.",
    locale: "cs",
    source: "enquiry",
  });
  const contact = { name: "Oliver Bennett", email: `oliver.bennett.${run}@example.com` };
  await trpc("127.0.42.2", "contact.submit", {
    ...contact,
    message: "Do you ship to Vienna? We are planning a small run of tote bags.",
    locale: "en",
    source: "contact-page",
  });
  const design = { name: "Tereza Malá", email: `tereza.mala.${run}@example.com` };
  const prompt = "a fox wearing sunglasses, bold style";
  const generated = (await trpc("127.0.42.3", "generator.generate", { prompt, locale: "en" })) as { id: string };
  await trpc("127.0.42.3", "generator.sendInquiry", {
    ...design,
    company: "Fox & Co",
    message: "Could we get this on 50 black t-shirts?",
    designPrompt: prompt,
    image: generated.id,
    locale: "en",
  });
  return {
    enquiry: { ...enquiry, id: await leadIdFor(enquiry.email) },
    contact: { ...contact, id: await leadIdFor(contact.email) },
    design: { ...design, id: await leadIdFor(design.email) },
  };
}

/** Moves a lead's clock back by `hours` (test-only hook of tests/e2e/serve.ts). */
async function age(id: string, hours: number) {
  const res = await fetch(`${inspector}/leads/${id}/age?hours=${hours}`, { method: "POST" });
  expect(res.status).toBe(200);
}

/** The inbox's rows: each lead is an article named by its link. */
const rows = (page: Page) => page.getByRole("tabpanel").getByRole("article");

test.describe("lead inbox", () => {
  test.describe.configure({ mode: "serial" });
  let seeded: Seeded;

  test.beforeAll(async ({ playwright }) => {
    seeded = await seedLeads();
    const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
    await ensureAdminQuietly(request);
    await request.dispose();
  });

  test("filter the inbox, work on a lead, reply in its language, and see the promise", async ({ page }) => {
    test.setTimeout(90_000);
    await ensureAdmin(page);
    const inboxTab = page.getByRole("tab", { name: "Inbox" });
    await expect(inboxTab).toHaveAttribute("aria-selected", "true");

    // Search narrows to this run's three leads, newest first; each row says its type and promise.
    await page.getByLabel("Search by name or e-mail").fill(run);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${run}`));
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(0)).toContainText(seeded.design.name);
    await expect(rows(page).nth(0)).toContainText("Design inquiry");
    await expect(rows(page).nth(0)).toContainText(/Answer within (1 d 23 h|2 d)/);
    await expect(rows(page).nth(1)).toContainText("Contact message");
    await expect(rows(page).nth(2)).toContainText("Project enquiry");
    await expect(rows(page).nth(2)).toContainText("Owner: Unassigned");
    await expect(page.getByText("Showing 3 of 3")).toBeVisible();

    // Type filter, then status chips with their counts.
    await page.getByLabel("Type").selectOption({ label: "Project enquiry" });
    await expect(page).toHaveURL(/[?&]kind=enquiry/);
    await expect(rows(page)).toHaveCount(1);
    const status = page.getByRole("group", { name: "Status" });
    await expect(status.getByRole("button", { name: /^New\s*1$/ })).toBeVisible();
    await status.getByRole("button", { name: /^Won/ }).click();
    await expect(status.getByRole("button", { name: /^Won/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    await status.getByRole("button", { name: /^New/ }).click();
    await expect(page).toHaveURL(/[?&]status=new/);
    await expect(rows(page)).toHaveCount(1);

    // The link keeps the view: a reload shows the same filtered inbox.
    await page.reload();
    await expect(page.getByLabel("Type")).toHaveValue("enquiry");
    await expect(page.getByLabel("Search by name or e-mail")).toHaveValue(run);
    await expect(rows(page)).toHaveCount(1);

    // Open the Czech enquiry on its own page.
    await rows(page).getByRole("link", { name: seeded.enquiry.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${seeded.enquiry.id}\\?`));
    await expect(page.getByRole("heading", { level: 1, name: seeded.enquiry.name })).toBeVisible();
    await expect(page.getByRole("link", { name: seeded.enquiry.email })).toHaveAttribute(
      "href",
      `mailto:${seeded.enquiry.email}`,
    );
    await expect(page.getByText("Czech", { exact: true })).toBeVisible();
    await expect(page.getByText("potřebovali bychom 120 mikin")).toBeVisible();
    await expect(page.getByText("Pražská pekárna s.r.o.")).toBeVisible();
    await expect(page.getByText("No attachments")).toBeVisible();

    // Assign it to yourself, then move it to In progress: each saved with a toast.
    await page.getByRole("button", { name: "Assign to me" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Owner changed to ${ADMIN_NAME}` })).toBeVisible();
    await expect(page.getByLabel("Owner")).toHaveValue(/.+/);
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "In progress" });
    await expect(page.getByRole("status").filter({ hasText: "Status changed to In progress" })).toBeVisible();
    await expect(page.getByLabel("Status", { exact: true })).toBeEnabled();

    // An internal note, and the empty-reply check.
    await page.getByLabel("Note (only admins see it)").fill("Called her: logo in vector by Friday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added" })).toBeVisible();
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Please write something first")).toBeVisible();
    await expect(page.getByLabel("Your reply")).toBeFocused();

    // The reply, with a live preview of its formatting; it goes in Czech to her address.
    await expect(page.getByText(`It goes by e-mail to ${seeded.enquiry.email} in Czech`)).toBeVisible();
    // The hint says before anyone types that the greeting and signature come by themselves (staff
    // typed "Dobrý den," and the preview greeted twice).
    await expect(page.getByText("The greeting and your signature are added for you")).toBeVisible();
    const reply = "mikiny **zvládneme** do března. Vzorky: https://merchovna.cz/vzorky";
    await page.getByLabel("Your reply").fill(reply);
    const form = page.getByRole("form", { name: `Reply to ${seeded.enquiry.name}` });
    // The preview opens with the mail's own greeting (Czech: no name, which would need the vocative)
    // and ends with its signature, the admin's name: nobody greets or signs twice.
    await expect(form.getByText("Dobrý den,", { exact: true })).toBeVisible();
    await expect(form.getByText(`${ADMIN_NAME} Merchovna`, { exact: true })).toBeVisible();
    await expect(form.locator("strong", { hasText: "zvládneme" })).toBeVisible();
    await expect(form.getByRole("link", { name: "https://merchovna.cz/vzorky" })).toHaveAttribute(
      "href",
      "https://merchovna.cz/vzorky",
    );
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Reply queued for ${seeded.enquiry.email}` }),
    ).toBeVisible();
    await expect(page.getByLabel("Your reply")).toHaveValue("");

    // The timeline, oldest first: received, owner, status, note, reply (delivered by the outbox).
    const timeline = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(timeline).toHaveCount(5);
    await expect(timeline.nth(0)).toContainText("Received through the website");
    await expect(timeline.nth(1)).toContainText(`${ADMIN_NAME} assigned the lead to ${ADMIN_NAME}`);
    await expect(timeline.nth(2)).toContainText(`${ADMIN_NAME} changed the status from New to In progress`);
    await expect(timeline.nth(3)).toContainText("Called her: logo in vector by Friday.");
    await expect(timeline.nth(4)).toContainText(`${ADMIN_NAME} replied`);
    await expect(timeline.nth(4).locator("strong", { hasText: "zvládneme" })).toBeVisible();
    await expect(timeline.nth(4)).toContainText(/Delivery:\s*Sent/, { timeout: 15_000 });
    await expect(page.getByText(/Answered in (under a minute|\d+ min)/)).toBeVisible();

    // The mail: in Czech, threaded under the confirmation she got.
    type Row = {
      id: string;
      to: string;
      subject: string;
      text: string;
      headers: { inReplyTo?: string; messageId?: string };
    };
    const outbox = (await (await fetch(`${inspector}/outbox`)).json()) as Row[];
    const mail = outbox.find((m) => m.to === seeded.enquiry.email && m.headers?.inReplyTo);
    // The Message-ID of the confirmation she got: <lead.<id>@<the site's host>>.
    const thread = `<lead.${seeded.enquiry.id}@localhost>`;
    expect(mail?.headers.inReplyTo).toBe(thread);
    expect(mail?.subject).toMatch(/^Re: /);
    expect(mail?.text).toMatch(/Dobrý den,\s+mikiny zvládneme/);
    expect(mail?.text).not.toContain("Jana Dvořáková,");
    expect(mail?.text).toContain("zvládneme");
    const files = (await (
      await fetch(`${inspector}/mail-files?contains=${encodeURIComponent(mail?.headers.messageId ?? "?")}`)
    ).json()) as string[];
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(`In-Reply-To: ${thread}`);
    expect(files[0]).toContain(`References: ${thread}`);
    expect(files[0]).toContain(`To: ${seeded.enquiry.email}`);

    // Back to the inbox, with its filters; the lead is In progress now, so New shows nothing.
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await expect(page).toHaveURL(/\/admin\?.*status=new/);
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Show all leads" }).click();
    await expect(rows(page)).toHaveCount(3);
    const enquiryRow = rows(page).filter({ hasText: seeded.enquiry.name });
    await expect(enquiryRow).toContainText("In progress");
    await expect(enquiryRow).toContainText(`Owner: ${ADMIN_NAME}`);
    await page.getByLabel("Owner").selectOption({ label: "Mine" });
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel("Owner").selectOption({ label: "Unassigned" });
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel("Owner").selectOption({ label: "Anyone" });

    // The promise: 30 hours back, the unanswered contact message is overdue, the answered enquiry is not.
    await age(seeded.contact.id, 30);
    await age(seeded.enquiry.id, 30);
    await page.reload();
    const summary = page.getByRole("region", { name: "Our reply promise" });
    await expect(summary).toContainText(/\d+ leads? (is|are) overdue/);
    await expect(summary).toContainText(/Median first reply \(30 days\): (under a minute|\d+ min)/);
    await page.getByLabel("Search by name or e-mail").fill(run);
    await expect(rows(page).filter({ hasText: seeded.contact.name })).toContainText(/Overdue by 6 h/);
    await page.getByLabel("Overdue only").check();
    await expect(page).toHaveURL(/[?&]overdue=true/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(seeded.contact.name);

    // The dashboard's link shows exactly the overdue leads.
    await page.goto("/admin");
    await summary.getByRole("link", { name: "Show overdue leads" }).click();
    await expect(page).toHaveURL(/\/admin\?overdue=true$/);
    await expect(page.getByLabel("Overdue only")).toBeChecked();
    await expect(rows(page).filter({ hasText: seeded.contact.name })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: seeded.enquiry.name })).toHaveCount(0);
  });

  test.describe("an unknown lead", () => {
    // The refused lookups show in the console as failed requests; the page says what happened.
    test.use({ expectedErrors: [/status of 404/, /status of 400/] });
    test("has its not-found state, in English and Czech", async ({ page }) => {
      await ensureAdmin(page);
      await page.goto("/admin/leads/00000000-0000-4000-8000-000000000000");
      await expect(page.getByRole("heading", { level: 1, name: "No lead with that id" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to the inbox" })).toBeVisible();
      await page.goto("/cs/admin/leads/not-an-id");
      await expect(
        page.getByRole("heading", { level: 1, name: "Poptávka s tímto identifikátorem neexistuje" }),
      ).toBeVisible();
    });
  });

  test("the design inquiry shows its design; signed out, a lead page sends you to sign in", async ({ page }) => {
    await page.goto(`/admin/leads/${seeded.design.id}`);
    await expect(page).toHaveURL(/\/auth$/);
    await ensureAdmin(page);
    await page.goto(`/admin/leads/${seeded.design.id}`);
    await expect(page.getByRole("heading", { level: 1, name: seeded.design.name })).toBeVisible();
    await expect(page.getByRole("img", { name: `Design sent by ${seeded.design.name}` })).toBeVisible();
    await expect(page.getByText("a fox wearing sunglasses, bold style")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Download .+\.png$/ }).first()).toBeVisible();
    await expect(page.getByText("Fox & Co")).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`axe: the inbox and a lead page at ${width}px have no violations`, async ({ browser }) => {
      // A sign-in and three axe scans: 29 s of the default 30 under CI's load (load average 13).
      test.setTimeout(90_000);
      // Signed in at desktop width (ensureAdmin uses the header's links, behind the menu on a phone).
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const tab = await context.newPage();
      await ensureAdmin(tab);
      await tab.setViewportSize({ width, height: 900 });
      await expect(rows(tab).first()).toBeVisible();
      expect(await axeViolations(tab), "/admin (inbox)").toEqual([]);
      for (const path of [`/admin/leads/${seeded.enquiry.id}`, `/cs/admin/leads/${seeded.design.id}`]) {
        await tab.goto(path);
        await expect(tab.getByRole("heading", { level: 2 }).first()).toBeVisible();
        await expect(tab.getByRole("region").first()).toBeVisible();
        expect(await axeViolations(tab), path).toEqual([]);
        // Nothing wider than the screen on a phone.
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }
});
