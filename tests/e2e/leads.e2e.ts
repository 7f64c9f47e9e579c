import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectToastsCoverNoControl } from "./toast-overlap";

/**
 * The lead-capture forms in a real browser against the real server: the 3-step enquiry (home), the
 * simple contact form (/contact) and the waitlist. What the server stored is read back from the
 * e2e server's read-only inspector (tests/e2e/serve.ts).
 *
 * The server allows 5 contact submissions per 10 minutes per IP and 10 waitlist joins: this file
 * sends 4 submissions and 2 joins in all. Every test uses its own e-mail address.
 */
const inspector = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4321) + 1}`;

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

interface SubmissionRow {
  email: string;
  productTypes: string[] | null;
  quantity: number | null;
  deadline: string | null;
  budget: string | null;
  company: string | null;
  phone: string | null;
  name: string;
  source: string;
  locale: string;
  files: { key: string; name: string; size: number; sha256: string | null }[];
}

async function submissionOf(request: APIRequestContext, email: string): Promise<SubmissionRow | undefined> {
  const rows = (await (await request.get(`${inspector}/submissions`)).json()) as SubmissionRow[];
  return rows.find((r) => r.email === email);
}

/** Brings the lazily loaded enquiry form in (it loads when scrolled near) and returns it. */
async function openEnquiry(page: Page) {
  await page.locator("#contact-form-slot").scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Project enquiry" });
  // Hydration, then the form's code and the data layer: over the default 7 s once in CI on a
  // loaded 2-core machine (2026-12-02), well under 1 s alone.
  await expect(form).toBeVisible({ timeout: 20_000 });
  return form;
}

/** Step 2's optional project details, as a visitor fills them in (all optional). */
interface Details {
  products: string[];
  quantity: string;
  deadline: string;
  budget: string;
  company: string;
  phone: string;
}

/** A day `days` from today, as a date input takes it. */
const dayFromNow = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

async function fillEnquiry(
  page: Page,
  { name, email, message, details }: { name: string; email: string; message: string; details?: Details },
) {
  const form = await openEnquiry(page);
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByRole("heading", { name: "Your project" })).toBeFocused();
  await form.getByLabel("What should we cook up?").fill(message);
  if (details) {
    const group = form.getByRole("group", { name: "Project details (optional)" });
    for (const product of details.products) await group.getByRole("checkbox", { name: product }).check();
    await group.getByLabel("Quantity").fill(details.quantity);
    await group.getByLabel("Deadline").fill(details.deadline);
    await group.getByLabel("Budget").selectOption({ label: details.budget });
    await group.getByLabel("Company").fill(details.company);
    await group.getByLabel("Phone").fill(details.phone);
  }
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByRole("heading", { name: "Files and summary" })).toBeVisible();
  return form;
}

test.describe("3-step enquiry (home page)", () => {
  test("sends the enquiry with two attachments and shows the thank-you panel", async ({ page, request }) => {
    const email = unique("enquiry");
    const message = `We need 120 embroidered hoodies and 300 enamel mugs for our March offsite. ${"Two colours, logo on the chest, small print on the sleeve. ".repeat(4)}`;
    const deadline = dayFromNow(45);
    await page.goto("/");
    const form = await fillEnquiry(page, {
      name: "Ada Lovelace",
      email,
      message,
      details: {
        products: ["Hoodies", "Mugs"],
        quantity: "1 420",
        deadline,
        budget: "CZK 50,000–100,000",
        company: "Analytical Engines Ltd",
        phone: "+44 20 7946 0958",
      },
    });

    // The summary: name, e-mail, the project details and the first 150 characters of the message.
    await expect(form).toContainText("Ada Lovelace");
    await expect(form).toContainText(email);
    const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${deadline}T00:00:00Z`),
    );
    for (const [label, value] of <[string, string][]>[
      ["Company", "Analytical Engines Ltd"],
      ["Phone", "+44 20 7946 0958"],
      ["Products", "Hoodies, Mugs"],
      ["Quantity", "1,420 pcs"],
      ["Deadline", longDate],
      ["Budget", "CZK 50,000–100,000"],
    ]) {
      await expect(form.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]")).toHaveText(value);
    }
    await expect(form).toContainText(message.trim().slice(0, 150));
    await expect(form).not.toContainText(message.trim().slice(0, 151));

    await form.getByLabel("Attach logos or briefs (optional)").setInputFiles([
      { name: "brief.pdf", mimeType: "application/pdf", buffer: PDF },
      { name: "logo.png", mimeType: "image/png", buffer: PNG },
    ]);
    await expect(page.getByRole("status").filter({ hasText: "Files Selected" })).toContainText(
      "2 files ready to upload",
    );
    const files = form.getByRole("list", { name: "Files to send" }).getByRole("listitem");
    await expect(files).toHaveCount(2);

    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Uploading Files" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thanks! We'll reach out soon." })).toBeVisible();
    await expect(
      page.getByText("Your project details have been sent successfully. We'll get back to you within 24 hours."),
    ).toBeVisible();
    // The form is not reset: what was sent is still shown.
    await expect(page.locator("#contact-form-slot")).toContainText("Ada Lovelace");

    await expect.poll(() => submissionOf(request, email)).toBeTruthy();
    const row = (await submissionOf(request, email))!;
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      source: "enquiry",
      locale: "en",
      productTypes: ["hoodies", "mugs"],
      quantity: 1420,
      deadline,
      budget: "50k-100k",
      company: "Analytical Engines Ltd",
      phone: "+44 20 7946 0958",
    });
    expect(
      row.files.map(({ name, size, sha256 }) => ({ name, size, sha256 })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: "brief.pdf", size: PDF.length, sha256: sha256(PDF) },
      { name: "logo.png", size: PNG.length, sha256: sha256(PNG) },
    ]);
  });

  test("Continue waits for the required fields, Back keeps the values, progress shows 33/67/100 %", async ({
    page,
  }) => {
    await page.goto("/");
    const form = await openEnquiry(page);
    const progress = form.getByRole("progressbar", { name: "Enquiry progress" });
    const next = form.getByRole("button", { name: "Continue" });

    await expect(progress).toHaveAttribute("aria-valuenow", "33");
    await expect(form).toContainText("Step 1 of 3");
    await expect(form).toContainText("33%");
    await expect(form.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveAttribute("type", "email");

    await expect(next).toBeDisabled();
    await form.getByLabel("Your name").fill("   ");
    await form.getByLabel("E-mail", { exact: true }).fill("grace@example.com");
    await expect(next).toBeDisabled();
    await form.getByLabel("Your name").fill("Grace Hopper");
    await form.getByLabel("E-mail", { exact: true }).fill("  ");
    await expect(next).toBeDisabled();
    await form.getByLabel("E-mail", { exact: true }).fill("grace@example.com");
    await expect(next).toBeEnabled();
    await next.click();

    await expect(progress).toHaveAttribute("aria-valuenow", "67");
    await expect(form).toContainText("67%");
    await expect(next).toBeDisabled();
    await form.getByLabel("What should we cook up?").fill(" \n ");
    await expect(next).toBeDisabled();
    await form.getByLabel("What should we cook up?").fill("Caps for a conference booth");

    await form.getByRole("button", { name: "Back" }).click();
    await expect(progress).toHaveAttribute("aria-valuenow", "33");
    await expect(form.getByLabel("Your name")).toHaveValue("Grace Hopper");
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue("grace@example.com");

    await next.click();
    await expect(form.getByLabel("What should we cook up?")).toHaveValue("Caps for a conference booth");
    await next.click();
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(form).toContainText("100%");
    await expect(form.getByRole("button", { name: "Send enquiry" })).toBeEnabled();

    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByLabel("What should we cook up?")).toHaveValue("Caps for a conference booth");
  });

  test("the project details are optional, and a malformed one is named and focused before step 3", async ({ page }) => {
    await page.goto("/");
    const form = await openEnquiry(page);
    await form.getByLabel("Your name").fill("Grace Hopper");
    await form.getByLabel("E-mail", { exact: true }).fill("grace.details@example.com");
    await form.getByRole("button", { name: "Continue" }).click();
    await form.getByLabel("What should we cook up?").fill("Stickers for a meetup");
    const group = form.getByRole("group", { name: "Project details (optional)" });
    const next = form.getByRole("button", { name: "Continue" });

    // Malformed values: each field says what is wrong, the first one gets focus, step 2 stays.
    await group.getByLabel("Quantity").fill("about two hundred");
    await group.getByLabel("Phone").fill("call me");
    await next.click();
    await expect(group.getByLabel("Quantity")).toBeFocused();
    await expect(group.getByLabel("Quantity")).toHaveAttribute("aria-invalid", "true");
    await expect(group).toContainText(
      "Please enter the number of pieces as a whole number from 1 to 1,000,000, e.g. 250",
    );
    await expect(group).toContainText("Please enter a phone number of 6 to 15 digits, e.g. +420 603 555 210");
    await expect(form.getByRole("heading", { name: "Your project" })).toBeVisible();

    // Corrected (and the rest left empty): on to the summary, which lists only what was given.
    await group.getByLabel("Quantity").fill("200");
    await group.getByLabel("Phone").fill("");
    await next.click();
    await expect(form.getByRole("heading", { name: "Files and summary" })).toBeVisible();
    await expect(form.locator("dt", { hasText: "Quantity" }).locator("xpath=following-sibling::dd[1]")).toHaveText(
      "200 pcs",
    );
    await expect(form.locator("dt", { hasText: "Phone" })).toHaveCount(0);
    await expect(form.locator("dt", { hasText: "Budget" })).toHaveCount(0);
  });

  test("Czech: the project details speak Czech @phone", async ({ page }) => {
    await page.goto("/cs");
    await page.locator("#contact-form-slot").scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name: "Poptávka projektu" });
    await form.getByLabel("Vaše jméno").fill("Karel Čapek");
    await form.getByLabel("E-mail", { exact: true }).fill("karel.details@example.cz");
    await form.getByRole("button", { name: "Pokračovat" }).click();
    await form.getByLabel("Co pro vás máme uvařit?").fill("Trička pro běžecký klub");
    const group = form.getByRole("group", { name: "Podrobnosti projektu (nepovinné)" });
    await group.getByRole("checkbox", { name: "Trička" }).check();
    await group.getByLabel("Počet kusů").fill("1 500");
    await group.getByLabel("Rozpočet").selectOption({ label: "25 000–50 000 Kč" });
    await group.getByLabel("Telefon").fill("603 55");
    await form.getByRole("button", { name: "Pokračovat" }).click();
    await expect(group.getByLabel("Telefon")).toBeFocused();
    await expect(group).toContainText("Zadejte telefonní číslo o 6 až 15 číslicích");
    await group.getByLabel("Telefon").fill("603 555 210");
    await form.getByRole("button", { name: "Pokračovat" }).click();
    await expect(form.getByRole("heading", { name: "Soubory a shrnutí" })).toBeVisible();
    for (const [label, value] of <[string, string][]>[
      ["Produkty", "Trička"],
      ["Počet kusů", "1\u00a0500 ks"],
      ["Rozpočet", "25 000–50 000 Kč"],
      ["Telefon", "603 555 210"],
    ]) {
      await expect(form.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]")).toHaveText(value);
    }
    // Nothing sticks out sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test.describe("files refused for their content", () => {
    // The browser logs the server's 415 answers; that is the case under test.
    test.use({ expectedErrors: [/status of 415/] });
    for (const locale of ["en", "cs"] as const) {
      test(`files refused for their content are each named with the reason, nothing is sent (${locale})`, async ({
        page,
        request,
      }) => {
        const cs = locale === "cs";
        const email = unique(`content-${locale}`);
        await page.goto(cs ? "/cs" : "/");
        await page.locator("#contact-form-slot").scrollIntoViewIfNeeded();
        const form = page.getByRole("form", { name: cs ? "Poptávka projektu" : "Project enquiry" });
        await form.getByLabel(cs ? "Vaše jméno" : "Your name").fill("Mallory");
        await form.getByLabel("E-mail", { exact: true }).fill(email);
        await form.getByLabel("E-mail", { exact: true }).press("Enter");
        await form.getByLabel(cs ? "Co pro vás máme uvařit?" : "What should we cook up?").fill("Logo attached");
        await form.getByRole("button", { name: cs ? "Pokračovat" : "Continue" }).click();
        // A web page named .png and a PDF named .jpg, between two real files.
        await form
          .getByLabel(cs ? "Přiložte loga nebo zadání (nepovinné)" : "Attach logos or briefs (optional)")
          .setInputFiles([
            { name: "brief.pdf", mimeType: "application/pdf", buffer: PDF },
            {
              name: "logo.png",
              mimeType: "image/png",
              buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
            },
            { name: "photo.jpg", mimeType: "image/jpeg", buffer: PDF },
            { name: "mark.png", mimeType: "image/png", buffer: PNG },
          ]);
        await form.getByRole("button", { name: cs ? "Odeslat poptávku" : "Send enquiry" }).click();

        const rows = form
          .getByRole("list", { name: cs ? "Soubory k odeslání" : "Files to send" })
          .getByRole("listitem");
        const mismatch = (name: string, type: string) =>
          cs
            ? `${name}: obsah souboru neodpovídá jeho typu (${type}).`
            : `${name}: the file's content does not match its type (${type}).`;
        await expect(rows.filter({ hasText: "logo.png" })).toContainText(mismatch("logo.png", "PNG"));
        await expect(rows.filter({ hasText: "photo.jpg" })).toContainText(mismatch("photo.jpg", "JPG"));
        for (const good of ["brief.pdf", "mark.png"]) {
          await expect(rows.filter({ hasText: good })).not.toContainText(cs ? "obsah souboru" : "content");
        }
        const alert = page
          .getByRole("alert")
          .filter({ hasText: cs ? "Soubor logo.png se nepodařilo nahrát" : "Failed to upload logo.png" });
        await expect(alert).toContainText(mismatch("logo.png", "PNG"));
        await expect(alert).not.toContainText(cs ? "Zprávu se nepodařilo odeslat" : "Failed to send your message");
        expect(await submissionOf(request, email)).toBeUndefined();
      });
    }
  });

  test("a file over 10 MB is refused with 'File Too Large', and only 5 files are kept", async ({ page }) => {
    test.slow(); // handing a 10 MB file to the browser takes a few seconds
    await page.goto("/");
    const form = await fillEnquiry(page, {
      name: "Margaret Hamilton",
      email: unique("files"),
      message: "Tote bags for a hackathon",
    });
    const picker = form.getByLabel("Attach logos or briefs (optional)");
    const rows = form.getByRole("list", { name: "Files to send" }).getByRole("listitem");

    await picker.setInputFiles([
      { name: "small.pdf", mimeType: "application/pdf", buffer: PDF },
      { name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    const tooLarge = page.getByRole("alert").filter({ hasText: "File Too Large" });
    await expect(tooLarge).toContainText("Some files exceed 10MB limit");
    await expect(rows).toHaveCount(0);

    await picker.setInputFiles(
      [1, 2, 3, 4, 5, 6].map((n) => ({ name: `brief-${n}.pdf`, mimeType: "application/pdf", buffer: PDF })),
    );
    await expect(rows).toHaveCount(5);
    await expect(form).not.toContainText("brief-6.pdf");
    await expect(page.getByRole("status").filter({ hasText: "Files Selected" })).toContainText(
      "5 files ready to upload",
    );

    // Each file can be removed before sending.
    await form.getByRole("button", { name: "Remove brief-3.pdf" }).click();
    await expect(rows).toHaveCount(4);
    await expect(form).not.toContainText("brief-3.pdf");
  });

  test("files added one at a time on a phone show one 'Files Selected' toast, not one per file", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const form = await fillEnquiry(page, { name: "Grace Hopper", email: unique("one-by-one"), message: "Caps" });
    const picker = form.getByLabel("Attach logos or briefs (optional)");
    for (const n of [1, 2, 3]) {
      await picker.setInputFiles([{ name: `sketch-${n}.pdf`, mimeType: "application/pdf", buffer: PDF }]);
      await expect(form.getByRole("list", { name: "Files to send" }).getByRole("listitem")).toHaveCount(n);
    }
    const selected = page.getByRole("status").filter({ hasText: "Files Selected" });
    await expect(selected.filter({ hasText: "3 files ready to upload" })).toBeVisible();
    // Counted once, not retried: toasts close after 5 s, so a retried count would pass on the
    // way down from three.
    expect(await selected.allInnerTexts()).toEqual([expect.stringContaining("3 files ready to upload")]);
  });

  test("the whole flow works on a phone @phone", async ({ page, request }) => {
    // The form's code is not part of the first load: far below the fold on a phone, it loads on scroll.
    const formCode: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/ContactForm-[^/]+\.js$/.test(r.url())) formCode.push(r.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(formCode).toEqual([]);

    const email = unique("phone");
    const form = await fillEnquiry(page, {
      name: "Božena Němcová",
      email,
      message: "Notebooks and pens for 40 new hires.",
    });
    expect(formCode).toHaveLength(1);
    await form
      .getByLabel("Attach logos or briefs (optional)")
      .setInputFiles([{ name: "logo.png", mimeType: "image/png", buffer: PNG }]);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { name: "Thanks! We'll reach out soon." })).toBeVisible();
    // The success toast covers none of the thank-you panel's controls.
    await expectToastsCoverNoControl(page);

    // Nothing sticks out sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await expect.poll(() => submissionOf(request, email)).toBeTruthy();
    const row = (await submissionOf(request, email))!;
    expect(row.files).toEqual([expect.objectContaining({ name: "logo.png", size: PNG.length, sha256: sha256(PNG) })]);
  });
});

