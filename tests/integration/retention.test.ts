import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import {
  designInquiries,
  formSubmissions,
  generatedDesigns,
  leadEvents,
  leads,
  mailOutbox,
  pendingFileDeletions,
  uploads,
  user,
} from "../../drizzle/schema";
import { applyRetention, monthsBefore } from "../../server/jobs/retention";
import { signUp } from "../helpers/auth";
import { type SeededPerson, seedPerson, storedKeys } from "../helpers/personal-data";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * Retention (RETENTION_MONTHS, default 24): leads closed longer ago than that go with everything
 * they hold; older leads keep their row but lose their attachments and logo. And a file an erasure
 * could not delete is kept in pending_file_deletions until housekeeping manages.
 */
let app: TestApp;
let adminId: string;
let adminCookie: string;
const db = () => app.rt.database.db;
const now = new Date();
const longAgo = monthsBefore(now, 26);
const recently = monthsBefore(now, 1);

beforeAll(async () => {
  app = await startTestApp({ REQUIRE_EMAIL_VERIFICATION: "false", TRUST_PROXY_HOPS: "1" });
  adminCookie = (await signUp(app.url, "owner@example.com")).cookie;
  await app.client({ cookie: adminCookie }).admin.setup.mutate();
  adminId = (await db().select({ id: user.id }).from(user).where(eq(user.email, "owner@example.com")))[0]!.id;
}, 120_000);
afterAll(() => app?.stop(), 60_000);

/** Moves a person's leads and source rows back to `createdAt`, closed at `closedAt` (or open). */
async function age(p: SeededPerson, createdAt: Date, closedAt: Date | null) {
  const ids = [...p.submissionIds, p.inquiryId];
  await db()
    .update(leads)
    .set({ createdAt, closedAt, status: closedAt ? "lost" : "in_progress" })
    .where(inArray(leads.id, ids));
  await db().update(formSubmissions).set({ createdAt }).where(inArray(formSubmissions.id, p.submissionIds));
  await db().update(designInquiries).set({ createdAt }).where(eq(designInquiries.id, p.inquiryId));
}

