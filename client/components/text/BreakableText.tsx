import { Fragment } from "react";

/**
 * Where a long label may wrap besides its spaces: after the separators of host names, paths and
 * campaign tags ("www.google.|com", "/ai-|merch-|generator"). With `wrap-anywhere` on the
 * container, a line then breaks at a space or one of these first, and inside a word only when
 * nothing else fits (`break-all` cut "Samsung Inter|net" and "www.google.c|om" on a phone).
 */
const SEPARATOR = /[./\-_?&=@:]/;

/** The text cut after each separator (no look-behind: Safari before 16.4 cannot parse one). */
export function breakPoints(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++)
    if (SEPARATOR.test(text.charAt(i)) && i + 1 < text.length) {
      parts.push(text.slice(start, i + 1));
      start = i + 1;
    }
  parts.push(text.slice(start));
  return parts;
}

/** The text with a <wbr> after each separator; its accessible name and text content are unchanged. */
export function BreakableText({ text }: { text: string }) {
  const parts = breakPoints(text);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
