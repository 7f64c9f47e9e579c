/**
 * The server Playwright tests run against: the real app with a fresh data folder and a fresh
 * database (PGlite, or a new PostgreSQL database when DATABASE_URL is set), on E2E_PORT.
 * Like `bun run start` with no settings, it has no PUBLIC_URL: the browser reaches it as
 * http://127.0.0.1:PORT, one of the loopback names trusted then (origins.e2e.ts).
 * Beside it, on E2E_PORT + 1, a read-only inspection endpoint lets browser tests check what the
 * server stored (rows, files, queued mail, the mail files written, design inquiries, leads) without
 * reaching into its database themselves. Its one write, `POST /leads/<id>/age?hours=N`, moves a lead's
 * clock back (a test cannot wait 24 hours for a promise to run out); it exists only under NODE_ENV=test.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import {
  designInquiries,
  formSubmissions,
  leadEvents,
  leads,
  mailOutbox,
  uploads,
  waitlistEntries,
} from "../../drizzle/schema";
import { parseConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { createRuntime } from "../../server/runtime";
import { startServer } from "../../server/server";
import { makeTempDir } from "../helpers/paths";
import { createTestDatabase } from "../helpers/test-db";

const port = Number(process.env.E2E_PORT ?? 4321);
const dataDir = makeTempDir("e2e");
const database = await createTestDatabase(dataDir);
const { PUBLIC_URL: _ignored, ...env } = process.env;
const config = parseConfig({
  ...env,
  ...database.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  NODE_ENV: "test",
  // Every browser test signs up from 127.0.0.1; the default (10 an hour) is tested in hostile-auth.
  SIGN_UP_LIMIT: "1000",
  // No weekly report mails among the ones the browser tests read (weekly-report.e2e.ts tests the switch).
  WEEKLY_REPORT_CHECK_SECONDS: "0",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
});
const rt = await createRuntime(config, createLogger(config.logLevel));
const server = startServer(rt, { port, hostname: "127.0.0.1" });

async function sha256(key: string): Promise<string | null> {
  const object = await rt.storage.get(key);
  if (!object) return null;
  return createHash("sha256")
    .update(new Uint8Array(await new Response(object.body).arrayBuffer()))
    .digest("hex");
}

const inspector = Bun.serve({
  port: port + 1,
  hostname: "127.0.0.1",
  async fetch(req) {
    const { pathname } = new URL(req.url);
    const db = rt.database.db;
    if (pathname === "/submissions") {
      const rows = await db.select().from(formSubmissions).orderBy(desc(formSubmissions.createdAt));
      const files = await db.select().from(uploads);
      return Response.json(
        await Promise.all(
          rows.map(async (row) => ({
            ...row,
            files: await Promise.all(
              files
                .filter((f) => f.submissionId === row.id)
                .map(async (f) => ({ key: f.key, name: f.originalName, size: f.size, sha256: await sha256(f.key) })),
            ),
          })),
        ),
      );
    }
    if (pathname === "/waitlist") return Response.json(await db.select().from(waitlistEntries));
    if (pathname === "/outbox") return Response.json(await db.select().from(mailOutbox).orderBy(mailOutbox.createdAt));
    if (pathname === "/mail-files") {
      // The .eml files the outbox wrote (no SMTP here), those containing ?contains=… only.
      const contains = new URL(req.url).searchParams.get("contains") ?? "";
      const dir = config.mail.outboxDir;
      const names = await readdir(dir).catch(() => [] as string[]);
      const files = await Promise.all(names.map((name) => readFile(join(dir, name), "utf8")));
      return Response.json(files.filter((f) => f.includes(contains)));
    }
    if (pathname === "/leads") return Response.json(await db.select().from(leads).orderBy(desc(leads.createdAt)));
    const age = /^\/leads\/([0-9a-f-]{36})\/age$/.exec(pathname);
    if (age && req.method === "POST" && config.env === "test") {
      const hours = Number(new URL(req.url).searchParams.get("hours"));
      if (!Number.isFinite(hours) || hours <= 0)
        return new Response("hours must be a positive number", { status: 400 });
      const shift = sql`make_interval(secs => ${hours * 3600})`;
      const id = age[1] as string;
      await db
        .update(leads)
        .set({
          createdAt: sql`${leads.createdAt} - ${shift}`,
          dueAt: sql`${leads.dueAt} - ${shift}`,
          firstReplyAt: sql`${leads.firstReplyAt} - ${shift}`,
        })
        .where(eq(leads.id, id));
      await db
        .update(leadEvents)
        .set({ createdAt: sql`${leadEvents.createdAt} - ${shift}` })
        .where(eq(leadEvents.leadId, id));
      return Response.json({ ok: true });
    }
    if (pathname === "/inquiries") {
      const rows = await db.select().from(designInquiries).orderBy(desc(designInquiries.createdAt));
      return Response.json(
        await Promise.all(rows.map(async (row) => ({ ...row, imageSha256: await sha256(row.imageKey) }))),
      );
    }
    return new Response("not found", { status: 404 });
  },
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    inspector.stop(true);
    await server.stop(500);
    await database.drop().catch(() => {});
    process.exit(0);
  });
}
console.log(`e2e server on ${server.url}, inspector on http://127.0.0.1:${port + 1}`);
