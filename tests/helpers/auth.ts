/** Signs up (or in) through the real auth endpoint and returns the session cookie header. */
export const STRONG_PASSWORD = "Merch-Tester-2026!";

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function signUp(
  baseUrl: string,
  email: string,
  password = STRONG_PASSWORD,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, ...headers },
    body: JSON.stringify({ email, password, name: email.split("@")[0], ...extra }),
  });
  return { res, cookie: cookieOf(res) };
}

export async function signIn(
  baseUrl: string,
  email: string,
  password = STRONG_PASSWORD,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, ...headers },
    body: JSON.stringify({ email, password }),
  });
  return { res, cookie: cookieOf(res) };
}
