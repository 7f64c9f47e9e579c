import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, ensureAdmin, ensureAdminQuietly } from "./admin-account";
import { expect, test } from "./fixtures";
import { mutateFrom, uploadFrom } from "./from-address";

/** This file's own address for the public forms (tests/e2e/from-address.ts). */
const FROM = "127.0.45.1";

/**
 * Accounts, the admin area and the security dashboard in a real browser against the real server.
 *
 * The e2e server is one fresh server for every test file: the first account to claim admin rights
 * wins, so the whole admin story (first admin, then a second user who is refused) is ONE test.
 * Contact submissions are rate-limited per IP across all files (5 per 10 minutes): this file sends 1.
 * Sign-in failures are limited per (account, IP) (5), per account (20) and per IP (20) in 15 minutes: this
 * file fails 5 times. Sign-ups are limited to 10 an hour per IP across all files: this file makes 2 (+ the admin).
 */
const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const PASSWORD = "Merch-Shop42!";

/** Brings the page's forms to life: a tab only switches once React has hydrated the page. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole("tab", { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 500 });
  }).toPass();
}

async function signUp(page: Page, email: string, name = "") {
  await page.goto("/auth");
  await openTab(page, "Sign Up");
  const form = page.getByRole("form", { name: "Create an account" });
  if (name) await form.getByLabel("Name").fill(name);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await openTab(page, "Sign Up");
  await openTab(page, "Sign In");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(nav.getByRole("link", { name: "Sign In / Sign Up" })).toBeVisible();
}

const header = (page: Page) => page.getByRole("navigation", { name: "Main navigation" }).first();

test.describe("sign up, sign out, sign in", () => {
  test("a new account is signed in, signs out, and signs in again", async ({ page }) => {
    const email = unique("roundtrip");
    await signUp(page, email, "Round Trip");
    await expect(header(page).getByRole("link", { name: "Admin Setup" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();

    // A signed-in visitor opening /auth is sent home.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);

    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).find((c) => c.name === "signed_in")).toBeUndefined();

    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
  });

  test("a weak password shows the rules and sends nothing", async ({ page }) => {
    const signUps: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/auth/sign-up")) signUps.push(req.url());
    });
    await page.goto("/auth");
    await openTab(page, "Sign Up");
    // The tabs follow the arrow keys, and focus goes with the selection.
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeFocused();
    await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByLabel("E-mail").fill(unique("weak"));
    await form.getByLabel("Password", { exact: true }).fill("password");
    await expect(form.getByText("Password strength: Weak")).toBeVisible();
    await expect(form.getByText("Password must contain at least one uppercase letter")).toBeVisible();
    await form.getByRole("button", { name: "Sign Up" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Password Requirements Not Met" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(
      "Password must contain at least one uppercase letter. Password must contain at least one number. " +
        "Password must contain at least one special character. Password contains common patterns and is not secure",
    );
    await expect(form.getByLabel("Password", { exact: true })).toBeFocused();
    await page.waitForTimeout(300);
    expect(signUps).toEqual([]);
  });

  test("a name over 100 characters is refused on its field (both languages) and sends nothing", async ({ page }) => {
    const signUps: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/auth/sign-up")) signUps.push(req.url());
    });
    for (const [path, tab, formName, nameLabel, message] of [
      ["/auth", "Sign Up", "Create an account", "Name", "Name must be at most 100 characters"],
      ["/cs/auth", "Registrovat se", "Založení účtu", "Jméno", "Jméno může mít nejvýš 100 znaků"],
    ] as const) {
      await page.goto(path);
      await openTab(page, tab);
      const form = page.getByRole("form", { name: formName });
      const name = form.getByLabel(nameLabel);
      await name.fill("N".repeat(101));
      await form.getByLabel("E-mail").fill(unique("longname"));
      await form.getByLabel(path === "/auth" ? "Password" : "Heslo", { exact: true }).fill(PASSWORD);
      await form.getByRole("button", { name: tab }).click();
      await expect(form.getByText(message)).toBeVisible();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toBeFocused();
    }
    await page.waitForTimeout(300);
    expect(signUps).toEqual([]);
  });

  test("the Czech page speaks Czech, rules included", async ({ page }) => {
    await page.goto("/cs/auth");
    await openTab(page, "Registrovat se");
    const form = page.getByRole("form", { name: "Založení účtu" });
    await form.getByLabel("E-mail").fill(unique("cz"));
    await form.getByLabel("Heslo", { exact: true }).fill("Abcdefg1");
    await expect(form.getByText("Síla hesla: Střední")).toBeVisible();
    await form.getByRole("button", { name: "Registrovat se" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Heslo nesplňuje požadavky" })).toContainText(
      "Heslo musí obsahovat alespoň jeden speciální znak",
    );
  });
});

test.describe("sign-in failures", () => {
  // The browser logs the server's 401 answers as console errors.
  test.use({ expectedErrors: [/status of 401/] });

  test("a wrong password is a Login Error; after 5 failures the account is Rate Limited", async ({ page }) => {
    const email = unique("limited");
    const failure = () => page.waitForResponse((r) => r.url().includes("/api/auth/sign-in/email"));
    let answer = failure();
    await signIn(page, email, "Wrong-Pass1!");
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole("alert").filter({ hasText: "Login Error" }).last()).toContainText(
      "Invalid email or password",
    );
    const button = page.getByRole("form", { name: "Sign in" }).getByRole("button", { name: "Sign In" });
    for (let attempt = 2; attempt <= 5; attempt++) {
      await expect(button).toHaveText("Sign In");
      answer = failure();
      await button.click();
      expect((await answer).status()).toBe(401);
    }
    await expect(button).toHaveText("Sign In");

    // The sixth attempt: the pre-check says the account is limited, so sign-in is not even tried.
    const signIns: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/auth/sign-in")) signIns.push(req.url());
    });
    await button.click();
    const limited = page.getByRole("alert").filter({ hasText: "Rate Limited" });
    await expect(limited).toContainText("Too many failed login attempts. Please try again later.");
    expect(signIns).toEqual([]);
  });
});

test.describe("admin area", () => {
  // A refused admin claim answers 403, which the browser logs as a console error.
  test.use({ expectedErrors: [/status of 403/] });

  test("the first user becomes admin, sees a submission and downloads its attachment; a second user cannot", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A submission with an attachment, through the public API.
    const file = Buffer.from(`%PDF-1.4\n% brief for the admin test ${Date.now()}\n%%EOF\n`);
    // Sent from this file's own address: the enquiry budget of 127.0.0.1 is leads.e2e.ts's.
    const upload = await uploadFrom(FROM, { name: "brief.pdf", mimeType: "application/pdf", buffer: file });
    expect(upload.status).toBe(201);
    const key = upload.key ?? "";
    const sender = `Admin Test ${Math.random().toString(36).slice(2, 8)}`;
    const submit = await mutateFrom(FROM, "contact.submit", {
      // A right-to-left override (U+202E) in the name and the message must not reorder the admin's list.
      name: `${sender} \u202Eevil`,
      email: unique("sender"),
      message: "Hoodies for 40 people, navy. Logo: \u202Egnp.exe",
      attachments: [key],
    });
    expect(submit.status).toBe(200);

    // Signed out, the admin pages send you to /auth.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/admin-setup");
    await expect(page).toHaveURL(/\/auth$/);

    // The first user claims admin rights: the e2e server's one shared admin (./admin-account.ts), which
    // another test file (e.g. analytics.e2e.ts) may have claimed already; ensureAdmin checks the claim.
    await ensureAdmin(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${ADMIN_EMAIL}`)).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Admin Dashboard" })).toBeVisible();

    // The enquiry is in the inbox (the first tab); its own page has the message and the attachment's
    // name, size and path.
    await expect(page.getByRole("tab", { name: "Inbox" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Search by name or e-mail").fill(sender);
    // The search reaches the URL 300 ms after typing stops (the view lives in the URL).
    await expect(page).toHaveURL(/[?&]q=/);
    const row = page.getByRole("article").filter({ hasText: sender });
    // Bidi controls are dropped and visitor text is isolated: what shows is the text in logical order.
    await expect(row.getByRole("heading", { level: 3 })).toHaveText(`${sender} evil`);
    expect(await row.evaluate((el) => el.textContent?.includes("\u202E"))).toBe(false);
    await row.getByRole("link", { name: `${sender} evil` }).click();
    const card = page.getByRole("main");
    await expect(card.getByRole("heading", { level: 1 })).toHaveText(`${sender} evil`);
    await expect(card).toContainText("Hoodies for 40 people, navy.");
    await expect(card.getByText("Hoodies for 40 people, navy. Logo: gnp.exe", { exact: true })).toBeVisible();
    expect(await card.evaluate((el) => el.textContent?.includes("\u202E"))).toBe(false);
    expect(await card.locator("bdi").count()).toBeGreaterThanOrEqual(3);
    await expect(card).toContainText("brief.pdf");
    await expect(card).toContainText(key);
    // Below a kilobyte, sizes are plain bytes (shared/format-bytes.ts).
    await expect(card).toContainText(`brief.pdf (${file.length} B)`);
    await expect(card.getByRole("link", { name: /^[^@]+@example\.com$/ })).toHaveAttribute("href", /^mailto:/);

    // The download is the uploaded file, byte for byte.
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: "Download brief.pdf" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("brief.pdf");
    const { readFile } = await import("node:fs/promises");
    expect(Buffer.compare(await readFile((await download.path()) ?? ""), file)).toBe(0);

    // The other lists answer, with their empty states or rows.
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Inbox" })).toBeVisible();
    await page.getByRole("tab", { name: "Waitlist" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Waitlist" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/export/waitlist.csv",
    );
    await page.getByRole("tab", { name: "Inbox" }).click();
    await page.getByLabel("Type").selectOption({ label: "Design inquiry" });
    // The inbox's exports sit behind one "Export CSV" button.
    await page.locator("summary", { hasText: "Export CSV" }).click();
    await expect(page.getByRole("link", { name: "Design inquiries, every field (CSV)" })).toHaveAttribute(
      "href",
      "/api/admin/export/inquiries.csv",
    );
    // The view as shown: the leads CSV with the same filters (the search typed above, the type).
    await expect(page.getByRole("link", { name: "This view (CSV)", exact: true })).toHaveAttribute(
      "href",
      /^\/api\/admin\/export\/leads\.csv\?(.+&)?kind=design$/,
    );

    // An API key is shown once, listed, and revoked.
    await page.getByRole("tab", { name: "API keys" }).click();
    await page.getByLabel("Key name").fill("CI export");
    // Scopes: analytics is checked by default; with none checked the form says so and keeps focus there.
    const analyticsScope = page.getByRole("checkbox", { name: /Read analytics/ });
    await expect(analyticsScope).toBeChecked();
    await analyticsScope.uncheck();
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByText("Choose at least one scope")).toBeVisible();
    await expect(analyticsScope).toBeFocused();
    await page.getByRole("checkbox", { name: /Read leads/ }).check();
    await page.getByLabel("Expires", { exact: true }).selectOption({ label: "In 90 days" });
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue(/^mk_/);
    await expect(page.getByText("this is the only time it is shown")).toBeVisible();
    await page.getByRole("button", { name: "I have saved it" }).click();
    await expect(page.getByLabel("API key", { exact: true })).toHaveCount(0);
    // The list shows what the key may do, when it expires and that it was never used.
    const keyRow = page.getByRole("listitem").filter({ hasText: "CI export" });
    await expect(keyRow.getByRole("definition").nth(2)).toHaveText("Read leads");
    await expect(keyRow.getByRole("definition").nth(3)).not.toHaveText("Never");
    await expect(keyRow.getByRole("definition").nth(4)).toHaveText("Never");
    await page.getByRole("button", { name: "Revoke CI export" }).click();
    await page.getByRole("button", { name: "Yes, revoke CI export" }).click();
    await expect(page.getByText(/^Revoked /)).toBeVisible();
    // A key revoked while it is still shown leaves the screen with it (it stayed, whole, with its
    // copy button); another key's panel stays.
    await page.getByLabel("Key name").fill("Dashboard script");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue(/^mk_/);
    await page.getByRole("button", { name: "Revoke Dashboard script" }).click();
    await page.getByRole("button", { name: "Yes, revoke Dashboard script" }).click();
    await expect(page.getByText(/^Revoked /)).toHaveCount(2);
    await expect(page.getByLabel("API key", { exact: true })).toHaveCount(0);
    // A key made while another's revoke is under way keeps its panel when that revoke ends (the
    // revoke's answer once hid whichever key was shown then).
    let answerRevoke = () => {};
    const revokeHeld = new Promise<void>((resolve) => {
      answerRevoke = resolve;
    });
    await page.route("**/trpc/admin.apiKeys.revoke**", async (route) => {
      await revokeHeld;
      await route.continue();
    });
    await page.getByLabel("Key name").fill("Old script");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue(/^mk_/);
    const oldKey = await page.getByLabel("API key", { exact: true }).inputValue();
    await page.getByRole("button", { name: "Revoke Old script" }).click();
    await page.getByRole("button", { name: "Yes, revoke Old script" }).click();
    await page.getByLabel("Key name").fill("New script");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByLabel("API key", { exact: true })).not.toHaveValue(oldKey);
    const newKey = await page.getByLabel("API key", { exact: true }).inputValue();
    answerRevoke();
    await expect(page.getByText(/^Revoked /)).toHaveCount(3);
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue(newKey);
    await page.unroute("**/trpc/admin.apiKeys.revoke**");
    await page.getByRole("button", { name: "I have saved it" }).click();

    // The security dashboard, and back.
    await page.getByRole("link", { name: "Security", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Security Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Admins" })).toBeVisible();
    await expect(page.getByText("row-level security is not used")).toBeVisible();
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Security data refreshed" })).toBeVisible();
    await page.getByRole("link", { name: "Back to admin" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("link", { name: "Analytics", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();

    // A second user: the claim is refused, and the admin pages send them away.
    await signOut(page);
    await signUp(page, unique("second"), "Second User");
    await page.goto("/admin-setup");
    await page.getByRole("button", { name: "Make Me Admin" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Setup Error" })).toContainText("An admin already exists");

    for (const path of ["/admin", "/analytics", "/security"]) {
      await page.goto(path);
      // A signed-in non-admin is sent to /auth (the spec), which says the account has no admin rights.
      await expect(page).toHaveURL(/\/auth\?for=admin$/);
      await expect(page.getByRole("heading", { level: 2, name: "Admins only" })).toBeVisible();
      await expect(page.getByText(/which has no admin rights/)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toHaveCount(0);
    }
    await page.goto("/cs/admin");
    await expect(page).toHaveURL(/\/cs\/auth\?for=admin$/);
    await expect(page.getByRole("heading", { level: 2, name: "Jen pro administrátory" })).toBeVisible();
    // Plain /auth still sends a signed-in visitor home.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
    // The server refuses the lists whatever the browser does.
    const refused = await page.request.get("/api/admin/export/submissions.csv");
    expect(refused.status()).toBe(403);
    // "Sign out and sign in as an admin" leaves the sign-in form.
    await page.goto("/admin");
    await page.getByRole("button", { name: "Sign out and sign in as an admin" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("admin downloads", () => {
  // The refused export below is a 401 on purpose.
  test.use({ expectedErrors: [/status of 401/] });

  test("an export saves under the server's name; refused, it is told in a toast in Czech and nothing is saved", async ({
    page,
  }) => {
    await ensureAdminQuietly(page.request);
    await page.goto("/cs/admin");
    await openTab(page, "Čekací listina");
    const exportLink = page.getByRole("link", { name: "Export do CSV", exact: true });
    const saved: string[] = [];
    page.on("download", (d) => saved.push(d.suggestedFilename()));
    // While the server prepares the file the link says so, and keeps its width (its neighbour stays put).
    const before = await exportLink.boundingBox();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/admin/export/waitlist.csv*", async (route) => {
      await held;
      await route.continue();
    });
    await exportLink.click();
    const preparing = page.getByRole("link", { name: "Připravuji…", exact: true });
    await expect(preparing).toHaveAttribute("aria-busy", "true");
    expect(await preparing.boundingBox()).toEqual(before);
    release();
    await expect.poll(() => saved).toEqual([expect.stringMatching(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/)]);
    await expect(exportLink).toBeVisible();
    await page.unroute("**/api/admin/export/waitlist.csv*");

    // Signed out meanwhile (another tab, an expired session): the server refuses, the page says why.
    await page.context().clearCookies();
    await exportLink.click();
    await expect(page.getByText("Byli jste odhlášeni. Přihlaste se znovu a zkuste to ještě jednou.")).toBeVisible();
    await expect(page.getByText("Export se nezdařil")).toBeVisible();
    await expect(exportLink).toHaveAccessibleName("Export do CSV");
    await expect(exportLink.getByText("Připravuji…")).toBeHidden();
    expect(saved).toHaveLength(1);
  });
});
