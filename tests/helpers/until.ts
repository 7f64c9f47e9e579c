/**
 * Waits until `done()` holds or `ms` have passed, checking every `stepMs`. For what a test sees
 * through a second channel after an answer: a server process's log line travels through a pipe and
 * may be read a moment after the HTTP answer that followed it, or an object a background task puts
 * into a storage (an async check). The caller still asserts afterwards, so a timeout shows as that
 * assertion's failure, with its values.
 */
export async function until(done: () => boolean | Promise<boolean>, ms: number, stepMs = 20): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done()) && Date.now() < deadline) await Bun.sleep(stepMs);
}
