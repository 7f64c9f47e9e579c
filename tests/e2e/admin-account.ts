import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/**
 * The one admin account of the e2e server, shared by every test file that needs an admin. The
 * server is shared by all files and only the first account to claim admin rights gets them, and the
 * order of files is not guaranteed: so every file becomes admin through `ensureAdmin`, with this
 * same account, whichever file comes first.
 */
export const ADMIN_EMAIL = "e2e.admin@example.com";
export const ADMIN_PASSWORD = "Merch-Shop42!";
export const ADMIN_NAME = "First Admin";

/**
 * Whether this test is the one of the run that claims the shared admin. Two claims at the same moment
 * would leave the loser's page with a refused request (a console error, which fails its test), so
 * exactly one test claims: the first to make the run's lock folder. Every other test waits until the
 * account is admin instead of claiming.
 */
function takeClaim(): boolean {
  try {
    mkdirSync(join(tmpdir(), `merch-e2e-admin-claim-${process.env.E2E_RUN_ID ?? "local"}`));
    return true;
  } catch {
    return false;
  }
}

/** Waits until the signed-in shared account is admin (another test of the run claims it). */
async function untilAdmin(request: APIRequestContext): Promise<void> {
  await expect(async () => {
    const me = (await (await request.get("/trpc/auth.me")).json()) as { result?: { data?: { isAdmin?: boolean } } };
    expect(me.result?.data?.isAdmin).toBe(true);
  }, "the shared admin, claimed by another test").toPass({ timeout: 30_000 });
}

/**
 * Signs `request` in as the shared admin (signing it up first if needed) and makes sure it is admin:
 * through the API, where nothing reaches a page's console. For files that need the admin but do not
 * test the claim.
 */
export async function ensureAdminQuietly(request: APIRequestContext): Promise<void> {
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: ADMIN_NAME },
  });
  if (!signUp.ok()) {
    const signIn = await request.post("/api/auth/sign-in/email", {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signIn.ok(), `sign-in of the shared admin: ${signIn.status()}`).toBe(true);
  }
  if (takeClaim()) expect((await request.post("/trpc/admin.setup", { data: {} })).ok()).toBe(true);
  else await untilAdmin(request);
}

/**
 * Signs `page`'s browser context in as the shared admin: signs the account up if it does not exist
 * yet (otherwise signs in), then, if the site has no admin yet, claims it on /admin-setup. Ends on
 * /admin. Returns whether this call made the account admin.
 */
export async function ensureAdmin(page: Page): Promise<"claimed" | "existing"> {
  // Through the API (the browser context's cookies are shared), so an existing account is no console error.
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: ADMIN_NAME },
  });
  if (!signUp.ok()) {
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signIn.ok(), `sign-in of the shared admin: ${signIn.status()} ${await signIn.text()}`).toBe(true);
  }

  // The header offers a signed-in non-admin "Admin Setup" and an admin "Admin Dashboard".
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
  const setupLink = nav.getByRole("link", { name: "Admin Setup" });
  const dashboardLink = nav.getByRole("link", { name: "Admin Dashboard" });
  await expect(setupLink.or(dashboardLink)).toBeVisible({ timeout: 10_000 });
  const dashboard = page.getByRole("heading", { level: 1, name: "Admin Dashboard" });
  if (!(await dashboardLink.isVisible()) && !takeClaim()) {
    // Another test of the run claims the admin: wait for it, then the header offers the dashboard.
    await untilAdmin(page.request);
    await page.goto("/admin");
    await expect(dashboard).toBeVisible({ timeout: 10_000 });
    return "existing";
  }
  if (await dashboardLink.isVisible()) {
    await dashboardLink.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(dashboard).toBeVisible();
    return "existing";
  }

  await setupLink.click();
  await expect(page).toHaveURL(/\/admin-setup$/);
  const claim = page.getByRole("button", { name: "Make Me Admin" });
  const answer = page.waitForResponse((r) => r.url().includes("/trpc/admin.setup"));
  await claim.click();
  if ((await answer).ok()) {
    await expect(page.getByRole("status").filter({ hasText: "Admin Created Successfully!" }).first()).toBeVisible();
    await expect(page.getByText("You now have admin privileges. Please refresh the page.").first()).toBeVisible();
    // The page reloads after 2 seconds, and an admin on /admin-setup is sent to /admin.
    await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });
    await expect(dashboard).toBeVisible();
    return "claimed";
  }
  // Refused: the same account may have been made admin by a parallel test a moment ago.
  await page.goto("/admin");
  await expect(dashboard, "another account than the shared e2e admin holds the admin rights").toBeVisible({
    timeout: 10_000,
  });
  return "existing";
}
