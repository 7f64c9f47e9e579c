import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { account, loginAttempts, loginLimits, rateLimitCounters, user } from "../../drizzle/schema";
import { passwordProblems, passwordProblemText } from "../../shared/password";
import { STRONG_PASSWORD, signUp } from "../helpers/auth";
import { rowCounts } from "../helpers/hostile";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * What the auth guard checks must be what better-auth uses: the password field each route really
 * sets (a strong decoy beside a weak real one), bodies the library would read differently (form,
 * multipart, text), route spellings; the account name cap on every route that sets a name; and
 * the per-IP sign-up limit, one at a time and in parallel.
 */

let app: TestApp;
let cookie: string;
const EMAIL = "changer@example.com";
const DECOY = "Decoy-Strong-2026!";
const WEAK = "password123";

beforeAll(async () => {
  app = await startTestApp();
  cookie = (await signUp(app.url, EMAIL)).cookie;
  expect(cookie).toContain("session_token");
}, 60_000);
afterAll(() => app?.stop(), 60_000);
// Sign-ups count towards the per-IP limit; only its own tests below keep the counters.
beforeEach(async () => {
  await app.rt.database.db.delete(rateLimitCounters);
});

const db = () => app.rt.database.db;

function post(path: string, body: unknown, opts: { cookie?: string; type?: string | null; raw?: boolean } = {}) {
  const headers: Record<string, string> = { origin: app.url };
  if (opts.type !== null) headers["content-type"] = opts.type ?? "application/json";
  if (opts.cookie) headers.cookie = opts.cookie;
  return fetch(`${app.url}/api/auth${path}`, {
    method: "POST",
    headers,
    // Bytes, so fetch adds no Content-Type of its own when the test sends none.
    body: new TextEncoder().encode(opts.raw ? (body as string) : JSON.stringify(body)),
  });
}

async function passwordHashOf(email: string): Promise<string | null> {
  const rows = await db()
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(account.userId, user.id))
    .where(eq(user.email, email));
  return rows[0]?.password ?? null;
}

async function resetToken(email: string): Promise<string> {
  const [u] = await db().select().from(user).where(eq(user.email, email));
  const token = crypto.randomUUID().replaceAll("-", "");
  const ctx = await app.rt.auth.$context;
  await ctx.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: u?.id as string,
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return token;
}

/** A value the real field may hold and the rules must refuse, with the text the refusal must carry. */
const REFUSED_VALUES: { label: string; value: unknown; text: string }[] = [
  { label: "weak", value: WEAK, text: passwordProblemText(passwordProblems(WEAK)) },
  { label: "short", value: "Ab1!", text: passwordProblemText(passwordProblems("Ab1!")) },
  { label: "missing", value: undefined, text: passwordProblemText(passwordProblems("")) },
  { label: "a number", value: 12345678, text: passwordProblemText(passwordProblems("")) },
  { label: "an array", value: [DECOY], text: passwordProblemText(passwordProblems("")) },
  { label: "an object", value: { value: DECOY }, text: passwordProblemText(passwordProblems("")) },
  { label: "null", value: null, text: passwordProblemText(passwordProblems("")) },
  { label: "true", value: true, text: passwordProblemText(passwordProblems("")) },
];

/** Every route that sets a password, the field better-auth reads there, and the other one as the decoy. */
const ROUTES = [
  {
    path: "/sign-up/email",
    field: "password",
    decoy: "newPassword",
    body: () => ({ email: "decoy-signup@example.com", name: "Decoy" }),
    changed: async () => (await passwordHashOf("decoy-signup@example.com")) !== null,
  },
  {
    path: "/change-password",
    field: "newPassword",
    decoy: "password",
    body: () => ({ currentPassword: STRONG_PASSWORD }),
    changed: async () => !(await Bun.password.verify(STRONG_PASSWORD, (await passwordHashOf(EMAIL)) ?? "")),
  },
  {
    path: "/reset-password",
    field: "newPassword",
    decoy: "password",
    body: async () => ({ token: await resetToken(EMAIL) }),
    changed: async () => !(await Bun.password.verify(STRONG_PASSWORD, (await passwordHashOf(EMAIL)) ?? "")),
  },
] as const;

