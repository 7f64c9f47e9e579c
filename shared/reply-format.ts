/**
 * The formatting a reply to a visitor may use, and nothing more: a blank line starts a paragraph,
 * a line break stays a line break, **bold**, *italic*, and http(s) addresses become links. The text
 * is parsed into spans that the mail template renders as React elements (never as HTML), so no
 * markup an admin types or pastes can reach the visitor's mail as markup.
 */
export type ReplySpan =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "italic"; text: string }
  | { kind: "link"; href: string; text: string }
  | { kind: "break" };

export type ReplyParagraph = ReplySpan[];

const INLINE = /\*\*([^*\n]+?)\*\*|\*([^*\n]+?)\*|(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

function inline(line: string): ReplySpan[] {
  const spans: ReplySpan[] = [];
  let last = 0;
  for (const m of line.matchAll(INLINE)) {
    if (m.index > last) spans.push({ kind: "text", text: line.slice(last, m.index) });
    if (m[1] !== undefined) spans.push({ kind: "bold", text: m[1] });
    else if (m[2] !== undefined) spans.push({ kind: "italic", text: m[2] });
    else if (m[3] !== undefined && URL.canParse(m[3])) spans.push({ kind: "link", href: m[3], text: m[3] });
    else spans.push({ kind: "text", text: m[0] });
    last = m.index + m[0].length;
  }
  if (last < line.length) spans.push({ kind: "text", text: line.slice(last) });
  return spans;
}

export function parseReply(text: string): ReplyParagraph[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      block.split("\n").flatMap((line, i) => [...(i ? [{ kind: "break" } as const] : []), ...inline(line)]),
    );
}
