import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connect, type Socket } from "node:net";
import { eq, sql } from "drizzle-orm";
import { user } from "../../drizzle/schema";
import { rowsOf } from "../../server/db/client";
import {
  ATTACHMENT_LIMITS,
  DOWNLOAD_LIMITS,
  type Slot,
  TOO_MANY_DOWNLOADS_MESSAGE,
} from "../../server/services/download-slots";
import { signUp } from "../helpers/auth";
import { TINY_PDF } from "../helpers/files";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { until } from "../helpers/until";
import { upload } from "../helpers/uploads";

/**
 * A script with a `leads:read` key opens the admin downloads in parallel: each CSV export and the
 * personal-data zip streams page after page from the database for as long as it is read. Unbounded,
 * they held the pool's connections in turn (PGlite has one) and the public site waited behind them.
 * Invariant: every download route takes a place per account and per instance while its body
 * streams; past either the answer is 429 with Retry-After at once and nothing is held; the place
 * comes back when the body ends, fails or the reader goes away. Attachments stream from the file
 * storage (on S3, each holds one of the SDK's sockets the public uploads need too) and take a place
 * of their own, with their own limits.
 */

/**
 * Enough rows that the waitlist CSV (about 20 MB) cannot sit whole in the sockets' buffers: a
 * reader that stops reading holds the download mid-stream.
 */
const WAITLIST_ROWS = 150_000;

let app: TestApp;
let ownerId: string;
let ownerCookie: string;
/** The owner's script: another way in to the same account. */
let key: string;
let petraCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  const owner = await signUp(app.url, "owner@example.com");
  ownerCookie = owner.cookie;
  await app.client({ cookie: ownerCookie }).admin.setup.mutate();
  key = (
    await app
      .client({ cookie: ownerCookie })
      .admin.apiKeys.create.mutate({ name: "export script", scopes: ["leads:read"] })
  ).key;
  const petra = await signUp(app.url, "petra@example.com");
  petraCookie = petra.cookie;
  const db = app.rt.database.db;
  await db.update(user).set({ isAdmin: true }).where(eq(user.email, "petra@example.com"));
  ownerId = (await db.select({ id: user.id }).from(user).where(eq(user.email, "owner@example.com")))[0]!.id;
  await db.execute(
    sql`insert into waitlist_entries (email) select 'w' || g || '@example.com' from generate_series(1, ${WAITLIST_ROWS}) g`,
  );
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

/** Every route that streams a download from the database. */
const DOWNLOADS: { name: string; init: (headers: Record<string, string>) => [string, RequestInit] }[] = [
  ...["submissions", "waitlist", "inquiries", "leads"].map((table) => ({
    name: `${table}.csv`,
    init: (headers: Record<string, string>): [string, RequestInit] => [`/api/admin/export/${table}.csv`, { headers }],
  })),
  {
    name: "personal-data zip",
    init: (headers) => [
      "/api/admin/personal-data/export",
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", origin: app.url },
        body: JSON.stringify({ email: "w1@example.com" }),
      },
    ],
  },
];

function download(route: (typeof DOWNLOADS)[number], headers: Record<string, string>, signal?: AbortSignal) {
  const [path, init] = route.init(headers);
  return fetch(`${app.url}${path}`, { ...init, signal });
}

const owner = () => ({ cookie: ownerCookie });
const script = () => ({ authorization: `Bearer ${key}` });
const petra = () => ({ cookie: petraCookie });

