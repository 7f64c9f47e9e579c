import { Heading, Link, Section, Text } from "@react-email/components";
import { formatBytes } from "../../../shared/format-bytes";
import { Lines, MailLayout } from "./layout";
import { type ProjectDetailsInput, ProjectDetailsSection } from "./project-details";
import { sentLine } from "./staff-footer";

export interface ContactNotificationProps {
  name: string;
  email: string;
  message: string;
  /** The optional project details of the enquiry's step 2 (null where not given). */
  details?: ProjectDetailsInput;
  source: "enquiry" | "contact-page";
  locale: string;
  submittedAt: Date;
  /** The company's time zone, in which submittedAt is shown. */
  timeZone: string;
  attachments: { name: string; size: number; url: string }[];
  adminUrl: string;
}

/**
 * The staff mail's subject and heading: the 3-step form sends an enquiry, the contact page's form a
 * message (the staff triage them differently: a message is often not about an order).
 */
export const notificationTitle = (source: ContactNotificationProps["source"], name: string) =>
  source === "enquiry" ? `New enquiry from ${name}` : `New message from ${name} (contact page)`;

/** To the company: a new enquiry, with download links for its attachments (admin sign-in required). */
export function ContactNotification(p: ContactNotificationProps) {
  return (
    <MailLayout
      lang="en"
      preview={notificationTitle(p.source, p.name)}
      footer={sentLine(
        p.source === "enquiry" ? "3-step enquiry" : "contact page form",
        p.locale,
        p.submittedAt,
        p.timeZone,
      )}
    >
      <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 16px" }}>
        {notificationTitle(p.source, p.name)}
      </Heading>
      <Text style={{ margin: "0 0 4px" }}>
        <strong>Name:</strong> {p.name}
      </Text>
      <Text style={{ margin: "0 0 16px" }}>
        <strong>E-mail:</strong> <Link href={`mailto:${p.email}`}>{p.email}</Link>
      </Text>
      {/* The staff read English; the values are the visitor's (company, phone) or worded from codes. */}
      <ProjectDetailsSection details={p.details} locale="en" margin="0 0 16px" />
      <Text style={{ fontWeight: 700, margin: "0 0 4px" }}>What should we cook up?</Text>
      <Lines text={p.message} style={{ whiteSpace: "pre-wrap", margin: "0 0 16px" }} />
      {p.attachments.length > 0 ? (
        <Section>
          <Text style={{ fontWeight: 700, margin: "0 0 4px" }}>Attachments ({p.attachments.length})</Text>
          {p.attachments.map((a) => (
            <Text key={a.url} style={{ margin: "0 0 4px" }}>
              <Link href={a.url}>{a.name}</Link> · {formatBytes(a.size, "en")}
            </Text>
          ))}
        </Section>
      ) : null}
      <Text style={{ marginTop: "16px" }}>
        <Link href={p.adminUrl}>Open it in the lead inbox</Link>
      </Text>
    </MailLayout>
  );
}
