import { Heading, Link, Text } from "@react-email/components";
import { Fragment } from "react";
import { leadReplyMail } from "../../../shared/content/lead-reply";
import { format, type Locale } from "../../../shared/i18n/locales";
import { parseReply, type ReplySpan } from "../../../shared/reply-format";
import { Lines, MailLayout } from "./layout";

export interface LeadReplyProps {
  locale: Locale;
  name: string;
  /** The admin's text (shared/reply-format.ts). */
  text: string;
  sender: string;
  siteUrl: string;
}

function Span({ span }: { span: ReplySpan }) {
  switch (span.kind) {
    case "bold":
      return <strong>{span.text}</strong>;
    case "italic":
      return <em>{span.text}</em>;
    case "link":
      return <Link href={span.href}>{span.text}</Link>;
    case "break":
      return <br />;
    default:
      return <>{span.text}</>;
  }
}

/** A reply from the lead inbox to the visitor, in their language, threaded with their confirmation. */
export function LeadReply(p: LeadReplyProps) {
  const t = leadReplyMail[p.locale];
  return (
    <MailLayout
      lang={p.locale}
      preview={format(t.preview, { sender: p.sender })}
      footer={format(t.footer, { site: p.siteUrl })}
    >
      <Heading as="h1" style={{ fontSize: "20px", margin: "0 0 16px" }}>
        {format(t.greeting, { name: p.name })}
      </Heading>
      {parseReply(p.text).map((paragraph, i) => (
        // Paragraphs have no identity beyond their place in the text.
        // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity
        <Text key={i}>
          {paragraph.map((span, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity
            <Fragment key={j}>
              <Span span={span} />
            </Fragment>
          ))}
        </Text>
      ))}
      <Lines text={format(t.signOff, { sender: p.sender })} style={{ marginTop: "16px" }} />
    </MailLayout>
  );
}