describe("downloads take a place while they stream", () => {
  test("an account at its share is refused on every download route, by cookie or key; another admin is not", async () => {
    const held: Slot[] = [];
    for (let i = 0; i < DOWNLOAD_LIMITS.perCaller; i++) held.push(app.rt.downloads.take(ownerId)!);
    try {
      for (const route of DOWNLOADS) {
        for (const headers of [owner(), script()]) {
          const res = await download(route, headers);
          expect({ route: route.name, status: res.status }).toEqual({ route: route.name, status: 429 });
          expect(res.headers.get("retry-after")).toBe(String(DOWNLOAD_LIMITS.retryAfterSeconds));
          expect(((await res.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY_DOWNLOADS_MESSAGE);
        }
        const other = await download(route, petra());
        expect({ route: route.name, status: other.status }).toEqual({ route: route.name, status: 200 });
        await other.body?.cancel();
      }
      // The refusals held nothing, and each download left gave its place back.
      await until(() => app.rt.downloads.load() === DOWNLOAD_LIMITS.perCaller, 10_000);
      expect(app.rt.downloads.load()).toBe(DOWNLOAD_LIMITS.perCaller);
    } finally {
      for (const slot of held) slot.release();
    }
    const res = await download(DOWNLOADS[0]!, owner());
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });

  test("with the instance full, every account is refused", async () => {
    const held: Slot[] = [];
    for (let i = 0; i < DOWNLOAD_LIMITS.total; i++) held.push(app.rt.downloads.take(`someone-${i}`)!);
    try {
      for (const route of DOWNLOADS) {
        const res = await download(route, petra());
        expect({ route: route.name, status: res.status }).toEqual({ route: route.name, status: 429 });
        await res.arrayBuffer();
      }
    } finally {
      for (const slot of held) slot.release();
    }
    expect(app.rt.downloads.load()).toBe(0);
  });

  test("a download read to the end holds every row and gives its place back", async () => {
    // The waitlist's rows were written by one statement: they share one time, down to the
    // microsecond, and each page's cursor must still lead to the next (it ended the export after
    // its first 500 rows on PostgreSQL while times were stored in microseconds).
    const res = await download(DOWNLOADS[1]!, script());
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines.length).toBe(1 + WAITLIST_ROWS);
    expect(new Set(lines.slice(1).map((l) => l.split(",")[0])).size).toBe(WAITLIST_ROWS);
    await until(() => app.rt.downloads.load() === 0, 5_000);
    expect(app.rt.downloads.load()).toBe(0);
  });

  test("a reader that stops reading holds its place; going away mid-download gives it back", async () => {
    const reader = await openAndStopReading("/api/admin/export/waitlist.csv", script());
    expect(reader.status).toBe(200);
    await Bun.sleep(500);
    // Still streaming: most of the 20 MB waits for a reader.
    expect(app.rt.downloads.load()).toBe(1);
    reader.goAway();
    await until(() => app.rt.downloads.load() === 0, 10_000);
    expect(app.rt.downloads.load()).toBe(0);
  });

  test("parallel downloads beyond the share: the extra ones are refused at once, the others stream", async () => {
    const readers = await Promise.all(
      Array.from({ length: 6 }, () => openAndStopReading("/api/admin/export/waitlist.csv", script())),
    );
    try {
      const statuses = readers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200).length).toBe(DOWNLOAD_LIMITS.perCaller);
      expect(statuses.filter((s) => s === 429).length).toBe(6 - DOWNLOAD_LIMITS.perCaller);
      expect(app.rt.downloads.load()).toBe(DOWNLOAD_LIMITS.perCaller);
    } finally {
      for (const reader of readers) reader.goAway();
    }
    await until(() => app.rt.downloads.load() === 0, 10_000);
    expect(app.rt.downloads.load()).toBe(0);
  });
});

