import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { TRPCClientError } from "@trpc/client";
import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { leads, waitlistEntries } from "../../drizzle/schema";
import { signUp } from "../helpers/auth";
import { BROWSER_UA } from "../helpers/browser-agent";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * The source of every lead (issue 18, decision 0020): a form carries the tracker's session id, the
 * lead keeps it, and the lead's page reads its first and last touch from the real analytics store,
 * fed through POST /api/analytics/events like the browser does.
 */
let app: TestApp;
let adminCookie = "";
const admin = () => app.client({ cookie: adminCookie });
let ipSeq = 0;
const visitorIp = () => `10.46.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
/** A form sent from its own address (the public forms are rate-limited per address). */
const form = () => app.client({ "x-forwarded-for": visitorIp(), "user-agent": BROWSER_UA });

/** Posts page views of one session, as the tracker does: each carries the session's source. */
async function visit(
  ip: string,
  sessionId: string,
  views: { path: string; at: number }[],
  source: Record<string, string> = {},
) {
  const res = await fetch(`${app.url}/api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA, "x-forwarded-for": ip },
    body: JSON.stringify({
      events: views.map((v) => ({
        type: "pageview",
        id: crypto.randomUUID(),
        sessionId,
        at: v.at,
        path: v.path,
        source,
      })),
    }),
  });
  expect(res.status).toBe(204);
  await app.rt.beacons.catchUp();
}

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) return { status: error.data?.httpStatus, message: error.message };
    throw error;
  }
  return { status: 200, message: "" };
};

let mailSeq = 0;
/** An enquiry from its own address (the forms are rate-limited per address too). */
const enquiry = (analyticsSession?: unknown) =>
  ({
    name: "Jana Nováková",
    email: `jana${++mailSeq}@firma.cz`,
    message: "80 triček pro běžecký tým",
    ...(analyticsSession === undefined ? {} : { analyticsSession }),
  }) as { name: string; email: string; message: string; analyticsSession?: string };

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY_HOPS: "1", REQUIRE_EMAIL_VERIFICATION: "false" });
  adminCookie = (await signUp(app.url, "owner@example.com")).cookie;
  await admin().admin.setup.mutate();
}, 60_000);
afterAll(() => app?.stop(), 60_000);

