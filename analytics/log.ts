import type { Database } from "../server/db/client";
import { appendBatches, type LogBatch, pruneBefore, readAfter } from "../server/db/queries/analytics-log";
import { nextRunSharer } from "../server/lib/next-run";
import type { Logger } from "../server/logger";
import type { AnalyticsEvent } from "../shared/schemas/analytics";
import type { BeaconClient } from "./ingest";
import type { AnalyticsStore } from "./store";

/**
 * Analytics across several instances (docs/decisions/0010-analytics-across-instances.md).
 * DuckDB allows one writer per file, so instances do not share one: each appends the batches it
 * receives to a log in the shared PostgreSQL (the durable acknowledgement), and each replays the
 * log into its own DuckDB, so every instance's dashboard shows every instance's events, once.
 */

/** Where a replayed batch goes: the local store's ingest, told when the batch was received. */
export interface ReplayTarget {
  submit(events: AnalyticsEvent[], client: BeaconClient, receivedAt?: number): Promise<unknown>;
  flush(): Promise<void>;
}

export interface LogWriter {
  /** Resolves once the batch is committed to the log; rejects if it could not be (nothing acknowledged). */
  submit(events: AnalyticsEvent[], client: BeaconClient): Promise<void>;
  flush(): Promise<void>;
}

/**
 * Group commit into PostgreSQL: the batches of requests arriving within `flushMs` go in one INSERT,
 * and each request is answered after that commit.
 */
export function createLogWriter(db: Database, flushMs = 10, maxBatches = 500): LogWriter {
  let pending: { batch: LogBatch; resolve: () => void; reject: (e: unknown) => void }[] = [];
  let timer: Timer | undefined;

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const taken = pending;
    pending = [];
    if (!taken.length) return;
    try {
      await appendBatches(
        db,
        taken.map((p) => p.batch),
      );
      for (const p of taken) p.resolve();
    } catch (error) {
      for (const p of taken) p.reject(error);
    }
  }

  return {
    submit(events, client) {
      return new Promise<void>((resolve, reject) => {
        pending.push({
          batch: {
            events,
            userAgent: client.userAgent,
            country: client.country,
            visitors: client.visitors ?? null,
            receivedAt: new Date(),
          },
          resolve,
          reject,
        });
        if (pending.length >= maxBatches) void flush();
        else timer ??= setTimeout(() => void flush(), flushMs);
      });
    },
    flush,
  };
}

export interface LogReplica {
  /** Replays everything committed to the log so far (the dashboard calls it before reading). */
  catchUp(): Promise<void>;
  close(): Promise<void>;
}

const CURSOR_TABLE = "CREATE TABLE IF NOT EXISTS analytics_log_cursor (one INTEGER PRIMARY KEY, id BIGINT)";

async function readCursor(store: AnalyticsStore): Promise<number> {
  return store.write(async (c) => {
    await c.run(CURSOR_TABLE);
    const reader = await c.runAndReadAll("SELECT id FROM analytics_log_cursor WHERE one = 1");
    return Number(reader.getRowObjects()[0]?.id ?? 0);
  });
}

async function saveCursor(store: AnalyticsStore, id: number): Promise<void> {
  await store.write((c) =>
    c.run("INSERT INTO analytics_log_cursor VALUES (1, ?) ON CONFLICT (one) DO UPDATE SET id = excluded.id", [id]),
  );
}

/**
 * Tails the log into the local store every `pollMs`. Replaying a batch twice (a crash between the
 * DuckDB commit and saving the cursor) stores nothing twice: event ids are keys there.
 */
export function startLogReplica(opts: {
  db: Database;
  store: AnalyticsStore;
  target: ReplayTarget;
  log: Logger;
  pollMs?: number;
  retentionDays: number;
}): LogReplica {
  const { db, store, target, log } = opts;
  const pageSize = 500;
  let cursor: Promise<number> = readCursor(store);
  // Read at start, awaited only by the first drain: a DuckDB failure here would otherwise be an
  // unhandled rejection (the end of the process) before any drain looks at it. The drain still
  // sees the rejection and logs it.
  cursor.catch((error) => log.error("analytics log cursor could not be read", { error }));
  let stopped = false;

  async function drain(): Promise<void> {
    let position = await cursor;
    for (;;) {
      const rows = await readAfter(db, position, pageSize);
      if (!rows.length) return;
      const stored = rows.map((r) =>
        target.submit(
          r.events,
          { userAgent: r.userAgent, country: r.country, visitors: r.visitors ?? undefined },
          r.receivedAt.getTime(),
        ),
      );
      await target.flush();
      await Promise.all(stored);
      position = rows[rows.length - 1]?.id ?? position;
      await saveCursor(store, position);
      cursor = Promise.resolve(position);
      if (rows.length < pageSize) return;
    }
  }

  /** One drain at a time; callers that arrive meanwhile share the next one (server/lib/next-run.ts). */
  const catchUp = nextRunSharer(drain);

  const poll = setInterval(() => {
    if (!stopped) catchUp().catch((error) => log.error("analytics log replay failed", { error }));
  }, opts.pollMs ?? 250);
  // Hourly: forget log rows older than the longest range the dashboard compares (with margin).
  const prune = setInterval(
    () => {
      const before = new Date(Date.now() - opts.retentionDays * 24 * 60 * 60 * 1000);
      pruneBefore(db, before).catch((error) => log.error("analytics log prune failed", { error }));
    },
    60 * 60 * 1000,
  );

  return {
    catchUp,
    async close() {
      stopped = true;
      clearInterval(poll);
      clearInterval(prune);
      await catchUp().catch(() => {});
    },
  };
}