describe("retention", () => {
  let closedOld: SeededPerson;
  let openOld: SeededPerson;
  let closedRecent: SeededPerson;
  let first: Awaited<ReturnType<typeof applyRetention>>[];
  let mailsBefore: number;
  let ottoMailIds: string[];
  let stuckMailId: string;

  beforeAll(async () => {
    closedOld = await seedPerson(app, "closed.old@example.cz", "Olga", adminId);
    openOld = await seedPerson(app, "open.old@example.cz", "Otto", adminId);
    closedRecent = await seedPerson(app, "closed.recent@example.cz", "Rita", adminId);
    await age(closedOld, longAgo, monthsBefore(now, 25));
    await age(openOld, longAgo, null);
    await age(closedRecent, monthsBefore(now, 3), recently);
    // Every mail about Otto (his confirmations, the company's notifications, his reply) made as old
    // as his lead and delivered; and an old mail still waiting for its next attempt.
    const ottos = (await db().select().from(mailOutbox)).filter(
      (m) => m.to.toLowerCase() === "open.old@example.cz" || m.text.includes("Otto"),
    );
    ottoMailIds = ottos.map((m) => m.id);
    await db()
      .update(mailOutbox)
      .set({ status: "sent", createdAt: longAgo, sentAt: longAgo })
      .where(inArray(mailOutbox.id, ottoMailIds));
    const [stuck] = await db()
      .insert(mailOutbox)
      .values({
        to: "late@example.cz",
        subject: "Still trying",
        html: "<p>x</p>",
        text: "x",
        createdAt: longAgo,
        nextAttemptAt: monthsBefore(now, -1),
      })
      .returning({ id: mailOutbox.id });
    stuckMailId = stuck!.id;
    mailsBefore = (await db().select().from(mailOutbox)).length;
    // Two instances at once: each batch is claimed with SKIP LOCKED, so they share, never double.
    first = await Promise.all([
      applyRetention(db(), app.rt.storage, app.rt.log, 24, now),
      applyRetention(db(), app.rt.storage, app.rt.log, 24, now),
    ]);
  }, 120_000);

  test("a lead closed longer ago than the window is gone with its source rows, events, design, uploads and files", async () => {
    const ids = [...closedOld.submissionIds, closedOld.inquiryId];
    expect(await db().select().from(leads).where(inArray(leads.id, ids))).toEqual([]);
    expect(await db().select().from(leadEvents).where(inArray(leadEvents.leadId, ids))).toEqual([]);
    expect(
      await db().select().from(formSubmissions).where(inArray(formSubmissions.id, closedOld.submissionIds)),
    ).toEqual([]);
    expect(await db().select().from(designInquiries).where(eq(designInquiries.id, closedOld.inquiryId))).toEqual([]);
    expect(await db().select().from(uploads).where(inArray(uploads.key, closedOld.fileKeys))).toEqual([]);
    expect(
      await db().select().from(generatedDesigns).where(inArray(generatedDesigns.imageKey, closedOld.fileKeys)),
    ).toEqual([]);
    const stored = new Set(storedKeys(app));
    for (const key of closedOld.fileKeys) expect(stored.has(key)).toBe(false);
    // Its reply mail went with its timeline; Otto's old delivered mails but his reply went too (below).
    expect((await db().select().from(mailOutbox)).length).toBe(mailsBefore - 1 - (ottoMailIds.length - 1));
  });

  test("an open lead older than the window keeps its row but loses attachments and logo (files, upload rows, list)", async () => {
    const ids = [...openOld.submissionIds, openOld.inquiryId];
    expect(await db().select().from(leads).where(inArray(leads.id, ids))).toHaveLength(3);
    const subs = await db().select().from(formSubmissions).where(inArray(formSubmissions.id, openOld.submissionIds));
    expect(subs).toHaveLength(2);
    expect(subs.map((s) => s.attachments)).toEqual([null, null]);
    const [inquiry] = await db().select().from(designInquiries).where(eq(designInquiries.id, openOld.inquiryId));
    expect(inquiry!.logoKey).toBeNull();
    expect(
      await db()
        .select()
        .from(uploads)
        .where(inArray(uploads.key, [...openOld.uploaded.keys()])),
    ).toEqual([]);
    const stored = new Set(storedKeys(app));
    for (const key of openOld.uploaded.keys()) expect(stored.has(key)).toBe(false);
    // The design itself (image and print file) is the lead's content, not an attachment: kept.
    expect(stored.has(inquiry!.imageKey)).toBe(true);
  });

  test("delivered mails older than the window go, except a lead's reply (it goes with its lead) and a pending mail", async () => {
    const left = await db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [...ottoMailIds, stuckMailId]));
    const [reply] = await db()
      .select({ mailId: leadEvents.mailId })
      .from(leadEvents)
      .where(and(inArray(leadEvents.leadId, openOld.submissionIds), isNotNull(leadEvents.mailId)));
    expect(ottoMailIds.length).toBeGreaterThan(3);
    expect(left.map((m) => m.id).sort()).toEqual([reply!.mailId as string, stuckMailId].sort());
    // Recent mails stay (Rita's, closed a month ago).
    expect((await db().select().from(mailOutbox)).some((m) => m.to === "closed.recent@example.cz")).toBe(true);
  });

  test("a lead closed within the window keeps everything", async () => {
    const ids = [...closedRecent.submissionIds, closedRecent.inquiryId];
    expect(await db().select().from(leads).where(inArray(leads.id, ids))).toHaveLength(3);
    expect(await db().select().from(uploads).where(inArray(uploads.key, closedRecent.fileKeys))).toHaveLength(3);
    const stored = new Set(storedKeys(app));
    for (const key of closedRecent.fileKeys) expect(stored.has(key)).toBe(true);
  });

  test("the two parallel runs did each piece once; a later run finds nothing", async () => {
    const sum = (k: "leads" | "attachments" | "logos") => first.reduce((n, r) => n + r[k], 0);
    expect(sum("leads")).toBe(3);
    expect(sum("attachments")).toBe(1);
    expect(sum("logos")).toBe(1);
    expect(first.reduce((n, r) => n + r.mails, 0)).toBe(ottoMailIds.length - 1);
    expect(await applyRetention(db(), app.rt.storage, app.rt.log, 24, now)).toEqual({
      leads: 0,
      attachments: 0,
      logos: 0,
      mails: 0,
      files: 0,
    });
    expect(await db().select().from(pendingFileDeletions)).toEqual([]);
  });
});

describe("a file the storage cannot delete during an erasure", () => {
  test("the erasure commits, the file stays recorded, and housekeeping deletes it later", async () => {
    const p = await seedPerson(app, "storage.outage@example.cz", "Stan", adminId);
    const [pdf] = [...p.uploaded.keys()];
    // A real failure of the local storage: a folder where the file was (rm without recursive fails).
    const path = join(app.dataDir, "files", pdf!);
    rmSync(path);
    mkdirSync(path);
    writeFileSync(join(path, "blocker"), "x");
    const result = await app.client({ cookie: adminCookie }).admin.personalData.erase.mutate({ email: p.email });
    expect(result.counts.filesPending).toBe(1);
    expect(await db().select().from(leads).where(inArray(leads.id, p.submissionIds))).toEqual([]);
    const pending = await db().select().from(pendingFileDeletions);
    expect(pending.map((r) => r.key)).toEqual([pdf!]);
    expect(pending[0]!.attempts).toBe(1);
    rmSync(path, { recursive: true });
    writeFileSync(path, "back");
    const later = await applyRetention(db(), app.rt.storage, app.rt.log, 24, now);
    expect(later.files).toBe(1);
    expect(await db().select().from(pendingFileDeletions)).toEqual([]);
    expect(storedKeys(app)).not.toContain(pdf!);
  }, 60_000);
});