describe("the source of a lead", () => {
  test("the sending session is the last touch: its landing page, channel, campaign and pages viewed", async () => {
    const ip = "203.0.113.46";
    const session = crypto.randomUUID();
    const start = Date.now() - 30_000;
    await visit(
      ip,
      session,
      [
        { path: "/", at: start },
        { path: "/generator", at: start + 5_000 },
        { path: "/contact", at: start + 10_000 },
      ],
      { utmSource: "linkedin", utmCampaign: "autumn", referrer: "https://www.linkedin.com/feed/" },
    );
    const { id } = await form().contact.submit.mutate(enquiry(session));
    const source = await admin().admin.leads.source.query({ id });
    expect(source).not.toBeNull();
    expect(source!.lastTouch).toMatchObject({
      landingPage: "/",
      channel: "Social",
      source: "linkedin",
      medium: null,
      campaign: "autumn",
      referrerHost: "www.linkedin.com",
      at: new Date(start).toISOString(),
    });
    expect(source!.sameSession).toBe(true);
    expect(source!.firstTouch).toEqual(source!.lastTouch);
    expect(source!.pagesViewed).toBe(3);
    expect(source!.timeToSendMs).toBeGreaterThanOrEqual(30_000);
    expect(source!.timeToSendMs).toBeLessThan(60_000);
  });

  test("the same visitor's earlier session that day is the first touch", async () => {
    const ip = "203.0.113.47";
    // Both sessions a few seconds ago, so they fall on the same UTC day as far as possible.
    const now = Date.now();
    const dayStart = Math.floor(now / 86_400_000) * 86_400_000;
    const t = (ago: number) => Math.max(dayStart, now - ago);
    const earlier = crypto.randomUUID();
    const later = crypto.randomUUID();
    await visit(ip, earlier, [{ path: "/pricing", at: t(20_000) }], {
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "november",
    });
    // Another visitor (another address) earlier still: not this visitor's first touch.
    await visit("203.0.113.99", crypto.randomUUID(), [{ path: "/", at: t(25_000) }], { utmSource: "google" });
    await visit(ip, later, [
      { path: "/cs", at: t(10_000) },
      { path: "/cs/kontakt", at: t(5_000) },
    ]);
    const { id } = await form().contact.submit.mutate({ ...enquiry(later), source: "contact-page" });
    const source = await admin().admin.leads.source.query({ id });
    expect(source!.lastTouch).toMatchObject({ landingPage: "/cs", channel: "Direct", campaign: null });
    expect(source!.firstTouch).toMatchObject({
      landingPage: "/pricing",
      channel: "Email",
      source: "newsletter",
      medium: "email",
      campaign: "november",
      at: new Date(t(20_000)).toISOString(),
    });
    expect(source!.sameSession).toBe(false);
    expect(source!.pagesViewed).toBe(2);
    expect(source!.timeToSendMs).toBeGreaterThanOrEqual(now - t(20_000));
  });

  test("a form without a session, or with one the analytics never saw, has an unknown source", async () => {
    const without = await form().contact.submit.mutate(enquiry());
    expect(await admin().admin.leads.source.query({ id: without.id })).toBeNull();
    const unseen = await form().contact.submit.mutate(enquiry(crypto.randomUUID()));
    expect(await admin().admin.leads.source.query({ id: unseen.id })).toBeNull();
    // The lead itself is stored either way.
    expect((await admin().admin.leads.get.query({ id: unseen.id })).email).toMatch(/^jana\d+@firma\.cz$/);
  });

  test("the waitlist keeps the session its address was entered from", async () => {
    const session = crypto.randomUUID();
    await form().waitlist.join.mutate({ email: "early@example.com", analyticsSession: session });
    const [row] = await app.rt.database.db
      .select({ analyticsSession: waitlistEntries.analyticsSession })
      .from(waitlistEntries)
      .where(sql`${waitlistEntries.email} = 'early@example.com'`);
    expect(row?.analyticsSession).toBe(session);
  });

  test("a malformed session id is a 400 naming the field, on every form, and nothing is stored", async () => {
    const count = async () => {
      const [l] = await app.rt.database.db.select({ n: sql<number>`count(*)::int` }).from(leads);
      const [w] = await app.rt.database.db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries);
      return [l!.n, w!.n];
    };
    const before = await count();
    const uuid = crypto.randomUUID();
    const bad: unknown[] = [
      "",
      "not-a-session",
      uuid.toUpperCase(),
      `${uuid} `,
      `${uuid}0`,
      uuid.replaceAll("-", ""),
      `{${uuid}}`,
      "00000000-0000-0000-0000-000000000000", // not a random (version 4) id
      "x".repeat(10_000),
      `${uuid}'; DROP TABLE leads; --`,
      42,
      null,
      { id: uuid },
      [uuid],
    ];
    const made = await form().generator.generate.mutate({ prompt: "geometric owl", locale: "en" });
    for (const value of bad) {
      const submit = await statusOf(form().contact.submit.mutate(enquiry(value)));
      expect({ value, ...submit }).toEqual({
        value,
        status: 400,
        message: "analyticsSession must be the analytics session id (a UUID)",
      });
      const join = await statusOf(
        form().waitlist.join.mutate({ email: "bad@example.com", analyticsSession: value as string }),
      );
      expect({ value, status: join.status }).toEqual({ value, status: 400 });
      const inquiry = await statusOf(
        form().generator.sendInquiry.mutate({
          name: "Eva",
          email: "eva@example.com",
          message: "This owl",
          designPrompt: "x",
          image: made.id,
          analyticsSession: value as string,
        }),
      );
      expect({ value, status: inquiry.status }).toEqual({ value, status: 400 });
    }
    expect(await count()).toEqual(before);
  });

  test("the source takes leads:read, like the lead itself", async () => {
    const { id } = await form().contact.submit.mutate(enquiry());
    expect((await statusOf(app.client({}).admin.leads.source.query({ id }))).status).toBe(401);
    expect((await statusOf(admin().admin.leads.source.query({ id: crypto.randomUUID() }))).status).toBe(404);
  });
});

describe("personal data", () => {
  test("the export names the visits a person's forms were sent from; erasure drops the link, not the analytics", async () => {
    const email = "petra.link@example.cz";
    const sent = crypto.randomUUID();
    const joined = crypto.randomUUID();
    await visit("203.0.113.48", sent, [{ path: "/", at: Date.now() - 5_000 }], { utmSource: "linkedin" });
    const { id } = await form().contact.submit.mutate({ ...enquiry(sent), email });
    await form().waitlist.join.mutate({ email, analyticsSession: joined });

    const res = await fetch(`${app.url}/api/admin/personal-data/export`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: adminCookie, origin: app.url },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const data = JSON.parse(new TextDecoder().decode(zip["personal-data.json"]));
    expect(data.analytics.explanation).toContain("which channels");
    expect(data.analytics.sessions).toEqual([
      { from: "lead", id, analyticsSession: sent },
      { from: "waitlist", id: expect.any(String), analyticsSession: joined },
    ]);

    const views = async () =>
      (
        await app.rt.analytics.read((c) =>
          c.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM page_views WHERE session_id = '${sent}'`),
        )
      ).getRowObjectsJson()[0]!.n;
    expect(await views()).toBe(1);
    const result = await admin().admin.personalData.erase.mutate({ email });
    expect(result.counts.analyticsLinks).toBe(2);
    const linked = await app.rt.database.db.execute(
      sql`select id from leads where analytics_session = ${sent} union all
          select id from waitlist_entries where analytics_session = ${joined}`,
    );
    expect(Array.isArray(linked) ? linked : (linked as { rows: unknown[] }).rows).toHaveLength(0);
    // The analytics keep the anonymous visit (its counts), no longer linked to anyone.
    expect(await views()).toBe(1);
  });
});
