import type { Config } from "../server/config";
import type { Database } from "../server/db/client";
import type { Logger } from "../server/logger";
import type { AnalyticsEvent } from "../shared/schemas/analytics";
import type { BeaconClient, Ingest } from "./ingest";
import { createLogWriter, startLogReplica } from "./log";
import type { AnalyticsStore } from "./store";

const errorSummary = (error: unknown) =>
  error instanceof Error ? error.message.split("\n")[0]?.slice(0, 200) : String(error);

/**
 * Where the beacon's batches go, and how a reader sees everything acknowledged so far. One instance
 * (the embedded default): straight into DuckDB by group commit. Several instances on one PostgreSQL:
 * through the shared log, replayed into each instance's DuckDB (docs/decisions/0010).
 */
export interface AnalyticsPipeline {
  mode: "direct" | "shared-log";
  /** Resolves once the batch is durable; rejects if it is not (nothing acknowledged). */
  submit(events: AnalyticsEvent[], client: BeaconClient): Promise<void>;
  /** Makes every acknowledged batch visible in the local store. */
  catchUp(): Promise<void>;
  close(): Promise<void>;
}

export function createAnalyticsPipeline(opts: {
  config: Config;
  db: Database;
  store: AnalyticsStore;
  ingest: Ingest;
  log: Logger;
}): AnalyticsPipeline {
  const { config, db, store, ingest, log } = opts;
  if (!config.analytics.sharedLog) {
    return {
      mode: "direct",
      async submit(events, client) {
        await ingest.submit(events, client);
      },
      catchUp: () => ingest.flush(),
      close: () => ingest.close(),
    };
  }
  const writer = createLogWriter(db);
  const replica = startLogReplica({
    db,
    store,
    target: ingest,
    log,
    retentionDays: config.analytics.logRetentionDays,
  });
  return {
    mode: "shared-log",
    async submit(events, client) {
      try {
        await writer.submit(events, client);
      } catch (error) {
        // PostgreSQL is unreachable: keep the batch durably in this instance's DuckDB rather than
        // refuse it (only this instance's dashboard will show it; nothing acknowledged is lost).
        log.warn("analytics log unavailable; stored locally", { error: errorSummary(error) });
        await ingest.submit(events, client);
      }
    },
    catchUp: () => replica.catchUp(),
    async close() {
      await writer.flush();
      // What was acknowledged is safe in the log either way; replaying it now keeps this store current.
      await replica.catchUp().catch((error) => log.warn("analytics log replay at shutdown failed", { error }));
      await replica.close();
      await ingest.close();
    },
  };
}
