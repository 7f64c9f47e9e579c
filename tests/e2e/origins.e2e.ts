import { expect, test } from "./fixtures";

/**
 * The e2e server runs as `bun run start` does with no settings (no PUBLIC_URL, serve.ts), and the
 * browser reaches it at http://127.0.0.1:PORT. Sign-up and sign-in there used to answer 403
 * "Invalid origin" (only http://localhost:PORT was trusted by the auth library).
 */
const PASSWORD = "Merch-Origin42!";

test("signs up and signs in through http://127.0.0.1:PORT with no PUBLIC_URL", async ({ page, baseURL }) => {
  expect(new URL(baseURL ?? "").hostname).toBe("127.0.0.1");
  const email = `origin.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const refused: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 403) refused.push(r.url());
  });

  await page.goto("/auth");
  const signUpTab = page.getByRole("tab", { name: "Sign Up" });
  await expect(async () => {
    await signUpTab.click();
    await expect(signUpTab).toHaveAttribute("aria-selected", "true", { timeout: 500 });
  }).toPass();
  const create = page.getByRole("form", { name: "Create an account" });
  await create.getByLabel("E-mail").fill(email);
  await create.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await create.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(nav.getByRole("link", { name: "Sign In / Sign Up" })).toBeVisible();

  await page.goto("/auth");
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("E-mail").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
  expect(refused).toEqual([]);
});
