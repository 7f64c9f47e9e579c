/**
 * For unit tests of what the server logs: the logger writes to the process's own output, so the
 * test takes it over for the moment it logs (restore it in afterEach, or at once after logging).
 */
export function captureLog() {
  const lines: string[] = [];
  const out = process.stdout.write;
  const err = process.stderr.write;
  const keep = (chunk: unknown) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    return true;
  };
  process.stdout.write = keep as typeof process.stdout.write;
  process.stderr.write = keep as typeof process.stderr.write;
  return {
    lines,
    restore() {
      process.stdout.write = out;
      process.stderr.write = err;
    },
  };
}
