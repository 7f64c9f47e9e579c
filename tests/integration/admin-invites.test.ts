import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { adminInvitations, mailOutbox, securityEvents, user } from "../../drizzle/schema";
import { INVITE_INVALID_MESSAGE } from "../../server/services/admin-invites";
import { signUp } from "../helpers/auth";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * An admin invites another admin by e-mail (issue 14, finding 8): the link from the queued mail,
 * an account signed in with that address accepts and becomes admin; the token works once, only for
 * that address, not after revocation or expiry; non-admins and API keys cannot invite; parallel
 * accepts make one admin and no 5xx.
 */
let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY_HOPS: "1" });
  owner = (await signUp(app.url, "owner@example.com", undefined, {}, { "x-forwarded-for": "10.80.0.1" })).cookie;
  await app.client({ cookie: owner }).admin.setup.mutate();
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const db = () => app.rt.database.db;
let ips = 10;
const account = async (email: string) =>
  (await signUp(app.url, email, undefined, {}, { "x-forwarded-for": `10.80.0.${++ips}` })).cookie;

async function invite(email: string, locale: "en" | "cs" = "en") {
  await app.client({ cookie: owner }).admin.invites.create.mutate({ email, locale });
  for (let i = 0; i < 100; i++) {
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = mail ? /[?&]invite=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined;
    if (mail && token) return { mail, token };
    await Bun.sleep(20);
  }
  throw new Error(`no invitation mail for ${email}`);
}

const isAdmin = async (email: string) =>
  (await db().select({ isAdmin: user.isAdmin }).from(user).where(eq(user.email, email)))[0]?.isAdmin;
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { message: string; data?: { httpStatus?: number } }) => e,
  );

describe("admin invitations", () => {
  test("invite → the mail's link → sign up with that address → accept → admin; the token works once", async () => {
    const { mail, token } = await invite("new.admin@example.com");
    expect(mail.subject).toBe("You are invited to Merchovna's admin");
    expect(mail.text).toContain(`/auth?invite=${token}`);
    expect(mail.text).toContain("owner@example.com");
    const stored = await db()
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.email, "new.admin@example.com"));
    expect(stored[0]?.tokenHash).not.toBe(token);
    expect(stored[0]?.tokenHash).toHaveLength(64);

    const cookie = await account("New.Admin@example.com");
    expect(await isAdmin("new.admin@example.com")).toBe(false);
    expect(await app.client({ cookie }).admin.acceptInvite.mutate({ token })).toEqual({ isAdmin: true });
    expect(await isAdmin("new.admin@example.com")).toBe(true);
    const again = await errorOf(app.client({ cookie }).admin.acceptInvite.mutate({ token }));
    expect(again?.message).toBe(INVITE_INVALID_MESSAGE);
    const events = await db().select().from(securityEvents).where(eq(securityEvents.kind, "admin_invite_accepted"));
    expect(events).toHaveLength(1);
  });

  test("the Czech page's invitation is in Czech and links to /cs/auth", async () => {
    const { mail, token } = await invite("cesky.admin@example.cz", "cs");
    expect(mail.subject).toBe("Pozvánka do administrace Merchovny");
    expect(mail.text).toContain(`/cs/auth?invite=${token}`);
  });

  test("another account, a revoked or an expired invitation: refused, nobody becomes admin", async () => {
    const { token } = await invite("invited@example.com");
    const other = await account("someone.else@example.com");
    expect((await errorOf(app.client({ cookie: other }).admin.acceptInvite.mutate({ token })))?.message).toBe(
      INVITE_INVALID_MESSAGE,
    );
    expect(await isAdmin("someone.else@example.com")).toBe(false);

    const revoked = await invite("revoked@example.com");
    const list = await app.client({ cookie: owner }).admin.invites.list.query();
    const id = list.invitations.find((i) => i.email === "revoked@example.com")!.id;
    await app.client({ cookie: owner }).admin.invites.revoke.mutate({ id });
    const revokedCookie = await account("revoked@example.com");
    expect(
      (await errorOf(app.client({ cookie: revokedCookie }).admin.acceptInvite.mutate({ token: revoked.token })))
        ?.message,
    ).toBe(INVITE_INVALID_MESSAGE);

    const expired = await invite("expired@example.com");
    await db()
      .update(adminInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvitations.email, "expired@example.com"));
    const expiredCookie = await account("expired@example.com");
    expect(
      (await errorOf(app.client({ cookie: expiredCookie }).admin.acceptInvite.mutate({ token: expired.token })))
        ?.message,
    ).toBe(INVITE_INVALID_MESSAGE);
    expect(await isAdmin("revoked@example.com")).toBe(false);
    expect(await isAdmin("expired@example.com")).toBe(false);
    // Open invitations list: neither the accepted, the revoked nor the expired one.
    const open = (await app.client({ cookie: owner }).admin.invites.list.query()).invitations.map((i) => i.email);
    expect(open).toContain("invited@example.com");
    expect(open).not.toContain("revoked@example.com");
    expect(open).not.toContain("expired@example.com");
    expect(open).not.toContain("new.admin@example.com");
  });

  test("a non-admin and an API key cannot invite; signed out cannot accept", async () => {
    const plain = await account("plain@example.com");
    const refused = await errorOf(
      app.client({ cookie: plain }).admin.invites.create.mutate({ email: "x@example.com", locale: "en" }),
    );
    expect(refused?.data?.httpStatus).toBe(403);
    const { key } = await app.client({ cookie: owner }).admin.apiKeys.create.mutate({ name: "script" });
    const withKey = await errorOf(
      app
        .client({ authorization: `Bearer ${key}` })
        .admin.invites.create.mutate({ email: "y@example.com", locale: "en" }),
    );
    expect(withKey?.data?.httpStatus).toBe(403);
    const anonymous = await errorOf(app.client().admin.acceptInvite.mutate({ token: "a".repeat(43) }));
    expect(anonymous?.data?.httpStatus).toBe(401);
    expect(await db().select().from(adminInvitations).where(eq(adminInvitations.email, "y@example.com"))).toHaveLength(
      0,
    );
  });

  test("20 parallel accepts of one token by its account: one succeeds, the rest are refused, no 5xx", async () => {
    const { token } = await invite("parallel@example.com");
    const cookie = await account("parallel@example.com");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${app.url}/trpc/admin.acceptInvite`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, origin: app.url },
          body: JSON.stringify({ token }),
        }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 403)).toHaveLength(19);
    expect(await isAdmin("parallel@example.com")).toBe(true);
  });

  test("malformed input is a 400", async () => {
    for (const email of ["", "not-an-email", `${"a".repeat(300)}@example.com`]) {
      const e = await errorOf(app.client({ cookie: owner }).admin.invites.create.mutate({ email, locale: "en" }));
      expect(e?.data?.httpStatus).toBe(400);
    }
    const bad = await errorOf(app.client({ cookie: owner }).admin.acceptInvite.mutate({ token: "../../x" }));
    expect(bad?.data?.httpStatus).toBe(400);
  });
});
