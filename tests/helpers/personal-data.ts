import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { eq, sql } from "drizzle-orm";
import { designInquiries, formSubmissions, leads, mailOutbox } from "../../drizzle/schema";
import { addLeadEvent } from "../../server/db/queries/leads";
import { signIn } from "./auth";
import { TINY_PDF, TINY_PNG } from "./files";
import type { TestApp } from "./test-app";
import { upload } from "./uploads";

/** Each call from its own address: the per-IP limits are not under test here. */
let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.77.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

export interface SeededPerson {
  email: string;
  submissionIds: string[];
  inquiryId: string;
  /** Every stored file of the person, with the bytes that were uploaded (the design's are read back). */
  fileKeys: string[];
  uploaded: Map<string, Uint8Array>;
}

/**
 * One visitor with every kind of trace, through the real routes where there is one: an enquiry
 * with two attachments (address typed in another case), a contact message, a design inquiry with
 * its design, print file and logo, the waitlist, two failed sign-ins; then their leads (the inbox's
 * writes are the main branch's: added here as the inbox does, with a note and a reply mail).
 */
export async function seedPerson(app: TestApp, email: string, name: string, adminId: string): Promise<SeededPerson> {
  const client = () => app.client({ "x-forwarded-for": nextIp() });
  const typed = email.replace(/^./, (c) => c.toUpperCase()).replace(/@(.)/, (_m, c: string) => `@${c.toUpperCase()}`);
  const files = await upload(
    app.url,
    [
      { name: `${name} brief.pdf`, data: TINY_PDF },
      { name: "sketch.png", data: TINY_PNG },
    ],
    { "x-forwarded-for": nextIp() },
  );
  const attachmentKeys = files.body.files!.map((f) => f.key);
  const enquiry = await client().contact.submit.mutate({
    name,
    email: typed,
    message: `Hello, ${name} here: 200 hoodies please.`,
    attachments: attachmentKeys,
    source: "enquiry",
    company: `${name} s.r.o.`,
    phone: "+420 777 123 456",
  });
  const contact = await client().contact.submit.mutate({
    name,
    email,
    message: `A quick question from ${name}.`,
    source: "contact-page",
  });
  const design = await client().generator.generate.mutate({ prompt: "geometric owl, teal and white", locale: "en" });
  const logo = await upload(app.url, [{ name: "logo.png", data: TINY_PNG }], { "x-forwarded-for": nextIp() });
  const logoKey = logo.body.files![0]!.key;
  const inquiry = await client().generator.sendInquiry.mutate({
    name,
    email,
    message: `${name} wants the owl on 80 sweatshirts.`,
    designPrompt: "ignored",
    image: design.id,
    logo: logoKey,
    locale: "cs",
  });
  await client().waitlist.join.mutate({ email, locale: "en" });
  for (let i = 0; i < 2; i++) await signIn(app.url, email, `Wrong-Password-${i}!x`, { "x-forwarded-for": nextIp() });

  const db = app.rt.database.db;
  const now = new Date();
  const sources = [
    { id: enquiry.id, kind: "enquiry" as const },
    { id: contact.id, kind: "contact" as const },
    { id: inquiry.id, kind: "design" as const },
  ];
  for (const { id, kind } of sources) {
    await db
      .insert(leads)
      .values({ id, kind, name, email, locale: "en", createdAt: now, dueAt: now, updatedAt: now })
      .onConflictDoNothing();
  }
  await addLeadEvent(db, {
    leadId: enquiry.id,
    actorId: adminId,
    data: { type: "note", text: `Call ${name}` },
    at: now,
  });
  const [reply] = await db
    .insert(mailOutbox)
    .values({ to: email, subject: "Re: your enquiry", html: `<p>Dear ${name}</p>`, text: `Dear ${name}` })
    .returning({ id: mailOutbox.id });
  await addLeadEvent(db, {
    leadId: enquiry.id,
    actorId: adminId,
    data: { type: "reply", text: `Dear ${name}, here is our quote.` },
    mailId: reply!.id,
    at: now,
  });

  const [stored] = await db
    .select({ attachments: formSubmissions.attachments })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, enquiry.id));
  const [sent] = await db
    .select({ imageKey: designInquiries.imageKey, printKey: designInquiries.printKey })
    .from(designInquiries)
    .where(eq(designInquiries.id, inquiry.id));
  const uploaded = new Map<string, Uint8Array>([
    [attachmentKeys[0]!, TINY_PDF],
    [attachmentKeys[1]!, TINY_PNG],
    [logoKey, TINY_PNG],
  ]);
  return {
    email,
    submissionIds: [enquiry.id, contact.id],
    inquiryId: inquiry.id,
    fileKeys: [...(stored?.attachments ?? []), logoKey, sent!.imageKey, ...(sent!.printKey ? [sent!.printKey] : [])],
    uploaded,
  };
}

/** Rows of every table in schema public whose text (the whole row cast to text) contains `needle`, by table. */
export async function rowsContaining(app: TestApp, needle: string): Promise<Record<string, number>> {
  const db = app.rt.database.db;
  const tables = await rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const found: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} t where strpos(lower(t::text), ${needle.toLowerCase()}) > 0`,
      ),
    );
    if (row && row.n > 0) found[table_name] = row.n;
  }
  return found;
}

/** Both drivers' execute results: postgres.js answers an array, PGlite { rows }. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Every key in the local file storage (without the `.type` side files). */
export function storedKeys(app: TestApp): string[] {
  const dir = join(app.dataDir, "files");
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.endsWith(".type"))
      .map((e) => relative(dir, join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}
