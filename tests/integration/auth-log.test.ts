import { afterAll, beforeAll, expect, test } from "bun:test";
import { type AppProcess, startAppProcess } from "../helpers/app-process";
import { STRONG_PASSWORD } from "../helpers/auth";

/**
 * Sign-ups of one address racing each other (a double click, two tabs, a script): the database's
 * unique key refuses all but one, and better-auth logs each refusal. Each loser gets the answer a
 * sign-up of a taken address gets (422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, not "Failed to create
 * user"), and the server's output holds the refusal as a JSON line with the database's code, not the
 * account's name or address (better-auth used to print the failed query with its parameters:
 * decision 0018).
 */
let app: AppProcess;
beforeAll(async () => {
  app = await startAppProcess({ TRUST_PROXY_HOPS: "1", LOG_LEVEL: "warn" });
}, 60_000);
afterAll(() => app?.stop(), 60_000);

const NAME = "Zdeňka Racková";

async function race(email: string, n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      fetch(`${app.url}/api/auth/sign-up/email`, {
        method: "POST",
        // Each from its own address: the per-IP sign-up limit is not what this tests.
        headers: { "content-type": "application/json", origin: app.url, "x-forwarded-for": `10.61.${n}.${i + 1}` },
        body: JSON.stringify({ email, password: STRONG_PASSWORD, name: NAME }),
      }).then(async (res) => ({ status: res.status, body: await res.text() })),
    ),
  );
}

const refusedAtInsert = () =>
  app
    .output()
    .split("\n")
    .filter((l) => l.includes("better-auth: Failed to create user")).length;

test("racing sign-ups of one address: one account, the rest told it is taken, and no name or address in the log", async () => {
  const emails: string[] = [];
  // The race is the database's to decide: usually every loser reaches the insert, but a loser that
  // reads the winner's row first gets "already exists" before it. Race until one reached the insert
  // (what logs), a few rounds at most.
  for (let round = 0; round < 5 && refusedAtInsert() === 0; round++) {
    const email = `zdenka.rackova.${round}.${Date.now()}@example.cz`;
    emails.push(email);
    const answers = await race(email, 8);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 200)) {
      expect(a.status, a.body).toBe(422);
      expect(JSON.parse(a.body)).toMatchObject({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" });
    }
  }
  expect(refusedAtInsert(), "a sign-up refused by the unique key").toBeGreaterThan(0);

  const output = app.output();
  const entries = output
    .split("\n")
    .filter((line) => line.includes("better-auth:"))
    .map(
      (line) => JSON.parse(line) as { level: string; msg: string; errors?: { code?: string; constraint?: string }[] },
    );
  expect(entries.length).toBeGreaterThan(0);
  expect(entries[0]).toMatchObject({
    level: "error",
    msg: "better-auth: Failed to create user",
    errors: [{ code: "23505", constraint: "user_email_unique" }],
  });
  for (const email of emails) expect(output).not.toContain(email);
  expect(output).not.toContain(NAME);
  expect(app.exited()).toBe(false);
}, 60_000);
