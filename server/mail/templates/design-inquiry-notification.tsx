import { Heading, Img, Link, Section, Text } from "@react-email/components";
import { Lines, MailLayout } from "./layout";
import { sentLine } from "./staff-footer";

/** Who drew the design, as staff should read it. */
const PROVIDER_LABEL: Record<string, string> = {
  openai: "drawn by OpenAI",
  offline: "drawn by the built-in design generator",
};

export interface DesignInquiryNotificationProps {
  name: string;
  email: string;
  company: string | undefined;
  message: string;
  prompt: string;
  provider: string;
  locale: string;
  submittedAt: Date;
  /** The company's time zone, in which submittedAt is shown. */
  timeZone: string;
  /** Content id of the attached PNG, shown inline. */
  imageCid: string;
  /** A transparent print file is attached beside the picture. */
  hasPrintFile?: boolean;
  /** The visitor's own logo, attached under this name. */
  logoName?: string;
  adminUrl: string;
}

/** To the company: a design sent in from the AI generator, with the image attached and shown. */
export function DesignInquiryNotification(p: DesignInquiryNotificationProps) {
  return (
    <MailLayout
      lang="en"
      preview={`New design inquiry from ${p.name}`}
      footer={sentLine(
        "merch design generator",
        p.locale,
        p.submittedAt,
        p.timeZone,
        PROVIDER_LABEL[p.provider] ?? p.provider,
      )}
    >
      <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 16px" }}>
        New design inquiry from {p.name}
      </Heading>
      <Text style={{ margin: "0 0 4px" }}>
        <strong>Name:</strong> {p.name}
      </Text>
      <Text style={{ margin: "0 0 4px" }}>
        <strong>E-mail:</strong> <Link href={`mailto:${p.email}`}>{p.email}</Link>
      </Text>
      {p.company ? (
        <Text style={{ margin: "0 0 4px" }}>
          <strong>Company:</strong> {p.company}
        </Text>
      ) : null}
      <Text style={{ fontWeight: 700, margin: "16px 0 4px" }}>Tell us more about your project</Text>
      <Lines text={p.message} style={{ whiteSpace: "pre-wrap", margin: "0 0 16px" }} />
      <Text style={{ fontWeight: 700, margin: "0 0 4px" }}>Design prompt</Text>
      <Lines text={p.prompt} style={{ whiteSpace: "pre-wrap", margin: "0 0 16px", color: "#3d382f" }} />
      <Section style={{ textAlign: "center" }}>
        <Img
          src={`cid:${p.imageCid}`}
          alt={`Generated design: ${p.prompt.slice(0, 80)}`}
          width="480"
          style={{ width: "100%", maxWidth: "480px", height: "auto", borderRadius: "8px", margin: "0 auto" }}
        />
      </Section>
      <Text style={{ fontSize: "13px", color: "#6b6456" }}>
        The design is attached as a PNG file
        {p.hasPrintFile ? ", with its print file on a transparent background" : ""}.
      </Text>
      {p.logoName ? (
        <Text style={{ margin: "0 0 4px" }}>
          <strong>Their logo (attached, to place on the merch):</strong> {p.logoName}
        </Text>
      ) : null}
      <Text style={{ marginTop: "16px" }}>
        <Link href={p.adminUrl}>Open it in the lead inbox</Link>
      </Text>
    </MailLayout>
  );
}
