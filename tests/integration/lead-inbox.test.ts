import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { TRPCClientError } from "@trpc/client";
import { eq, sql } from "drizzle-orm";
import { leads, mailOutbox, user } from "../../drizzle/schema";
import { countLeadsDirectly, readLeadTallies } from "../../server/db/queries/leads";
import { appRouter } from "../../server/trpc/router";
import { signUp } from "../helpers/auth";
import { readableMail } from "../helpers/mail";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * The lead inbox (issue 17): every enquiry, contact message and design inquiry is a lead; admins set
 * its status and owner, write notes and reply (through the outbox, threaded under the visitor's
 * confirmation, delivered to a real SMTP server); the promise ("within 24 hours") shows as overdue.
 */
let app: TestApp;
let smtp: TestSmtp;
let adminCookie = "";
let adminId = "";
let ipSeq = 0;
const visitor = () => app.client({ "x-forwarded-for": `10.7.${(++ipSeq >> 8) & 255}.${ipSeq & 255}` });
const admin = () => app.client({ cookie: adminCookie });
const db = () => app.rt.database.db;
const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) return { status: error.data?.httpStatus as number, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
};

let enquiryId = "";
let contactId = "";
let designId = "";

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startTestApp({
    SMTP_URL: `${smtp.url}?ignoreTLS=true`,
    REQUIRE_EMAIL_VERIFICATION: "false",
    TRUST_PROXY_HOPS: "1",
    MAIL_TO: "studio@merchovna.test",
  });
  const { cookie } = await signUp(app.url, "owner@example.com");
  adminCookie = cookie;
  await admin().admin.setup.mutate();
  adminId = (await admin().auth.me.query())!.user!.id;
  enquiryId = (
    await visitor().contact.submit.mutate({
      name: "Jana Nováková",
      email: "jana@firma.cz",
      message: "80 triček pro běžecký tým",
      locale: "cs",
    })
  ).id;
  contactId = (
    await visitor().contact.submit.mutate({
      name: "Tom Baker",
      email: "tom@example.com",
      message: "Do you print caps?",
      source: "contact-page",
    })
  ).id;
  const made = await visitor().generator.generate.mutate({ prompt: "geometric owl, teal and white", locale: "en" });
  designId = (
    await visitor().generator.sendInquiry.mutate({
      name: "Eva Design",
      email: "eva@studio.cz",
      message: "This owl on hoodies",
      designPrompt: "ignored",
      image: made.id,
      locale: "en",
    })
  ).id;
  await smtp.waitFor(6, 20_000);
}, 90_000);
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
}, 60_000);

