import { describe, expect, test } from "bun:test";
import { createElement } from "react";
import { renderMail } from "./render";
import { ContactConfirmation } from "./templates/contact-confirmation";
import { ContactNotification } from "./templates/contact-notification";
import { DesignInquiryConfirmation } from "./templates/design-inquiry-confirmation";
import { DesignInquiryNotification } from "./templates/design-inquiry-notification";

const name = "Jana Nováková";

describe("mail text bodies", () => {
  test("keep the case of headings and names, in both languages", async () => {
    for (const locale of ["en", "cs"] as const) {
      const mails = [
        createElement(ContactConfirmation, {
          locale,
          name,
          message: "Mikiny pro tým",
          attachmentCount: 1,
          siteUrl: "http://x",
        }),
        createElement(DesignInquiryConfirmation, { locale, name, prompt: "a fox", siteUrl: "http://x" }),
      ];
      for (const mail of mails) {
        const { text } = await renderMail(mail);
        expect(text).toContain(name);
        expect(text).not.toContain(name.toUpperCase());
      }
    }
  });

  test("the staff mails say who drew a design, and sizes read as in the form", async () => {
    const common = { name, email: "jana@example.cz", message: "Hi", locale: "cs", submittedAt: new Date(0) };
    const design = await renderMail(
      createElement(DesignInquiryNotification, {
        ...common,
        company: undefined,
        prompt: "a fox",
        provider: "offline",
        imageCid: "design",
        adminUrl: "http://x/admin",
      }),
    );
    expect(design.text).toContain("drawn by the built-in design generator");
    expect(design.text).not.toMatch(/drawn by offline/);
    const enquiry = await renderMail(
      createElement(ContactNotification, {
        ...common,
        source: "enquiry",
        adminUrl: "http://x/admin",
        attachments: [
          { name: "tiny.txt", size: 50, url: "http://x/a" },
          { name: "brief.pdf", size: 1_500_000, url: "http://x/b" },
        ],
      }),
    );
    expect(enquiry.text).toContain("50 B");
    expect(enquiry.text).toContain("1.4 MB");
  });
});
