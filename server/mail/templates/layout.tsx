import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import { type CSSProperties, Fragment, type ReactNode } from "react";

/** The frame every e-mail of the site shares: logo line, content, footer. */
export function MailLayout({
  lang,
  preview,
  children,
  footer,
}: {
  lang: string;
  preview: string;
  children: ReactNode;
  footer: string;
}) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#faf7f0", fontFamily: "Helvetica, Arial, sans-serif", color: "#15130f" }}>
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "24px" }}>
          <Text style={{ fontSize: "20px", fontWeight: 900, margin: "0 0 16px" }}>Merchovna</Text>
          <Section style={{ backgroundColor: "#ffffff", borderRadius: "12px", padding: "24px" }}>{children}</Section>
          <Hr style={{ borderColor: "#efe8d8", margin: "24px 0 12px" }} />
          <Text style={{ fontSize: "12px", color: "#6b6456" }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Text of several lines (a sign-off such as "Talk soon,\nThe Merchovna team", a visitor's message),
 * the lines parted by <br>: the plain-text body is derived from the HTML, and html-to-text joins
 * lines that only CSS (pre-line, pre-wrap) breaks.
 */
export function Lines({ text, style }: { text: string; style?: CSSProperties }) {
  const lines = text.split("\n");
  return (
    <Text style={style}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
