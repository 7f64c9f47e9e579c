import { TRPCError } from "@trpc/server";
import { createElement } from "react";
import type { z } from "zod";
import { emails } from "../../../shared/content/emails";
import type { sendInquirySchema } from "../../../shared/schemas/generator";
import { findSendableDesign, insertDesignInquiry } from "../../db/queries/generated-designs";
import { enqueueMails } from "../../db/queries/outbox";
import { DESIGN_KEPT_FOR_MS } from "../../jobs/expired-designs";
import { renderMail } from "../../mail/render";
import { DesignInquiryConfirmation } from "../../mail/templates/design-inquiry-confirmation";
import { DesignInquiryNotification } from "../../mail/templates/design-inquiry-notification";
import type { Runtime } from "../../runtime";

export type DesignInquiry = z.output<typeof sendInquirySchema>;

export const NO_DESIGN_MESSAGE = "No design to send";
export const ALREADY_SENT_MESSAGE = "This design was already sent to us";

/** A design can be sent for an hour less than it is kept, so the clean-up never races an inquiry. */
export const SENDABLE_FOR_MS = DESIGN_KEPT_FOR_MS - 60 * 60 * 1000;

/**
 * Stores a design inquiry and queues its mails (to the company with the image, and a confirmation
 * to the visitor in their language) in one transaction. The image is the one the server made for
 * this design id; the prompt is the stored one, whatever the browser sent alongside. A design backs
 * one inquiry: a second (or a parallel double submit) is refused with CONFLICT and sends no mail.
 */
export async function sendDesignInquiry(rt: Runtime, input: DesignInquiry): Promise<{ id: string }> {
  const db = rt.database.db;
  const design = await findSendableDesign(db, input.image, new Date(Date.now() - SENDABLE_FOR_MS));
  if (!design) throw new TRPCError({ code: "BAD_REQUEST", message: NO_DESIGN_MESSAGE });
  const submittedAt = new Date();
  const imageCid = `design-${design.id}@merchovna`;
  const extension = design.imageKey.split(".").pop() ?? "png";

  const notification = await renderMail(
    createElement(DesignInquiryNotification, {
      name: input.name,
      email: input.email,
      company: input.company,
      message: input.message,
      prompt: design.prompt,
      provider: design.provider,
      locale: input.locale,
      submittedAt,
      imageCid,
      adminUrl: `${rt.origin}/admin`,
    }),
  );
  const confirmation = await renderMail(
    createElement(DesignInquiryConfirmation, {
      locale: input.locale,
      name: input.name,
      prompt: design.prompt,
      siteUrl: rt.origin,
    }),
  );

  const row = await db.transaction(async (tx) => {
    const inquiry = await insertDesignInquiry(tx, {
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      message: input.message,
      designPrompt: design.prompt,
      imageKey: design.imageKey,
      designId: design.id,
      locale: input.locale,
      createdAt: submittedAt,
    });
    if (!inquiry) throw new TRPCError({ code: "CONFLICT", message: ALREADY_SENT_MESSAGE });
    await enqueueMails(tx, [
      {
        to: rt.config.mail.to,
        subject: `New design inquiry from ${input.name}`,
        ...notification,
        attachments: [{ key: design.imageKey, filename: `merch-design-${design.id}.${extension}`, cid: imageCid }],
      },
      { to: input.email, subject: emails[input.locale].designInquiryConfirmation.subject, ...confirmation },
    ]);
    return inquiry;
  });
  rt.outbox.kick();
  return { id: row.id };
}
