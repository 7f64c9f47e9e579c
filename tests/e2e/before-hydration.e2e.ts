import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Prerendered pages show before the app's code has loaded (~1 s on a mid-range phone). Here the
 * code (start-*.js) is held back for at least 3 s, and until the test releases it, so every
 * interaction below lands on the page before any listener exists. Each control must then act,
 * at once where it works without code, or once the code is there (main.tsx replays early taps).
 */
async function holdAppCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const atLeast3s = new Promise((resolve) => setTimeout(resolve, 3_000));
  let served = false;
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await Promise.all([released, atLeast3s]);
    served = true;
    await route.continue();
  });
  return { release, served: () => served };
}

for (const [path, tabs] of [
  ["/auth", { signUp: "Sign Up", form: "Create an account" }],
  ["/cs/auth", { signUp: "Registrovat se", form: "Založení účtu" }],
] as const) {
  test(`${path}: a tap on the Sign Up tab before the code has loaded switches to it once it has`, async ({ page }) => {
    const code = await holdAppCode(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const tab = page.getByRole("tab", { name: tabs.signUp });
    await tab.click();
    expect(code.served()).toBe(false);
    await expect(tab).toHaveAttribute("aria-selected", "false");
    code.release();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("form", { name: tabs.form })).toBeVisible();
  });
}

test("text typed into the generator's prompt before the code has loaded is kept exactly", async ({ page }) => {
  const code = await holdAppCode(page);
  await page.goto("/ai-merch-generator", { waitUntil: "domcontentloaded" });
  const prompt = page.getByRole("textbox", { name: "Describe your merch design" });
  const typed = 'Retro sunset badge, 3 colours — ěščř "quoted" & <tags>';
  await prompt.click();
  await page.keyboard.type(typed);
  expect(code.served()).toBe(false);
  // Works without code: the keys are in the box at once.
  await expect(prompt).toHaveValue(typed);
  code.release();
  // The studio takes over with the same text (its counter counts it) and the Generate button acts.
  await expect(page.getByText(`${typed.length}/500 characters`)).toBeVisible();
  await expect(prompt).toHaveValue(typed);
  await expect(prompt).toBeFocused();
  await expect(page.getByRole("button", { name: "Generate" })).toBeEnabled();
  await page.keyboard.type("!");
  await expect(prompt).toHaveValue(`${typed}!`);
});

test("the phone menu tapped before the code has loaded opens once it has @phone", async ({ page }) => {
  const code = await holdAppCode(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(code.served()).toBe(false);
  code.release();
  const menu = page.locator("header [id]:not([hidden]) nav");
  await expect(menu.getByRole("link", { name: "Our Story" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
});

test.describe("the sign-in form used before the code has loaded", () => {
  // The replayed Sign In reaches the server with an unknown account: the browser logs its 401.
  test.use({ expectedErrors: [/status of 401/] });

  for (const [path, t] of [
    ["/auth", { form: "Sign in", password: "Password", submit: "Sign In", signUp: "Sign Up", error: "Login Error" }],
    [
      "/cs/auth",
      {
        form: "Přihlášení",
        password: "Heslo",
        submit: "Přihlásit se",
        signUp: "Registrovat se",
        error: "Chyba přihlášení",
      },
    ],
  ] as const) {
    test(`${path}: the fields typed before the code has loaded keep their text, the early Sign In is sent with it, and nothing goes in the URL`, async ({
      page,
    }) => {
      const email = `early.typist.${path.length}@example.com`;
      const code = await holdAppCode(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const form = page.getByRole("form", { name: t.form });
      await form.getByLabel("E-mail").fill(email);
      await form.getByLabel(t.password, { exact: true }).fill("Typed-Before-Code1");
      // A native submit would put the password in the URL (GET /auth?...): the entry stops it.
      await form.getByRole("button", { name: t.submit }).click();
      expect(code.served()).toBe(false);
      expect(new URL(page.url()).search).toBe("");
      const signIn = page.waitForRequest((r) => r.url().includes("/api/auth/sign-in/email"));
      code.release();
      // Checked once the app has hydrated and replayed the tap (main.tsx marks <html data-hydrated>
      // first): before that the prerendered fields show the text whatever the app will do with it.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      // The replayed tap signs in with what was typed (the account does not exist): no "required"
      // errors, the text stays, and it went in the request's body.
      expect((await signIn).postDataJSON()).toMatchObject({ email, password: "Typed-Before-Code1" });
      await expect(page.getByRole("alert").filter({ hasText: t.error })).toBeVisible();
      await expect(page.getByRole("tab", { name: t.signUp })).toHaveAttribute("aria-selected", "false");
      await expect(form.getByLabel("E-mail")).toHaveValue(email);
      await expect(form.getByLabel(t.password, { exact: true })).toHaveValue("Typed-Before-Code1");
      await expect(form.getByRole("textbox", { name: "E-mail" })).not.toHaveAttribute("aria-invalid", "true");
      expect(new URL(page.url()).search).toBe("");
    });
  }
});

for (const path of ["/", "/cs", "/what-we-do"]) {
  test(`${path}: a page scrolled before the code has loaded stays where the visitor scrolled`, async ({ page }) => {
    const code = await holdAppCode(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.locator("footer").scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    expect(code.served()).toBe(false);
    code.release();
    // The code has run (hydration, then the router's first render, which used to scroll to the top).
    await expect.poll(() => code.served()).toBe(true);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 5);
  });
}

test("a language switch clicked before the code has loaded is remembered, both ways", async ({ page, context }) => {
  const code = await holdAppCode(page);
  const langCookie = async () => (await context.cookies()).find((c) => c.name === "lang")?.value;
  await page.goto("/what-we-do", { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: "CS – Čeština" }).click();
  // The link works without code (the browser follows it) and the entry script kept the choice.
  await expect(page).toHaveURL(/\/cs\/what-we-do$/);
  expect(code.served()).toBe(false);
  expect(await langCookie()).toBe("cs");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page).toHaveURL(/\/cs$/);

  await page.getByRole("link", { name: "EN – English" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(code.served()).toBe(false);
  expect(await langCookie()).toBe("en");
  code.release();
  await page.goto("/what-we-do", { waitUntil: "domcontentloaded" });
  await expect(page).toHaveURL(/\/what-we-do$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
