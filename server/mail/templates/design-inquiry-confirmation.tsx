import { Heading, Text } from "@react-email/components";
import { emails } from "../../../shared/content/emails";
import { format, type Locale } from "../../../shared/i18n/locales";
import { Lines, MailLayout } from "./layout";

export interface DesignInquiryConfirmationProps {
  locale: Locale;
  name: string;
  prompt: string;
  siteUrl: string;
}

/** To the visitor, in their language: we got your design, and when we'll answer. */
export function DesignInquiryConfirmation(p: DesignInquiryConfirmationProps) {
  const t = emails[p.locale].designInquiryConfirmation;
  return (
    <MailLayout lang={p.locale} preview={t.preview} footer={format(t.footer, { site: p.siteUrl })}>
      <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 16px" }}>
        {format(t.greeting, { name: p.name })}
      </Heading>
      <Text>{t.body}</Text>
      <Text style={{ fontWeight: 700, margin: "16px 0 4px" }}>{t.promptTitle}</Text>
      <Lines text={p.prompt} style={{ whiteSpace: "pre-wrap", margin: "0 0 4px", color: "#3d382f" }} />
      <Lines text={t.signOff} style={{ marginTop: "16px" }} />
    </MailLayout>
  );
}
