import type { Ingest } from "../../analytics/ingest";
import type { AnalyticsStore } from "../../analytics/store";
import type { AnalyticsEvent } from "../../shared/schemas/analytics";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { createLogWriter, startLogReplica } from "./analytics-log";

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
  submit(events: AnalyticsEvent[], userAgent: string): Promise<void>;
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
      async submit(events, userAgent) {
        await ingest.submit(events, userAgent);
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
    async submit(events, userAgent) {
      try {
        await writer.submit(events, userAgent);
      } catch (error) {
        // PostgreSQL is unreachable: keep the batch durably in this instance's DuckDB rather than
        // refuse it (only this instance's dashboard will show it; nothing acknowledged is lost).
        log.warn("analytics log unavailable; stored locally", { error: errorSummary(error) });
        await ingest.submit(events, userAgent);
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
