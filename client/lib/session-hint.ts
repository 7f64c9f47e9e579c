/**
 * The server sets a readable `signed_in=1` cookie beside the (HttpOnly) session cookie. It is only
 * a hint that it is worth asking the server who is signed in; the server's answer is the truth.
 */
export function hasSessionHint(): boolean {
  return typeof document !== "undefined" && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
}
