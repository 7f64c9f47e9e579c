/**
 * A script calling the site's typed API, as any developer's script would:
 *   bun server/cli/example-client.ts [http://localhost:3000]
 * The client is typed by AppRouter, so a wrong procedure name or input fails at typecheck.
 * Admin procedures take an API key: `API_KEY=... bun server/cli/example-client.ts`. Create one in the
 * admin area (API keys) with only the scope this script needs, `analytics:read` (decision 0015): it
 * reads the analytics dashboard and nothing else (the leads and the rest answer 403).
 *
 * Exits 0 when every call it made answered; 1 when the site cannot be reached or the key was
 * refused, with one line saying which (a script's caller reads the exit code, a person the line).
 */
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import type { AppRouter } from "../trpc/router";

const baseUrl = process.argv[2] ?? process.env.SITE_URL ?? "http://localhost:3000";
const apiKey = process.env.API_KEY;

const api = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: `${baseUrl}/trpc`,
      headers: () => (apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
    }),
  ],
});

/** A refusal's status and message; anything else (a bug of this script) is thrown on. */
function refusal(error: unknown): string {
  if (!(error instanceof TRPCClientError)) throw error;
  const status = error.data?.httpStatus;
  // No status: no answer at all (nothing listens there, or not this site).
  return status ? `${status}: ${error.message}` : `no answer from ${baseUrl} (${error.message})`;
}

async function main(): Promise<number> {
  let health: Awaited<ReturnType<typeof api.system.health.query>>;
  try {
    health = await api.system.health.query();
  } catch (error) {
    console.log(`health: ${refusal(error)}`);
    return 1;
  }
  console.log(`health: ${health.ok ? "ok" : "degraded"}`);
  for (const [part, status] of Object.entries(health.parts)) {
    console.log(
      `  ${part.padEnd(10)} ${status.kind.padEnd(8)} ${status.ok ? "ok" : `down: ${status.error}`} (${status.ms} ms)`,
    );
  }
  const me = await api.auth.me.query();
  if (!apiKey) {
    console.log(`signed in as: ${me ? me.user.email : "nobody"} (set API_KEY to read the analytics)`);
    return 0;
  }
  if (!me) {
    // The server treats an unknown, revoked or expired key as no key at all.
    console.log("signed in as: nobody: the API key is unknown, revoked or expired");
    return 1;
  }
  console.log(`signed in as: ${me.user.email} (API key)`);
  // A read-only analytics call: what an `analytics:read` key is for.
  try {
    const dashboard = await api.analytics.dashboard.query({ range: "7d" });
    console.log(`analytics, last 7 days (${dashboard.from} .. ${dashboard.to}):`);
    console.log(`  visitors right now: ${dashboard.realtimeVisitors}`);
    if (dashboard.topPages.length === 0) console.log("  no page views yet");
    for (const page of dashboard.topPages.slice(0, 5)) {
      console.log(`  ${String(page.views).padStart(6)} views  ${page.path}`);
    }
    return 0;
  } catch (error) {
    // 403: the key lacks the scope analytics:read.
    console.log(`analytics: refused (${refusal(error)})`);
    return 1;
  }
}

process.exitCode = await main();
