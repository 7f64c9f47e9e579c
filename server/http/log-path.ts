/** How much of a request's path a log line keeps: enough to tell any route of the site apart. */
export const LOGGED_PATH_CHARS = 300;

/**
 * A request's path as a log line holds it: cut to LOGGED_PATH_CHARS, with the full length said, so
 * a client sending 8 KB paths cannot make every line of the log 8 KB.
 */
export function loggedPath(path: string): string {
  return path.length <= LOGGED_PATH_CHARS ? path : `${path.slice(0, LOGGED_PATH_CHARS)}… (${path.length} chars)`;
}
