import { ensureAdmin } from "./admin-account";
import { expect, test } from "./fixtures";

/**
 * An admin invites a colleague in the dashboard's "Admins" tab; the colleague opens the link from
 * the queued mail (read through the e2e server's inspector), signs up with the invited address,
 * accepts, and lands on the admin dashboard. The Czech tab speaks Czech.
 */
const port = Number(process.env.E2E_PORT ?? 4321);
const inspector = `http://127.0.0.1:${port + 1}`;

test("invite an admin by e-mail, and the invitee accepts", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const email = `colleague.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  await ensureAdmin(page);
  await page.getByRole("tab", { name: "Admins" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Admins" })).toBeVisible();
  const form = page.getByRole("form", { name: "Invite an admin" });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText("Please enter a valid e-mail address")).toBeVisible();
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Invitation sent" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Revoke the invitation to ${email}` })).toBeVisible();

  let link = "";
  await expect(async () => {
    const mails = (await (await request.get(`${inspector}/outbox`)).json()) as { to: string; text: string }[];
    link =
      /https?:\/\/\S+\/auth\?invite=[A-Za-z0-9_-]{43}/.exec(mails.find((m) => m.to === email)?.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass();

  // The invitee, in their own browser.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, `http://127.0.0.1:${port}`));
  await expect(invitee.getByRole("heading", { name: "You are invited to Merchovna's admin" })).toBeVisible();
  const signUpTab = invitee.getByRole("tab", { name: "Sign Up" });
  await expect(async () => {
    await signUpTab.click();
    await expect(signUpTab).toHaveAttribute("aria-selected", "true", { timeout: 500 });
  }).toPass();
  const signUp = invitee.getByRole("form", { name: "Create an account" });
  await signUp.getByLabel("E-mail").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill("Colleague-Merch-2027!");
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await invitee.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(invitee).toHaveURL(/\/admin$/);
  await expect(invitee.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await invitee.context().close();

  // The accepted invitation is no longer open; the colleague is listed as an admin.
  await page.reload();
  await page.getByRole("tab", { name: "Admins" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Current admins" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Revoke the invitation to ${email}` })).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: email })).toBeVisible();

  await page.goto("/cs/admin");
  await page.getByRole("tab", { name: "Administrátoři" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Pozvat administrátora" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Poslat pozvánku" })).toBeVisible();
});
