import type { AnalyticsEvent, SessionSource } from "../shared/schemas/analytics";
import { channelOf, externalHost } from "./channels";
import { sealVitals, VITALS_MAX_AGE_MS } from "./rollups";
import { sealSessionHours } from "./session-hours";
import type { AnalyticsStore } from "./store";
import { wellFormed } from "./tables";
import { parseUserAgentCached, withTouch } from "./user-agent";
import { emptyBatch, type SessionRow, type WriteBatch, writeBatch } from "./write";

/**
 * Group commit into DuckDB. Requests add their (validated) events to a shared batch and wait; one
 * transaction writes the batch (analytics/write.ts), and only then are the waiting requests answered.
 * So an acknowledged event is already committed (a kill -9 after the answer cannot lose it), while
 * the database sees a few large transactions instead of many small ones.
 *
 * The batch size adapts to the load: when idle, a request waits `flushMs` for company; while a
 * write is running, everything that arrives joins the next one, which starts as soon as the previous
 * commits. Event ids are primary keys, so a retried batch is stored once.
 */
export interface IngestOptions {
  /** How long an idle ingest waits for more requests before writing (default 5 ms). */
  flushMs?: number;
  /** Write at once (when no write is running) when this many rows are waiting (default 20,000). */
  maxBufferedRows?: number;
  /** Seal web-vitals hours (analytics/rollups.ts) at most this often (default 5 minutes; 0 = never). */
  sealEveryMs?: number;
  /** This site's own host names: a referrer there is not a source (default: none). */
  ownHosts?: ReadonlySet<string>;
  /**
   * When a write finds nothing waiting after it, fold the WAL into the file if it holds at least
   * this many bytes (default 16 MB; 0 = never), looked at most every `idleCheckpointEveryMs`
   * (default 30 s). Under load the store's own threshold checkpoints (analytics/checkpoint.ts).
   */
  idleCheckpointBytes?: number;
  idleCheckpointEveryMs?: number;
}

/** Who sent a batch, as the server saw it: the agent's header and the country of the address (never the address). */
export interface BeaconClient {
  userAgent: string;
  country: string | null;
  /** The sender's visitor id for each UTC day a view may fall on (YYYY-MM-DD -> decimal UBIGINT). */
  visitors?: Record<string, string>;
}

export interface Ingest {
  /** Resolves once the events are committed; rejects if the write failed (nothing acknowledged). */
  /** `receivedAt` (ms): when the server received the batch; timestamps are clamped against it. */
  submit(
    events: AnalyticsEvent[],
    client: BeaconClient,
    receivedAt?: number,
  ): Promise<{ stored: number; bot: boolean }>;
  /** Writes whatever is buffered now; resolves when it (and any earlier write) is committed. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Browser clocks are not trusted: timestamps are clamped into [now - 1 day, now]; web-vitals rows
 * into [now - 15 minutes, now] (VITALS_MAX_AGE_MS).
 */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const clampMs = (at: number, now: number) => Math.min(now, Math.max(now - MAX_AGE_MS, at));
const clamp = (at: number, now: number) => new Date(clampMs(at, now)).toISOString();

interface Waiter {
  resolve: () => void;
  reject: (e: unknown) => void;
}

interface Pending {
  batch: WriteBatch;
  sessions: Map<string, SessionRow>;
  ids: { pv: Set<string>; ev: Set<string>; er: Set<string>; vi: Set<string> };
  waiters: Waiter[];
  rows: number;
}

const emptyPending = (): Pending => ({
  batch: emptyBatch(),
  sessions: new Map(),
  ids: { pv: new Set(), ev: new Set(), er: new Set(), vi: new Set() },
  waiters: [],
  rows: 0,
});

/** Keeps the larger counters and the exit page of the later record (ISO strings compare as times). */
function mergeSession(prev: SessionRow | undefined, s: SessionRow): SessionRow {
  if (!prev) return s;
  const later = s.last_activity >= prev.last_activity;
  return {
    ...prev,
    exit_page: later ? s.exit_page : prev.exit_page,
    last_activity: later ? s.last_activity : prev.last_activity,
    duration_seconds: Math.max(prev.duration_seconds, s.duration_seconds),
    page_views_count: Math.max(prev.page_views_count, s.page_views_count),
    events_count: Math.max(prev.events_count, s.events_count),
  };
}

/** An event's data as the JSON text DuckDB stores: keys and text well-formed (see wellFormed). */
const eventDataJson = (data: Record<string, string | number | boolean | null>) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(data).map(([k, v]) => [wellFormed(k), typeof v === "string" ? wellFormed(v) : v]),
    ),
  );

