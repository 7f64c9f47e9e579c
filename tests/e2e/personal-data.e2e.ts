import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { ensureAdmin } from "./admin-account";
import { expect, test } from "./fixtures";
import { mutateFrom, uploadFrom } from "./from-address";

/**
 * The admin's "Personal data" tab: the admin downloads everything stored about one address (a zip
 * with the JSON and the attachment), erases it after typing the address again, sees what was
 * erased, and a second download has nothing left. At 390 px the panel fits the screen. The Czech
 * tab speaks Czech.
 */
test("an admin exports and then erases one person's data", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `gdpr.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const pdf = Buffer.from(`%PDF-1.4\n% brief of ${email}\n%%EOF\n`);
  // Sent from this file's own address: the enquiry budget of 127.0.0.1 is leads.e2e.ts's.
  const upload = await uploadFrom("127.0.44.1", { name: "brief.pdf", mimeType: "application/pdf", buffer: pdf });
  expect(upload.status).toBe(201);
  const key = upload.key ?? "";
  const submit = await mutateFrom("127.0.44.1", "contact.submit", {
    name: "Gabriela Dvořáková",
    email,
    message: "Forty navy hoodies, please.",
    attachments: [key],
  });
  expect(submit.status).toBe(200);

  await ensureAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("tab", { name: "Personal data" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Personal data" })).toBeVisible();
  const form = page.getByRole("form", { name: "Personal data" });

  // An invalid address is caught before any request.
  await form.getByLabel("E-mail address").fill("not an address");
  await form.getByRole("button", { name: "Download everything" }).click();
  await expect(form.getByText("Please enter a valid e-mail address")).toBeVisible();

  // Download: a zip with the JSON and the attachment, byte for byte.
  await form.getByLabel("E-mail address").fill(email.toUpperCase());
  const downloading = page.waitForEvent("download");
  await form.getByRole("button", { name: "Download everything" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const doc = JSON.parse(new TextDecoder().decode(zip["personal-data.json"]!));
  expect(doc.formSubmissions).toHaveLength(1);
  expect(doc.formSubmissions[0].name).toBe("Gabriela Dvořáková");
  expect(Buffer.from(zip[`files/${key}`]!)).toEqual(pdf);
  await expect(page.getByRole("status").filter({ hasText: "Export downloaded" })).toBeVisible();

  // Erase: asks for the address again; a different one is refused.
  await form.getByRole("button", { name: "Erase everything" }).click();
  const confirm = page.getByRole("form", { name: `Erase everything about ${email}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByLabel("The same address again")).toBeFocused();
  await confirm.getByLabel("The same address again").fill("someone.else@example.com");
  await confirm.getByRole("button", { name: "Erase for good" }).click();
  await expect(confirm.getByText("This is not the same address")).toBeVisible();
  await confirm.getByLabel("The same address again").fill(email);
  await confirm.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Personal data erased" })).toBeVisible();
  const summary = page.getByRole("status").filter({ hasText: `Erased for ${email}` });
  await expect(summary).toBeVisible();
  await expect(summary.getByText("Enquiries and contact messages")).toBeVisible();
  await expect(summary.getByText("Stored files")).toBeVisible();
  // Nothing spills sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A second export finds nothing.
  await form.getByLabel("E-mail address").fill(email);
  const again = page.waitForEvent("download");
  await form.getByRole("button", { name: "Download everything" }).click();
  const second = unzipSync(new Uint8Array(readFileSync((await (await again).path())!)));
  const empty = JSON.parse(new TextDecoder().decode(second["personal-data.json"]!));
  expect(empty.formSubmissions).toEqual([]);
  expect(Object.keys(second)).toEqual(["personal-data.json"]);

  // The Czech tab.
  await page.goto("/cs/admin");
  await page.getByRole("tab", { name: "Osobní údaje" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Osobní údaje" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Stáhnout vše" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Vymazat vše" })).toBeVisible();
});
