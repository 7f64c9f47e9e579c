/**
 * Bounds the admin downloads that stream out of the database: the CSV exports and the
 * personal-data zip (and, with their own limits, the attachments that stream from the file storage:
 * ATTACHMENT_LIMITS). Each streams page after page for as long as its reader reads (100,000 leads
 * are seconds of queries), and each page holds one of the pool's connections (PGlite has only one)
 * while it is read. Unbounded, a script with a `leads:read` key opening downloads in parallel
 * held every connection in turn, and the public site's enquiries and the sign-in waited behind it.
 *
 * A download takes a place for as long as its body streams: `perCaller` per account (whichever of
 * its keys or sessions it uses), `total` for the instance. Past either it is refused at once with
 * 429 and a Retry-After rather than queued: a download waits for its reader, not for the server,
 * so a queue would only hold the caller's connection open. The place is given back when the body
 * ends, fails or is cancelled (the reader went away), whichever comes first, once.
 */
export interface DownloadSlots {
  /** A place for one of `caller`'s downloads, or null when it must be refused. */
  take(caller: string): Slot | null;
  /** Downloads streaming now (for tests and the logs). */
  load(): number;
  /** The Retry-After of a refusal, in seconds. */
  readonly retryAfterSeconds: number;
}

export interface Slot {
  /** Gives the place back; calling it again does nothing. */
  release(): void;
}

export interface DownloadLimits {
  perCaller: number;
  total: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
}

/**
 * Two per account: an admin may start the Excel export while the plain one still runs. Four in all
 * hold at most four of the pool's connections (20 by default, `DATABASE_POOL_SIZE`) at a time,
 * and take turns with everything else on PGlite's one.
 */
export const DOWNLOAD_LIMITS: DownloadLimits = { perCaller: 2, total: 4, retryAfterSeconds: 10 };

/**
 * Attachments stream from the file storage, not the database: a download holds an open file, or on
 * S3 one of the SDK's sockets (50 by default, shared with the public form's uploads and the outbox's
 * attachments) until its reader has taken the whole body. Unbounded, a `leads:read` script that
 * opened attachments and stopped reading could hold every socket, and every upload waited its 15 s
 * deadline out behind them. Eight per account lets an admin click through a lead's files at once;
 * sixteen in all leaves most of the sockets to the site.
 */
export const ATTACHMENT_LIMITS: DownloadLimits = { perCaller: 8, total: 16, retryAfterSeconds: 10 };

export const TOO_MANY_DOWNLOADS_MESSAGE =
  "Too many downloads are running at once. Please wait for one to finish and try again.";

export function createDownloadSlots(limits: DownloadLimits = DOWNLOAD_LIMITS): DownloadSlots {
  const byCaller = new Map<string, number>();
  let total = 0;
  return {
    take(caller) {
      const mine = byCaller.get(caller) ?? 0;
      if (mine >= limits.perCaller || total >= limits.total) return null;
      byCaller.set(caller, mine + 1);
      total++;
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          total--;
          const left = (byCaller.get(caller) ?? 1) - 1;
          if (left > 0) byCaller.set(caller, left);
          else byCaller.delete(caller);
        },
      };
    },
    load: () => total,
    retryAfterSeconds: limits.retryAfterSeconds,
  };
}

/** `open()`, holding `slot`: a download that fails before its body exists gives its place back at once. */
export async function openHolding<T>(slot: Slot, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    slot.release();
    throw error;
  }
}

/**
 * `body`, read on demand, calling `done` once when it ends, fails or its reader cancels it. A
 * response body the server never starts to send (the client left first) is cancelled by Bun, so
 * that path gives the place back too.
 */
export function releasingWhenDone(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await reader.read();
        if (next.done) {
          done();
          controller.close();
        } else {
          controller.enqueue(next.value);
        }
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    async cancel(reason) {
      done();
      await reader.cancel(reason);
    },
  });
}