describe("attachments take a place of their own while they stream", () => {
  /** A lead's file, uploaded as the public form does, and its download route. */
  async function attachment(name: string): Promise<{ key: string; path: string }> {
    const up = await upload(app.url, [{ name, data: TINY_PDF }]);
    const key = up.body.files![0]!.key;
    await app
      .client()
      .contact.submit.mutate({ name: "Petra", email: "petra@example.cz", message: "Trička", attachments: [key] });
    return { key, path: `/api/attachments/${encodeURIComponent(key)}` };
  }
  const get = (path: string, headers: Record<string, string>) => fetch(`${app.url}${path}`, { headers });

  test("an account at its share is refused, by cookie or key; another admin is not; the database downloads are apart", async () => {
    const { path } = await attachment("brief.pdf");
    const held: Slot[] = [];
    for (let i = 0; i < ATTACHMENT_LIMITS.perCaller; i++) held.push(app.rt.attachmentDownloads.take(ownerId)!);
    try {
      for (const headers of [owner(), script()]) {
        const res = await get(path, headers);
        expect(res.status).toBe(429);
        expect(res.headers.get("retry-after")).toBe(String(ATTACHMENT_LIMITS.retryAfterSeconds));
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY_DOWNLOADS_MESSAGE);
      }
      const other = await get(path, petra());
      expect(other.status).toBe(200);
      expect(new Uint8Array(await other.arrayBuffer())).toEqual(TINY_PDF);
      // A CSV export still streams: the two kinds of download do not take each other's places.
      const csv = await download(DOWNLOADS[0]!, owner());
      expect(csv.status).toBe(200);
      await csv.arrayBuffer();
      expect(app.rt.attachmentDownloads.load()).toBe(ATTACHMENT_LIMITS.perCaller);
    } finally {
      for (const slot of held) slot.release();
    }
    // Read to the end, a download gives its place back.
    const res = await get(path, owner());
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await until(() => app.rt.attachmentDownloads.load() === 0, 5_000);
    expect(app.rt.attachmentDownloads.load()).toBe(0);
  });

  test("with the instance full, every account is refused", async () => {
    const { path } = await attachment("logo.pdf");
    const held: Slot[] = [];
    for (let i = 0; i < ATTACHMENT_LIMITS.total; i++) held.push(app.rt.attachmentDownloads.take(`someone-${i}`)!);
    try {
      for (const headers of [owner(), petra(), script()]) {
        const res = await get(path, headers);
        expect(res.status).toBe(429);
        await res.arrayBuffer();
      }
    } finally {
      for (const slot of held) slot.release();
    }
    expect(app.rt.attachmentDownloads.load()).toBe(0);
  });

  test("a key nobody uploaded, and a file the storage lost, hold no place", async () => {
    const res = await get(`/api/attachments/${encodeURIComponent("uploads/none.pdf")}`, owner());
    expect(res.status).toBe(404);
    await res.arrayBuffer();
    const { key, path } = await attachment("lost.pdf");
    await app.rt.storage.delete(key);
    const lost = await get(path, owner());
    expect(lost.status).toBe(404);
    await lost.arrayBuffer();
    expect(app.rt.attachmentDownloads.load()).toBe(0);
    // The account's whole share is still there.
    const held = Array.from({ length: ATTACHMENT_LIMITS.perCaller }, () => app.rt.attachmentDownloads.take(ownerId));
    expect(held.every((slot) => slot !== null)).toBe(true);
    for (const slot of held) slot?.release();
  });
});

/**
 * A GET over a raw socket that reads the status line and then stops reading, as a slow or stalled
 * client does (fetch would buffer the whole body for us). `goAway` drops the connection.
 */
function openAndStopReading(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; goAway: () => void }> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: hostname, port: Number(port) }, () => {
      const lines = [
        `GET ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    });
    socket.once("data", (chunk: Buffer) => {
      socket.pause();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"))?.[1] ?? 0);
      resolve({ status, goAway: () => socket.destroy() });
    });
    socket.once("error", reject);
  });
}

describe("an export reads each page by an index", () => {
  /** Every table an admin list or export pages newest first (admin-lists.ts, leads.ts). */
  const PAGED = ["form_submissions", "waitlist_entries", "design_inquiries", "leads"];

  test("the page after a cursor is an index scan, never a sort of the whole table", async () => {
    const db = app.rt.database.db;
    for (const table of PAGED) {
      // Scans and sorts that need no index priced out: the plan shows what the indexes allow,
      // whatever the table's size now (on a few rows, reading all and sorting is cheapest).
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const rows = await tx.execute(
          sql.raw(`explain select * from ${table}
            where (created_at, id) < (now(), '00000000-0000-0000-0000-000000000000'::uuid)
            order by created_at desc, id desc limit 501`),
        );
        return rowsOf<{ "QUERY PLAN": string }>(rows);
      });
      const text = plan.map((r) => r["QUERY PLAN"]).join("\n");
      expect({ table, scan: /Index (Only )?Scan Backward using/.test(text) }).toEqual({ table, scan: true });
      expect({ table, sort: /^\s*(->\s+)?Sort\s+\(/m.test(text) }).toEqual({ table, sort: false });
    }
  });
});
