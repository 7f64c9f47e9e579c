import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { adminInvitations, apiKey, user } from "../../drizzle/schema";
import { migrationsFolder, PGLITE_EXTENSIONS } from "../../server/db/client";
import { SESSION_REQUIRED_MESSAGE } from "../../server/trpc/init";
import { appRouter } from "../../server/trpc/router";
import { API_KEY_SCOPES, type ApiKeyScope } from "../../shared/api-key-scopes";
import { signUp } from "../helpers/auth";
import { TINY_PDF } from "../helpers/files";
import { makeTempDir } from "../helpers/paths";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { upload } from "../helpers/uploads";

/**
 * Decision 0015: what an API key may do is its scopes. Every procedure of the router is classified
 * below (a new one fails the first test until someone decides what it needs); every admin
 * procedure and admin route is called with a key of each scope, and must answer exactly as its
 * scope says. Managing keys, invitations and accounts stays session-only whatever the scopes.
 */
type Needs = ApiKeyScope | "session" | "public";
const NEEDS: Record<string, Needs> = {
  "analytics.dashboard": "analytics:read",
  "analytics.conversions": "analytics:read",
  // Counts of leads by source, no lead in them: the analytics' scope (decision 0020).
  "analytics.leadSources": "analytics:read",
  "admin.submissions.list": "leads:read",
  "admin.waitlist.list": "leads:read",
  "admin.inquiries.list": "leads:read",
  "admin.leads.list": "leads:read",
  "admin.leads.counts": "leads:read",
  "admin.leads.get": "leads:read",
  "admin.leads.source": "leads:read",
  "admin.leads.promise": "leads:read",
  "admin.leads.owners": "leads:read",
  "admin.leads.setStatus": "admin",
  "admin.leads.setOwner": "admin",
  "admin.leads.addNote": "admin",
  "admin.leads.reply": "admin",
  "admin.aiBudget": "admin",
  "admin.personalData.erase": "admin",
  "security.metrics": "admin",
  "security.refresh": "admin",
  "admin.setup": "session",
  "admin.acceptInvite": "session",
  "admin.apiKeys.list": "session",
  "admin.apiKeys.create": "session",
  "admin.apiKeys.revoke": "session",
  "admin.invites.list": "session",
  "admin.invites.create": "session",
  "admin.invites.revoke": "session",
  // A person's own mail setting (decision 0022): a key is no person.
  "admin.weeklyReport.get": "session",
  "admin.weeklyReport.set": "session",
  "auth.me": "public",
  "auth.isRateLimited": "public",
  "contact.submit": "public",
  "waitlist.join": "public",
  "generator.generate": "public",
  "generator.sendInquiry": "public",
  "system.health": "public",
};
/** Valid inputs, so that a call the scope allows answers 200. */
const INPUT: Record<string, unknown> = {
  "analytics.dashboard": { range: "24h" },
  "analytics.conversions": { range: "24h" },
  "analytics.leadSources": { range: "24h" },
  "admin.submissions.list": {},
  "admin.waitlist.list": {},
  "admin.inquiries.list": {},
  // The lead's id is filled in once the lead exists (beforeAll).
  "admin.leads.get": { id: "" },
  "admin.leads.source": { id: "" },
  "admin.leads.setStatus": { id: "", status: "in_progress" },
  "admin.leads.setOwner": { id: "", ownerId: null },
  "admin.leads.addNote": { id: "", text: "Called back" },
  "admin.leads.reply": { id: "", text: "Thanks, we'll send a quote." },
  "admin.apiKeys.create": { name: "successor", scopes: ["admin"] },
  "admin.apiKeys.revoke": { id: "00000000-0000-4000-8000-000000000000" },
  "admin.invites.create": { email: "new-admin@example.com", locale: "en" },
  "admin.invites.revoke": { id: "00000000-0000-4000-8000-000000000000" },
  "admin.acceptInvite": { token: "a".repeat(43) },
  "admin.weeklyReport.set": { enabled: false, locale: "en" },
  "admin.personalData.erase": { email: "nobody@example.com" },
};
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: "query" | "mutation" } }>,
).map(([path, p]) => ({ path, type: p._def.type, needs: NEEDS[path] }));
const guarded = procedures.filter((p) => p.needs !== "public");

