import { expect, test } from "bun:test";
import { join } from "node:path";
import { openAnalyticsStore } from "../../analytics/store";
import { formSubmissions, mailOutbox, waitlistEntries } from "../../drizzle/schema";
import { BROWSER_UA } from "../helpers/browser-agent";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { type ServerProcess, spawnServer } from "../helpers/server-process";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

/**
 * Faults of the server process itself, run as `bun server/index.ts` in a child process on the
 * suite's database (PGlite in its data folder, or PostgreSQL with DATABASE_URL).
 * Invariant: every request that got a 2xx is stored exactly once (with its mails queued), every
 * other request is safe to retry. kill -9 during analytics ingestion: analytics-durability.test.ts.
 */

interface Enquiry {
  token: string;
  name: string;
  email: string;
}

/** Sends one enquiry "through a trusted proxy" with its own client address (the per-IP limit is not under test). */
async function sendEnquiry(url: string, n: number, body?: ReadableStream<Uint8Array>) {
  const token = `${n}-${crypto.randomUUID().slice(0, 8)}`;
  const enquiry: Enquiry = { token, name: `Visitor ${token}`, email: `v${token}@example.com` };
  const json = JSON.stringify({ name: enquiry.name, email: enquiry.email, message: `token ${token}` });
  const res = await fetch(`${url}/trpc/contact.submit`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: body ?? json,
    ...(body ? { duplex: "half" } : {}),
  } as RequestInit).catch(() => null);
  return { enquiry, json, status: res?.status ?? null, text: res ? await res.text().catch(() => "") : "" };
}

/** What is stored, read straight from the database after the server has exited. */
async function readStored(database: TestDatabase) {
  const handle = await database.open();
  try {
    const submissions = await handle.db.select().from(formSubmissions);
    const mails = await handle.db.select().from(mailOutbox);
    const waitlist = await handle.db.select().from(waitlistEntries);
    return { submissions, mails, waitlist };
  } finally {
    await handle.close();
  }
}

function expectEachStoredOnceWithMails(acknowledged: Enquiry[], stored: Awaited<ReturnType<typeof readStored>>): void {
  for (const e of acknowledged) {
    const rows = stored.submissions.filter((s) => s.message === `token ${e.token}`);
    expect({ token: e.token, rows: rows.length }).toEqual({ token: e.token, rows: 1 });
  }
  // No submission at all (acknowledged or not) lacks its mails: each is stored whole or not at all.
  for (const s of stored.submissions) {
    const mails = stored.mails.filter((m) => m.to === s.email || m.subject === `New enquiry from ${s.name}`);
    expect({ submission: s.message, mails: mails.length }).toEqual({ submission: s.message, mails: 2 });
  }
  const messages = stored.submissions.map((s) => s.message);
  expect(new Set(messages).size).toBe(messages.length);
}

async function startOn(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer(env);
  await server.ready(60_000);
  return server;
}

