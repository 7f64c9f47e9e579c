import type postgres from "postgres";

/**
 * A client-side deadline on PostgreSQL (decision 0011, amended 2026-11-29). `statement_timeout`
 * makes PostgreSQL cancel a slow statement itself, but a database that does not answer at all (a
 * stopped process, a network that holds packets) answers nothing, not even the cancel: postgres.js
 * has no timeout of its own, so every request that touched the database waited until the socket
 * broke, and the queue behind it grew. Here every wait for the database gets a deadline:
 *
 * - a statement outside a transaction: from the moment it is sent (or queued) until its answer; when
 *   it passes, the caller gets DatabaseDeadlineError (classified "unavailable": 503, safe to retry).
 *   A statement still in the pool's queue is cancelled; one already written to a connection
 *   (postgres.js pipelines onto busy ones) may still run when the database comes back — single
 *   statements here are counters and idempotent upserts, every multi-row write is a transaction;
 * - a transaction: each of its waits — for BEGIN, for each statement, for COMMIT or ROLLBACK — has
 *   the deadline; when one passes the transaction is abandoned: the caller gets the error at once,
 *   and whatever the database does later, the transaction cannot commit (every later statement of
 *   its callback fails, and a callback that still returns throws, so postgres.js rolls back). A
 *   COMMIT that was sent and not answered is the one outcome that stays unknown, as for any client.
 *
 * The time between statements (the callback's own work) is not counted.
 */
export class DatabaseDeadlineError extends Error {
  readonly code = "DATABASE_DEADLINE";
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
    this.name = "DatabaseDeadlineError";
  }
}

/** The default deadline: past the statement timeout, so PostgreSQL's own cancel comes first while it answers. */
export const deadlineAfter = (statementTimeoutMs: number) => statementTimeoutMs + 5_000;

/** The deadline of one statement, or of all the waits of one transaction. */
class Watch {
  abandoned: DatabaseDeadlineError | null = null;
  onAbandon: ((error: DatabaseDeadlineError) => void) | null = null;
  private waits = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly pending = new Set<(error: unknown) => void>();

  constructor(private readonly ms: number) {}

  /** `work`'s outcome, unless the deadline passes first (then DatabaseDeadlineError). */
  wait<T>(work: PromiseLike<T>): Promise<T> {
    if (this.abandoned) return Promise.reject(this.abandoned);
    return new Promise<T>((resolve, reject) => {
      this.pending.add(reject);
      if (this.waits++ === 0) this.timer = setTimeout(() => this.abandon(), this.ms);
      const settle = () => {
        this.pending.delete(reject);
        if (--this.waits === 0) clearTimeout(this.timer);
      };
      work.then(
        (value) => {
          settle();
          resolve(value);
        },
        (error) => {
          settle();
          reject(error);
        },
      );
    });
  }

  private abandon() {
    const error = new DatabaseDeadlineError(this.ms);
    this.abandoned = error;
    for (const reject of this.pending) reject(error);
    this.pending.clear();
    this.onAbandon?.(error);
  }
}

type Sql = postgres.Sql<Record<string, never>>;
type TransactionSql = postgres.TransactionSql<Record<string, never>>;
type PendingQuery = postgres.PendingQuery<postgres.Row[]>;

/** A deferred: a promise and its resolve. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * What drizzle does with a query (`await q`, `await q.values()`), with the deadline: `watch` is the
 * transaction's, or null for a statement of its own (cancelled when its deadline passes).
 */
function deadlineQuery(query: PendingQuery, ms: number, watch: Watch | null) {
  let running: Promise<unknown> | null = null;
  const start = () => {
    if (watch) return watch.wait(query);
    const own = new Watch(ms);
    // A statement still queued (not yet written to a connection) is taken out of the queue.
    own.onAbandon = () => {
      Promise.resolve(query.cancel()).catch(() => {});
    };
    return own.wait(query);
  };
  const run = () => {
    running ??= start();
    return running;
  };
  const wrapped = {
    values() {
      query.values();
      return wrapped;
    },
    // biome-ignore lint/suspicious/noThenProperty: drizzle awaits the driver's query object.
    then<A, B>(
      onFulfilled?: (value: unknown) => A | PromiseLike<A>,
      onRejected?: (reason: unknown) => B | PromiseLike<B>,
    ) {
      return run().then(onFulfilled, onRejected);
    },
  };
  return wrapped;
}

/** The transaction's handle as drizzle uses it (unsafe, savepoint), each wait under `watch`. */
function watchedTransaction(tx: TransactionSql, ms: number, watch: Watch): TransactionSql {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop === "unsafe")
        return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) => {
          if (watch.abandoned) throw watch.abandoned;
          return deadlineQuery(target.unsafe(query, params, options), ms, watch);
        };
      if (prop === "savepoint")
        return (fn: (inner: TransactionSql) => unknown) =>
          watch.wait(target.savepoint((inner) => fn(watchedTransaction(inner, ms, watch))));
      return Reflect.get(target, prop, receiver);
    },
  });
}

function deadlineBegin(client: Sql, ms: number, fn: (tx: TransactionSql) => unknown): Promise<unknown> {
  const watch = new Watch(ms);
  const started = signal();
  const ended = signal();
  return new Promise((resolve, reject) => {
    watch.onAbandon = reject;
    // Waiting for a connection and its BEGIN.
    watch.wait(started.promise).catch(() => {});
    client
      .begin(async (tx) => {
        started.resolve();
        if (watch.abandoned) throw watch.abandoned;
        try {
          const result = await fn(watchedTransaction(tx, ms, watch));
          if (watch.abandoned) throw watch.abandoned;
          return result;
        } finally {
          // Waiting for the COMMIT or the ROLLBACK postgres.js sends next.
          watch.wait(ended.promise).catch(() => {});
        }
      })
      .then(resolve, reject)
      // Settled (a refused connection fails before the callback starts): no wait is left open.
      .finally(() => {
        started.resolve();
        ended.resolve();
      });
  });
}

/** `client` with a deadline on every wait for the database, for drizzle (which uses unsafe and begin). */
export function withDeadline(client: Sql, ms: number): Sql {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === "unsafe")
        return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
          deadlineQuery(target.unsafe(query, params, options), ms, null);
      if (prop === "begin")
        return (...args: unknown[]) => {
          const fn = args.at(-1) as (tx: TransactionSql) => unknown;
          if (args.length > 1) throw new Error("transaction options are not supported with a deadline");
          return deadlineBegin(target, ms, fn);
        };
      return Reflect.get(target, prop, receiver);
    },
  });
}