let app: TestApp;
let adminCookie: string;
let attachmentRoute: string;
/** The admin routes: all of them read leads. */
const routes = () => [
  attachmentRoute,
  "/api/admin/export/submissions.csv",
  "/api/admin/export/waitlist.csv",
  "/api/admin/export/inquiries.csv",
  "/api/admin/export/leads.csv",
];
const db = () => app.rt.database.db;

async function createKey(input: { scopes?: ApiKeyScope[]; expiresAt?: string | null; name?: string }) {
  return app.client({ cookie: adminCookie }).admin.apiKeys.create.mutate({ name: "script", ...input });
}
async function call(path: string, type: "query" | "mutation", key: string) {
  const headers = { "content-type": "application/json", authorization: `Bearer ${key}` };
  const input = JSON.stringify(INPUT[path] ?? {});
  const res =
    type === "query"
      ? await fetch(`${app.url}/trpc/${path}?input=${encodeURIComponent(input)}`, { headers })
      : await fetch(`${app.url}/trpc/${path}`, { method: "POST", headers, body: input });
  const body = (await res.json()) as { error?: { message: string } };
  return { status: res.status, message: body.error?.message };
}
async function get(route: string, key: string) {
  const res = await fetch(`${app.url}${route}`, { headers: { authorization: `Bearer ${key}` } });
  const body = res.status === 200 ? null : ((await res.json()) as { error: { message: string } });
  return { status: res.status, message: body?.error.message };
}
const counts = async () => ({
  keys: (await db().select().from(apiKey)).length,
  invitations: (await db().select().from(adminInvitations)).length,
  admins: (await db().select().from(user).where(eq(user.isAdmin, true))).length,
});

beforeAll(async () => {
  app = await startTestApp();
  const { cookie } = await signUp(app.url, "owner@example.com");
  adminCookie = cookie;
  await app.client({ cookie }).admin.setup.mutate();
  // A lead with an attachment, so the lists, the export and the download have something to serve.
  const up = await upload(app.url, [{ name: "brief.pdf", data: TINY_PDF }]);
  const key = up.body.files![0]!.key;
  const lead = await app
    .client()
    .contact.submit.mutate({ name: "Petra", email: "petra@example.cz", message: "Trička", attachments: [key] });
  for (const path of Object.keys(INPUT)) {
    const input = INPUT[path] as { id?: string };
    if (path.startsWith("admin.leads.")) input.id = lead.id;
  }
  attachmentRoute = `/api/attachments/${encodeURIComponent(key)}`;
}, 60_000);
afterAll(() => app?.stop(), 60_000);

describe("every procedure is classified", () => {
  test("the router's procedures and the table above are the same set", () => {
    expect(procedures.filter((p) => !p.needs).map((p) => p.path)).toEqual([]);
    expect(Object.keys(NEEDS).sort()).toEqual(procedures.map((p) => p.path).sort());
  });
});

/** What a key holding `scopes` must get from a procedure or route that needs `needs`. */
function expected(scopes: ApiKeyScope[], needs: Needs): { status: number; message: string | undefined } {
  if (needs === "session") return { status: 403, message: SESSION_REQUIRED_MESSAGE };
  if (needs === "public" || scopes.includes(needs) || scopes.includes("admin"))
    return { status: 200, message: undefined };
  return { status: 403, message: `This API key lacks the scope ${needs}` };
}

const KINDS: ApiKeyScope[][] = [["analytics:read"], ["leads:read"], ["admin"], ["analytics:read", "leads:read"]];
for (const scopes of KINDS) {
  describe(`a key with ${scopes.join(" + ")}`, () => {
    let key = "";
    beforeAll(async () => {
      key = (await createKey({ scopes })).key;
    });

    for (const { path, type, needs } of guarded) {
      const want = expected(scopes, needs as Needs);
      test(`${path} (${needs}): ${want.status}`, async () => {
        const before = await counts();
        const got = await call(path, type, key);
        expect(got).toEqual(want);
        if (want.status !== 200) expect(await counts()).toEqual(before);
      });
    }

    test("the admin routes (leads:read): download and CSV export", async () => {
      const want = expected(scopes, "leads:read");
      for (const route of routes()) expect({ route, ...(await get(route, key)) }).toEqual({ route, ...want });
    });
  });
}