test("kill -9 during a stream of enquiries: after a restart every acknowledged one is stored once, with both mails", async () => {
  const dataDir = makeTempDir("kill9-contact");
  const database = await createTestDatabase(dataDir);
  const port = await freePort();
  const env = { ...database.env, PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY_HOPS: "1", LOG_LEVEL: "error" };
  let server = await startOn(env);
  try {
    const acknowledged: Enquiry[] = [];
    const serverErrors: string[] = [];
    let n = 0;
    let stop = false;
    let cutOff = 0;
    const worker = async () => {
      while (!stop) {
        const r = await sendEnquiry(server.url, n++);
        if (r.status === null) {
          cutOff++; // the connection died with the process: not acknowledged
          return;
        }
        if (r.status === 200) acknowledged.push(r.enquiry);
        else if (r.status >= 500) serverErrors.push(`${r.status} ${r.text.slice(0, 200)}`);
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    while (acknowledged.length < 40) await Bun.sleep(5);
    server.proc.kill("SIGKILL");
    stop = true;
    await Promise.all(workers);
    await server.proc.exited;
    expect(serverErrors).toEqual([]);
    expect(cutOff).toBeGreaterThan(0); // the kill landed while requests were in flight

    // The restarted server recovers the database and takes new enquiries at once.
    server = await startOn(env);
    const after = await sendEnquiry(server.url, 1_000_000);
    expect(after.status).toBe(200);
    acknowledged.push(after.enquiry);
    server.proc.kill("SIGTERM");
    expect(await server.proc.exited).toBe(0);

    expectEachStoredOnceWithMails(acknowledged, await readStored(database));
  } finally {
    server.proc.kill("SIGKILL");
    await database.drop();
  }
}, 120_000);

test("SIGTERM under load: in-flight requests finish, acknowledged writes persist, the process exits within the grace period", async () => {
  const dataDir = makeTempDir("sigterm-load");
  const database = await createTestDatabase(dataDir);
  const port = await freePort();
  const env = { ...database.env, PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY_HOPS: "1", LOG_LEVEL: "info" };
  const server = await startOn(env);
  try {
    // Three enquiries whose bodies are still arriving when the signal comes.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = Array.from({ length: 3 }, (_, i) => {
      const n = 2_000_000 + i;
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          const json = JSON.stringify({ name: `Slow ${n}`, email: `slow${n}@example.com`, message: `token slow-${n}` });
          controller.enqueue(new TextEncoder().encode(json.slice(0, 20)));
          await gate;
          controller.enqueue(new TextEncoder().encode(json.slice(20)));
          controller.close();
        },
      });
      return fetch(`${server.url}/trpc/contact.submit`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.200.0.${i}` },
        body,
        duplex: "half",
      } as RequestInit).then(
        async (res) => ({ status: res.status, text: await res.text() }),
        () => ({ status: null, text: "" }),
      );
    });

    // A steady stream of enquiries, waitlist joins and analytics batches.
    const acknowledged: Enquiry[] = [];
    const joined: string[] = [];
    const events: string[] = [];
    const statuses: number[] = [];
    let n = 0;
    let stop = false;
    const load = async (kind: number) => {
      while (!stop) {
        const i = n++;
        if (kind === 0) {
          const r = await sendEnquiry(server.url, i);
          if (r.status === null) return;
          statuses.push(r.status);
          if (r.status === 200) acknowledged.push(r.enquiry);
        } else if (kind === 1) {
          const email = `w${i}@example.com`;
          const res = await fetch(`${server.url}/trpc/waitlist.join`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.100.${i >> 8}.${i & 255}` },
            body: JSON.stringify({ email }),
          }).catch(() => null);
          if (!res) return;
          statuses.push(res.status);
          if (res.status === 200) joined.push(email);
        } else {
          const batch = Array.from({ length: 20 }, () => ({
            type: "pageview",
            id: crypto.randomUUID(),
            sessionId: `sigterm-${i}`,
            at: Date.now(),
            path: "/sigterm",
          }));
          const res = await fetch(`${server.url}/api/analytics/events`, {
            method: "POST",
            headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
            body: JSON.stringify({ events: batch }),
          }).catch(() => null);
          if (!res) return;
          statuses.push(res.status);
          if (res.status === 204) events.push(...batch.map((e) => e.id));
        }
      }
    };
    const workers = [0, 0, 1, 1, 2, 2].map(load);
    while (acknowledged.length < 10 || joined.length < 10 || events.length < 100) await Bun.sleep(5);

    server.proc.kill("SIGTERM");
    const signalled = performance.now();
    await Bun.sleep(200);
    release();
    const slowAnswers = await Promise.all(slow);
    const code = await server.proc.exited;
    const exitedAfter = performance.now() - signalled;
    stop = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    expect(exitedAfter).toBeLessThan(5_000);
    await server.drained();
    expect(server.output()).toContain('"msg":"stopped"');
    // The requests that were already being read when the signal came got their answer.
    expect(slowAnswers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    const stored = await readStored(database);
    const slowEnquiries = [0, 1, 2].map((i) => ({
      token: `slow-${2_000_000 + i}`,
      name: `Slow ${2_000_000 + i}`,
      email: `slow${2_000_000 + i}@example.com`,
    }));
    // The slow ones' messages are "token slow-N"; the stream's are "token N-xxxx".
    expectEachStoredOnceWithMails([...acknowledged, ...slowEnquiries], stored);
    const emails = new Set(stored.waitlist.map((w) => w.email));
    expect(joined.filter((e) => !emails.has(e))).toEqual([]);

    const store = await openAnalyticsStore(join(dataDir, "analytics.duckdb"));
    try {
      const rows = (
        await store.write((c) => c.runAndReadAll("SELECT event_id FROM page_views WHERE page_path = '/sigterm'"))
      ).getRowObjectsJson();
      const ids = new Set(rows.map((r) => String(r.event_id)));
      expect(ids.size).toBe(rows.length);
      expect(events.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      await store.close();
    }
  } finally {
    server.proc.kill("SIGKILL");
    await database.drop();
  }
}, 120_000);