describe("one inbox", () => {
  test("enquiries, contact messages and design inquiries are leads, newest first, each with its type", async () => {
    const list = await admin().admin.leads.list.query({});
    expect(list.items.map((l) => [l.id, l.kind, l.status])).toEqual([
      [designId, "design", "new"],
      [contactId, "contact", "new"],
      [enquiryId, "enquiry", "new"],
    ]);
    expect(list.total).toBe(3);
    expect((await admin().admin.leads.list.query({ kind: "contact" })).items.map((l) => l.id)).toEqual([contactId]);
    expect((await admin().admin.leads.list.query({ search: "NOVÁK" })).items.map((l) => l.id)).toEqual([enquiryId]);
    // Without diacritics, as staff often type Czech names (it found nothing), and with them in capitals.
    for (const search of ["novakova", "NOVAKOVA", "nováková", "NOVÁKOVÁ", "Novákova"]) {
      expect({ search, ids: (await admin().admin.leads.list.query({ search })).items.map((l) => l.id) }).toEqual({
        search,
        ids: [enquiryId],
      });
    }
    expect((await admin().admin.leads.list.query({ search: "%" })).total).toBe(0);
    expect((await admin().admin.leads.list.query({ search: "a" })).totalCapped).toBe(false);
  });

  test("a lead opens with what the visitor sent, and its timeline starts with its arrival", async () => {
    const enquiry = await admin().admin.leads.get.query({ id: enquiryId });
    expect(enquiry.source?.kind).toBe("enquiry");
    expect(enquiry.source && "submission" in enquiry.source && enquiry.source.submission.message).toBe(
      "80 triček pro běžecký tým",
    );
    expect(enquiry.timeline.map((e) => e.data.type)).toEqual(["received"]);
    const design = await admin().admin.leads.get.query({ id: designId });
    expect(design.source && "inquiry" in design.source && design.source.inquiry.image.key).toMatch(/^generated\//);
  });

  test("the promise is fixed on arrival: 24 h for enquiries and messages, 48 h for design inquiries", async () => {
    const rows = await db().select().from(leads);
    for (const row of rows) {
      const hours = (row.dueAt.getTime() - row.createdAt.getTime()) / 3_600_000;
      expect({ kind: row.kind, hours }).toEqual({ kind: row.kind, hours: row.kind === "design" ? 48 : 24 });
    }
  });

  test("an unknown lead is a readable 404, a malformed id a 400", async () => {
    expect(await errorOf(admin().admin.leads.get.query({ id: crypto.randomUUID() }))).toEqual({
      status: 404,
      message: "No lead with that id",
    });
    expect((await errorOf(admin().admin.leads.get.query({ id: "../1" }))).status).toBe(400);
  });
});

describe("working on a lead", () => {
  test("status, owner and a note are recorded with who and when; counts per status follow", async () => {
    await admin().admin.leads.setOwner.mutate({ id: enquiryId, ownerId: adminId });
    await admin().admin.leads.setStatus.mutate({ id: enquiryId, status: "in_progress" });
    // Setting what is already set records nothing.
    await admin().admin.leads.setStatus.mutate({ id: enquiryId, status: "in_progress" });
    await admin().admin.leads.addNote.mutate({ id: enquiryId, text: "Called her, wants navy shirts" });
    const lead = await admin().admin.leads.get.query({ id: enquiryId });
    expect(lead.status).toBe("in_progress");
    expect(lead.ownerId).toBe(adminId);
    expect(lead.ownerName).toBe("owner");
    expect(lead.timeline.map((e) => e.data)).toEqual([
      { type: "received" },
      { type: "owner", from: null, to: adminId },
      { type: "status", from: "new", to: "in_progress" },
      { type: "note", text: "Called her, wants navy shirts" },
    ]);
    expect(lead.timeline.slice(1).every((e) => e.actorName === "owner")).toBe(true);
    expect(await admin().admin.leads.counts.query({})).toEqual({ new: 2, in_progress: 1 });
    expect(
      (await admin().admin.leads.list.query({ status: "in_progress", owner: adminId })).items.map((l) => l.id),
    ).toEqual([enquiryId]);
    expect((await admin().admin.leads.list.query({ owner: "none" })).total).toBe(2);
  });

  test("a lead is assigned to admins only; bad notes and statuses are refused with what is wrong", async () => {
    const { cookie } = await signUp(app.url, "visitor@example.com");
    const member = (await app.client({ cookie }).auth.me.query())!.user!.id;
    expect(await errorOf(admin().admin.leads.setOwner.mutate({ id: contactId, ownerId: member }))).toEqual({
      status: 400,
      message: "A lead can only be assigned to an admin",
    });
    expect((await errorOf(admin().admin.leads.addNote.mutate({ id: contactId, text: "   " }))).message).toBe(
      "Please write the note",
    );
    expect(
      (await errorOf(admin().admin.leads.setStatus.mutate({ id: contactId, status: "done" as "won" }))).message,
    ).toContain("Unknown status");
    const lead = await admin().admin.leads.get.query({ id: contactId });
    expect(lead.timeline.map((e) => e.data.type)).toEqual(["received"]);
  });

  test("closing a lead stamps closed_at; reopening clears it", async () => {
    await admin().admin.leads.setStatus.mutate({ id: contactId, status: "won" });
    expect((await db().select().from(leads).where(eq(leads.id, contactId)))[0]!.closedAt).not.toBeNull();
    await admin().admin.leads.setStatus.mutate({ id: contactId, status: "in_progress" });
    expect((await db().select().from(leads).where(eq(leads.id, contactId)))[0]!.closedAt).toBeNull();
  });

  test("parallel status changes are recorded one after the other: each starts where the last ended", async () => {
    const statuses = ["quoted", "won", "lost", "spam", "new", "in_progress", "quoted", "won"] as const;
    await Promise.all(statuses.map((status) => admin().admin.leads.setStatus.mutate({ id: designId, status })));
    const lead = await admin().admin.leads.get.query({ id: designId });
    const changes = lead.timeline.flatMap((e) => (e.data.type === "status" ? [e.data] : []));
    let current = "new";
    for (const change of changes) {
      expect(change.from).toBe(current as typeof change.from);
      current = change.to;
    }
    expect(lead.status).toBe(current as typeof lead.status);
  });
});

describe("replying", () => {
  test("a reply goes out in the lead's language, Reply-To the company, threaded under the confirmation", async () => {
    const before = smtp.received.length;
    await admin().admin.leads.reply.mutate({
      id: enquiryId,
      text: "navrhujeme **tmavě modrá** trička: https://merchovna.cz/brands\n\n<script>x</script>",
    });
    const [mail] = (await smtp.waitFor(before + 1, 20_000)).slice(before);
    expect(mail!.to).toEqual(["jana@firma.cz"]);
    const raw = mail!.raw;
    const thread = `<lead.${enquiryId}@127.0.0.1>`;
    expect(raw).toContain(`In-Reply-To: ${thread}`);
    expect(raw).toContain(`References: ${thread}`);
    expect(raw).toMatch(/Reply-To: studio@merchovna\.test/);
    expect(raw).toMatch(/Subject: =\?UTF-8\?[BQ]\?/); // "Re: Vaši zprávu máme — Merchovna", encoded
    const body = readableMail(raw);
    // A Czech greeting without the name: "Dobrý den, Jana Nováková," would be the wrong case.
    expect(body).toContain("Dobrý den,");
    expect(body).not.toContain("Jana Nováková,");
    expect(body).toContain("<strong>tmavě modrá</strong>");
    expect(body).toContain('href="https://merchovna.cz/brands"');
    // Markup typed into a reply is text: escaped in the HTML part.
    const html = body.slice(body.indexOf("<!DOCTYPE"));
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    // The confirmation Jana got when she wrote carries the Message-ID the reply refers to.
    const confirmation = smtp.received.find((m) => m.to.includes("jana@firma.cz") && !m.raw.includes("In-Reply-To"));
    expect(confirmation?.raw).toContain(`Message-ID: ${thread}`);
  });

  test("the reply shows in the timeline with its delivery state, and the first reply stamps the lead answered", async () => {
    let lead = await admin().admin.leads.get.query({ id: enquiryId });
    for (let i = 0; i < 50 && lead.timeline.at(-1)?.mail?.status !== "sent"; i++) {
      await Bun.sleep(100);
      lead = await admin().admin.leads.get.query({ id: enquiryId });
    }
    const reply = lead.timeline.at(-1)!;
    expect(reply.data.type).toBe("reply");
    expect(reply.mail?.status).toBe("sent");
    expect(lead.firstReplyAt).not.toBeNull();
    const first = lead.firstReplyAt;
    await admin().admin.leads.reply.mutate({ id: enquiryId, text: "One more thing." });
    expect((await admin().admin.leads.get.query({ id: enquiryId })).firstReplyAt).toEqual(first);
  });
});

describe("the promise", () => {
  test("the overdue view holds unanswered leads past their promise, never answered ones", async () => {
    // The clock: the leads arrived three days ago.
    await db().execute(
      sql`update ${leads} set created_at = created_at - interval '3 days', due_at = due_at - interval '3 days'`,
    );
    const overdue = await admin().admin.leads.list.query({ overdue: true });
    // The enquiry was answered; the design inquiry was settled (its status is not New or In progress)
    // unless the parallel changes above ended on one of those.
    const ids = overdue.items.map((l) => l.id);
    expect(ids).toContain(contactId);
    expect(ids).not.toContain(enquiryId);
    const promise = await admin().admin.leads.promise.query();
    expect(promise.overdue).toBe(overdue.total);
    expect(promise.answered).toBe(1);
    expect(promise.medianFirstReplyMs).toBeGreaterThan(0);
    // The security dashboard's operations metric turns WARNING while any lead is overdue.
    const metrics = await admin().security.refresh.mutate();
    const metric = metrics.find((m) => m.metricName === "leads_past_promise");
    expect(metric?.metricStatus).toBe("WARNING");
    expect(metric?.metricDetail).toMatchObject({ code: "leads_overdue", count: overdue.total });
  });

  test("with every lead answered or settled, the metric is OK", async () => {
    for (const lead of (await admin().admin.leads.list.query({ overdue: true })).items) {
      await admin().admin.leads.setStatus.mutate({ id: lead.id, status: "spam" });
    }
    const metrics = await admin().security.refresh.mutate();
    expect(metrics.find((m) => m.metricName === "leads_past_promise")?.metricStatus).toBe("OK");
  });
});

describe("the tallies", () => {
  test("lead_tallies equals the leads counted directly, after every change above", async () => {
    const key = (r: { kind: string; status: string; owner: string; n: number }) =>
      `${r.kind}|${r.status}|${r.owner}|${r.n}`;
    const direct = (await countLeadsDirectly(db())).map((r) => key({ ...r, n: Number(r.n) }));
    const tallies = (await readLeadTallies(db())).map(key);
    expect(tallies.sort()).toEqual(direct.sort());
    expect(direct.length).toBeGreaterThan(1);
  });

  test("an owner's account removed leaves their leads unowned, and the tallies follow", async () => {
    const { cookie } = await signUp(app.url, "second.admin@example.com");
    const second = (await app.client({ cookie }).auth.me.query())!.user!.id;
    await db().update(user).set({ isAdmin: true }).where(eq(user.id, second));
    await admin().admin.leads.setOwner.mutate({ id: contactId, ownerId: second });
    expect(await admin().admin.leads.counts.query({ owner: second })).not.toEqual({});
    await db().delete(user).where(eq(user.id, second));
    expect(await admin().admin.leads.counts.query({ owner: second })).toEqual({});
    expect((await admin().admin.leads.get.query({ id: contactId })).ownerId).toBeNull();
    const direct = (await countLeadsDirectly(db())).map((r) => `${r.kind}|${r.status}|${r.owner}|${Number(r.n)}`);
    expect((await readLeadTallies(db())).map((r) => `${r.kind}|${r.status}|${r.owner}|${r.n}`).sort()).toEqual(
      direct.sort(),
    );
  });
});

describe("CSV of the inbox", () => {
  const csv = (query: string, headers: Record<string, string> = { cookie: adminCookie }) =>
    fetch(`${app.url}/api/admin/export/leads.csv${query}`, { headers });

  test("streams the leads the filters select, newest first, with the inbox's columns", async () => {
    const all = await csv("");
    expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await all.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM spreadsheets need for UTF-8
    const lines = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(lines[0]).toBe("id,kind,name,email,locale,status,ownerId,ownerName,createdAt,dueAt,firstReplyAt");
    expect(lines.length).toBe(1 + 3);
    const contacts = (await (await csv("?kind=contact")).text()).trim().split("\r\n");
    expect(contacts.slice(1).map((l) => l.split(",")[0])).toEqual([contactId]);
    const czech = await (await csv("?search=nov%C3%A1k&dialect=excel-cs")).text();
    expect(czech.split("\r\n")[1]).toContain(";Jana Nováková;");
  });

  test("a filter it does not know is a readable 400; signed out is 401", async () => {
    for (const query of ["?kind=spam", "?status=closed", `?owner=${"x".repeat(65)}`, `?search=${"a".repeat(201)}`]) {
      const res = await csv(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^[A-Z][^\n]{5,120}$/);
    }
    expect((await csv("", {})).status).toBe(401);
  });
});

describe("who may", () => {
  const paths = Object.keys(appRouter._def.procedures).filter((p) => p.startsWith("admin.leads."));
  test("every inbox procedure refuses anonymous callers (401) and signed-in non-admins (403)", async () => {
    expect(paths.length).toBeGreaterThanOrEqual(9);
    const { cookie } = await signUp(app.url, "member@example.com");
    for (const path of paths) {
      const type = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]!._def
        .type;
      const input = encodeURIComponent(JSON.stringify({ id: enquiryId, status: "spam", ownerId: null, text: "x" }));
      for (const [headers, status] of [
        [{}, 401],
        [{ cookie }, 403],
      ] as const) {
        const res =
          type === "query"
            ? await fetch(`${app.url}/trpc/${path}?input=${input}`, { headers })
            : await fetch(`${app.url}/trpc/${path}`, {
                method: "POST",
                headers: { ...headers, "content-type": "application/json", origin: app.url },
                body: decodeURIComponent(input),
              });
        expect({ path, status: res.status }).toEqual({ path, status });
      }
    }
    expect((await admin().admin.leads.get.query({ id: enquiryId })).status).not.toBe("spam");
    const mails = await db().select().from(mailOutbox);
    expect(mails.filter((m) => m.text.includes("x\n") && m.to === "jana@firma.cz")).toEqual([]);
  });
});

describe("a broad search", () => {
  test("counts its matches up to 1,000 and says there are more; the page is still the newest", async () => {
    await db().execute(sql`
      insert into leads (id, kind, name, email, locale, created_at, due_at)
      select gen_random_uuid(), 'contact', 'Broad Search ' || i, 'broad' || i || '@example.com', 'en',
             now() - i * interval '1 minute', now() + interval '1 day'
        from generate_series(1, 1005) i`);
    const page = await admin().admin.leads.list.query({ search: "broad search", limit: 20 });
    expect({ total: page.total, capped: page.totalCapped }).toEqual({ total: 1000, capped: true });
    expect(page.items.map((l) => l.name).slice(0, 2)).toEqual(["Broad Search 1", "Broad Search 2"]);
    const narrow = await admin().admin.leads.list.query({ search: "broad search 1000" });
    expect({ total: narrow.total, capped: narrow.totalCapped }).toEqual({ total: 1, capped: false });
    await db().execute(sql`delete from leads where email like 'broad%@example.com'`);
  });
});
