/**
 * `bun run test`: everything a change must pass, in one command.
 *   1. makes sure Chromium and LibreOffice Calc are there (Debian's packages; installed when we are
 *      root with apt),
 *   2. builds the client,
 *   3. unit + integration tests (bun test), on PGlite, or on PostgreSQL when DATABASE_URL is set,
 *   4. browser tests (Playwright + Chromium) against the real server,
 * then prints one summary line: "tests: N passed, N failed".
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { sofficeWithCalc } from "./helpers/libreoffice";
import { dropRunDatabases } from "./helpers/test-db";

const root = resolve(import.meta.dir, "..");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Every test database of this run carries this id, so the run can drop them all at the end.
process.env.TEST_RUN_ID = `r${Date.now().toString(36)}`;

function run(cmd: string[], env: Record<string, string> = {}): { code: number; output: string } {
  const proc = Bun.spawnSync(cmd, { cwd: root, env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  const output = `${proc.stdout.toString()}${proc.stderr.toString()}`;
  return { code: proc.exitCode ?? 1, output };
}

async function stream(cmd: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const proc = Bun.spawn(cmd, { cwd: root, env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  let output = "";
  const pump = async (s: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    for await (const chunk of s) {
      const text = new TextDecoder().decode(chunk);
      output += text;
      sink.write(text);
    }
  };
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)]);
  return { code: await proc.exited, output };
}

/**
 * A tool the suite needs from Debian's packages: installed when we are root with apt, otherwise
 * the run stops with one line saying how to get it.
 */
function ensureDebianTool(name: string, present: () => boolean, pkg: string, hint: string): void {
  if (present()) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log(`${name} not found: installing Debian's ${pkg} package...`);
    const update = run(["apt-get", "update"]);
    const install = run(["apt-get", "install", "-y", "--no-install-recommends", pkg], {
      DEBIAN_FRONTEND: "noninteractive",
    });
    if (update.code === 0 && install.code === 0 && present()) return;
    console.error(install.output.split("\n").slice(-5).join("\n"));
  }
  console.error(hint);
  process.exit(1);
}

ensureDebianTool(
  "Chromium",
  () => existsSync(chromium),
  "chromium",
  `No Chromium at ${chromium}: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
);
// The CSV exports are opened in a real spreadsheet (csv-libreoffice.test.ts).
ensureDebianTool(
  "LibreOffice Calc",
  () => sofficeWithCalc() !== null,
  "libreoffice-calc-nogui",
  "No LibreOffice Calc (soffice with Calc): install it (Debian: sudo apt-get install --no-install-recommends libreoffice-calc-nogui).",
);

// Scratch folders of earlier runs go; the migrated PGlite templates stay (they are reusable).
const tmp = join(root, ".tmp");
if (existsSync(tmp)) {
  for (const name of readdirSync(tmp)) {
    if (!name.startsWith("pglite-template-") || name.includes(".building"))
      rmSync(join(tmp, name), { recursive: true, force: true });
  }
}

console.log("\n== build ==");
const build = run(["bun", "run", "build"]);
if (build.code !== 0) {
  console.error(build.output);
  console.log("tests: 0 passed, 1 failed");
  process.exit(1);
}

/**
 * The unit tests (./analytics ./server ./client ./shared, `bun run test:unit`) read no database.
 * CI runs them once, in its check gate, and sets TEST_UNIT_DONE=1 for its two database runs, which
 * then run ./tests only: twice more they cost ~20 of CI's 90 minutes on a slow 2-core machine and
 * could not fail differently (docs/testing.md, "CI").
 */
const unitDone = process.env.TEST_UNIT_DONE === "1";
const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(
  unitDone
    ? `\n== integration (bun test ./tests, database: ${database}; the unit tests ran in the check gate) ==`
    : `\n== unit + integration (bun test, database: ${database}) ==`,
);
const unit = await stream(["bun", "test", "--timeout", "30000", ...(unitDone ? ["./tests"] : [])]);
const count = (re: RegExp) => Number(unit.output.match(re)?.[1] ?? 0);
const unitPassed = count(/^\s*(\d+) pass$/m);
const unitFailed = count(/^\s*(\d+) fail$/m) + (unit.code !== 0 && count(/^\s*(\d+) fail$/m) === 0 ? 1 : 0);

console.log("\n== browser (Playwright + Chromium) ==");
const reportFile = join(root, "test-results/e2e-results.json");
rmSync(reportFile, { force: true });
const e2e = await stream(["bun", "x", "playwright", "test", "-c", "tests/e2e/playwright.config.ts"], {
  CHROMIUM_PATH: chromium,
});
let e2ePassed = 0;
let e2eFailed = 0;
let e2eFailures: string[] = [];
try {
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as PlaywrightReport;
  e2ePassed = report.stats.expected;
  e2eFailed = report.stats.unexpected + report.stats.flaky;
  e2eFailures = failedSpecs(report.suites);
} catch {
  e2eFailed = 1;
}
if (e2e.code !== 0 && e2eFailed === 0) e2eFailed = 1;

if (process.env.DATABASE_URL) {
  const dropped = await dropRunDatabases(process.env.DATABASE_URL, process.env.TEST_RUN_ID).catch(() => 0);
  console.log(`dropped ${dropped} test database(s)`);
}

// The names of what failed come last, so that a log cut to its tail (as CI's is) still says it.
// Bun names each failure twice (as it happens and in its closing list): each is listed once here.
const unitFailures = [
  ...new Set(
    unit.output
      .split("\n")
      .filter((line) => line.startsWith("(fail)"))
      .map((line) => line.replace(/\s*\[[\d.]+m?s\]$/, "")),
  ),
];
if (unitFailures.length + e2eFailures.length > 0) {
  console.log("\nfailed:");
  for (const line of [...unitFailures, ...e2eFailures]) console.log(`  ${line}`);
}
if (unit.code !== 0 && unitFailures.length === 0) console.log(`bun test exited with ${unit.code}, no test failed`);

console.log(`\n${unitDone ? "integration" : "unit+integration"}: ${unitPassed} passed, ${unitFailed} failed`);
console.log(`browser: ${e2ePassed} passed, ${e2eFailed} failed`);
console.log(`tests: ${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed`);
process.exit(unitFailed + e2eFailed > 0 ? 1 : 0);

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; ok: boolean; file: string; line: number }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

/** "file:line › describe › test" of every spec that did not pass (flaky included: retries are 0). */
function failedSpecs(suites: PlaywrightSuite[], describes: string[] = []): string[] {
  return suites.flatMap((suite) => {
    // A file's own suite is titled with its path; only describe blocks add to the name.
    const titles = suite.title === suite.file ? describes : [...describes, suite.title];
    const own = (suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `(e2e) ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`);
    return [...own, ...failedSpecs(suite.suites ?? [], titles)];
  });
}
