import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TRPCClientError } from "@trpc/client";
import { eq } from "drizzle-orm";
import {
  designInquiries,
  formSubmissions,
  generatedDesigns,
  mailOutbox,
  rateLimitCounters,
  uploads,
} from "../../drizzle/schema";
import { removeExpiredDesigns } from "../../server/jobs/expired-designs";
import { removeOrphanUploads } from "../../server/jobs/orphan-uploads";
import { LOGO_MISSING_MESSAGE, LOGO_TYPE_MESSAGE } from "../../server/services/generator/send-inquiry";
import { signUp } from "../helpers/auth";
import { SAFE_SVG, SCRIPT_SVG, TEXT, TINY_GIF, TINY_JPG, TINY_PDF, TINY_PNG } from "../helpers/files";
import { readableMail } from "../helpers/mail";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { upload } from "../helpers/uploads";

/**
 * A generated design's print file (transparent PNG) and the visitor's own logo (PNG or SVG, an
 * upload screened like attachments) travel with a design inquiry: stored, mailed to the company,
 * downloadable by admins, and never claimable twice, whatever runs in parallel.
 */
let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await startTestApp({ REQUIRE_EMAIL_VERIFICATION: "false", TRUST_PROXY_HOPS: "1" });
  adminCookie = (await signUp(app.url, "admin@example.com")).cookie;
  await app.client({ cookie: adminCookie }).admin.setup.mutate();
}, 60_000);
afterAll(() => app?.stop(), 60_000);
beforeEach(async () => {
  await app.rt.database.db.delete(rateLimitCounters);
});

const db = () => app.rt.database.db;
/** Each call from its own address: the per-IP limits are not under test here. */
let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};
const client = () => app.client({ "x-forwarded-for": nextIp() });
const design = (prompt = "geometric owl, teal and white") =>
  client().generator.generate.mutate({ prompt, locale: "en" });
let mailSeq = 0;
const inquiry = (image: string, extra: Record<string, unknown> = {}) => ({
  name: "Petra Svobodová",
  // Its own address each time: the per-address limit is not under test here.
  email: `petra.${++mailSeq}@example.cz`,
  message: "Chceme 80 mikin s naším logem pod sovou.",
  designPrompt: "ignored",
  image,
  locale: "cs" as const,
  ...extra,
});
const uploadOne = async (name: string, data: Uint8Array) => {
  const res = await upload(app.url, [{ name, data }], { "x-forwarded-for": nextIp() });
  expect(res.status).toBe(201);
  return res.body.files![0]!.key;
};
const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) return { code: error.data?.code as string, message: error.message };
    throw error;
  }
  throw new Error("expected the call to fail");
};
const counts = async () => ({
  inquiries: (await db().select().from(designInquiries)).length,
  submissions: (await db().select().from(formSubmissions)).length,
  mails: (await db().select().from(mailOutbox)).length,
});
const admin = () => app.client({ cookie: adminCookie });
const download = (key: string) =>
  fetch(`${app.url}/api/attachments/${encodeURIComponent(key)}`, { headers: { cookie: adminCookie } });

