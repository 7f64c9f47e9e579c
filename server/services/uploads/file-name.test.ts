import { describe, expect, test } from "bun:test";
import { cleanFileName, keySafeName } from "./file-name";

describe("cleanFileName", () => {
  test("keeps an ordinary name, including Czech letters", () => {
    expect(cleanFileName("Logo Příliš žluťoučký.pdf")).toEqual({ ok: true, name: "Logo Příliš žluťoučký.pdf" });
  });
  test("cuts paths to the last segment", () => {
    expect(cleanFileName("../../etc/passwd")).toEqual({ ok: true, name: "passwd" });
    expect(cleanFileName("C:\\Users\\x\\brief.pdf")).toEqual({ ok: true, name: "brief.pdf" });
  });
  test("refuses control characters and bidi overrides", () => {
    for (const name of ["a\u0000.pdf", "a\r\nb.pdf", "a\u202Egnp.exe", "x\u2066.pdf"]) {
      expect(cleanFileName(name)).toEqual({ ok: false, reason: "File name contains invalid characters" });
    }
  });
  test("refuses empty and over-long names", () => {
    expect(cleanFileName("..")).toMatchObject({ ok: false });
    expect(cleanFileName(`${"a".repeat(5000)}.pdf`)).toEqual({ ok: false, reason: "File name is too long" });
  });
});

describe("keySafeName", () => {
  test("is ASCII only and never starts with a dot or dash", () => {
    expect(keySafeName("Příliš žluťoučký kůň.pdf")).toBe("Prilis-zlutoucky-kun.pdf");
    expect(keySafeName(".hidden")).toBe("hidden");
    expect(keySafeName("日本.png")).toBe("png");
  });
});
