import { ConfigError, parseConfig } from "./config";
import { startStallWatchdog } from "./lib/stall-watchdog";
import { createLogger } from "./logger";
import { createRuntime } from "./runtime";
import { startServer } from "./server";

/** The process entry: parse config, open stores, serve, and shut down cleanly on a signal. */
const SHUTDOWN_GRACE_MS = 4_500;

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const log = createLogger(config.logLevel);

// Crash guard. Every stream, socket and emitter on a request path handles its own errors (and the
// hostile suites test that the process survives them), but a library can still throw from a
// callback of its own (a driver's reconnect, a timer) where no request's promise chain can catch
// it. Ending the whole site for that, dropping every request in flight, is worse than logging it
// and serving on: requests whose work failed have already answered 5xx, and what was acknowledged
// is stored. The error is logged at "error" with its stack so it gets fixed (decision 0011).
process.on("uncaughtException", (error, origin) => {
  log.error("uncaught exception, still serving", { origin, error });
});
process.on("unhandledRejection", (reason, promise) => {
  log.error("unhandled promise rejection, still serving", { error: reason, promise: describePromise(promise) });
});
const bootStarted = performance.now();
const rt = await createRuntime(config, log).catch((error) => {
  log.error("start-up failed", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
const server = startServer(rt, { port: config.port, hostname: config.host });
// A blocked event loop ends the process rather than the site hanging for good (stall-watchdog.ts).
if (config.stallWatchdogMs > 0) startStallWatchdog(config.stallWatchdogMs, log);
log.info("listening", {
  url: server.url,
  ms: Math.round(performance.now() - bootStarted),
  database: rt.database.kind,
  storage: rt.storage.kind,
  mail: rt.mail.kind,
});

let shuttingDown = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info("shutting down", { signal });
    // Bounded: a stuck connection must not keep the process alive past the grace period.
    const force = setTimeout(() => {
      log.warn("shutdown grace period over, exiting");
      process.exit(0);
    }, SHUTDOWN_GRACE_MS);
    server.stop(3_000).then(
      () => {
        clearTimeout(force);
        log.info("stopped");
        process.exit(0);
      },
      (error) => {
        log.error("shutdown failed", { error });
        process.exit(1);
      },
    );
  });
}

/**
 * What an unhandled rejection's promise was, to find who dropped it: a database driver's query
 * (postgres.js queries are promises carrying their SQL text, never the parameters) or another kind.
 */
function describePromise(promise: Promise<unknown>): string {
  const query = (promise as { strings?: unknown }).strings;
  const kind = promise?.constructor?.name ?? "Promise";
  return Array.isArray(query) ? `${kind}: ${query.join("$?").replace(/\s+/g, " ").slice(0, 200)}` : kind;
}
