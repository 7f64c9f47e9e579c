import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { assertSafeKey } from "../../storage/types";
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

describe("every name that cleanFileName accepts makes a storage key the storage accepts", () => {
  const keyOf = (name: string) => `uploads/1764000000000-0123456789abcdef-${keySafeName(name)}`;
  test("dots, separators and look-alikes (Report...pdf, logo..v2.png)", () => {
    for (const raw of ["Report...pdf", "logo..v2.png", "a. .b.pdf", "...x.pdf", "x.pdf...", "a-.-.b.png", "Ω..Ω.png"]) {
      const cleaned = cleanFileName(raw);
      expect(cleaned.ok).toBe(true);
      if (cleaned.ok) expect(() => assertSafeKey(keyOf(cleaned.name))).not.toThrow();
    }
    expect(keySafeName("Report...pdf")).toBe("Report.pdf");
  });
  test("property: arbitrary unicode names", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 120 }), fc.string({ maxLength: 30 }), (a, b) => {
        const cleaned = cleanFileName(`${a}.${b}.pdf`);
        if (cleaned.ok) assertSafeKey(keyOf(cleaned.name));
      }),
      { numRuns: 2_000, seed: 14 },
    );
  });
});