const capped = (v: string | undefined) => (v?.trim() ? v.trim().slice(0, 200) : null);

/** A page view's session source as stored columns: external referrer host, channel, campaign tags. */
function sourceColumns(source: SessionSource | undefined, ownHosts: ReadonlySet<string>) {
  const referrerHost = externalHost(source?.referrer, ownHosts);
  const utmSource = capped(source?.utmSource);
  const utmMedium = capped(source?.utmMedium);
  return {
    referrer_host: referrerHost,
    channel: channelOf({ referrerHost, utmSource, utmMedium }),
    utm_source: utmSource,
    utm_medium: utmMedium,
    utm_campaign: capped(source?.utmCampaign),
    utm_term: capped(source?.utmTerm),
    utm_content: capped(source?.utmContent),
    ref: capped(source?.ref),
  };
}

export function createIngest(store: AnalyticsStore, options: IngestOptions = {}): Ingest {
  const flushMs = options.flushMs ?? 5;
  const maxRows = options.maxBufferedRows ?? 20_000;
  const sealEveryMs = options.sealEveryMs ?? 5 * 60 * 1000;
  const ownHosts = options.ownHosts ?? new Set<string>();
  let pending = emptyPending();
  let timer: Timer | undefined;
  let writing = false;
  let chain: Promise<void> = Promise.resolve();
  let lastSeal = 0;
  const idleCheckpointBytes = options.idleCheckpointBytes ?? 16 * 1024 * 1024;
  const idleCheckpointEveryMs = options.idleCheckpointEveryMs ?? 30_000;
  let lastIdleCheck = Date.now();

  const hasWork = (p: Pending) => p.waiters.length > 0 || p.batch.botHits > 0;

  async function run(job: Pending): Promise<void> {
    try {
      if (hasWork(job)) {
        job.batch.sessions = [...job.sessions.values()];
        await store.write((c) => writeBatch(c, job.batch));
        for (const w of job.waiters) w.resolve();
      }
    } catch (error) {
      for (const w of job.waiters) w.reject(error);
    }
    if (sealEveryMs > 0 && Date.now() - lastSeal >= sealEveryMs) {
      lastSeal = Date.now();
      // Between two writes, on the same connection: never inside a write's transaction.
      await store.write((c) => sealVitals(c)).catch(() => {});
      await store.write((c) => sealSessionHours(c)).catch(() => {});
    }
    // Idle (nothing arrived during the write): a good moment for the checkpoint that would otherwise
    // fall on a commit under load, and a short replay if the process dies.
    if (idleCheckpointBytes > 0 && !hasWork(pending) && Date.now() - lastIdleCheck >= idleCheckpointEveryMs) {
      lastIdleCheck = Date.now();
      await store.checkpointIfWal(idleCheckpointBytes).catch(() => {});
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const job = pending;
    pending = emptyPending();
    writing = true;
    // One write at a time: one connection, and transactions must not interleave.
    chain = chain.then(async () => {
      await run(job);
      writing = false;
      // Whatever arrived meanwhile has waited a whole write already: write it now.
      if (hasWork(pending)) void flush();
    });
    return chain;
  }

  function schedule() {
    if (writing) return; // the running write flushes again when it is done
    if (pending.rows >= maxRows) void flush();
    else timer ??= setTimeout(() => void flush(), flushMs);
  }

  return {
    submit(events, client, receivedAt = Date.now()) {
      const { userAgent, country } = client;
      const agent = parseUserAgentCached(userAgent);
      if (agent.bot) {
        pending.batch.botHits += events.length;
        schedule();
        return Promise.resolve({ stored: 0, bot: true });
      }
      const now = receivedAt;
      const ua = userAgent.slice(0, 512);
      const p = pending;
      const b = p.batch;
      for (const e of events) {
        const createdAt = clamp(e.at, now);
        // DuckDB stores ids as UUIDs, case-insensitively: so does the dedup of one batch.
        const id = e.id.toLowerCase();
        switch (e.type) {
          case "pageview": {
            if (p.ids.pv.has(id)) break;
            p.ids.pv.add(id);
            const device = withTouch(agent, e.touch);
            b.pageViews.push({
              event_id: id,
              session_id: e.sessionId,
              page_path: e.path,
              page_title: e.title ?? null,
              referrer: e.referrer ?? null,
              ...sourceColumns(e.source, ownHosts),
              country,
              visitor: client.visitors?.[createdAt.slice(0, 10)] ?? null,
              user_agent: ua,
              device_type: device.deviceType,
              browser: device.browser,
              os: device.os,
              screen_resolution: e.screen ?? null,
              viewport_size: e.viewport ?? null,
              created_at: createdAt,
            });
            break;
          }
          case "event":
            if (p.ids.ev.has(id)) break;
            p.ids.ev.add(id);
            b.events.push({
              event_id: id,
              session_id: e.sessionId,
              event_name: e.name,
              event_data: e.data ? eventDataJson(e.data) : null,
              page_path: e.path,
              element_id: e.elementId ?? null,
              element_class: e.elementClass ?? null,
              element_text: e.elementText ?? null,
              visitor: client.visitors?.[createdAt.slice(0, 10)] ?? null,
              created_at: createdAt,
            });
            break;
          case "error":
            if (p.ids.er.has(id)) break;
            p.ids.er.add(id);
            b.errors.push({
              event_id: id,
              session_id: e.sessionId ?? null,
              error_type: e.errorType,
              error_message: e.message,
              error_stack: e.stack ?? null,
              page_path: e.pagePath,
              user_agent: ua,
              line_number: e.line ?? null,
              column_number: e.column ?? null,
              file_name: e.fileName ?? null,
              created_at: createdAt,
            });
            break;
          case "vitals":
            if (p.ids.vi.has(id)) break;
            p.ids.vi.add(id);
            b.vitals.push({
              event_id: id,
              session_id: e.sessionId,
              page_path: e.path,
              lcp: e.lcp ?? null,
              fid: e.fid ?? null,
              inp: e.inp ?? null,
              cls: e.cls ?? null,
              ttfb: e.ttfb ?? null,
              fcp: e.fcp ?? null,
              dom_content_loaded: e.domContentLoaded ?? null,
              load_time: e.load ?? null,
              resource_count: e.resourceCount ?? null,
              resource_bytes: e.resourceBytes ?? null,
              // Measured on the page load it reports: anything older is clamped (lets hours seal early).
              created_at: new Date(Math.max(now - VITALS_MAX_AGE_MS, clampMs(e.at, now))).toISOString(),
            });
            break;
          case "session": {
            const device = withTouch(agent, e.touch);
            p.sessions.set(
              e.sessionId,
              mergeSession(p.sessions.get(e.sessionId), {
                session_id: e.sessionId,
                entry_page: e.entryPage,
                exit_page: e.exitPage,
                created_at: clamp(e.at - e.durationSeconds * 1000, now),
                last_activity: createdAt,
                duration_seconds: e.durationSeconds,
                page_views_count: e.pageViews,
                events_count: e.events,
                user_agent: ua,
                device_type: device.deviceType,
                browser: device.browser,
                os: device.os,
                screen_resolution: e.screen ?? null,
                viewport_size: e.viewport ?? null,
              }),
            );
            break;
          }
        }
      }
      p.rows += events.length;
      const acknowledged = new Promise<{ stored: number; bot: boolean }>((resolve, reject) => {
        p.waiters.push({ resolve: () => resolve({ stored: events.length, bot: false }), reject });
      });
      schedule();
      return acknowledged;
    },
    flush,
    async close() {
      clearTimeout(timer);
      await flush();
    },
  };
}
