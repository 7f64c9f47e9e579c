import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq, sql } from "drizzle-orm";
import { rng } from "../../analytics/testing/rng";
import { loginAttempts, loginLimits } from "../../drizzle/schema";
import {
  LOGIN_LIMITS,
  LOGIN_WINDOW_MS,
  liftAccountLock,
  releaseSignInAttempt,
  reserveSignInAttempt,
} from "../../server/services/login-limiter";
import { STRONG_PASSWORD, signUp } from "../helpers/auth";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * The sign-in limit under attack (decision 0012): parallel guesses, a trickle of refused attempts,
 * guesses spread over many addresses, and the owner's known device. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL. Addresses come from X-Forwarded-For behind one trusted proxy hop.
 * Password checks are counted at better-auth's own verify function, and cross-checked against the
 * login_attempts log (every attempt is logged; refused ones with `limited`).
 */

let app: TestApp;
let verifications = 0;
const WRONG = (i: number) => `Wrong-Guess-${i}!`;

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY_HOPS: "1" });
  const ctx = await app.rt.auth.$context;
  const verify = ctx.password.verify;
  ctx.password.verify = (input) => {
    verifications++;
    return verify(input);
  };
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const db = () => app.rt.database.db;
let signUps = 0;
/** A new account; each from its own address, so the sign-up limit (10 an hour per IP) stays out of the way. */
async function account(name: string): Promise<string> {
  const email = `${name}@example.com`;
  const { res } = await signUp(app.url, email, STRONG_PASSWORD, {}, { "x-forwarded-for": `192.0.2.${++signUps}` });
  expect(res.status).toBe(200);
  return email;
}

async function guess(email: string, password: string, ip: string, cookie = "") {
  const res = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url, "x-forwarded-for": ip, cookie },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { code?: string; message?: string };
  return { status: res.status, body, retryAfter: res.headers.get("retry-after"), cookies: res.headers.getSetCookie() };
}

/** How many passwords the next `run` makes better-auth check. */
async function verified<T>(run: () => Promise<T>): Promise<{ result: T; verified: number }> {
  const before = verifications;
  const result = await run();
  return { result, verified: verifications - before };
}

async function attemptsOf(email: string) {
  return db().select().from(loginAttempts).where(eq(loginAttempts.email, email));
}

/** Moves every stored sign-in time of this account back, as if `ms` had passed. */
async function letTimePass(email: string, ms: number) {
  const interval = sql.raw(`interval '${Math.round(ms)} milliseconds'`);
  await db()
    .update(loginLimits)
    .set({
      windowStart: sql`${loginLimits.windowStart} - ${interval}`,
      times: sql`array(select t - ${interval} from unnest(${loginLimits.times}) t order by t)`,
    })
    .where(eq(loginLimits.email, email));
  await db()
    .update(loginAttempts)
    .set({ createdAt: sql`${loginAttempts.createdAt} - ${interval}` })
    .where(eq(loginAttempts.email, email));
}

const deviceCookieOf = (cookies: string[]) => cookies.find((c) => c.startsWith("merch_device="))?.split(";")[0] ?? "";

