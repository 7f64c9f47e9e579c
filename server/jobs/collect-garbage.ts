/**
 * Bun's collector runs when the JavaScript heap grows, but it does not count most memory held by
 * ArrayBuffers (request bodies, database results, rendered mail) as pressure. Under steady traffic
 * that garbage piled up: a 10-minute soak of the load mix took the embedded server from 460 MiB to
 * 1.9 GiB resident while the live heap stayed at ~20 MiB (a full collection every minute showed it).
 * So an asynchronous collection is asked for every few seconds while the process is busy: cheap, and
 * it keeps resident memory bounded (bench:startup's soak).
 */
export function startGarbageCollection(everyMs = 5_000): () => void {
  let last = process.memoryUsage.rss();
  const timer = setInterval(() => {
    const rss = process.memoryUsage.rss();
    // Idle (nothing new allocated): nothing to do.
    if (Math.abs(rss - last) < 8 * 1024 * 1024) return;
    last = rss;
    Bun.gc(false);
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
