import { asc, gt, lt, sql } from "drizzle-orm";
import { analyticsLog } from "../../../drizzle/schema";
import type { AnalyticsEvent } from "../../../shared/schemas/analytics";
import type { Database } from "../client";

export interface LogBatch {
  events: AnalyticsEvent[];
  userAgent: string;
  /** The sender's country (the address itself is never logged). */
  country: string | null;
  /** The sender's visitor id per UTC day (a salted hash; server/services/visitor-hash.ts). */
  visitors: Record<string, string> | null;
  receivedAt: Date;
}

export interface LogRow extends LogBatch {
  id: number;
}

/** Serialises appends (advisory locks are per database), so ids become visible in order. */
const APPEND_LOCK = 727_003;

/**
 * Appends batches in one statement (one commit for many requests). Under the lock, a row with a
 * higher id can only commit after every lower one, so readers can follow the id.
 */
export async function appendBatches(db: Database, batches: LogBatch[]): Promise<void> {
  if (batches.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK})`);
    await tx.insert(analyticsLog).values(
      batches.map((b) => ({
        events: JSON.stringify(b.events),
        userAgent: b.userAgent,
        country: b.country,
        visitors: b.visitors ? JSON.stringify(b.visitors) : null,
        receivedAt: b.receivedAt,
      })),
    );
  });
}

/** The next `limit` batches after `afterId`, in order. */
export async function readAfter(db: Database, afterId: number, limit: number): Promise<LogRow[]> {
  const rows = await db
    .select()
    .from(analyticsLog)
    .where(gt(analyticsLog.id, afterId))
    .orderBy(asc(analyticsLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    userAgent: r.userAgent,
    country: r.country,
    visitors: r.visitors ? (JSON.parse(r.visitors) as Record<string, string>) : null,
    receivedAt: r.receivedAt,
    events: JSON.parse(r.events) as AnalyticsEvent[],
  }));
}

/** Forgets batches older than the retention window (every replica has long replayed them). */
export async function pruneBefore(db: Database, before: Date): Promise<void> {
  await db.delete(analyticsLog).where(lt(analyticsLog.receivedAt, before));
}