describe("what each scope reads", () => {
  test("analytics:read reads the dashboard through the typed client, and is refused the leads", async () => {
    const { key } = await createKey({ scopes: ["analytics:read"] });
    const script = app.client({ authorization: `Bearer ${key}` });
    expect((await script.analytics.dashboard.query({ range: "7d" })).range).toBe("7d");
    const error = await script.admin.submissions.list.query({}).catch((e) => e);
    expect(error.data.httpStatus).toBe(403);
    expect(error.message).toBe("This API key lacks the scope leads:read");
  });

  test("leads:read lists the submission and downloads its attachment byte-identical", async () => {
    const { key } = await createKey({ scopes: ["leads:read"] });
    const list = await app.client({ authorization: `Bearer ${key}` }).admin.submissions.list.query({});
    expect(list.items.map((s) => s.email)).toContain("petra@example.cz");
    const res = await fetch(`${app.url}${attachmentRoute}`, { headers: { authorization: `Bearer ${key}` } });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(TINY_PDF));
    const csv = await fetch(`${app.url}/api/admin/export/submissions.csv`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(await csv.text()).toContain("petra@example.cz");
  });

  test("the admin's browser session keeps every scope", async () => {
    const session = app.client({ cookie: adminCookie });
    expect((await session.analytics.dashboard.query({ range: "24h" })).range).toBe("24h");
    expect((await session.admin.submissions.list.query({})).total).toBeGreaterThan(0);
    expect((await session.security.metrics.query()).length).toBeGreaterThan(0);
    expect((await fetch(`${app.url}${attachmentRoute}`, { headers: { cookie: adminCookie } })).status).toBe(200);
  });

  test("a key stored with an unknown scope (written by hand) is granted nothing by it", async () => {
    const { key, id } = await createKey({ scopes: ["analytics:read"] });
    await db()
      .update(apiKey)
      .set({ scopes: ["analytics:read", "superuser" as ApiKeyScope] })
      .where(eq(apiKey.id, id));
    expect((await call("admin.aiBudget", "query", key)).status).toBe(403);
    expect((await call("analytics.dashboard", "query", key)).status).toBe(200);
  });
});

