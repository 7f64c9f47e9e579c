/**
 * Mirrors the (HttpOnly) session cookie with a readable `signed_in=1` hint, so public pages only
 * load the data layer to ask "who is signed in?" when someone might be. The hint grants nothing:
 * every request is still checked against the real session on the server.
 */
const SESSION_COOKIE = /^(?:__Secure-)?better-auth\.session_token=([^;]*)/;

export function withSessionHint(response: Response, secure: boolean): Response {
  const cookies = response.headers.getSetCookie();
  const session = cookies.map((c) => SESSION_COOKIE.exec(c)).find(Boolean);
  if (!session) return response;
  const cleared = session[1] === "" || /max-age=0/i.test(cookies.find((c) => SESSION_COOKIE.test(c)) ?? "");
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  const headers = new Headers(response.headers);
  headers.append(
    "Set-Cookie",
    cleared ? `signed_in=; Max-Age=0; ${attributes}` : `signed_in=1; Max-Age=604800; ${attributes}`,
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