describe("parallel guesses for one account from one IP", () => {
  test("100 at once: exactly the pair limit (5) are checked, 95 get 429 with Retry-After, all 100 logged", async () => {
    const email = await account("parallel");
    const { result, verified: n } = await verified(() =>
      Promise.all(Array.from({ length: 100 }, (_, i) => guess(email, WRONG(i), "198.51.100.7"))),
    );
    expect(n).toBe(LOGIN_LIMITS.pair);
    const statuses = result.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    for (const r of result.filter((r) => r.status === 429)) {
      expect(r.body).toEqual({
        code: "RATE_LIMITED",
        message: "Too many failed login attempts. Please try again later.",
      });
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(Number(r.retryAfter)).toBeLessThanOrEqual(15 * 60);
    }
    const logged = await attemptsOf(email);
    expect(logged).toHaveLength(100);
    expect(logged.filter((a) => !a.limited)).toHaveLength(5);
    expect(logged.every((a) => !a.success && a.ip === "198.51.100.7")).toBe(true);

    // Once limited, the right password does not sign in: alone, and inside another batch of 100.
    const after = await verified(() =>
      Promise.all([
        guess(email, STRONG_PASSWORD, "198.51.100.7"),
        ...Array.from({ length: 99 }, (_, i) => guess(email, WRONG(100 + i), "198.51.100.7")),
      ]),
    );
    expect(after.verified).toBe(0);
    expect(after.result.map((r) => r.status)).toEqual(Array(100).fill(429));
    expect(await app.client({ "x-forwarded-for": "198.51.100.7" }).auth.isRateLimited.query({ email })).toBe(true);
  });

  test("100 at once with the right password among them: at most 5 checked, and it signs in only if it was one of them", async () => {
    const email = await account("mixed");
    const passwords = Array.from({ length: 100 }, (_, i) => (i === 99 ? STRONG_PASSWORD : WRONG(i)));
    const { result, verified: n } = await verified(() =>
      Promise.all(passwords.map((p) => guess(email, p, "198.51.100.8"))),
    );
    expect(n).toBeLessThanOrEqual(LOGIN_LIMITS.pair);
    const checked = result.filter((r) => r.status !== 429);
    expect(checked.length).toBe(n);
    const signedIn = result.filter((r) => r.status === 200);
    expect(signedIn.length).toBeLessThanOrEqual(1);
    if (signedIn.length) expect(result[99]?.status).toBe(200);
    expect((await attemptsOf(email)).filter((a) => !a.limited)).toHaveLength(n);
  });

  test("100 at once from 100 addresses: at most the account's ceiling (20) are checked", async () => {
    const email = await account("spread");
    const { result, verified: n } = await verified(() =>
      Promise.all(Array.from({ length: 100 }, (_, i) => guess(email, WRONG(i), `203.0.113.${i + 1}`))),
    );
    expect(n).toBe(LOGIN_LIMITS.account);
    expect(result.filter((r) => r.status === 429)).toHaveLength(80);
  });
});

describe("refused attempts do not extend the lock", () => {
  test("a trickle of bad passwords during the lock leaves its window where it was; the owner gets in when it ends", async () => {
    const email = await account("trickle");
    const ip = "198.51.100.20";
    for (let i = 0; i < 5; i++) expect((await guess(email, WRONG(i), ip)).status).toBe(401);
    const [locked] = await db()
      .select()
      .from(loginLimits)
      .where(and(eq(loginLimits.email, email), eq(loginLimits.kind, "pair")));
    // 14 minutes later someone is still trying, every 10 seconds for a minute...
    await letTimePass(email, 14 * 60_000);
    const trickle = await verified(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await guess(email, WRONG(10 + i), ip)).status);
      return statuses;
    });
    expect(trickle.result).toEqual(Array(6).fill(429));
    expect(trickle.verified).toBe(0);
    const [still] = await db()
      .select()
      .from(loginLimits)
      .where(and(eq(loginLimits.email, email), eq(loginLimits.kind, "pair")));
    expect(still?.count).toBe(locked?.count);
    expect(still?.windowStart.getTime()).toBe((locked?.windowStart.getTime() ?? 0) - 14 * 60_000);
    // ...and a minute and a second later the window that began with the first failure is over.
    await letTimePass(email, 61_000);
    const owner = await guess(email, STRONG_PASSWORD, ip);
    expect(owner.status).toBe(200);
    expect((await attemptsOf(email)).filter((a) => a.limited)).toHaveLength(6);
  });
});

