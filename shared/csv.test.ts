import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { csvCell, neutraliseFormulas, toCsv } from "./csv";

const TRIGGER = /^[=+\-@\uff1d\uff0b\uff0d\uff20]/;

/**
 * Every cell a spreadsheet could make of a line split on `separator`, whatever separator the file
 * was written with (so quoting by the writer's separator protects nothing): a piece that starts
 * with a quote is read as a quoted value up to its closing quote, "" being one quote.
 */
const naiveCells = (line: string, separator: string) =>
  line.split(separator).map((raw) => {
    const cell = raw.replace(/^\s+/, "");
    if (!cell.startsWith('"')) return cell;
    const quoted = /^"((?:[^"]|"")*)/.exec(cell)?.[1] ?? "";
    return quoted.replace(/""/g, '"').replace(/^\s+/, "");
  });

describe("formulas are neutralised after any separator", () => {
  test("examples", () => {
    expect(neutraliseFormulas("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(neutraliseFormulas("Acme;=cmd|' /C calc'!A0")).toBe("Acme;'=cmd|' /C calc'!A0");
    expect(neutraliseFormulas("a,+1,-2,@SUM(1)")).toBe("a,'+1,'-2,'@SUM(1)");
    expect(neutraliseFormulas("line\n  =1+1")).toBe("line\n  '=1+1");
    expect(neutraliseFormulas("full-width ＝1+1")).toBe("full-width ＝1+1");
    expect(neutraliseFormulas("x;＝1+1")).toBe("x;'＝1+1");
    expect(neutraliseFormulas("Jana Nováková, Praha")).toBe("Jana Nováková, Praha");
    // A tab is a separator and a space: after tabs, as after spaces, a formula is neutralised.
    expect(neutraliseFormulas("a\t\t=1")).toBe("a\t\t'=1");
    expect(neutraliseFormulas("\t \t-2")).toBe("\t \t'-2");
    expect(neutraliseFormulas("==1")).toBe("'==1");
    expect(neutraliseFormulas("a-b c+d")).toBe("a-b c+d");
  });

  test("property: no cell of any split of any line starts a formula", () => {
    const piece = fc.constantFrom("=", "+", "-", "@", "＝", ";", ",", "\t", "|", "\n", " ", '"', "a", "1(", "SUM");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 25 }), (parts) => {
        const text = parts.join("");
        for (const dialect of ["standard", "excel-cs"] as const) {
          const csv = toCsv(["x"], [[text, "after"]], dialect).slice(1);
          for (const separator of [",", ";", "\t", "|"]) {
            for (const line of csv.split(/\r\n|\n|\r/)) {
              for (const cell of naiveCells(line, separator)) expect(cell).not.toMatch(TRIGGER);
            }
          }
        }
      }),
      { numRuns: 3_000, seed: 7 },
    );
  });
});

describe("the Czech Excel dialect", () => {
  test("semicolons, decimal commas, Prague local time (summer and winter)", () => {
    const csv = toCsv(
      ["Kdy", "Částka", "Text"],
      [
        [new Date("2026-06-30T23:30:00Z"), 1234.5, "a;b"],
        [new Date("2026-12-31T23:30:00Z"), 2, "x"],
      ],
      "excel-cs",
    );
    expect(csv).toBe('\ufeffKdy;Částka;Text\r\n01.07.2026 01:30:00;1234,5;"a;b"\r\n01.01.2027 00:30:00;2;x\r\n');
  });
  test("the standard dialect keeps commas, ISO UTC and decimal points", () => {
    expect(toCsv(["a", "b"], [[new Date("2026-06-30T23:30:00Z"), 1.5]])).toBe(
      "\ufeffa,b\r\n2026-06-30T23:30:00.000Z,1.5\r\n",
    );
    expect(csvCell('say "hi"; now')).toBe('"say ""hi""; now"');
  });
});

test("bidi controls are dropped from cells", () => {
  expect(csvCell("Jana \u202Egnp.exe")).toBe("Jana gnp.exe");
  expect(csvCell("\u2066x\u2069\u200f")).toBe("x");
});

describe("neutraliseFormulas on what a visitor could type", () => {
  /** The pattern it replaced, for the same answers on ordinary text (it was quadratic in tabs). */
  const PATTERN = /(^|[,;\t|\r\n])([ \t]*)([=+\-@\uff1d\uff0b\uff0d\uff20])/g;
  const ALPHABET = ["a", " ", "\t", ",", ";", "|", "\n", "\r", "=", "+", "-", "@", "＝", "＋", "ž", "'", '"'];

  test("answers as the pattern did, on 2,000 random texts", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed;
    };
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: next() % 24 }, () => ALPHABET[next() % ALPHABET.length]).join("");
      expect({ text, out: neutraliseFormulas(text) }).toEqual({ text, out: text.replace(PATTERN, "$1$2'$3") });
    }
  });

  test("runs in linear time: 50,000 tabs between two letters", () => {
    const started = performance.now();
    expect(neutraliseFormulas(`a${"\t".repeat(50_000)}a`)).toHaveLength(50_002);
    // The pattern took seconds here.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
