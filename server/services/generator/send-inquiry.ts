import { createElement } from "react";
import type { z } from "zod";
import { emails } from "../../../shared/content/emails";
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from "../../../shared/limits";
import type { sendInquirySchema } from "../../../shared/schemas/generator";
import { findSendableDesign, insertDesignInquiry } from "../../db/queries/generated-designs";
import { enqueueMails } from "../../db/queries/outbox";
import { claimUploadForInquiry, findAttachableUploads } from "../../db/queries/uploads";
import { DESIGN_KEPT_FOR_MS } from "../../jobs/expired-designs";
import { renderMail } from "../../mail/render";
import { DesignInquiryConfirmation } from "../../mail/templates/design-inquiry-confirmation";
import { DesignInquiryNotification } from "../../mail/templates/design-inquiry-notification";
import type { Runtime } from "../../runtime";
import { ATTACHABLE_FOR_MS } from "../contact";
import { conflict, invalid } from "../errors";
import { leadMessageId, receiveLead } from "../leads";
import { designFileName, printFileName } from "./design-keys";

export type DesignInquiry = z.output<typeof sendInquirySchema>;

export const NO_DESIGN_MESSAGE = "No design to send";
export const ALREADY_SENT_MESSAGE = "This design was already sent to us";
export const LOGO_MISSING_MESSAGE = "Your logo is missing or expired. Please add it again.";
export const LOGO_TYPE_MESSAGE = "Your logo must be a PNG or SVG file of at most 5 MB";

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
  if (!design) throw invalid(NO_DESIGN_MESSAGE);
  const logo = input.logo ? await findLogo(rt, input.logo) : null;
  const submittedAt = new Date();
  // Known before the mails are written, so the company's mail links straight to the lead.
  const id = crypto.randomUUID();
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
      timeZone: rt.config.analytics.timeZone,
      imageCid,
      hasPrintFile: Boolean(design.printKey),
      logoName: logo?.originalName,
      adminUrl: `${rt.origin}/admin/leads/${id}`,
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
      id,
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      message: input.message,
      designPrompt: design.prompt,
      imageKey: design.imageKey,
      printKey: design.printKey,
      logoKey: logo?.key ?? null,
      designId: design.id,
      locale: input.locale,
      createdAt: submittedAt,
    });
    if (!inquiry) throw conflict(ALREADY_SENT_MESSAGE);
    if (logo && !(await claimUploadForInquiry(tx, logo.key, inquiry.id))) {
      throw conflict(LOGO_MISSING_MESSAGE);
    }
    await receiveLead(rt, tx, {
      id: inquiry.id,
      kind: "design",
      name: input.name,
      email: input.email,
      locale: input.locale,
      createdAt: submittedAt,
      analyticsSession: input.analyticsSession,
    });
    await enqueueMails(tx, [
      {
        to: rt.config.mail.to,
        subject: `New design inquiry from ${input.name}`,
        ...notification,
        attachments: [
          { key: design.imageKey, filename: designFileName(design.id, extension), cid: imageCid },
          ...(design.printKey ? [{ key: design.printKey, filename: printFileName(design.id) }] : []),
          ...(logo ? [{ key: logo.key, filename: logo.originalName }] : []),
        ],
      },
      {
        to: input.email,
        subject: emails[input.locale].designInquiryConfirmation.subject,
        ...confirmation,
        // Replies from the lead inbox thread under this mail.
        headers: { messageId: leadMessageId(rt, inquiry.id), replyTo: rt.config.mail.to },
      },
    ]);
    return inquiry;
  });
  rt.outbox.kick();
  return { id: row.id };
}

/**
 * The visitor's logo: an upload the upload route screened (content matches its type), not yet sent
 * with anything, young enough to attach, and a PNG or SVG within the logo's size.
 */
async function findLogo(rt: Runtime, key: string) {
  const [upload] = await findAttachableUploads(rt.database.db, [key], new Date(Date.now() - ATTACHABLE_FOR_MS));
  if (!upload) throw invalid(LOGO_MISSING_MESSAGE);
  const isLogoType = (LOGO_CONTENT_TYPES as readonly string[]).includes(upload.contentType);
  if (!isLogoType || upload.size > LOGO_MAX_BYTES) {
    throw invalid(LOGO_TYPE_MESSAGE);
  }
  return upload;
}