describe("the print file", () => {
  test("is stored when the design is made, travels with the inquiry, mailed and downloadable; not before it is sent", async () => {
    const made = await design();
    const [row] = await db().select().from(generatedDesigns).where(eq(generatedDesigns.id, made.id));
    expect(row?.printKey).toBe(`generated/${made.id}.print.png`);
    const print = await app.rt.storage.get(row!.printKey!);
    const bytes = new Uint8Array(await new Response(print!.body).arrayBuffer());
    expect(Buffer.from(bytes).equals(Buffer.from(made.printImage!.split(",")[1]!, "base64"))).toBe(true);
    // Nobody sent it yet: not even an admin can fetch it.
    expect((await download(row!.printKey!)).status).toBe(404);

    await db().delete(mailOutbox);
    const { id } = await client().generator.sendInquiry.mutate(inquiry(made.id));
    const [stored] = await db().select().from(designInquiries).where(eq(designInquiries.id, id));
    expect(stored).toMatchObject({ printKey: `generated/${made.id}.print.png`, logoKey: null });
    const toCompany = (await db().select().from(mailOutbox)).find((m) => m.to === "hello@merchovna.cz")!;
    expect(toCompany.attachments?.map((a) => a.filename)).toEqual([
      `merch-design-${made.id}.png`,
      `merch-design-${made.id}-print.png`,
    ]);

    const res = await download(`generated/${made.id}.print.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toStartWith(
      `attachment; filename="merch-design-${made.id}-print.png"`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    const list = await admin().admin.inquiries.list.query({ search: "Petra" });
    expect(list.items.find((i) => i.id === id)?.print).toEqual({
      key: `generated/${made.id}.print.png`,
      name: `merch-design-${made.id}-print.png`,
      type: "image/png",
    });
  });

  test("housekeeping deletes an unsent design's print file with its picture", async () => {
    const made = await design("retro rocket, red");
    const printKey = `generated/${made.id}.print.png`;
    expect(await app.rt.storage.get(printKey)).not.toBeNull();
    await removeExpiredDesigns(db(), app.rt.storage, app.rt.log, Date.now() + 25 * 60 * 60 * 1000);
    expect(await app.rt.storage.get(printKey)).toBeNull();
    expect(await app.rt.storage.get(`generated/${made.id}.png`)).toBeNull();
  });
});

describe("the visitor's logo", () => {
  test("a PNG and an SVG logo are stored with the inquiry, mailed to the company and listed for admins", async () => {
    for (const [name, data, type] of [
      ["logo kola.png", TINY_PNG, "image/png"],
      ["Kolo logo v2.svg", SAFE_SVG, "image/svg+xml"],
    ] as const) {
      const made = await design();
      const key = await uploadOne(name, data);
      await db().delete(mailOutbox);
      const { id } = await client().generator.sendInquiry.mutate(inquiry(made.id, { logo: key }));

      const [stored] = await db().select().from(designInquiries).where(eq(designInquiries.id, id));
      expect(stored?.logoKey).toBe(key);
      const [claimed] = await db().select().from(uploads).where(eq(uploads.key, key));
      expect(claimed).toMatchObject({ designInquiryId: id, submissionId: null });
      const toCompany = (await db().select().from(mailOutbox)).find((m) => m.to === "hello@merchovna.cz")!;
      expect(toCompany.attachments?.at(-1)).toEqual({ key, filename: name });
      expect(toCompany.text).toContain(name);

      const listed = (await admin().admin.inquiries.list.query({})).items.find((i) => i.id === id);
      expect(listed?.logo).toEqual({ key, name, size: data.byteLength, type });
      const res = await download(key);
      expect(res.status).toBe(200);
      // An SVG is never served as something a browser would render.
      expect(res.headers.get("content-type")).toBe(type === "image/png" ? "image/png" : "application/octet-stream");
    }
    await app.rt.outbox.drain();
    const dir = join(app.dataDir, "outbox");
    const raw = readableMail(
      readdirSync(dir)
        .map((f) => readFileSync(join(dir, f), "utf8"))
        .join("\n"),
    );
    expect(raw).toContain("Kolo logo v2.svg");
  });

  test("an upload that is not a PNG or SVG is refused as a logo, with a clear message; nothing stored or mailed", async () => {
    const files = [
      ["brief.pdf", TINY_PDF],
      ["photo.jpg", TINY_JPG],
      ["anim.gif", TINY_GIF],
      ["notes.txt", TEXT],
    ] as const;
    for (const [name, data] of files) {
      const made = await design();
      const key = await uploadOne(name, data);
      const before = await counts();
      const error = await errorOf(client().generator.sendInquiry.mutate(inquiry(made.id, { logo: key })));
      expect(error).toEqual({ code: "BAD_REQUEST", message: LOGO_TYPE_MESSAGE });
      expect(await counts()).toEqual(before);
      const [row] = await db().select().from(uploads).where(eq(uploads.key, key));
      expect(row).toMatchObject({ designInquiryId: null, submissionId: null });
    }
  });

  test("an SVG with a script never becomes a logo: the upload itself is refused", async () => {
    const res = await upload(app.url, [{ name: "logo.svg", data: SCRIPT_SVG }]);
    expect(res.status).toBe(415);
  });

  test("unknown, malformed, expired and already used logo keys are refused; nothing stored or mailed", async () => {
    const used = await uploadOne("used.png", TINY_PNG);
    await client().contact.submit.mutate({
      name: "Karel",
      email: "karel@example.com",
      message: "Mugs with this logo.",
      attachments: [used],
    });
    const expired = await uploadOne("old.png", TINY_PNG);
    await db()
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(uploads.key, expired));

    const badRequest = [
      { logo: "uploads/nope-1234.png", message: LOGO_MISSING_MESSAGE },
      { logo: used, message: LOGO_MISSING_MESSAGE },
      { logo: expired, message: LOGO_MISSING_MESSAGE },
    ];
    for (const { logo, message } of badRequest) {
      const made = await design();
      const before = await counts();
      expect(await errorOf(client().generator.sendInquiry.mutate(inquiry(made.id, { logo })))).toEqual({
        code: "BAD_REQUEST",
        message,
      });
      expect(await counts()).toEqual(before);
    }
    // Keys that are not upload keys at all: the schema refuses them before anything is looked up.
    for (const logo of [
      "",
      "../etc/passwd",
      "uploads/../x.png",
      "generated/d_abcdefghijkl.png",
      "/uploads/a.png",
      42,
    ]) {
      const made = await design();
      const before = await counts();
      const error = await errorOf(client().generator.sendInquiry.mutate(inquiry(made.id, { logo }) as never));
      expect(error.code).toBe("BAD_REQUEST");
      expect(await counts()).toEqual(before);
    }
  });

  test("a logo sent with one inquiry cannot go with another, nor be attached to an enquiry afterwards", async () => {
    const key = await uploadOne("once.png", TINY_PNG);
    await client().generator.sendInquiry.mutate(inquiry((await design()).id, { logo: key }));
    const before = await counts();
    const again = await errorOf(client().generator.sendInquiry.mutate(inquiry((await design()).id, { logo: key })));
    expect(again).toEqual({ code: "BAD_REQUEST", message: LOGO_MISSING_MESSAGE });
    const enquiry = await errorOf(
      client().contact.submit.mutate({ name: "Eva", email: "eva@example.com", message: "Hi", attachments: [key] }),
    );
    expect(enquiry.code).toBe("BAD_REQUEST");
    expect(await counts()).toEqual(before);
  });

  test("20 parallel inquiries with one logo: exactly one takes it, the others store and mail nothing", async () => {
    const key = await uploadOne("race.png", TINY_PNG);
    const designs = await Promise.all(Array.from({ length: 20 }, (_, i) => design(`race ${i}, blue`)));
    await db().delete(rateLimitCounters);
    const before = await counts();
    const results = await Promise.allSettled(
      designs.map((d, i) =>
        client().generator.sendInquiry.mutate(inquiry(d.id, { email: `p${i}@example.cz`, logo: key })),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const r of results) {
      if (r.status === "rejected") {
        const e = r.reason as { message: string; data?: { httpStatus?: number } };
        expect([409, 400]).toContain(e.data?.httpStatus ?? 0);
        expect(e.message).toBe(LOGO_MISSING_MESSAGE);
      }
    }
    const after = await counts();
    expect(after.inquiries - before.inquiries).toBe(1);
    expect(after.mails - before.mails).toBe(2);
    const owners = await db().select().from(designInquiries).where(eq(designInquiries.logoKey, key));
    expect(owners).toHaveLength(1);
  });

  test("an enquiry and an inquiry racing for one upload: exactly one keeps it", async () => {
    for (let round = 0; round < 5; round++) {
      const key = await uploadOne(`shared-${round}.png`, TINY_PNG);
      const made = await design(`shared ${round}`);
      await db().delete(rateLimitCounters);
      const before = await counts();
      const [a, b] = await Promise.allSettled([
        client().contact.submit.mutate({ name: "Eva", email: "eva@example.com", message: "Hi", attachments: [key] }),
        client().generator.sendInquiry.mutate(inquiry(made.id, { logo: key })),
      ]);
      expect([a.status, b.status].filter((s) => s === "fulfilled")).toHaveLength(1);
      const after = await counts();
      expect(after.inquiries - before.inquiries + after.submissions - before.submissions).toBe(1);
      const [row] = await db().select().from(uploads).where(eq(uploads.key, key));
      expect(Boolean(row?.submissionId) !== Boolean(row?.designInquiryId)).toBe(true);
    }
  });

  test("ten enquiries racing for one attachment: exactly one keeps it (the others are refused, nothing stored)", async () => {
    for (let round = 0; round < 3; round++) {
      const key = await uploadOne(`brief-${round}.pdf`, TINY_PDF);
      await db().delete(rateLimitCounters);
      const before = await counts();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, n) =>
          client().contact.submit.mutate({
            name: `Eva ${n}`,
            email: `eva${n}@example.com`,
            message: "Hi",
            attachments: [key],
          }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const after = await counts();
      expect(after.submissions - before.submissions).toBe(1);
      expect(after.mails - before.mails).toBe(2);
    }
  });

  test("housekeeping keeps a logo an inquiry took, and removes one nobody sent", async () => {
    const kept = await uploadOne("kept.png", TINY_PNG);
    await client().generator.sendInquiry.mutate(inquiry((await design()).id, { logo: kept }));
    const orphan = await uploadOne("orphan.png", TINY_PNG);
    await removeOrphanUploads(db(), app.rt.storage, app.rt.log, Date.now() + 25 * 60 * 60 * 1000);
    expect(await app.rt.storage.get(kept)).not.toBeNull();
    expect(await app.rt.storage.get(orphan)).toBeNull();
    expect(await db().select().from(uploads).where(eq(uploads.key, orphan))).toHaveLength(0);
  });
});
