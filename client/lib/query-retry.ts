/**
 * When a failed query is asked again. Once for any failure, as before. A 429 (the server's analytics
 * views are busy, decision 0023: an admin clicking through filters faster than the views load can
 * have more waiting than the server keeps) is asked again up to three times, 2, 4 and 6 s later, by
 * which time the views ahead of it have run: the page shows the view instead of an error.
 */
const TOO_MANY_RETRIES = 3;

function isTooMany(error: unknown): boolean {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return data?.httpStatus === 429;
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < (isTooMany(error) ? TOO_MANY_RETRIES : 1);
}

export function queryRetryDelay(failureCount: number, error: unknown): number {
  // TanStack Query's own default for the rest: 1 s, doubling, at most 30 s.
  return isTooMany(error) ? 2_000 * (failureCount + 1) : Math.min(1_000 * 2 ** failureCount, 30_000);
}
