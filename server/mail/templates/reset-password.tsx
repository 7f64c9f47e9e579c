import { Button, Heading, Text } from "@react-email/components";
import { createElement } from "react";
import { emails } from "../../../shared/content/emails";
import { format, type Locale } from "../../../shared/i18n/locales";
import type { NewMail } from "../../db/queries/outbox";
import { renderMail } from "../render";
import { MailLayout } from "./layout";

function ResetPassword({ name, url, locale }: { name: string; url: string; locale: Locale }) {
  const t = emails[locale].passwordReset;
  return (
    <MailLayout lang={locale} preview={t.preview} footer={t.footer}>
      <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 16px" }}>
        {t.heading}
      </Heading>
      <Text>{format(t.greeting, { name })}</Text>
      <Text>{t.body}</Text>
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

/** The reset link's mail, in the language of the page that asked for it. */
export async function passwordResetMail(
  to: { email: string; name: string },
  url: string,
  locale: Locale,
): Promise<NewMail> {
  const body = await renderMail(createElement(ResetPassword, { name: to.name, url, locale }));
  return { to: to.email, subject: emails[locale].passwordReset.subject, ...body };
}
