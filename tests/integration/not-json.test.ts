import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { appRouter } from "../../server/trpc/router";
import { signUp } from "../helpers/auth";
import { errorMessages, expectReadableError } from "../helpers/hostile";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * Input that is no JSON, on every procedure that reads input, as the admin (who passes every role
 * check before the input is read): the JSON parser's own text ("JSON Parse error: Expected '}'")
 * reached the caller. Each answers 400 with one plain sentence, alone and batched, GET or POST.
 */
type Kind = "query" | "mutation";
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: Kind; inputs: unknown[] } }>,
)
  // A procedure that takes no input never reads it.
  .filter(([, p]) => p._def.inputs.length > 0)
  .map(([path, p]) => ({ path, type: p._def.type }));

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  cookie = (await signUp(app.url, "owner@example.com")).cookie;
  await app.client({ cookie }).admin.setup.mutate();
}, 60_000);
afterAll(() => app?.stop(), 60_000);

async function call(path: string, type: Kind, text: string, batch: boolean) {
  const input = batch ? `{"0":${text}}` : text;
  const headers = { "content-type": "application/json", cookie, origin: app.url };
  const res =
    type === "query"
      ? await fetch(`${app.url}/trpc/${path}?${batch ? "batch=1&" : ""}input=${encodeURIComponent(input)}`, { headers })
      : await fetch(`${app.url}/trpc/${path}${batch ? "?batch=1" : ""}`, { method: "POST", headers, body: input });
  const body = await res.text();
  return { status: res.status, text: body, messages: errorMessages(JSON.parse(body)) };
}

describe("input that is no JSON", () => {
  test("every procedure that reads input answers 400: the input must be valid JSON", async () => {
    expect(procedures.length).toBeGreaterThan(20);
    for (const { path, type } of procedures) {
      for (const text of ["{bad", "undefined", '{"email":', "{'a':1}", "\u0000", "[1,]"]) {
        for (const batch of [false, true]) {
          const res = await call(path, type, text, batch);
          expectReadableError(res.status, res.text);
          expect({ path, text, batch, status: res.status, messages: res.messages }).toEqual({
            path,
            text,
            batch,
            status: 400,
            messages: ["The input must be valid JSON."],
          });
        }
      }
    }
  }, 120_000);
});
