import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { routeFrom } from "./from-address";

/**
 * The privacy page in both languages, the links to it (footer and every form: the 3-step enquiry,
 * the contact page form, the waitlist, the generator's "Send to us" dialog), and the waitlist's
 * unsubscribe link as a person uses it: GET shows a button and changes nothing, pressing it
 * unsubscribes. The link is read from the welcome mail queued in the outbox (the e2e inspector).
 */
const inspector = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4321) + 1}`;
const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const pages = [
  { path: "/privacy", h1: "Your details, used only to answer you.", link: "Privacy", rights: "Your rights" },
  {
    path: "/cs/privacy",
    h1: "Vaše údaje použijeme jen k tomu, abychom vám odpověděli.",
    link: "Ochrana osobních údajů",
    rights: "Vaše práva",
  },
] as const;

/** The privacy link inside a form points at the page's language version. */
async function expectPrivacyLink(scope: Locator, name: string, href: string) {
  const link = scope.getByRole("link", { name, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", href);
}

for (const p of pages) {
  test(`${p.path}: renders its sections, the company e-mail and the authority, and the footer links it`, async ({
    page,
  }) => {
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
    await expect(page.getByRole("heading", { level: 2, name: p.rights })).toBeVisible();
    await expect(page.getByRole("link", { name: "hello@merchovna.cz" }).first()).toHaveAttribute(
      "href",
      "mailto:hello@merchovna.cz",
    );
    await expect(page.getByText("www.uoou.gov.cz")).toBeVisible();
    await expect(page.getByText(/24 (months|měsíců)/).first()).toBeVisible();
    await expectPrivacyLink(page.getByRole("contentinfo"), p.link, p.path);
  });
}

test("the sitemap lists the privacy page in both languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/privacy<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/cs\/privacy<\/loc>/);
});

test("the footer link on the home page leads to the privacy page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy", exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[0].h1);
});

for (const [prefix, link, enquiry, contact, waitlist] of [
  ["", "Privacy", "Project enquiry", "Contact form", "Join the waitlist"],
  ["/cs", "Ochrana osobních údajů", "Poptávka projektu", "Kontaktní formulář", "Přihlásit se k odběru novinek"],
] as const) {
  test(`${prefix || "/"}: the enquiry, contact and waitlist forms link the privacy page near their button`, async ({
    page,
  }) => {
    await page.goto(prefix || "/");
    await page.locator("#contact-form-slot").scrollIntoViewIfNeeded();
    await expectPrivacyLink(page.getByRole("form", { name: enquiry }), link, `${prefix}/privacy`);
    await page.locator("#waitlist-form-slot").scrollIntoViewIfNeeded();
    await expectPrivacyLink(page.getByRole("form", { name: waitlist }), link, `${prefix}/privacy`);

    await page.goto(`${prefix}/contact`);
    await page.locator("#contact-form-slot").scrollIntoViewIfNeeded();
    await expectPrivacyLink(page.getByRole("form", { name: contact }), link, `${prefix}/privacy`);
  });
}

test("the generator's Send to us dialog links the privacy page", async ({ page }) => {
  test.slow();
  // Generated from an address of its own: generator.e2e.ts needs the browser address's whole budget.
  await routeFrom(page, "generator.generate", "127.0.43.1");
  await page.goto("/ai-merch-generator");
  await page.getByRole("textbox", { name: "Describe your merch design" }).click();
  await page.getByRole("textbox", { name: /merch design/ }).fill("A fox in a running headband");
  await page.getByRole("button", { name: "Generate Design" }).click();
  await expect(page.getByRole("img", { name: /Generated design:/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Send to us" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Design to Merchovna" });
  await expectPrivacyLink(dialog, "Privacy", "/privacy");
});

/** Joins the waitlist on the home page and returns the unsubscribe link of the welcome mail (path and query). */
async function joinAndReadLink(page: Page, email: string): Promise<string> {
  await page.goto("/");
  await page.locator("#waitlist-form-slot").scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Join the waitlist" });
  await form.getByLabel("Your e-mail").fill(email);
  await form.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByText("Thanks for joining our waitlist!")).toBeVisible();
  let mail: string | undefined;
  await expect
    .poll(async () => {
      const rows = (await (await page.request.get(`${inspector}/outbox`)).json()) as {
        to: string;
        headers: { unsubscribeUrl?: string } | null;
      }[];
      mail = rows.find((r) => r.to === email)?.headers?.unsubscribeUrl;
      return mail;
    })
    .toBeTruthy();
  const url = new URL(mail!);
  return `${url.pathname}${url.search}`;
}

test("the unsubscribe link: opening it shows a button and changes nothing; pressing it unsubscribes", async ({
  page,
}) => {
  const email = unique("leave");
  const link = await joinAndReadLink(page, email);
  const onList = async () =>
    ((await (await page.request.get(`${inspector}/waitlist`)).json()) as { email: string }[]).some(
      (r) => r.email === email,
    );

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Leave the Merchovna waitlist?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Odhlásit se z čekací listiny Merchovny?" })).toBeVisible();
  expect(await onList()).toBe(true);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Jste odhlášeni" })).toBeVisible();
  expect(await onList()).toBe(false);
});
