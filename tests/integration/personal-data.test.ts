import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { erasures, formSubmissions, leads, mailOutbox, pendingFileDeletions, user } from "../../drizzle/schema";
import { recordSecurityEvent } from "../../server/db/queries/users";
import { erasePersonalData } from "../../server/services/personal-data/erase";
import type { ApiKeyScope } from "../../shared/api-key-scopes";
import { signUp } from "../helpers/auth";
import { rowsContaining, rowsOf, type SeededPerson, seedPerson, storedKeys } from "../helpers/personal-data";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * Personal data requests (decision 0018): everything about one address exported as a zip, or
 * erased in one transaction, with nothing of it left in any table or in the storage.
 */
let app: TestApp;
let adminCookie: string;
let adminId: string;
let plainCookie: string;
const keys: Partial<Record<ApiKeyScope, string>> = {};
const db = () => app.rt.database.db;

beforeAll(async () => {
  app = await startTestApp({ REQUIRE_EMAIL_VERIFICATION: "false", TRUST_PROXY_HOPS: "1" });
  adminCookie = (await signUp(app.url, "owner@example.com")).cookie;
  await app.client({ cookie: adminCookie }).admin.setup.mutate();
  adminId = (await db().select({ id: user.id }).from(user).where(eq(user.email, "owner@example.com")))[0]!.id;
  plainCookie = (await signUp(app.url, "plain.user@example.com")).cookie;
  for (const scope of ["leads:read", "admin", "analytics:read"] as const) {
    keys[scope] = (
      await app.client({ cookie: adminCookie }).admin.apiKeys.create.mutate({ name: scope, scopes: [scope] })
    ).key;
  }
}, 120_000);
afterAll(() => app?.stop(), 60_000);

