import { lt, sql } from "drizzle-orm";
import { analyticsLog } from "../../../drizzle/schema";
import type { AnalyticsEvent } from "../../../shared/schemas/analytics";
import type { Database } from "../client";

export interface LogBatch {
  events: AnalyticsEvent[];
  userAgent: string;
  receivedAt: Date;
}

export interface LogCursor {
  xid: string;
  id: number;
}

interface RawRow {
  id: string | number;
  xid: string;
  received_at: string | Date;
  user_agent: string;
  events: string;
}

export interface LogRow extends LogBatch {
  cursor: LogCursor;
}

/** Appends batches in one statement (one commit for many requests). */
export async function appendBatches(db: Database, batches: LogBatch[]): Promise<void> {
  if (batches.length === 0) return;
  await db
    .insert(analyticsLog)
    .values(
      batches.map((b) => ({ events: JSON.stringify(b.events), userAgent: b.userAgent, receivedAt: b.receivedAt })),
    );
}

/**
 * Rows after `cursor` whose transactions, and every earlier one, have finished: below the current
 * snapshot's xmin nothing can still commit, so a reader that moves its cursor only over such rows
 * never skips one (ids alone would: id 10 can commit after id 11 has been read).
 */
export async function readCommitted(db: Database, cursor: LogCursor, limit: number): Promise<LogRow[]> {
  const result = await db.execute(sql`
    select id, xid::text as xid, received_at, user_agent, events
    from analytics_log
    where (xid, id) > (${cursor.xid}::xid8, ${cursor.id}::bigint)
      and xid < pg_snapshot_xmin(pg_current_snapshot())
    order by xid, id
    limit ${limit}`);
  // postgres-js answers an array of rows, PGlite an object with `rows`.
  const rows = ((result as unknown as { rows?: RawRow[] }).rows ?? (result as unknown as RawRow[])) as RawRow[];
  return rows.map((r) => ({
    cursor: { xid: r.xid, id: Number(r.id) },
    userAgent: r.user_agent,
    receivedAt: new Date(r.received_at),
    events: JSON.parse(r.events) as AnalyticsEvent[],
  }));
}

/** Forgets batches older than the retention window (every replica has long replayed them). */
export async function pruneBefore(db: Database, before: Date): Promise<void> {
  await db.delete(analyticsLog).where(lt(analyticsLog.receivedAt, before));
}
