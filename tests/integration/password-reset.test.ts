import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, like } from "drizzle-orm";
import { mailOutbox, securityEvents, verification } from "../../drizzle/schema";
import { STRONG_PASSWORD, signIn, signUp } from "../helpers/auth";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * Password reset by e-mail (issue 14, 8b): same answer whether or not the address has an account,
 * the link through the outbox in the page's language, a single-use token that expires in 1 hour,
 * the sign-up password rules, every session revoked. (Its per-IP and per-address limits:
 * mail-bombing.test.ts.)
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ REQUIRE_EMAIL_VERIFICATION: "false" });
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const NEW_PASSWORD = "Fresh-Merch-Key-2027!";
const post = (path: string, body: unknown) =>
  fetch(`${app.url}/api/auth/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify(body),
  });
const db = () => app.rt.database.db;

async function mailFor(email: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    // In the order they were queued: without ORDER BY the database may return an updated row (a
    // mail marked sent) after a newer one (a CI run on PGlite took the first mail for the second).
    const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt);
    if (rows.length >= count) return rows[count - 1]!;
    await Bun.sleep(50);
  }
  throw new Error(`no reset mail for ${email}`);
}
const tokenIn = (text: string) => /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const sessionOf = async (cookie: string) =>
  (await (await fetch(`${app.url}/api/auth/get-session`, { headers: { cookie } })).json()) as { user?: unknown } | null;

describe("password reset", () => {
  test("the same answer for an address with and without an account; only the account gets a mail", async () => {
    await signUp(app.url, "owner@example.com");
    const known = await post("request-password-reset", {
      email: "owner@example.com",
      redirectTo: "/auth",
    });
    const unknown = await post("request-password-reset", {
      email: "nobody@example.com",
      redirectTo: "/auth",
    });
    expect(known.status).toBe(200);
    expect({ status: unknown.status, body: await unknown.text() }).toEqual({ status: 200, body: await known.text() });
    const mail = await mailFor("owner@example.com");
    expect(mail.subject).toBe("Reset your password — Merchovna");
    expect(mail.text).toContain("expires in 1 hour");
    await Bun.sleep(300);
    expect((await db().select().from(mailOutbox).where(like(mailOutbox.to, "%nobody%"))).length).toBe(0);
  });

  test("the link leads to the new-password page; a weak password is refused; a strong one signs out every session; the token works once", async () => {
    const first = (await signIn(app.url, "owner@example.com")).cookie;
    const second = (await signIn(app.url, "owner@example.com")).cookie;
    expect((await sessionOf(first))?.user).toBeTruthy();
    const token = tokenIn((await mailFor("owner@example.com")).text);
    expect(token.length).toBeGreaterThan(10);

    const link = await fetch(`${app.url}/api/auth/reset-password/${token}?callbackURL=%2Fauth`, {
      redirect: "manual",
    });
    expect(link.status).toBe(302);
    expect(link.headers.get("location")).toBe(`${app.url}/auth?token=${token}`);

    const weak = await post("reset-password", { token, newPassword: "password123" });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { code: string }).code).toBe("PASSWORD_REQUIREMENTS_NOT_MET");

    const done = await post("reset-password", { token, newPassword: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(await sessionOf(first)).toBeNull();
    expect(await sessionOf(second)).toBeNull();
    expect((await signIn(app.url, "owner@example.com", STRONG_PASSWORD)).res.status).toBe(401);
    expect((await signIn(app.url, "owner@example.com", NEW_PASSWORD)).res.status).toBe(200);

    const again = await post("reset-password", { token, newPassword: "Another-Merch-Key-2028!" });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe("INVALID_TOKEN");
    const events = await db().select().from(securityEvents).where(eq(securityEvents.kind, "password_reset"));
    expect(events.length).toBe(1);
  });

  test("an expired token is refused", async () => {
    await post("request-password-reset", { email: "owner@example.com", redirectTo: "/auth" });
    const token = tokenIn((await mailFor("owner@example.com", 2)).text);
    const row = (
      await db()
        .select()
        .from(verification)
        .where(eq(verification.identifier, `reset-password:${token}`))
    )[0];
    // 1 hour, as the mail says.
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000)).toBe(60);
    await db()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, row!.id));
    const res = await post("reset-password", { token, newPassword: "Another-Merch-Key-2028!" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("INVALID_TOKEN");
  });

  test("a reset lifts the account's sign-in lock: locked out by 5 wrong guesses, the owner gets in with the new password", async () => {
    await signUp(app.url, "locked@example.com");
    for (let i = 0; i < 5; i++) {
      expect((await signIn(app.url, "locked@example.com", `Wrong-Guess-${i}!`)).res.status).toBe(401);
    }
    // Locked: even the right password is refused from this address.
    expect((await signIn(app.url, "locked@example.com")).res.status).toBe(429);
    await post("request-password-reset", { email: "locked@example.com", redirectTo: "/auth" });
    const token = tokenIn((await mailFor("locked@example.com")).text);
    expect((await post("reset-password", { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await signIn(app.url, "locked@example.com", NEW_PASSWORD)).res.status).toBe(200);
  });

  test("asked from the Czech page, the mail is in Czech and the link returns to /cs", async () => {
    await signUp(app.url, "vlastnik@example.cz");
    await post("request-password-reset", { email: "vlastnik@example.cz", redirectTo: "/cs/auth" });
    const mail = await mailFor("vlastnik@example.cz");
    expect(mail.subject).toBe("Obnovení hesla — Merchovna");
    expect(mail.text).toContain("platí 1 hodinu");
    expect(mail.text).toContain("callbackURL=%2Fcs%2Fauth");
  });
});
