import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { signUp } from "../helpers/auth";
import { sofficeWithCalc } from "../helpers/libreoffice";
import { makeTempDir } from "../helpers/paths";
import { startTestApp, type TestApp } from "../helpers/test-app";

/**
 * The admin's CSV exports opened in a real spreadsheet: LibreOffice Calc, headless, from Debian's
 * packages (`libreoffice-calc-nogui`; `.ci/run` installs it). Each export, in both dialects, is
 * read with comma and with semicolon as the separator (a spreadsheet set to Czech splits on ";",
 * whatever the file was written with), converted to flat ODF, and no cell may be a formula.
 * A control file proves that LibreOffice does evaluate an unneutralised formula here.
 */
const SOFFICE = sofficeWithCalc();
if (!SOFFICE) {
  throw new Error(
    "csv-libreoffice: LibreOffice Calc is missing. Install it: apt-get install --no-install-recommends libreoffice-calc-nogui",
  );
}

const HOSTILE = [
  '=HYPERLINK("http://evil.example","click")',
  "Acme;=cmd|' /C calc'!A0",
  "Kolo, +420 777 123 456",
  "x,@SUM(1+1)",
  "note\t-2+3",
  "a|=1+1",
  "two lines\n=1+1",
  "full-width ＝1+1",
  "  =1+1 after spaces",
];

let app: TestApp;
let cookie: string;
const dir = makeTempDir("csv-lo");
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY_HOPS: "1" });
  cookie = (await signUp(app.url, "owner@example.com")).cookie;
  await app.client({ cookie }).admin.setup.mutate();
  for (const [i, text] of HOSTILE.entries()) {
    const res = await fetch(`${app.url}/trpc/contact.submit`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.44.0.${i + 1}` },
      body: JSON.stringify({ name: text.replace(/\n/g, " ").slice(0, 100), email: `v${i}@example.com`, message: text }),
    });
    expect(res.status).toBe(200);
  }
}, 60_000);
afterAll(() => app?.stop(), 60_000);

/** Converts `file` with LibreOffice, reading it with `separator` (a character code), and answers the flat ODF. */
async function openInCalc(file: string, separator: number): Promise<string> {
  const out = join(dir, `out-${separator}-${crypto.randomUUID().slice(0, 6)}`);
  mkdirSync(out, { recursive: true });
  const proc = Bun.spawn(
    [
      SOFFICE!,
      `-env:UserInstallation=file://${join(dir, "profile")}`,
      "--headless",
      `--infilter=CSV:${separator},34,76,1`,
      "--convert-to",
      "fods",
      "--outdir",
      out,
      file,
    ],
    { stdout: "pipe", stderr: "pipe" },
  );
  await proc.exited;
  const name = file
    .split("/")
    .pop()!
    .replace(/\.csv$/, ".fods");
  return readFileSync(join(out, name), "utf8");
}

const formulas = (fods: string) => [...fods.matchAll(/table:formula="([^"]*)"/g)].map((m) => m[1]);

describe("exports opened in LibreOffice hold no formula", () => {
  test("control: an unneutralised cell is a formula there", async () => {
    const file = join(dir, "control.csv");
    writeFileSync(file, "\ufeffa,b\r\n=1+1,x;=2+2\r\n");
    expect(formulas(await openInCalc(file, 59)).length).toBeGreaterThan(0);
  }, 60_000);

  for (const dialect of ["standard", "excel-cs"] as const) {
    test(`submissions.csv (${dialect}), read with comma and with semicolon`, async () => {
      const res = await fetch(
        `${app.url}/api/admin/export/submissions.csv${dialect === "excel-cs" ? "?dialect=excel-cs" : ""}`,
        { headers: { cookie } },
      );
      expect(res.status).toBe(200);
      const csv = await res.text();
      for (const text of HOSTILE) expect(csv).toContain(text.split(/[;,|\t\n=]/)[0]!.trim());
      const file = join(dir, `submissions-${dialect}.csv`);
      writeFileSync(file, csv);
      for (const separator of [44, 59]) {
        const fods = await openInCalc(file, separator);
        expect(fods).toContain("office:document");
        expect({ separator, formulas: formulas(fods) }).toEqual({ separator, formulas: [] });
      }
    }, 60_000);
  }
});
