import { afterAll, beforeAll, expect, test } from "bun:test";
import { settleFailedCreate } from "../../server/auth/rules/sign-up";
import { STRONG_PASSWORD } from "../helpers/auth";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * What a sign-up answers when better-auth's insert failed (422 FAILED_TO_CREATE_USER): the address
 * taken by then (a racing sign-up won: auth-log.test.ts races them for real) is told as a taken
 * address; still free, it was a fault: 503. Any other answer passes through as it came.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const failed = () =>
  Response.json({ code: "FAILED_TO_CREATE_USER", message: "Failed to create user" }, { status: 422 });

test("the address taken by then: 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", async () => {
  const email = "Marta.Vyhrala@example.cz";
  const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password: STRONG_PASSWORD, name: "Marta Vyhrála" }),
  });
  expect(res.status).toBe(200);
  // Looked up as better-auth stores it (lower case), whatever case the form sent.
  const answer = await settleFailedCreate(app.rt.database.db, email, failed());
  expect(answer.status).toBe(422);
  expect(await answer.json()).toEqual({
    code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
    message: "User already exists. Use another email.",
  });
});

test("the address still free: 503, try again", async () => {
  const answer = await settleFailedCreate(app.rt.database.db, "nikdo.tu.neni@example.cz", failed());
  expect(answer.status).toBe(503);
  expect(await answer.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
});

test("any other answer passes through unchanged", async () => {
  const others = [
    Response.json({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", message: "x" }, { status: 422 }),
    Response.json({ code: "INVALID_EMAIL", message: "x" }, { status: 400 }),
    Response.json({ token: "t" }, { status: 200 }),
    new Response("not json", { status: 422 }),
  ];
  for (const response of others) {
    expect(await settleFailedCreate(app.rt.database.db, "marta.vyhrala@example.cz", response)).toBe(response);
  }
});