function exportRequest(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/api/admin/personal-data/export`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
function eraseRequest(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/trpc/admin.personalData.erase`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
const bearer = (scope: ApiKeyScope) => ({ authorization: `Bearer ${keys[scope]}` });

describe("erasure", () => {
  let x: SeededPerson;
  let y: SeededPerson;
  let z: SeededPerson;
  let result: Awaited<ReturnType<ReturnType<TestApp["client"]>["admin"]["personalData"]["erase"]["mutate"]>>;
  const before: Record<string, Record<string, number>> = {};
  let leadsBefore = 0;

  beforeAll(async () => {
    x = await seedPerson(app, "petra.novak@example.cz", "Petra", adminId);
    y = await seedPerson(app, "jan.dvorak@example.cz", "Jan", adminId);
    // A look-alike address that contains X's as a substring must survive X's erasure.
    z = await seedPerson(app, "petra.novak@example.cz.other.org", "Zdena", adminId);
    // A company mail naming an address that ends in X's: not about X.
    await db().insert(mailOutbox).values({
      to: app.rt.config.mail.to,
      subject: "Note",
      html: "<p>-</p>",
      text: "Write to mr_petra.novak@example.cz.",
    });
    // An invitation to X (never accepted) and `auth:unlock` of X's address in the security log.
    await app.client({ cookie: adminCookie }).admin.invites.create.mutate({ email: x.email, locale: "en" });
    await recordSecurityEvent(db(), "sign_in_lock_lifted", { email: x.email, via: "cli" });
    before.y = await rowsContaining(app, y.email);
    before.z = await rowsContaining(app, z.email);
    leadsBefore = (await db().select().from(leads)).length;
    expect(Object.keys(await rowsContaining(app, x.email)).sort()).toEqual([
      "admin_invitations",
      "design_inquiries",
      "form_submissions",
      "leads",
      "login_attempts",
      "login_limits",
      "mail_outbox",
      "rate_limit_counters",
      "security_events",
      "waitlist_entries",
    ]);
    result = await app
      .client({ cookie: adminCookie })
      .admin.personalData.erase.mutate({ email: "  PETRA.Novak@Example.CZ " });
  }, 120_000);

  test("no row of any table in the database contains the address afterwards", async () => {
    // Z's address (and one mail's mr_petra...) contain X's: what is left must be exactly those.
    const left = await rowsContaining(app, x.email);
    const zRows = await rowsContaining(app, z.email);
    expect(left).toEqual({ ...zRows, mail_outbox: (zRows.mail_outbox ?? 0) + 1 });
  });

  test("the stored files of the erased person are gone; others' files stay", async () => {
    const stored = new Set(storedKeys(app));
    for (const key of x.fileKeys) expect(stored.has(key)).toBe(false);
    for (const key of [...y.fileKeys, ...z.fileKeys]) expect(stored.has(key)).toBe(true);
    expect(await db().select().from(pendingFileDeletions)).toEqual([]);
  });

  test("the result counts every kind; the erasure is logged with counts and no trace of the address", async () => {
    expect(result.account).toEqual({ exists: false, isAdmin: false });
    expect(result.counts).toMatchObject({
      formSubmissions: 2,
      designInquiries: 1,
      generatedDesigns: 1,
      uploads: 3,
      leads: 3,
      leadEvents: 5, // each of the 3 leads arrived ("received"), a note, a reply
      waitlistEntries: 1,
      loginAttempts: 2,
      adminInvitations: 1,
      securityEventsRedacted: 1,
      files: x.fileKeys.length,
      filesPending: 0,
    });
    // Two confirmations, three company notifications, the design inquiry's confirmation, the reply.
    expect(result.counts.mails).toBeGreaterThanOrEqual(5);
    expect(result.counts.loginLimits).toBeGreaterThan(0);
    expect(result.counts.rateLimitCounters).toBeGreaterThan(0);
    const logged = await db().select().from(erasures);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorId: adminId });
    // The unlock event is still there, without the address.
    const events = rowsOf<{ detail: { via: string } }>(
      await db().execute(sql`select detail from security_events where kind = 'sign_in_lock_lifted'`),
    );
    expect(events.map((e) => e.detail)).toEqual([{ via: "cli" }]);
    const { filesPending: _pending, analyticsLinks: _links, ...inTransaction } = result.counts;
    expect(logged[0]!.counts).toEqual(inTransaction);
    const text = JSON.stringify(logged).toLowerCase();
    for (const trace of [
      x.email,
      "petra",
      "novak",
      createHash("sha256").update(x.email).digest("hex"),
      createHash("md5").update(x.email).digest("hex"),
    ])
      expect(text).not.toContain(trace);
  });

  test("a mail naming a longer address that ends in the erased one stays", async () => {
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.text, "Write to mr_petra.novak@example.cz.")),
    ).toHaveLength(1);
  });

  test("other people's rows and lead counts are unchanged", async () => {
    expect(await rowsContaining(app, y.email)).toEqual(before.y!);
    expect(await rowsContaining(app, z.email)).toEqual(before.z!);
    expect((await db().select().from(leads)).length).toBe(leadsBefore - 3);
  });

  test("erasing again finds nothing and is logged with zero counts", async () => {
    const again = await app.client({ cookie: adminCookie }).admin.personalData.erase.mutate({ email: x.email });
    expect(Object.values(again.counts).every((n) => n === 0)).toBe(true);
  });

  test("an address with a user account: the account stays and is reported", async () => {
    const res = await eraseRequest({ email: "plain.user@example.com" }, bearer("admin"));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: { account: unknown } } };
    expect(body.result.data.account).toEqual({ exists: true, isAdmin: false });
    expect(await db().select().from(user).where(eq(user.email, "plain.user@example.com"))).toHaveLength(1);
  });
});

