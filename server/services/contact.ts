import { createElement } from "react";
import type { z } from "zod";
import { emails } from "../../shared/content/emails";
import type { contactSubmitSchema } from "../../shared/schemas/contact";
import { insertSubmission } from "../db/queries/contact";
import { enqueueMails } from "../db/queries/outbox";
import { claimUploadsForSubmission, findAttachableUploads } from "../db/queries/uploads";
import { renderMail } from "../mail/render";
import { ContactConfirmation } from "../mail/templates/contact-confirmation";
import { ContactNotification, notificationTitle } from "../mail/templates/contact-notification";
import type { Runtime } from "../runtime";
import { conflict, invalid } from "./errors";
import { leadMessageId, receiveLead } from "./leads";

/** Uploads older than this can no longer be attached (the clean-up job removes them). */
export const ATTACHABLE_FOR_MS = 23 * 60 * 60 * 1000;

/** Two sends racing for one uploaded file: the first keeps it. */
export const ATTACHMENT_TAKEN_MESSAGE = "An attachment was already sent with another message. Please upload it again.";

export type ContactSubmission = z.output<typeof contactSubmitSchema>;

/** The optional project details as stored: null where the visitor left a field out. */
export function projectDetailsOf(input: ContactSubmission) {
  return {
    productTypes: input.productTypes?.length ? input.productTypes : null,
    quantity: input.quantity ?? null,
    deadline: input.deadline ?? null,
    budget: input.budget ?? null,
    company: input.company ?? null,
    phone: input.phone ?? null,
  };
}

/**
 * Stores an enquiry with its attachments and queues its two mails (to the company and to the
 * visitor), all in one transaction: either everything is stored, or nothing is.
 */
export async function submitContact(rt: Runtime, input: ContactSubmission): Promise<{ id: string }> {
  const db = rt.database.db;
  const keys = [...new Set(input.attachments)];
  const attachable = await findAttachableUploads(db, keys, new Date(Date.now() - ATTACHABLE_FOR_MS));
  if (attachable.length !== keys.length) {
    throw invalid("An attachment is missing or expired. Please upload it again.");
  }
  const byKey = new Map(attachable.map((u) => [u.key, u]));
  const submittedAt = new Date();
  // Known before the mails are written, so the company's mail links straight to the lead.
  const id = crypto.randomUUID();

  const notification = await renderMail(
    createElement(ContactNotification, {
      name: input.name,
      email: input.email,
      message: input.message,
      details: projectDetailsOf(input),
      source: input.source,
      locale: input.locale,
      submittedAt,
      timeZone: rt.config.analytics.timeZone,
      adminUrl: `${rt.origin}/admin/leads/${id}`,
      attachments: keys.map((key) => ({
        name: byKey.get(key)!.originalName,
        size: byKey.get(key)!.size,
        url: `${rt.origin}/api/attachments/${encodeURIComponent(key)}`,
      })),
    }),
  );
  const confirmation = await renderMail(
    createElement(ContactConfirmation, {
      locale: input.locale,
      name: input.name,
      message: input.message,
      details: projectDetailsOf(input),
      attachmentCount: keys.length,
      siteUrl: rt.origin,
    }),
  );

  const row = await db.transaction(async (tx) => {
    const submission = await insertSubmission(tx, {
      id,
      name: input.name,
      email: input.email,
      message: input.message,
      attachments: keys.length ? keys : null,
      ...projectDetailsOf(input),
      locale: input.locale,
      source: input.source,
      createdAt: submittedAt,
    });
    if (!(await claimUploadsForSubmission(tx, keys, submission.id))) {
      throw conflict(ATTACHMENT_TAKEN_MESSAGE);
    }
    await receiveLead(rt, tx, {
      id: submission.id,
      kind: input.source === "contact-page" ? "contact" : "enquiry",
      name: input.name,
      email: input.email,
      locale: input.locale,
      createdAt: submittedAt,
      analyticsSession: input.analyticsSession,
    });
    await enqueueMails(tx, [
      { to: rt.config.mail.to, subject: notificationTitle(input.source, input.name), ...notification },
      {
        to: input.email,
        subject: emails[input.locale].contactConfirmation.subject,
        ...confirmation,
        // Replies from the lead inbox thread under this mail.
        headers: { messageId: leadMessageId(rt, submission.id), replyTo: rt.config.mail.to },
      },
    ]);
    return submission;
  });
  rt.outbox.kick();
  return { id: row.id };
}
