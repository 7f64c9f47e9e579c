import { describe, expect, test } from "bun:test";
import { createElement } from "react";
import { emails } from "../../shared/content/emails";
import { leadReplyMail } from "../../shared/content/lead-reply";
import { format } from "../../shared/i18n/locales";
import { renderMail } from "./render";
import { ContactConfirmation } from "./templates/contact-confirmation";
import { ContactNotification } from "./templates/contact-notification";
import { DesignInquiryConfirmation } from "./templates/design-inquiry-confirmation";
import { DesignInquiryNotification } from "./templates/design-inquiry-notification";
import { LeadReply } from "./templates/lead-reply";
import { waitlistWelcomeMail } from "./templates/waitlist-welcome";

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
      // Czech greets without the name: "Dobrý den, Jana Nováková," would be the nominative.
      const greeting = locale === "en" ? `Hi ${name},` : "Dobrý den,";
      for (const mail of mails) {
        const { text } = await renderMail(mail);
        expect(text).toContain(greeting);
        expect(text).not.toContain(greeting.toUpperCase());
        if (locale === "cs") expect(text).not.toContain(name);
      }
    }
  });

  test("every line of a sign-off stands on its own line of the text body, in both languages", async () => {
    for (const locale of ["en", "cs"] as const) {
      const bodies = [
        await renderMail(
          createElement(ContactConfirmation, {
            locale,
            name,
            message: "Mikiny",
            attachmentCount: 0,
            siteUrl: "http://x",
          }),
        ),
        await renderMail(
          createElement(DesignInquiryConfirmation, { locale, name, prompt: "a fox", siteUrl: "http://x" }),
        ),
        await renderMail(
          createElement(LeadReply, { locale, name, text: "Díky!", sender: "Petra Malá", siteUrl: "http://x" }),
        ),
        await waitlistWelcomeMail("a@example.cz", locale, { unsubscribe: "http://x/u", site: "http://x" }),
      ];
      const signOffs = [
        emails[locale].contactConfirmation.signOff,
        emails[locale].designInquiryConfirmation.signOff,
        format(leadReplyMail[locale].signOff, { sender: "Petra Malá" }),
        emails[locale].waitlistWelcome.signOff,
      ];
      bodies.forEach((body, i) => {
        const lines = signOffs[i]?.split("\n") ?? [];
        expect(lines.length).toBe(2);
        const text = body.text.split("\n").map((l) => l.trim());
        for (const line of lines) expect(text).toContain(line);
      });
    }
  });

  test("a visitor's message and prompt keep their lines in the text body of every mail that quotes them", async () => {
    const message = "Dobrý den,\n\nchceme 40 mikin.\nDíky, Jana";
    const prompt = "a fox\nwith a bike";
    const common = {
      name,
      email: "jana@example.cz",
      locale: "cs",
      submittedAt: new Date(0),
      timeZone: "Europe/Prague",
    };
    const bodies = [
      await renderMail(
        createElement(ContactNotification, {
          ...common,
          message,
          source: "contact-page",
          adminUrl: "http://x/admin",
          attachments: [],
        }),
      ),
      await renderMail(
        createElement(DesignInquiryNotification, {
          ...common,
          message,
          company: undefined,
          prompt,
          provider: "offline",
          imageCid: "design",
          adminUrl: "http://x/admin",
        }),
      ),
      await renderMail(createElement(DesignInquiryConfirmation, { locale: "en", name, prompt, siteUrl: "http://x" })),
    ];
    const quoted = [message, `${message}\n${prompt}`, prompt];
    bodies.forEach((body, i) => {
      const text = body.text.split("\n").map((l) => l.trim());
      for (const line of (quoted[i] ?? "").split("\n").filter(Boolean)) expect(text).toContain(line);
    });
  });

  test("the staff mails say who drew a design, and sizes read as in the form", async () => {
    const common = {
      name,
      email: "jana@example.cz",
      message: "Hi",
      locale: "cs",
      submittedAt: new Date(0),
      timeZone: "Europe/Prague",
    };
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

  test("the staff mails say when a lead was sent in the company's time zone, and its language by name", async () => {
    // 23:30 UTC on 30 June is 01:30 on 1 July in Prague (summer time); an ISO instant in UTC before.
    const at = { submittedAt: new Date("2026-06-30T23:30:00Z"), timeZone: "Europe/Prague", locale: "cs" };
    const base = { name, email: "jana@example.cz", message: "Hi", adminUrl: "http://x/admin" };
    const mails = [
      await renderMail(createElement(ContactNotification, { ...base, ...at, source: "enquiry", attachments: [] })),
      await renderMail(createElement(ContactNotification, { ...base, ...at, source: "contact-page", attachments: [] })),
      await renderMail(
        createElement(DesignInquiryNotification, {
          ...base,
          ...at,
          company: undefined,
          prompt: "a fox",
          provider: "offline",
          imageCid: "design",
        }),
      ),
    ];
    for (const { text, html } of mails) {
      expect(text).toContain("1 July 2026 at 01:30, Europe/Prague time");
      expect(text).toContain("(Czech");
      expect(`${text}${html}`).not.toContain("2026-06-30T23:30");
    }
    const winter = await renderMail(
      createElement(ContactNotification, {
        ...base,
        ...at,
        submittedAt: new Date("2026-12-06T05:26:05Z"),
        locale: "en",
        source: "enquiry",
        attachments: [],
      }),
    );
    expect(winter.text).toContain("(English) on 6 December 2026 at 06:26, Europe/Prague time");
  });
});
