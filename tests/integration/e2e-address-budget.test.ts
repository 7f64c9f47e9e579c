import { expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The public forms are rate-limited per address, in fixed windows, and every browser test shares
 * 127.0.0.1 with one server: a file that sends a form from the browser's address spends another
 * file's budget, and which one loses depends on timing (a 429 one run in a few). Only the files
 * that test the forms themselves send from 127.0.0.1; any other file sends from its own address
 * (tests/e2e/from-address.ts). This reads every browser test for the requests that spend a budget.
 */
const OWNERS = new Set(["leads.e2e.ts", "generator.e2e.ts", "before-hydration.e2e.ts"]);
const SPENDS =
  /request\.post\(\s*["'`]\/(?:api\/uploads|trpc\/(?:contact\.submit|waitlist\.join|generator\.generate|generator\.sendInquiry))/;

test("only the forms' own browser tests send public forms from the browser's address", () => {
  const dir = join(import.meta.dir, "../e2e");
  const offenders = readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && !OWNERS.has(f))
    .filter((f) => SPENDS.test(readFileSync(join(dir, f), "utf8")));
  expect(offenders).toEqual([]);
});

test("the check finds a form sent through Playwright's request", () => {
  expect(SPENDS.test(`await request.post("/trpc/contact.submit", { data })`)).toBe(true);
  expect(SPENDS.test(`await request.post("/api/uploads", { multipart })`)).toBe(true);
  expect(SPENDS.test(`await request.post("/trpc/admin.leads.reply", { data })`)).toBe(false);
});