describe("expired and revoked keys are refused like unknown ones, saying the key is not valid", () => {
  const unknown = `mk_${"x".repeat(43)}`;

  async function expectAll401(key: string) {
    for (const { path, type } of guarded) {
      expect({ path, ...(await call(path, type, key)) }).toEqual({
        path,
        status: 401,
        message: "This API key is not valid: it is unknown, revoked or expired.",
      });
    }
    for (const route of routes()) {
      expect({ route, ...(await get(route, key)) }).toEqual({
        route,
        status: 401,
        message: "This API key is not valid: it is unknown, revoked or expired.",
      });
    }
    // A public procedure still answers, as to nobody.
    expect(await app.client({ authorization: `Bearer ${key}` }).auth.me.query()).toBeNull();
  }

  test("an unknown key: 401 everywhere", async () => {
    await expectAll401(unknown);
  });

  test("a key whose expiry has passed: 401 everywhere, its last use is not updated", async () => {
    const { key, id } = await createKey({ scopes: [...API_KEY_SCOPES], expiresAt: expiresIn(30) });
    expect((await call("analytics.dashboard", "query", key)).status).toBe(200);
    const past = new Date(Date.now() - 1000);
    await db().update(apiKey).set({ expiresAt: past, lastUsedAt: null }).where(eq(apiKey.id, id));
    await expectAll401(key);
    const [row] = await db().select().from(apiKey).where(eq(apiKey.id, id));
    expect(row?.lastUsedAt).toBeNull();
  });

  test("a key expiring in the future works and records its last use", async () => {
    const { key, id } = await createKey({ scopes: ["analytics:read"], expiresAt: expiresIn(1) });
    expect((await call("analytics.dashboard", "query", key)).status).toBe(200);
    const [row] = await db().select().from(apiKey).where(eq(apiKey.id, id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  test("a revoked key: 401 everywhere", async () => {
    const { key, id } = await createKey({ scopes: [...API_KEY_SCOPES] });
    expect((await call("admin.aiBudget", "query", key)).status).toBe(200);
    await app.client({ cookie: adminCookie }).admin.apiKeys.revoke.mutate({ id });
    await expectAll401(key);
  });
});

const DAY = 24 * 60 * 60 * 1000;
const expiresIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe("creating a key", () => {
  test("default: analytics:read, never expires; the list shows scopes, expiry and last use", async () => {
    const created = await app.client({ cookie: adminCookie }).admin.apiKeys.create.mutate({ name: "defaults" });
    expect(created.scopes).toEqual(["analytics:read"]);
    expect(created.expiresAt).toBeNull();
    const expiresAt = expiresIn(365);
    const dated = await createKey({ name: "dated", scopes: ["admin", "leads:read", "admin"], expiresAt });
    // Stored once each, in the canonical order.
    expect(dated.scopes).toEqual(["leads:read", "admin"]);
    const list = await app.client({ cookie: adminCookie }).admin.apiKeys.list.query();
    const byId = Object.fromEntries(list.map((k) => [k.id, k]));
    expect(byId[created.id]).toMatchObject({ scopes: ["analytics:read"], expiresAt: null, lastUsedAt: null });
    expect(byId[dated.id]?.scopes).toEqual(["leads:read", "admin"]);
    expect(new Date(byId[dated.id]!.expiresAt!).toISOString()).toBe(expiresAt);
  });

  const BAD: [string, Record<string, unknown>, string][] = [
    ["an unknown scope", { scopes: ["analytics:read", "keys:write"] }, "Unknown scope."],
    ["no scope", { scopes: [] }, "Choose at least one scope"],
    ["scopes that are not a list", { scopes: "admin" }, ""],
    [
      "an expiry in the past",
      { expiresAt: new Date(Date.now() - DAY).toISOString() },
      "The expiry must be in the future",
    ],
    ["an expiry over 2 years ahead", { expiresAt: expiresIn(2 * 365 + 2) }, "The expiry can be at most 2 years ahead"],
    ["an expiry that is not a date", { expiresAt: "next year" }, "The expiry must be a date and time (ISO 8601)"],
  ];
  for (const [what, input, message] of BAD) {
    test(`${what}: 400 with a clear message, nothing stored`, async () => {
      const before = (await db().select().from(apiKey)).length;
      const res = await fetch(`${app.url}/trpc/admin.apiKeys.create`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: adminCookie },
        body: JSON.stringify({ name: "bad", ...input }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string } };
      if (message) expect(body.error.message).toStartWith(message);
      expect((await db().select().from(apiKey)).length).toBe(before);
    });
  }

  test("an expiry just under 2 years ahead is accepted", async () => {
    const { expiresAt } = await createKey({ expiresAt: expiresIn(2 * 365 - 1) });
    expect(expiresAt).not.toBeNull();
  });
});

describe("migration 0009", () => {
  test("keys made before scopes get all three, and never expire; new rows default to analytics:read", async () => {
    // The migrations up to 0008 in a folder of their own, then the real folder on the same database.
    const folder = join(makeTempDir("migrations"), "m");
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < "0009");
    writeFileSync(journalPath, JSON.stringify(journal));
    const pg = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      await migrate(drizzle(pg), { migrationsFolder: folder });
      await pg.exec(`
        insert into "user" (id, name, email, is_admin) values ('u1', 'Old', 'old@example.com', true);
        insert into api_key (id, name, prefix, key_hash, user_id) values ('k1', 'old', 'mk_old', 'hash1', 'u1');
      `);
      await migrate(drizzle(pg), { migrationsFolder });
      const old = await pg.query<{ scopes: string[]; expires_at: Date | null }>(
        "select scopes, expires_at from api_key where id = 'k1'",
      );
      expect(old.rows).toEqual([{ scopes: ["analytics:read", "leads:read", "admin"], expires_at: null }]);
      await pg.exec(
        `insert into api_key (id, name, prefix, key_hash, user_id) values ('k2', 'new', 'mk_new', 'hash2', 'u1')`,
      );
      const fresh = await pg.query<{ scopes: string[] }>("select scopes from api_key where id = 'k2'");
      expect(fresh.rows).toEqual([{ scopes: ["analytics:read"] }]);
    } finally {
      await pg.close();
    }
  });
});
