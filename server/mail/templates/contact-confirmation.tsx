import { Heading, Text } from "@react-email/components";
import { emails } from "../../../shared/content/emails";
import { format, type Locale } from "../../../shared/i18n/locales";
import { CONTACT_SUMMARY_CHARS } from "../../../shared/limits";
import { Lines, MailLayout } from "./layout";
import { type ProjectDetailsInput, ProjectDetailsSection } from "./project-details";

export interface ContactConfirmationProps {
  locale: Locale;
  name: string;
  message: string;
  /** The optional project details of the enquiry's step 2, quoted back in the visitor's language. */
  details?: ProjectDetailsInput;
  attachmentCount: number;
  siteUrl: string;
}

/** To the visitor, in their language: we got it, what they sent, and when we'll answer. */
export function ContactConfirmation(p: ContactConfirmationProps) {
  const t = emails[p.locale].contactConfirmation;
  const summary =
    p.message.length > CONTACT_SUMMARY_CHARS ? `${p.message.slice(0, CONTACT_SUMMARY_CHARS)}…` : p.message;
  return (
    <MailLayout lang={p.locale} preview={t.preview} footer={format(t.footer, { site: p.siteUrl })}>
      <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 16px" }}>
        {format(t.greeting, { name: p.name })}
      </Heading>
      <Text>{t.body}</Text>
      <Text style={{ fontWeight: 700, margin: "16px 0 4px" }}>{t.summaryTitle}</Text>
      <Lines text={summary} style={{ whiteSpace: "pre-wrap", margin: "0 0 4px", color: "#3d382f" }} />
      <ProjectDetailsSection details={p.details} locale={p.locale} margin="12px 0 4px" color="#3d382f" />
      {p.attachmentCount > 0 ? (
        <Text style={{ margin: 0 }}>{format(t.attachments, { count: p.attachmentCount })}</Text>
      ) : null}
      <Lines text={t.signOff} style={{ marginTop: "16px" }} />
    </MailLayout>
  );
}
