import { Button, Heading, Text } from "@react-email/components";
import { createElement } from "react";
import { emails } from "../../../shared/content/emails";
import { format, type Locale } from "../../../shared/i18n/locales";
import type { NewMail } from "../../db/queries/outbox";
import { renderMail } from "../render";
import { MailLayout } from "./layout";

function AdminInvite({ inviter, email, url, locale }: { inviter: string; email: string; url: string; locale: Locale }) {
  const t = emails[locale].adminInvite;
  return (
    <MailLayout lang={locale} preview={format(t.preview, { inviter })} footer={t.footer}>
      <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 16px" }}>
        {t.heading}
      </Heading>
      <Text>{format(t.body, { inviter, email })}</Text>
      <Button
        href={url}
        style={{ backgroundColor: "#15130f", color: "#faf7f0", padding: "12px 20px", borderRadius: "999px" }}
      >
        {t.button}
      </Button>
      <Text style={{ fontSize: "12px", color: "#6b6456" }}>{format(t.orOpen, { url })}</Text>
    </MailLayout>
  );
}

/** The invitation's mail, in the language of the admin's page. */
export async function adminInviteMail(to: string, inviter: string, url: string, locale: Locale): Promise<NewMail> {
  const body = await renderMail(createElement(AdminInvite, { inviter, email: to, url, locale }));
  return { to, subject: emails[locale].adminInvite.subject, ...body };
}