describe("no 15 minutes hold more than the limit, however the attempts are timed", () => {
  test("a burst across the end of the window the first attempt opened gets one more slot, not a fresh five", async () => {
    const email = await account("window-edge");
    const ip = "198.51.100.40";
    expect((await guess(email, WRONG(0), ip)).status).toBe(401);
    await letTimePass(email, LOGIN_WINDOW_MS - 2_000);
    for (let i = 1; i < 5; i++) expect((await guess(email, WRONG(i), ip)).status).toBe(401);
    // Three seconds on, the first attempt has left the last 15 minutes; the other four have not.
    await letTimePass(email, 3_000);
    const burst = await verified(() =>
      Promise.all(Array.from({ length: 10 }, (_, i) => guess(email, WRONG(10 + i), ip))),
    );
    expect(burst.verified).toBe(1);
    const refused = burst.result.filter((r) => r.status === 429);
    expect(refused).toHaveLength(9);
    // The next slot frees when the oldest of the five counted leaves the window: about 15 minutes on.
    for (const r of refused) expect(Number(r.retryAfter)).toBeGreaterThan(LOGIN_WINDOW_MS / 1000 - 10);
  });

  test("a request decided after later ones took every slot waits at most one window (100 at once were told 901 s)", async () => {
    const keys = { email: "decided-late@example.com", ip: "198.51.100.90" };
    const began = Date.parse("2026-11-30T08:00:00Z");
    // Five requests that began 1.5 s after it take the pair's five slots first...
    for (let i = 0; i < LOGIN_LIMITS.pair; i++)
      expect((await reserveSignInAttempt(db(), keys, new Date(began + 1_500 + i))).allowed).toBe(true);
    // ...then it is decided: refused, and told to wait the window, not the window and 2 s.
    const late = await reserveSignInAttempt(db(), keys, new Date(began));
    expect(late).toMatchObject({ allowed: false, by: "pair", retryAfterSeconds: LOGIN_WINDOW_MS / 1000 });
  });

  /**
   * Random attempt times (bursts, parallel attempts at one instant, long pauses, and successes that
   * give their slots back) through the real counters, each compared with a sliding log kept here:
   * an attempt passes exactly when fewer than the limit were counted in the 15 minutes before it.
   */
  test("random timings: every decision equals a sliding log's, for a pair and a device", async () => {
    const random = rng(7);
    for (let round = 0; round < 6; round++) {
      const keys = {
        email: `sliding-${round}@example.com`,
        ip: `198.51.100.${50 + round}`,
        deviceId: round % 2 ? `dev-${round}` : undefined,
      };
      const counted: { at: number; n: number }[] = [];
      let clock = Date.parse("2026-11-29T08:00:00Z") + round * 86_400_000;
      for (let step = 0; step < 40; step++) {
        const pause = random();
        clock +=
          pause < 0.3 ? 0 : pause < 0.8 ? Math.floor(random() * 120_000) : Math.floor(random() * LOGIN_WINDOW_MS);
        const now = new Date(clock);
        const parallel = 1 + Math.floor(random() * 4);
        const decisions = await Promise.all(
          Array.from({ length: parallel }, () => reserveSignInAttempt(db(), keys, now)),
        );
        const inWindow = counted.filter((c) => c.at > clock - LOGIN_WINDOW_MS).reduce((sum, c) => sum + c.n, 0);
        const expected = Math.max(0, Math.min(parallel, LOGIN_LIMITS.pair - inWindow));
        const allowed = decisions.filter((d) => d.allowed);
        expect(allowed).toHaveLength(expected);
        for (const d of decisions) {
          if (d.allowed) continue;
          const oldest = counted.filter((c) => c.at > clock - LOGIN_WINDOW_MS)[0]?.at ?? clock;
          expect(d.retryAfterSeconds).toBe(Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - clock) / 1000)));
        }
        // Now and then one of them was the right password: its slots are given back.
        const success = allowed.length > 0 && random() < 0.15 ? allowed[0] : undefined;
        if (success?.allowed) await releaseSignInAttempt(db(), success.reservation);
        const kept = allowed.length - (success ? 1 : 0);
        if (kept) counted.push({ at: clock, n: kept });
      }
    }
  });
});

