import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { designInquiries, mailOutbox } from "../../drizzle/schema";
import { ALREADY_SENT_MESSAGE } from "../../server/services/generator/send-inquiry";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * A design backs at most one inquiry (issue 14, finding 7): 50 parallel sends of one design, each
 * from its own address and e-mail (the rate limits are not under test), store one inquiry and queue
 * one pair of mails; the other 49 are refused with 409 and a readable reason. Before the rule, all
 * 50 were stored, each mailing the company.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY_HOPS: "1" });
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const send = (design: string, i: number) =>
  fetch(`${app.url}/trpc/generator.sendInquiry`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.66.0.${i + 1}` },
    body: JSON.stringify({
      name: `Buyer ${i}`,
      email: `buyer${i}@example.com`,
      message: "Two hundred of these, please.",
      designPrompt: "anything",
      image: design,
      locale: "en",
    }),
  });

test("50 parallel sends of one design: one inquiry, one pair of mails, 49 × 409", async () => {
  const design = await app.client({ "x-forwarded-for": "10.66.1.1" }).generator.generate.mutate({
    prompt: "a fox with a headband, orange and navy",
    locale: "en",
  });
  const db = app.rt.database.db;
  await db.delete(mailOutbox);
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(design.id, i)));
  const statuses = answers.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  const refused = (await answers.find((r) => r.status === 409)!.json()) as { error: { message: string } };
  expect(refused.error.message).toBe(ALREADY_SENT_MESSAGE);

  const rows = await db.select().from(designInquiries).where(eq(designInquiries.designId, design.id));
  expect(rows).toHaveLength(1);
  expect(await db.select().from(mailOutbox)).toHaveLength(2);

  // Later, one at a time: still refused.
  expect((await send(design.id, 60)).status).toBe(409);
});
