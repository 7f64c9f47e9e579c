/**
 * A script calling the site's typed API, as any developer's script would:
 *   bun server/cli/example-client.ts [http://localhost:3000]
 * The client is typed by AppRouter, so a wrong procedure name or input fails at typecheck.
 * Admin procedures take an API key: `API_KEY=... bun server/cli/example-client.ts`. Create one in the
 * admin area (API keys) with only the scope this script needs, `analytics:read` (decision 0015): it
 * reads the analytics dashboard and nothing else (the leads and the rest answer 403).
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

const health = await api.system.health.query();
console.log(`health: ${health.ok ? "ok" : "degraded"}`);
for (const [part, status] of Object.entries(health.parts)) {
  console.log(
    `  ${part.padEnd(10)} ${status.kind.padEnd(8)} ${status.ok ? "ok" : `down: ${status.error}`} (${status.ms} ms)`,
  );
}
const me = await api.auth.me.query();
console.log(`signed in as: ${me ? me.user.email : "nobody"}`);

if (apiKey) {
  // A read-only analytics call: what an `analytics:read` key is for.
  try {
    const dashboard = await api.analytics.dashboard.query({ range: "7d" });
    console.log(`analytics, last 7 days (${dashboard.from} .. ${dashboard.to}):`);
    console.log(`  visitors right now: ${dashboard.realtimeVisitors}`);
    if (dashboard.topPages.length === 0) console.log("  no page views yet");
    for (const page of dashboard.topPages.slice(0, 5)) {
      console.log(`  ${String(page.views).padStart(6)} views  ${page.path}`);
    }
  } catch (error) {
    // 401: unknown, revoked or expired key; 403: the key lacks the scope analytics:read.
    if (!(error instanceof TRPCClientError)) throw error;
    console.log(`analytics: refused (${error.data?.httpStatus ?? "?"}): ${error.message}`);
  }
}