describe("pair first, then the account's ceiling; a known device and a reset lift the ceiling", () => {
  test("another IP is refused only once the ceiling is reached; the owner's known device still gets in", async () => {
    const email = await account("ceiling");
    // The owner signed in from their laptop earlier: it is a known device of the account now.
    const laptop = await guess(email, STRONG_PASSWORD, "192.0.2.200");
    expect(laptop.status).toBe(200);
    const device = deviceCookieOf(laptop.cookies);
    expect(device).toMatch(/^merch_device=[\w-]{22}\.[\w-]+$/);
    expect(laptop.cookies.find((c) => c.startsWith("merch_device="))).toMatch(/HttpOnly; SameSite=Lax/);

    // 5 guesses lock the first address, not the account.
    for (let i = 0; i < 5; i++) expect((await guess(email, WRONG(i), "198.51.100.31")).status).toBe(401);
    expect((await guess(email, WRONG(5), "198.51.100.31")).status).toBe(429);
    // Other addresses are still checked, until 20 failures in all (the ceiling)...
    const spread = await verified(async () => {
      const statuses: number[] = [];
      for (const ip of ["198.51.100.32", "198.51.100.33", "198.51.100.34"]) {
        for (let i = 0; i < 5; i++) statuses.push((await guess(email, WRONG(i), ip)).status);
      }
      return statuses;
    });
    expect(spread.result).toEqual(Array(15).fill(401));
    expect(spread.verified).toBe(15);
    // ...then a fresh address is refused, the right password too, without a check.
    const fresh = await verified(() => guess(email, STRONG_PASSWORD, "198.51.100.35"));
    expect(fresh.result.status).toBe(429);
    expect(fresh.verified).toBe(0);
    expect(await app.client({ "x-forwarded-for": "198.51.100.36" }).auth.isRateLimited.query({ email })).toBe(true);

    // The owner's laptop, now on yet another network, gets in with the right password.
    const headers = { "x-forwarded-for": "192.0.2.201", cookie: device };
    expect(await app.client(headers).auth.isRateLimited.query({ email })).toBe(false);
    const owner = await guess(email, STRONG_PASSWORD, "192.0.2.201", device);
    expect(owner.status).toBe(200);
    expect(deviceCookieOf(owner.cookies)).toBe(device);
  });

  test("a known device has its own budget (5), and its cookie is worth nothing for another account or altered", async () => {
    const email = await account("device-budget");
    const other = await account("device-other");
    const device = deviceCookieOf((await guess(other, STRONG_PASSWORD, "192.0.2.210")).cookies);
    // Lock the account's ceiling from many addresses.
    for (let i = 0; i < 20; i++) await guess(email, WRONG(i), `198.51.100.${100 + i}`);
    // Another account's cookie, and an altered one, count as no device: refused.
    // (The first character of the id: the signature's last one can carry unused bits.)
    const altered = device.replace(/^merch_device=./, (m) => `merch_device=${m.endsWith("A") ? "B" : "A"}`);
    for (const cookie of [device, altered, "merch_device=x.y", ""]) {
      expect((await guess(email, STRONG_PASSWORD, "198.51.100.200", cookie)).status).toBe(429);
    }
    // A stolen cookie of the right account gives 5 guesses wherever they come from, then nothing.
    const owned = deviceCookieOf((await signInAfterLift(email)).cookies);
    for (let i = 0; i < 20; i++) await guess(email, WRONG(i), `198.51.100.${140 + i}`);
    const stolen = await verified(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await guess(email, WRONG(i), `203.0.113.${200 + i}`, owned)).status);
      return statuses;
    });
    expect(stolen.result).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(stolen.verified).toBe(5);
  });

  test("liftAccountLock (the password reset's and auth:unlock's) lets the owner in from any address", async () => {
    const email = await account("lifted");
    for (let i = 0; i < 20; i++) await guess(email, WRONG(i), `198.51.100.${160 + (i % 4)}`);
    expect((await guess(email, STRONG_PASSWORD, "198.51.100.160")).status).toBe(429);
    expect((await guess(email, STRONG_PASSWORD, "198.51.100.170")).status).toBe(429);
    expect(await liftAccountLock(db(), email.toUpperCase())).toBeGreaterThan(0);
    expect(await db().select().from(loginLimits).where(eq(loginLimits.email, email))).toEqual([]);
    expect((await guess(email, STRONG_PASSWORD, "198.51.100.160")).status).toBe(200);
    // Every attempt is still in the log the security dashboard reads.
    expect(await attemptsOf(email)).toHaveLength(23);
  });

  /** Lifts the account's locks and signs in from a fresh address (the owner after a reset). */
  async function signInAfterLift(email: string) {
    await liftAccountLock(db(), email);
    const r = await guess(email, STRONG_PASSWORD, "192.0.2.250");
    expect(r.status).toBe(200);
    return r;
  }
});

describe("one address trying many accounts", () => {
  test("20 failures over 20 accounts from one IP: the 21st account is refused there, not elsewhere; its known device gets in", async () => {
    const emails = await Promise.all(Array.from({ length: 21 }, (_, i) => account(`spray${i}`)));
    const last = emails[20] as string;
    const device = deviceCookieOf((await guess(last, STRONG_PASSWORD, "192.0.2.220")).cookies);
    const ip = "198.51.100.240";
    for (const email of emails.slice(0, 20)) expect((await guess(email, WRONG(0), ip)).status).toBe(401);
    expect((await guess(last, STRONG_PASSWORD, ip)).status).toBe(429);
    expect((await guess(last, STRONG_PASSWORD, "198.51.100.241")).status).toBe(200);
    expect((await guess(last, STRONG_PASSWORD, ip, device)).status).toBe(200);
  });
});
