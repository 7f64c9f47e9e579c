import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, like } from "drizzle-orm";
import { mailOutbox, rateLimitCounters } from "../../drizzle/schema";
import { hit, rateRules, TOO_MANY_REQUESTS_MESSAGE } from "../../server/services/rate-limit";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * Finding 4 (issue 14), as a class: every route that sends mail to an address a visitor typed is
 * limited per IP AND per address. For each route: N requests to one address from N forged IPs
 * (one proxy trusted, so X-Forwarded-For is believed) queue at most the per-address limit of
 * mails; N requests from one IP to N addresses queue at most the per-IP limit; past either, 429
 * with Retry-After and a readable message.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY_HOPS: "1", REQUIRE_EMAIL_VERIFICATION: "true" });
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const N = 12;
let ipSeq = 0;
/** A fresh documentation-range IP for every call that should not share a per-IP budget. */
const freshIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 8) & 255}.${ipSeq & 255}.7`;
};

const mailsTo = async (fragment: string) =>
  (
    await app.rt.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.to, `%${fragment}%`))
  ).length;

function postJson(path: string, body: unknown, ip: string) {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url, "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
}

async function designId(): Promise<string> {
  const res = await postJson("/trpc/generator.generate", { prompt: "a fox on a hoodie", locale: "en" }, freshIp());
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: { id: string } } }).result.data.id;
}

/** An (unverified) account for the address, from an IP of its own. */
async function createAccount(email: string) {
  const res = await postJson(
    "/api/auth/sign-up/email",
    { email, password: "Merch-Tester-2026!", name: "victim" },
    freshIp(),
  );
  expect(res.status).toBe(200);
}

/**
 * Mails are queued after the answer (a reset's, so that both answers take as long; a sign-up's):
 * the count once it stops moving.
 */
async function settled(count: () => Promise<number>) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const now = await count();
    if (now === last) return now;
    last = now;
    await Bun.sleep(100);
  }
  return last;
}

interface MailRoute {
  name: string;
  perIp: number;
  perAddress: number;
  /** Prepares an address (e.g. an unverified account), without counting against the limits under test. */
  prepare?(email: string): Promise<void>;
  send(email: string, ip: string): Promise<Response>;
}

const routes: MailRoute[] = [
  {
    name: "POST /api/auth/send-verification-email",
    perIp: rateRules.authMailIp.limit,
    perAddress: rateRules.authMailAddress.limit,
    // An unverified account exists for the address (better-auth sends nothing for unknown ones).
    prepare: (email) => createAccount(email),
    send: (email, ip) => postJson("/api/auth/send-verification-email", { email }, ip),
  },
  {
    name: "POST /api/auth/request-password-reset",
    perIp: rateRules.authMailIp.limit,
    perAddress: rateRules.authMailAddress.limit,
    prepare: (email) => createAccount(email),
    send: (email, ip) => postJson("/api/auth/request-password-reset", { email, redirectTo: "/auth" }, ip),
  },
  {
    name: "POST /api/auth/sign-up/email (verification on)",
    perIp: rateRules.authMailIp.limit,
    perAddress: rateRules.authMailAddress.limit,
    send: (email, ip) =>
      postJson("/api/auth/sign-up/email", { email, password: "Merch-Tester-2026!", name: "someone" }, ip),
  },
  {
    name: "contact.submit",
    perIp: rateRules.contact.limit,
    perAddress: rateRules.contactAddress.limit,
    send: (email, ip) => postJson("/trpc/contact.submit", { name: "Eve", email, message: "Hello there" }, ip),
  },
  {
    name: "generator.sendInquiry",
    perIp: rateRules.inquiry.limit,
    perAddress: rateRules.inquiryAddress.limit,
    send: async (email, ip) =>
      postJson(
        "/trpc/generator.sendInquiry",
        { name: "Eve", email, message: "150 hoodies", designPrompt: "a fox", image: await designId(), locale: "en" },
        ip,
      ),
  },
];

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(JSON.stringify(await res.json())).toContain(TOO_MANY_REQUESTS_MESSAGE);
}

routes.forEach((route, index) => {
  describe(route.name, () => {
    test(`${N} requests to one address from ${N} IPs: at most ${route.perAddress} mails, then 429`, async () => {
      const victim = `victim-a${index}@example.com`;
      await route.prepare?.(victim);
      // The accounts' own sign-up mails are queued after their answers: count them once all landed.
      const before = await settled(() => mailsTo(victim));
      const responses: Response[] = [];
      for (let i = 0; i < N; i++) responses.push(await route.send(victim, freshIp()));
      expect(await settled(() => mailsTo(victim))).toBeLessThanOrEqual(before + route.perAddress);
      const limited = responses.filter((r) => r.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      for (const res of limited) await expectLimited(res);
      // Every other answer is the route's ordinary one (never a 5xx).
      for (const res of responses) expect(res.status).toBeLessThan(500);
    }, 120_000);

    test(`${N} requests from one IP to ${N} addresses: at most ${route.perIp} mails, then 429`, async () => {
      const ip = freshIp();
      const addresses = Array.from({ length: N }, (_, i) => `spray${index}-${i}@example.org`);
      for (const address of addresses) await route.prepare?.(address);
      const before = await settled(() => mailsTo(`spray${index}-`));
      const responses: Response[] = [];
      for (const address of addresses) responses.push(await route.send(address, ip));
      expect((await settled(() => mailsTo(`spray${index}-`))) - before).toBeLessThanOrEqual(route.perIp);
      const limited = responses.filter((r) => r.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      for (const res of limited) await expectLimited(res);
      for (const res of responses) expect(res.status).toBeLessThan(500);
    }, 120_000);
  });
});

describe("the per-address limit is one inbox however the address is typed", () => {
  test("upper case and spaces share the budget", async () => {
    const responses: Response[] = [];
    for (let i = 0; i < N; i++) {
      const email = i % 2 ? "Case@Example.com" : "case@example.com";
      responses.push(await postJson("/trpc/contact.submit", { name: "Eve", email, message: "Hello there" }, freshIp()));
    }
    expect(responses.filter((r) => r.status === 200).length).toBe(rateRules.contactAddress.limit);
  });
});

describe("a burst across a window's end gets the limit once, not twice", () => {
  // Every limited route counts through hit(); the database's counters decide, at chosen moments.
  for (const [name, rule] of Object.entries(rateRules)) {
    test(name, async () => {
      const end = Math.ceil(Date.now() / rule.windowMs + 2) * rule.windowMs;
      const key = `burst-${crypto.randomUUID()}`;
      let allowed = 0;
      for (let i = 0; i < 2 * rule.limit + 2; i++) {
        // Half just before the window's end, half just after it.
        const at = i < rule.limit ? end - 2000 + i : end + i;
        if ((await hit(app.rt.database.db, rule, key, at)).allowed) allowed++;
      }
      expect(allowed).toBe(rule.limit);
      // Refused hits change nothing: the two windows' counters hold exactly the allowed ones.
      const counters = await app.rt.database.db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `${rule.name}:${key}`));
      expect(counters.reduce((sum, c) => sum + c.count, 0)).toBe(rule.limit);
    });
  }
});
