import { Heading, Link, Text } from "@react-email/components";
import { createElement } from "react";
import { emails } from "../../../shared/content/emails";
import { format, type Locale } from "../../../shared/i18n/locales";
import { localizedPath } from "../../../shared/pages";
import type { NewMail } from "../../db/queries/outbox";
import { renderMail } from "../render";
import { Lines, MailLayout } from "./layout";

interface Props {
  locale: Locale;
  unsubscribeUrl: string;
  siteUrl: string;
}

function WaitlistWelcome({ locale, unsubscribeUrl, siteUrl }: Props) {
  const t = emails[locale].waitlistWelcome;
  return (
    <MailLayout lang={locale} preview={t.preview} footer={format(t.footer, { site: siteUrl })}>
      <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 16px" }}>
        {t.heading}
      </Heading>
      <Text>{t.body}</Text>
      <Lines text={t.signOff} />
      <Text style={{ fontSize: "13px", color: "#6b6456", margin: "16px 0 0" }}>
        <Link href={unsubscribeUrl} style={{ color: "#15130f", textDecoration: "underline" }}>
          {t.unsubscribe}
        </Link>
        {` — ${t.unsubscribeHint}`}
      </Text>
      <Text style={{ fontSize: "13px", color: "#6b6456", margin: "4px 0 0" }}>
        {format(t.privacy, { url: `${siteUrl}${localizedPath("/privacy", locale)}` })}
      </Text>
    </MailLayout>
  );
}

/**
 * The mail a new waitlist address gets, in the language it joined in. Like every waitlist mail it
 * carries the unsubscribe link twice: visibly, and as List-Unsubscribe with one-click POST (RFC
 * 8058, added by the outbox worker from `headers.unsubscribeUrl`), which mail providers require of
 * bulk senders.
 */
export async function waitlistWelcomeMail(
  to: string,
  locale: Locale,
  urls: { unsubscribe: string; site: string },
): Promise<NewMail> {
  const body = await renderMail(
    createElement(WaitlistWelcome, { locale, unsubscribeUrl: urls.unsubscribe, siteUrl: urls.site }),
  );
  return {
    to,
    subject: emails[locale].waitlistWelcome.subject,
    ...body,
    headers: { unsubscribeUrl: urls.unsubscribe },
  };
}
