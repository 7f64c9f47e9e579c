import { describe, expect, test } from "bun:test";
import { parseReply } from "./reply-format";

describe("parseReply", () => {
  test("paragraphs, line breaks, bold, italic and links", () => {
    expect(parseReply("Hi **Jana**,\nthanks!\n\nSee *this*: https://merchovna.cz/brands.")).toEqual([
      [
        { kind: "text", text: "Hi " },
        { kind: "bold", text: "Jana" },
        { kind: "text", text: "," },
        { kind: "break" },
        { kind: "text", text: "thanks!" },
      ],
      [
        { kind: "text", text: "See " },
        { kind: "italic", text: "this" },
        { kind: "text", text: ": " },
        { kind: "link", href: "https://merchovna.cz/brands", text: "https://merchovna.cz/brands" },
        { kind: "text", text: "." },
      ],
    ]);
  });

  test("markup stays text: HTML, javascript: and data: addresses are never links or elements", () => {
    const spans = parseReply(
      '<b>x</b> <a href="javascript:alert(1)">y</a> javascript:alert(1) data:text/html,z',
    ).flat();
    expect(spans.every((s) => s.kind === "text")).toBe(true);
    expect(spans.map((s) => (s.kind === "text" ? s.text : "")).join("")).toContain("<b>x</b>");
  });

  test("CRLF and repeated blank lines make one paragraph break; unclosed markers stay as typed", () => {
    expect(parseReply("a\r\n\r\n\r\nb **c")).toEqual([
      [{ kind: "text", text: "a" }],
      [{ kind: "text", text: "b **c" }],
    ]);
  });
});
