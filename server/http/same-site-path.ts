/**
 * Every redirect the server makes goes to a path on this site. Browsers read "//host", "/\host"
 * (and "\/host", and those with tabs or newlines inside, which they strip) as another host, so a
 * path built from the request is reduced to one leading slash and checked by parsing it against a
 * placeholder origin: anything that would leave it becomes "/".
 */
const PLACEHOLDER = "http://site.invalid";

export function sameSitePath(candidate: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these from URLs, so they go.
  const visible = candidate.replace(/[\u0000-\u001f\u007f]/g, "");
  const url = new URL(`/${visible.replace(/^[/\\]+/, "")}`, PLACEHOLDER);
  return url.origin === PLACEHOLDER ? `${url.pathname}${url.search}` : "/";
}