describe("an address outside the index's pattern (non-ASCII)", () => {
  test("is found by reading the company's mails instead, and erased all the same", async () => {
    const address = "jiří.novák@example.cz";
    const typed = "Jiří.Novák@Example.cz";
    await db()
      .insert(formSubmissions)
      .values({ name: "Jiří", email: typed, message: "Dobrý den", source: "contact-page" });
    await db()
      .insert(mailOutbox)
      .values([
        { to: app.rt.config.mail.to, subject: "New enquiry", html: "<p>-</p>", text: `From Jiří <${typed}>.` },
        { to: app.rt.config.mail.to, subject: "Other", html: "<p>-</p>", text: "From x.jiří.novák@example.cz" },
        { to: typed, subject: "Thanks", html: "<p>-</p>", text: "Thanks" },
      ]);
    const result = await erasePersonalData(
      { db: db(), storage: app.rt.storage, log: app.rt.log, companyTo: app.rt.config.mail.to },
      typed,
      adminId,
    );
    expect(result.counts).toMatchObject({ formSubmissions: 1, mails: 2 });
    // What is left naming it is the mail about the longer address x.jiří.novák@example.cz.
    expect(await rowsContaining(app, address)).toEqual({ mail_outbox: 1 });
    expect(await rowsContaining(app, `x.${address}`)).toEqual({ mail_outbox: 1 });
  });
});

