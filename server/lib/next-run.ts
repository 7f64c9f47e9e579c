/**
 * Request coalescing for reads that must reflect everything committed before the caller asked.
 *
 * A caller cannot simply join a run already under way: that run may have read its data before the
 * caller's own writes were committed. So it joins the next run, which starts when the current one
 * ends; every caller that arrives meanwhile shares that same next run. However many callers come at
 * once, at most one run is executing and one is waiting, and each caller waits at most about two
 * runs (instead of one run per caller queued ahead of it).
 */
export function nextRunSharer<T>(run: () => Promise<T>): () => Promise<T> {
  let current: Promise<unknown> = Promise.resolve();
  let waiting: Promise<T> | null = null;
  return () => {
    if (waiting) return waiting;
    const queued: Promise<T> = current
      .catch(() => {})
      .then(() => {
        waiting = null;
        return run();
      });
    waiting = queued;
    current = queued;
    return queued;
  };
}

/** One sharer per key (e.g. per dashboard range), made on first use. */
export function keyedNextRunSharer<K, T>(run: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const sharers = new Map<K, () => Promise<T>>();
  return (key) => {
    let sharer = sharers.get(key);
    if (!sharer) {
      sharer = nextRunSharer(() => run(key));
      sharers.set(key, sharer);
    }
    return sharer();
  };
}
