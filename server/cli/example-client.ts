/**
 * A script calling the site's typed API, as any developer's script would:
 *   bun server/cli/example-client.ts [http://localhost:3000]
 * The client is typed by AppRouter, so a wrong procedure name or input fails at typecheck.
 * Admin procedures take an API key: `API_KEY=... bun server/cli/example-client.ts`.
 */
import { createTRPCClient, httpBatchLink } from "@trpc/client";
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
