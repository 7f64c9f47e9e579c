import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { CONTACT_MAX_FILE_BYTES } from "../../shared/limits";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { upload } from "../helpers/uploads";

/**
 * SVG uploads are screened off the main thread. A valid 10 MB SVG (the size limit) took the main
 * thread 5-6 s to parse on a slow machine, five files per upload, and a megabyte of "<!DOCTYPE"
 * blocked it until the stall watchdog killed the process. The server runs in this process: the
 * longest gap between ticks of a 20 ms timer while an upload is screened is how long every other
 * request would have waited.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** The longest gap between a 20 ms timer's ticks while `work` runs. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(tick);
  }
  return longest;
}

const encode = (text: string) => new TextEncoder().encode(text);
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';

/** A valid SVG of just under `bytes`: shape after shape, as an editor's export of a detailed logo. */
function bigSvg(bytes: number): Uint8Array {
  const shape = '<rect x="1" y="2" width="3" height="4" fill="#e63946"/>';
  return encode(`${SVG_OPEN}${shape.repeat(Math.floor((bytes - 100) / shape.length))}</svg>`);
}

describe("SVG uploads are screened off the main thread", () => {
  test("a valid SVG at the size limit is accepted, and the server answers meanwhile", async () => {
    const data = bigSvg(CONTACT_MAX_FILE_BYTES);
    let status = 0;
    const stall = await longestStall(async () => {
      status = (await upload(app.url, [{ name: "logo.svg", data }])).status;
    });
    expect(status).toBe(201);
    // On the main thread: seconds.
    expect(stall).toBeLessThan(1_000);
  }, 120_000);

  test("a megabyte of '<!DOCTYPE' is refused at once", async () => {
    const data = encode("<!DOCTYPE".repeat(111_111));
    let res = { status: 0, body: {} as { error?: { message: string } } };
    const stall = await longestStall(async () => {
      res = await upload(app.url, [{ name: "d.svg", data }]);
    });
    expect(res.status).toBe(415);
    expect(res.body.error?.message).toContain("d.svg");
    expect(stall).toBeLessThan(1_000);
  }, 60_000);

  test("files screened together each get their own verdict", async () => {
    const clean = encode(`${SVG_OPEN}<circle cx="5" cy="5" r="4"/></svg>`);
    const scripted = encode(`${SVG_OPEN}<script>alert(1)</script></svg>`);
    const [a, b, c] = await Promise.all([
      upload(app.url, [{ name: "a.svg", data: clean }], { "x-forwarded-for": "203.0.113.1" }),
      upload(app.url, [{ name: "b.svg", data: scripted }], { "x-forwarded-for": "203.0.113.2" }),
      upload(app.url, [{ name: "c.svg", data: clean }], { "x-forwarded-for": "203.0.113.3" }),
    ]);
    expect([a.status, b.status, c.status]).toEqual([201, 415, 201]);
  });
});
