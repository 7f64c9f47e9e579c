import { describe, expect, test } from "bun:test";
import { screenSvgOffThread } from "./svg-screen-thread";

const encode = (text: string) => new TextEncoder().encode(text);
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';

describe("the SVG screen's thread", () => {
  test("answers as the screen does", async () => {
    expect(await screenSvgOffThread(encode(`${SVG_OPEN}<rect width="1" height="1"/></svg>`))).toEqual({ ok: true });
    expect((await screenSvgOffThread(encode(`${SVG_OPEN}<script>alert(1)</script></svg>`))).ok).toBe(false);
    // Not UTF-8, and NUL: not SVG text.
    expect((await screenSvgOffThread(Uint8Array.from([0x3c, 0xff, 0xfe]))).ok).toBe(false);
    expect((await screenSvgOffThread(encode(`${SVG_OPEN}\u0000</svg>`))).ok).toBe(false);
  });

  test("a file past the deadline is refused; the files behind it are screened by a new thread", async () => {
    const big = encode(`${SVG_OPEN}${'<rect width="1" height="1"/>'.repeat(200_000)}</svg>`);
    const queued = encode(`${SVG_OPEN}<circle r="1"/></svg>`);
    const [slow, behind, scripted] = await Promise.all([
      screenSvgOffThread(big, 5),
      screenSvgOffThread(queued),
      screenSvgOffThread(encode(`${SVG_OPEN}<script>alert(1)</script></svg>`)),
    ]);
    expect(slow).toEqual({ ok: false, reason: "The SVG file is too complex to be checked" });
    expect(behind).toEqual({ ok: true });
    expect(scripted).toEqual({ ok: false, reason: "SVG files with scripts are not accepted" });
  });

  test("a view into a larger buffer is screened as itself", async () => {
    const buffer = encode(`xxxx${SVG_OPEN}<rect width="1" height="1"/></svg>yyyy`);
    expect(await screenSvgOffThread(buffer.subarray(4, buffer.length - 4))).toEqual({ ok: true });
  });
});