describe("the password rules apply to the field the auth library sets, on every route that sets one", () => {
  for (const route of ROUTES) {
    for (const { label, value, text } of REFUSED_VALUES) {
      for (const decoy of [DECOY, WEAK]) {
        test(`${route.path}: ${route.field} ${label}, ${route.decoy} ${decoy === DECOY ? "strong" : "weak"}: 400 with the rules' text, nothing changed`, async () => {
          const body: Record<string, unknown> = { ...(await route.body()), [route.decoy]: decoy };
          if (value !== undefined) body[route.field] = value;
          const res = await post(route.path, body, { cookie });
          expect(res.status).toBe(400);
          expect(await res.json()).toEqual({ code: "PASSWORD_REQUIREMENTS_NOT_MET", message: text });
          expect(await route.changed()).toBe(false);
        });
      }
    }
  }

  test("controls: a strong real field with a weak decoy is accepted on each route, and the strong one is set", async () => {
    const signUpRes = await post("/sign-up/email", {
      email: "real-strong@example.com",
      name: "Real",
      password: DECOY,
      newPassword: WEAK,
    });
    expect(signUpRes.status).toBe(200);
    expect(await Bun.password.verify(DECOY, (await passwordHashOf("real-strong@example.com")) ?? "")).toBe(true);

    const changed = await post(
      "/change-password",
      { currentPassword: STRONG_PASSWORD, newPassword: DECOY, password: WEAK },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect(await Bun.password.verify(DECOY, (await passwordHashOf(EMAIL)) ?? "")).toBe(true);

    const reset = await post("/reset-password", {
      token: await resetToken(EMAIL),
      newPassword: STRONG_PASSWORD,
      password: WEAK,
    });
    expect(reset.status).toBe(200);
    expect(await Bun.password.verify(STRONG_PASSWORD, (await passwordHashOf(EMAIL)) ?? "")).toBe(true);
    cookie = (await signIn()).cookie;
  });
});

async function signIn() {
  const res = await post("/sign-in/email", { email: EMAIL, password: STRONG_PASSWORD });
  expect(res.status).toBe(200);
  return {
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

describe("guarded routes read the body exactly as the auth library does", () => {
  // Valid JSON that a form parser reads with other fields: `password=weak`, another e-mail.
  const polyglot = JSON.stringify({
    email: "poly@example.com",
    name: "Poly",
    password: DECOY,
    newPassword: DECOY,
    currentPassword: STRONG_PASSWORD,
    x: `&password=${WEAK}&newPassword=${WEAK}&email=${EMAIL}&name=Poly&`,
  });
  const types = [
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "text/plain",
    "application/vnd.api+json",
    null,
  ];
  for (const path of ["/sign-up/email", "/sign-in/email", "/change-password", "/reset-password", "/update-user"]) {
    test(`${path}: form, multipart, text, other JSON types and no type get 415; nothing changed or counted`, async () => {
      const before = { rows: await rowCounts(db()), hash: await passwordHashOf(EMAIL) };
      const attempts = (await db().select().from(loginAttempts)).length;
      const limits = await db().select().from(loginLimits);
      for (const type of types) {
        const res = await post(path, polyglot, { cookie, type, raw: true });
        expect({ type, status: res.status }).toEqual({ type, status: 415 });
        expect(await res.json()).toEqual({
          code: "UNSUPPORTED_MEDIA_TYPE",
          message: "Send JSON (Content-Type: application/json)",
        });
      }
      expect({ rows: await rowCounts(db()), hash: await passwordHashOf(EMAIL) }).toEqual(before);
      expect((await db().select().from(loginAttempts)).length).toBe(attempts);
      expect(await db().select().from(loginLimits)).toEqual(limits);
    });
  }

  test("other spellings of a guarded route are refused, so no rule can be skipped", async () => {
    const before = await rowCounts(db());
    for (const path of [
      "/sign-up/email/",
      "//sign-up/email",
      "/SIGN-UP/email",
      "/sign-up/%65mail",
      "/sign-up//email",
      "/change-password/",
      "/reset-password/",
      "/sign-in/email/",
    ]) {
      const res = await post(
        path,
        { email: "spelled@example.com", name: "S", password: WEAK, newPassword: WEAK },
        { cookie },
      );
      // 404 from the library, or the guard's own refusal where the server decodes the path (%65).
      expect({ path, refused: [400, 404].includes(res.status) }).toEqual({ path, refused: true });
    }
    expect(await rowCounts(db())).toEqual(before);
  });
});

describe("account names are at most 100 characters, wherever a name is set", () => {
  const nameOf = async (email: string) => (await db().select().from(user).where(eq(user.email, email)))[0]?.name;
  const tooLong = { code: "NAME_TOO_LONG", message: "Name must be at most 100 characters" };

  test("sign-up: 101 characters, 101 emoji, 10,000 characters: 400 with the readable message, no account", async () => {
    for (const [i, name] of ["a".repeat(101), "😀".repeat(101), "x".repeat(10_000)].entries()) {
      const email = `long-name-${i}@example.com`;
      const res = await post("/sign-up/email", { email, name, password: STRONG_PASSWORD });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(tooLong);
      expect(await nameOf(email)).toBeUndefined();
    }
  });

  test("sign-up: a name that is not text (or missing) is 400, no account; 100 characters are accepted", async () => {
    for (const [i, name] of [5, null, [], { a: 1 }, true, undefined].entries()) {
      const email = `odd-name-${i}@example.com`;
      const res = await post("/sign-up/email", { email, name, password: STRONG_PASSWORD });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: "INVALID_NAME", message: "Name must be text" });
      expect(await nameOf(email)).toBeUndefined();
    }
    const res = await post("/sign-up/email", {
      email: "hundred@example.com",
      name: "é".repeat(100),
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await nameOf("hundred@example.com")).toBe("é".repeat(100));
  });

  test("update-user: 101 characters is 400 and the name stays; 100 is accepted", async () => {
    const before = await nameOf(EMAIL);
    const res = await post("/update-user", { name: "b".repeat(101) }, { cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(tooLong);
    expect(await nameOf(EMAIL)).toBe(before);
    const ok = await post("/update-user", { name: "c".repeat(100) }, { cookie });
    expect(ok.status).toBe(200);
    expect(await nameOf(EMAIL)).toBe("c".repeat(100));
  });
});

describe("sign-up is limited per IP (10 an hour), so it cannot list accounts", () => {
  const users = async () => (await db().select({ email: user.email }).from(user)).length;
  const limited = { code: "TOO_MANY_REQUESTS", message: "Too many requests. Please wait a few minutes and try again." };

  test("one at a time: 10 sign-ups, then 429 with Retry-After, for an existing address and a new one alike", async () => {
    for (let i = 0; i < 10; i++) expect((await signUp(app.url, `serial${i}@example.com`)).res.status).toBe(200);
    for (const email of [EMAIL, "serial-new@example.com"]) {
      const { res } = await signUp(app.url, email);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual(limited);
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      // At most the hour and a tenth of it: the sliding estimate spreads the 10 sign-ups over it.
      expect(retryAfter).toBeLessThanOrEqual(3600 + 360);
    }
    expect(await passwordHashOf("serial-new@example.com")).toBeNull();
  });

  test("30 at once: exactly 10 accounts made, 20 × 429", async () => {
    const before = await users();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(app.url, `burst${i}@example.com`)));
    const statuses = results.map((r) => r.res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect((await users()) - before).toBe(10);
  });

  test("refused sign-ups (password or name rules) do not use up the limit", async () => {
    for (let i = 0; i < 15; i++) {
      expect((await signUp(app.url, `weak${i}@example.com`, WEAK)).res.status).toBe(400);
      expect(
        (await signUp(app.url, `long${i}@example.com`, STRONG_PASSWORD, { name: "n".repeat(101) })).res.status,
      ).toBe(400);
    }
    for (let i = 0; i < 10; i++) expect((await signUp(app.url, `after${i}@example.com`)).res.status).toBe(200);
  });
});

describe("SIGN_UP_LIMIT sets the per-IP sign-up limit", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ SIGN_UP_LIMIT: "3" });
  }, 60_000);
  afterAll(() => small?.stop(), 60_000);

  test("with 3: the 4th sign-up from one address is refused", async () => {
    for (let i = 0; i < 3; i++) expect((await signUp(small.url, `set${i}@example.com`)).res.status).toBe(200);
    expect((await signUp(small.url, "set3@example.com")).res.status).toBe(429);
  });
});

