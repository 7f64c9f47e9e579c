/**
 * `bun run audit`: Lighthouse (mobile preset, Debian's Chromium) on every public page in both
 * languages, against the built site served by the real server. Prints the four scores per page
 * and exits non-zero when a page misses a target (Performance >= 95; the rest 100).
 * Build first (`bun run build`). `AUDIT_PAGES=/,/brands` limits the pages.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { localizedPath, pages } from "../../shared/pages";
import { makeTempDir, projectRoot } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";

const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof targets;
const chrome = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const only = process.env.AUDIT_PAGES?.split(",");

const dataDir = makeTempDir("audit");
const port = await freePort();
const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
await server.ready(60_000);

const reportsDir = join(projectRoot, "reports/lighthouse");
mkdirSync(reportsDir, { recursive: true });
const urls = pages
  .filter((p) => !p.private && (!only || only.includes(p.path)))
  .flatMap((p) => (["en", "cs"] as const).map((locale) => localizedPath(p.path, locale)));

function lighthouse(path: string, out: string) {
  return Bun.spawnSync(
    [
      "node",
      join(projectRoot, "node_modules/.bin/lighthouse"),
      `${server.url}${path}`,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdout: "pipe", stderr: "pipe" },
  );
}

const failures: string[] = [];
console.log(`${"page".padEnd(26)} perf  a11y  best  seo   LCP     TBT    CLS`);
try {
  for (const path of urls) {
    const out = join(reportsDir, `${path.replace(/\//g, "_") || "_"}.json`);
    // Lighthouse occasionally fails to record a trace (NO_NAVSTART) on a cold browser: try twice.
    let run = lighthouse(path, out);
    if (run.exitCode !== 0) run = lighthouse(path, out);
    if (run.exitCode !== 0) {
      failures.push(`${path}: lighthouse failed: ${run.stderr.toString().split("\n").slice(-3).join(" ")}`);
      continue;
    }
    const report = JSON.parse(readFileSync(out, "utf8"));
    const score = (c: Category) => Math.round((report.categories[c]?.score ?? 0) * 100);
    const audit = (id: string) => report.audits[id]?.displayValue ?? "-";
    console.log(
      `${path.padEnd(26)} ${String(score("performance")).padEnd(5)} ${String(score("accessibility")).padEnd(5)} ${String(score("best-practices")).padEnd(5)} ${String(score("seo")).padEnd(5)} ${String(audit("largest-contentful-paint")).padEnd(7)} ${String(audit("total-blocking-time")).padEnd(6)} ${audit("cumulative-layout-shift")}`,
    );
    for (const c of Object.keys(targets) as Category[]) {
      if (score(c) < targets[c]) {
        const failing = Object.values(
          report.audits as Record<string, { id: string; score: number | null; scoreDisplayMode: string }>,
        )
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              !["informative", "notApplicable", "manual"].includes(a.scoreDisplayMode),
          )
          .map((a) => a.id);
        failures.push(`${path}: ${c} ${score(c)} < ${targets[c]} (${failing.slice(0, 6).join(", ")})`);
      }
    }
  }
} finally {
  server.proc.kill("SIGTERM");
  await server.proc.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length) {
  console.log(`\nBelow target:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nAll ${urls.length} pages meet the targets (reports in reports/lighthouse/).`);
