/**
 * `bun run dev`: the API server with --watch (restarts on server changes) and Vite's dev server
 * with hot reload for the client, proxying /trpc, /api and /healthz to the API.
 */
import { resolve } from "node:path";

const root = resolve(import.meta.dir, "../..");
const apiPort = process.env.API_PORT ?? "3000";
// No stall watchdog in development: a debugger's breakpoint holds the loop, and --watch would not
// restart a killed process.
const env = {
  STALL_WATCHDOG_SECONDS: "0",
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  NODE_ENV: "development",
};

const children = [
  Bun.spawn(["bun", "--watch", "server/index.ts"], { cwd: root, env, stdout: "inherit", stderr: "inherit" }),
  Bun.spawn(["bun", "x", "vite", "--host", "127.0.0.1"], { cwd: root, env, stdout: "inherit", stderr: "inherit" }),
];
console.log(`dev: open http://localhost:5173 (API on :${apiPort})`);

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
const code = await Promise.race(children.map((c) => c.exited));
stop();
process.exit(code);
