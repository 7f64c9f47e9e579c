import { Button, Heading, Text } from "@react-email/components";
import { createElement } from "react";
import type { NewMail } from "../../db/queries/outbox";
import { renderMail } from "../render";
import { MailLayout } from "./layout";

function VerifyEmail({ name, url }: { name: string; url: string }) {
  return (
    <MailLayout
      lang="en"
      preview="Confirm your e-mail to finish signing up"
      footer="If you did not sign up, ignore this e-mail."
    >
      <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 16px" }}>
        Confirm your e-mail
      </Heading>
      <Text>Hi {name}, confirm your e-mail address to complete your registration.</Text>
      <Button
        href={url}
        style={{ backgroundColor: "#15130f", color: "#faf7f0", padding: "12px 20px", borderRadius: "999px" }}
      >
        Confirm e-mail
      </Button>
      <Text style={{ fontSize: "12px", color: "#6b6456" }}>Or open this link: {url}</Text>
    </MailLayout>
  );
}

export async function verificationMail(to: { email: string; name: string }, url: string): Promise<NewMail> {
  const body = await renderMail(createElement(VerifyEmail, { name: to.name, url }));
  return { to: to.email, subject: "Confirm your e-mail — Merchovna", ...body };
}
