import { createElement } from "react";
import { emails } from "../../shared/content/emails";
import { leadReplyMail } from "../../shared/content/lead-reply";
import type { Locale } from "../../shared/i18n/locales";
import { CLOSED_STATUSES, type LeadKind, type LeadStatus } from "../../shared/leads";
import type { Database } from "../db/client";
import { leadSource } from "../db/queries/lead-source";
import {
  addLeadEvent,
  countLeadsByStatus,
  findLead,
  insertLead,
  isAdminUser,
  type LeadFilter,
  type LeadRow,
  leadTimeline,
  lockLead,
  pageLeads,
  promiseFigures,
  updateLead,
} from "../db/queries/leads";
import { enqueueMails } from "../db/queries/outbox";
import { renderMail } from "../mail/render";
import { LeadReply } from "../mail/templates/lead-reply";
import type { Runtime } from "../runtime";
import { invalid, notFound } from "./errors";

export const LEAD_NOT_FOUND = "No lead with that id";
export const OWNER_NOT_ADMIN = "A lead can only be assigned to an admin";

const HOUR_MS = 60 * 60 * 1000;

/** The Message-ID of the confirmation a visitor got for a lead: replies thread under it. */
export function leadMessageId(rt: Runtime, leadId: string): string {
  return `<lead.${leadId}@${new URL(rt.origin).hostname}>`;
}

/** Enters a new lead into the inbox with the promise it was made (called in the storing transaction). */
export async function receiveLead(
  rt: Runtime,
  tx: Database,
  lead: {
    id: string;
    kind: LeadKind;
    name: string;
    email: string;
    locale: string;
    createdAt: Date;
    /** The analytics session the form was sent from: stored to show the lead's source, nothing else. */
    analyticsSession?: string;
  },
): Promise<void> {
  const dueAt = new Date(lead.createdAt.getTime() + rt.config.leads.promiseHours[lead.kind] * HOUR_MS);
  await insertLead(tx, { ...lead, analyticsSession: lead.analyticsSession ?? null, dueAt });
}

export function listLeads(rt: Runtime, filter: Omit<LeadFilter, "now"> & { cursor?: string | null; limit: number }) {
  return pageLeads(rt.database.db, { ...filter, now: new Date() });
}

export async function leadCounts(rt: Runtime, filter: Omit<LeadFilter, "now" | "status">) {
  return countLeadsByStatus(rt.database.db, { ...filter, now: new Date() });
}

/** Everything about one lead: the inbox row, what the visitor sent, and the timeline. */
export async function getLead(rt: Runtime, id: string) {
  const db = rt.database.db;
  const lead = await findLead(db, id);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  const [source, timeline] = await Promise.all([leadSource(db, lead.kind, id), leadTimeline(db, id)]);
  return { ...lead, source, timeline };
}

/**
 * Runs `change` on the lead, locked, in one transaction (the lead must exist): two admins acting at
 * once are recorded one after the other, each seeing what the other left.
 */
async function withLead<T>(
  rt: Runtime,
  id: string,
  change: (tx: Database, lead: LeadRow, at: Date) => Promise<T>,
): Promise<T> {
  return rt.database.db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    return change(tx, lead, new Date());
  });
}

export async function setLeadStatus(rt: Runtime, actorId: string, id: string, status: LeadStatus) {
  await withLead(rt, id, async (tx, lead, at) => {
    if (lead.status === status) return;
    const closes = CLOSED_STATUSES.includes(status);
    await updateLead(tx, id, { status, closedAt: closes ? (lead.closedAt ?? at) : null }, at);
    await addLeadEvent(tx, { leadId: id, actorId, data: { type: "status", from: lead.status, to: status }, at });
  });
  return { ok: true as const };
}

export async function setLeadOwner(rt: Runtime, actorId: string, id: string, ownerId: string | null) {
  if (ownerId !== null && !(await isAdminUser(rt.database.db, ownerId))) throw invalid(OWNER_NOT_ADMIN);
  await withLead(rt, id, async (tx, lead, at) => {
    if (lead.ownerId === ownerId) return;
    await updateLead(tx, id, { ownerId }, at);
    await addLeadEvent(tx, { leadId: id, actorId, data: { type: "owner", from: lead.ownerId, to: ownerId }, at });
  });
  return { ok: true as const };
}

export async function addLeadNote(rt: Runtime, actorId: string, id: string, text: string) {
  await withLead(rt, id, (tx, _lead, at) =>
    addLeadEvent(tx, { leadId: id, actorId, data: { type: "note", text }, at }),
  );
  return { ok: true as const };
}

/**
 * Queues a reply to the visitor through the outbox, in the lead's language, Reply-To the company and
 * threaded under the confirmation they got. The first reply keeps the promise (first_reply_at).
 */
export async function replyToLead(
  rt: Runtime,
  actor: { id: string; name: string },
  id: string,
  text: string,
): Promise<{ mailId: string }> {
  const db = rt.database.db;
  const lead = await findLead(db, id);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  const locale: Locale = lead.locale === "cs" ? "cs" : "en";
  const mail = await renderMail(
    createElement(LeadReply, { locale, name: lead.name, text, sender: actor.name, siteUrl: rt.origin }),
  );
  const confirmation =
    lead.kind === "design" ? emails[locale].designInquiryConfirmation : emails[locale].contactConfirmation;
  const mailId = crypto.randomUUID();
  const thread = leadMessageId(rt, id);
  await withLead(rt, id, async (tx, locked, at) => {
    await enqueueMails(tx, [
      {
        id: mailId,
        to: lead.email,
        subject: `${leadReplyMail[locale].subjectPrefix}${confirmation.subject}`,
        ...mail,
        headers: {
          messageId: `<reply.${mailId}@${new URL(rt.origin).hostname}>`,
          inReplyTo: thread,
          references: [thread],
          replyTo: rt.config.mail.to,
        },
      },
    ]);
    if (locked.firstReplyAt === null) await updateLead(tx, id, { firstReplyAt: at }, at);
    await addLeadEvent(tx, { leadId: id, actorId: actor.id, data: { type: "reply", text }, mailId, at });
  });
  rt.outbox.kick();
  return { mailId };
}

/** The promise over the inbox: how many leads are overdue now, and the median first reply of the last 30 days. */
export function leadPromise(rt: Runtime) {
  const now = new Date();
  return promiseFigures(rt.database.db, now, new Date(now.getTime() - 30 * 24 * HOUR_MS));
}
