/**
 * `bun run bench:auth` prints, against the real server in its own process on a fresh data folder:
 *   - sign-in latency p50/p99 (argon2id verification included), sequential, over HTTP;
 *   - the security dashboard's metrics on that fresh install, as the first admin sees them.
 */
import { rmSync } from "node:fs";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "../../server/trpc/router";
import { signIn, signUp } from "../helpers/auth";
import { makeTempDir } from "../helpers/paths";
import { freePort } from "../helpers/ports";
import { spawnServer } from "../helpers/server-process";

const N = Number(process.env.SIGN_INS ?? 50);
const dataDir = makeTempDir("bench-auth");
const port = await freePort();
const server = spawnServer({
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});
await server.ready(60_000);
const url = `http://127.0.0.1:${port}`;
try {
  const { cookie } = await signUp(url, "owner@example.com");
  const times: number[] = [];
  for (let i = 0; i < N + 5; i++) {
    const started = performance.now();
    const { res } = await signIn(url, "owner@example.com");
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.log(`sign-in (argon2id m=19 MiB t=2, over HTTP, ${N} sequential): p50 ${pct(50)} ms, p99 ${pct(99)} ms`);

  const api = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${url}/trpc`, headers: () => ({ cookie }) })],
  });
  const before = await api.auth.me.query();
  console.log(`\nsecurity metrics on a fresh install (first user, before and after claiming admin):`);
  await api.admin.setup.mutate();
  const metrics = await api.security.refresh.mutate();
  console.log(`  (admin before claim: ${before?.isAdmin})`);
  for (const m of metrics) console.log(`  ${m.metricStatus.padEnd(8)} ${m.metricName.padEnd(32)} ${m.metricValue}`);
} finally {
  server.proc.kill("SIGTERM");
  await server.proc.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
