import { expect, test } from "./fixtures";

/**
 * Password reset in a real browser (issue 14, 8b): "Forgot password?" on /auth → e-mail form →
 * "check your mail"; the link from the queued mail (read through the e2e server's inspector) opens
 * the new-password form; the new password signs in, the old one does not.
 */
const port = Number(process.env.E2E_PORT ?? 4321);
const inspector = `http://127.0.0.1:${port + 1}`;
const OLD = "Merch-Shop42!";
const NEW = "Fresh-Merch-Key-2027!";

test("forgot password: mail, link, new password, sign in", async ({ page, request }) => {
  const email = `reset.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const made = await request.post("/api/auth/sign-up/email", {
    data: { email, password: OLD, name: "Reset" },
    headers: { origin: `http://127.0.0.1:${port}` },
  });
  expect(made.status()).toBe(200);

  await page.goto("/auth");
  const forgot = page.getByRole("button", { name: "Forgot password?" });
  const form = page.getByRole("form", { name: "Request a password reset" });
  // One tap: made before the app has hydrated, it is replayed once it has (client/main.tsx). Tapping
  // again until the form shows would wait forever for a button the form has replaced.
  await forgot.click();
  await expect(form).toBeVisible({ timeout: 15_000 });
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your mail" })).toBeVisible();

  let link = "";
  await expect(async () => {
    const mails = (await (await request.get(`${inspector}/outbox`)).json()) as { to: string; text: string }[];
    link =
      /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mails.find((m) => m.to === email)?.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass();

  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?token=/);
  const newForm = page.getByRole("form", { name: "Set a new password" });
  await newForm.getByLabel("New password", { exact: true }).fill(NEW);
  await newForm.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password changed").first()).toBeVisible();

  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("E-mail").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(NEW);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
});