describe("export", () => {
  let w: SeededPerson;
  beforeAll(async () => {
    w = await seedPerson(app, "wanda.exportova@example.cz", "Wanda", adminId);
  }, 120_000);

  test("the zip holds the JSON with every kind of row and every file, byte-identical", async () => {
    const res = await exportRequest({ email: "Wanda.Exportova@example.cz" }, bearer("leads:read"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const doc = JSON.parse(new TextDecoder().decode(zip["personal-data.json"]!));
    expect(doc.email).toBe(w.email);
    expect(doc.formSubmissions).toHaveLength(2);
    expect(doc.uploads).toHaveLength(3);
    expect(doc.designInquiries).toHaveLength(1);
    expect(doc.generatedDesigns).toHaveLength(1);
    expect(doc.waitlistEntries).toHaveLength(1);
    expect(doc.leads).toHaveLength(3);
    expect(doc.leadEvents.map((e: { data: { type: string } }) => e.data.type).sort()).toEqual([
      "note",
      "received",
      "received",
      "received",
      "reply",
    ]);
    expect(doc.leadEvents.find((e: { data: { type: string } }) => e.data.type === "reply").data.text).toContain(
      "quote",
    );
    expect(doc.loginAttempts).toHaveLength(2);
    expect(doc.loginLimits.length).toBeGreaterThan(0);
    expect(doc.account).toBeNull();
    const mails = doc.mails as { to: string; text: string }[];
    expect(mails.some((m) => m.to === app.rt.config.mail.to && m.text.includes(w.email))).toBe(true);
    expect(mails.some((m) => m.to.toLowerCase() === w.email)).toBe(true);
    expect(doc.filesMissingFromStorage).toEqual([]);
    expect(doc.files.map((f: { key: string }) => f.key).sort()).toEqual([...w.fileKeys].sort());
    for (const key of w.fileKeys) {
      const stored = await app.rt.storage.get(key);
      const bytes = new Uint8Array(await new Response(stored!.body).arrayBuffer());
      expect(zip[`files/${key}`]).toEqual(bytes);
      if (w.uploaded.has(key)) expect(bytes).toEqual(new Uint8Array(w.uploaded.get(key)!));
    }
    // Nobody else's rows.
    expect(JSON.stringify(doc)).not.toContain("jan.dvorak@example.cz");
  });

  test("a user account is exported without password hashes, tokens or key hashes", async () => {
    const res = await exportRequest({ email: "owner@example.com" }, { cookie: adminCookie, origin: app.url });
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const doc = JSON.parse(new TextDecoder().decode(zip["personal-data.json"]!));
    expect(doc.account.user.email).toBe("owner@example.com");
    expect(doc.account.apiKeys.length).toBeGreaterThan(0);
    expect(doc.account.sessions.length).toBeGreaterThan(0);
    const rows = rowsOf<{ password: string; token: string; key_hash: string }>(
      await db().execute(sql`
        select a.password, s.token, k.key_hash from "user" u join account a on a.user_id = u.id
        join session s on s.user_id = u.id join api_key k on k.user_id = u.id where u.email = 'owner@example.com'`),
    );
    const text = JSON.stringify(doc);
    for (const r of rows) {
      expect(text).not.toContain(r.password);
      expect(text).not.toContain(r.token);
      expect(text).not.toContain(r.key_hash);
    }
    expect(text).not.toMatch(/"(password|token|keyHash|accessToken|idToken)"/);
  });
});

describe("who may", () => {
  const EMAIL = { email: "nobody@example.com" };
  test("export: anonymous 401, non-admin 403, analytics:read key 403, leads:read and admin keys 200", async () => {
    expect((await exportRequest(EMAIL)).status).toBe(401);
    expect((await exportRequest(EMAIL, { cookie: plainCookie })).status).toBe(403);
    const analytics = await exportRequest(EMAIL, bearer("analytics:read"));
    expect(analytics.status).toBe(403);
    expect(((await analytics.json()) as { error: { message: string } }).error.message).toBe(
      "This API key lacks the scope leads:read",
    );
    expect((await exportRequest(EMAIL, bearer("leads:read"))).status).toBe(200);
    expect((await exportRequest(EMAIL, bearer("admin"))).status).toBe(200);
  });

  test("erase: anonymous 401, non-admin 403, leads:read key 403, admin key and admin session 200", async () => {
    const count = async () => (await db().select().from(erasures)).length;
    const n = await count();
    expect((await eraseRequest(EMAIL)).status).toBe(401);
    expect((await eraseRequest(EMAIL, { cookie: plainCookie })).status).toBe(403);
    const leadsKey = await eraseRequest(EMAIL, bearer("leads:read"));
    expect(leadsKey.status).toBe(403);
    expect(((await leadsKey.json()) as { error: { message: string } }).error.message).toBe(
      "This API key lacks the scope admin",
    );
    expect(await count()).toBe(n);
    expect((await eraseRequest(EMAIL, bearer("admin"))).status).toBe(200);
    expect((await eraseRequest(EMAIL, { cookie: adminCookie, origin: app.url })).status).toBe(200);
    expect(await count()).toBe(n + 2);
  });

  const HOSTILE: [string, unknown, string][] = [
    ["empty", "", "Please enter an e-mail address"],
    ["blank", "   ", "Please enter an e-mail address"],
    ["too long", `${"a".repeat(300)}@example.com`, "E-mail is too long"],
    ["a number", 42, "Enter the e-mail address as text"],
    ["null", null, "Enter the e-mail address as text"],
    ["an object", { $ne: "" }, "Enter the e-mail address as text"],
    ["CRLF", "a@example.com\r\nBcc: evil@example.com", "The e-mail must not contain line breaks or control characters"],
    ["a trailing newline", "a@example.com\n", "The e-mail must not contain line breaks or control characters"],
    ["not an address", "not-an-email", "Please enter a valid e-mail address"],
    ["SQL", "' or 1=1 --", "Please enter a valid e-mail address"],
    ["a wildcard", "%@example.com", "Please enter a valid e-mail address"],
  ];
  for (const [what, email, message] of HOSTILE) {
    test(`${what}: 400 with "${message}" from both`, async () => {
      const exported = await exportRequest({ email }, bearer("admin"));
      expect(exported.status).toBe(400);
      expect(((await exported.json()) as { error: { message: string } }).error.message).toBe(message);
      const erased = await eraseRequest({ email }, bearer("admin"));
      expect(erased.status).toBe(400);
      expect(((await erased.json()) as { error: { message: string } }).error.message).toBe(message);
    });
  }

  test("no e-mail at all, a body that is not JSON, and a form post", async () => {
    const missing = await exportRequest({}, bearer("admin"));
    expect(missing.status).toBe(400);
    const broken = await fetch(`${app.url}/api/admin/personal-data/export`, {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer("admin") },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    const form = await fetch(`${app.url}/api/admin/personal-data/export`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...bearer("admin") },
      body: "email=a%40example.com",
    });
    expect(form.status).toBe(415);
  });
});