test.describe("simple contact form (/contact)", () => {
  async function openContactForm(page: Page, name: string) {
    await page.locator("#contact-form-slot").scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name });
    await expect(form).toBeVisible();
    return form;
  }

  test("sends a message with an attachment and shows 'Message sent!'", async ({ page, request }) => {
    const email = unique("contact");
    await page.goto("/contact");
    const form = await openContactForm(page, "Contact form");
    await expect(form).toContainText("PDF, DOC, DOCX, JPG, PNG, GIF, max 10MB");
    await form.getByLabel("Your name").fill("Alan Turing");
    await form.getByLabel("E-mail", { exact: true }).fill(email);
    await form.getByLabel("Message").fill("Do you print on recycled cotton tees?");
    await form.getByLabel("Attachment (optional)").setInputFiles({
      name: "brief.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    const send = form.getByRole("button", { name: "Send message" });
    await send.click();
    await expect(page.getByRole("heading", { name: "Message sent!" })).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours", { exact: true })).toBeVisible();

    await expect.poll(() => submissionOf(request, email)).toBeTruthy();
    const row = (await submissionOf(request, email))!;
    expect(row).toMatchObject({ source: "contact-page", locale: "en" });
    expect(row.files).toEqual([expect.objectContaining({ name: "brief.pdf", size: PDF.length, sha256: sha256(PDF) })]);
  });

  test("the Czech form answers in Czech", async ({ page, request }) => {
    const email = unique("kontakt");
    await page.goto("/cs/contact");
    const form = await openContactForm(page, "Kontaktní formulář");
    await expect(form).toContainText("PDF, JPG, PNG, max 10 MB");
    await expect(form).toContainText("Příloha (nepovinné)");

    // Nothing filled in: each field says what is missing, nothing is sent.
    await form.getByRole("button", { name: "Odeslat zprávu" }).click();
    await expect(form.getByLabel("Vaše jméno")).toBeFocused();
    await expect(form.getByLabel("Vaše jméno")).toHaveAttribute("aria-invalid", "true");
    await expect(form).toContainText("Vyplňte prosím své jméno");

    await form.getByLabel("Vaše jméno").fill("Karel Čapek");
    await form.getByLabel("E-mail", { exact: true }).fill(email);
    await form.getByLabel("Zpráva").fill("Potřebujeme 50 mikin s výšivkou do konce měsíce.");
    await form.getByRole("button", { name: "Odeslat zprávu" }).click();
    await expect(page.getByText("Ozveme se vám do 24 hodin", { exact: true })).toBeVisible();

    await expect.poll(() => submissionOf(request, email)).toBeTruthy();
    expect(await submissionOf(request, email)).toMatchObject({ source: "contact-page", locale: "cs", files: [] });
  });
});

test.describe("waitlist (home page)", () => {
  test("joining shows the thanks, and the same address twice is stored once, lower-cased", async ({
    page,
    request,
  }) => {
    for (const typed of [" Ada@Example.com ", "ada@example.com"]) {
      await page.goto("/");
      await page.locator("#waitlist-form-slot").scrollIntoViewIfNeeded();
      const form = page.getByRole("form", { name: "Join the waitlist" });
      await form.getByLabel("Your e-mail").fill(typed);
      await form.getByRole("button", { name: "Join the waitlist" }).click();
      await expect(page.getByText("Thanks for joining our waitlist!")).toBeVisible();
    }
    const rows = (await (await request.get(`${inspector}/waitlist`)).json()) as { email: string }[];
    expect(rows.filter((r) => r.email.trim().toLowerCase() === "ada@example.com")).toEqual([
      expect.objectContaining({ email: "ada@example.com" }),
    ]);
  });
});