describe("a NUL anywhere in an auth request is refused with 400 on every route, before the library", () => {
  // PostgreSQL cannot store a NUL: better-auth's queries with one answered 500 (reset-password,
  // revoke-session, update-user) and sign-up 503, "try again", which no retry would fix.
  const NUL = "\u0000";
  const POSTS: [string, Record<string, unknown>][] = [
    ["/sign-up/email", { email: "nul@example.com", name: `a${NUL}`, password: STRONG_PASSWORD }],
    ["/sign-up/email", { email: `nul${NUL}@example.com`, name: "Nul", password: STRONG_PASSWORD }],
    ["/sign-in/email", { email: EMAIL, password: `${STRONG_PASSWORD}${NUL}` }],
    ["/reset-password", { token: NUL, newPassword: "Another-Strong-2026!" }],
    ["/request-password-reset", { email: `${NUL}@example.com`, redirectTo: "/reset-password" }],
    ["/revoke-session", { token: NUL }],
    ["/update-user", { name: `a${NUL}` }],
    ["/update-user", { image: NUL }],
    ["/change-password", { currentPassword: STRONG_PASSWORD, newPassword: `Another-Strong-2026!${NUL}` }],
    ["/sign-out", { [`key${NUL}`]: 1 }],
  ];
  for (const [path, body] of POSTS) {
    test(`POST ${path} ${JSON.stringify(body).slice(0, 60)}`, async () => {
      const before = await rowCounts(db());
      for (const who of [{}, { cookie }]) {
        const res = await post(path, body, who);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(((await res.json()) as { message: string }).message).toContain("cannot be saved");
      }
      expect(await rowCounts(db())).toEqual(before);
    });
  }
  test("in a query, a path or a form body", async () => {
    for (const url of ["/reset-password?token=%00", "/reset-password/%00?callbackURL=/", "/get-session?x=%00"]) {
      const res = await fetch(`${app.url}/api/auth${url}`, { headers: { cookie } });
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
    }
    const form = await post("/revoke-session", "token=%00", {
      cookie,
      type: "application/x-www-form-urlencoded",
      raw: true,
    });
    expect(form.status).toBe(400);
    // The session still works: nothing was revoked.
    const session = await fetch(`${app.url}/api/auth/get-session`, { headers: { cookie } });
    expect(((await session.json()) as { user?: { email: string } }).user?.email).toBe(EMAIL);
  });
});
