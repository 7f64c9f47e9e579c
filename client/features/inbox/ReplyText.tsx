import { parseReply, type ReplySpan } from "../../../shared/reply-format";

/**
 * A reply as the visitor's mail shows it (shared/reply-format.ts): paragraphs, line breaks, bold,
 * italic and links, built as React elements from the parsed spans; nothing is ever read as HTML.
 */
export function ReplyText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`flex flex-col gap-3 break-words leading-relaxed ${className}`}>
      {parseReply(text).map((paragraph, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place.
        <p key={p}>{paragraph.map((span, s) => renderSpan(span, s))}</p>
      ))}
    </div>
  );
}

function renderSpan(span: ReplySpan, key: number) {
  switch (span.kind) {
    case "break":
      return <br key={key} />;
    case "bold":
      return <strong key={key}>{span.text}</strong>;
    case "italic":
      return <em key={key}>{span.text}</em>;
    case "link":
      return (
        <a
          key={key}
          href={span.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-semibold text-brand-dark underline underline-offset-2"
        >
          {span.text}
        </a>
      );
    default:
      return <span key={key}>{span.text}</span>;
  }
}
