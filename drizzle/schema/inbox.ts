import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { LeadEventData } from "../../shared/leads";
import { FOLD_FROM, FOLD_TO } from "../../shared/search-fold";
import { user } from "./auth";

/**
 * The lead inbox: one row per enquiry, contact message or design inquiry, with the same id as its
 * source row (form_submissions or design_inquiries), written in the same transaction. The inbox
 * lists, filters and counts this table alone; a lead's own page reads the source row for the rest.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind", { enum: ["enquiry", "contact", "design"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    status: text("status", { enum: ["new", "in_progress", "quoted", "won", "lost", "spam"] })
      .notNull()
      .default("new"),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    /** When the promise made to the visitor ("within 24 hours") runs out: fixed when the lead arrives. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** The first reply sent from the inbox: the promise is kept from then on. */
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    /** Won, lost or spam: retention counts from here. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The analytics session the form was sent from (the tracker's id, decision 0020): where the lead
     * came from is read from the analytics by it. Null when the tracker did not run, or once erased.
     */
    analyticsSession: uuid("analytics_session"),
    /**
     * What the inbox's search reads: name and e-mail with diacritics folded (shared/search-fold.ts),
     * kept by the database. Stored, so a search's index recheck reads it instead of folding every
     * candidate again (that cost 10 -> 120 ms for a search a tenth of 100,000 leads match).
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`translate("name" || ' ' || "email", ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`,
    ),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt, t.id),
    index("leads_status_created_idx").on(t.status, t.createdAt),
    index("leads_owner_created_idx").on(t.ownerId, t.createdAt),
    index("leads_email_idx").on(sql`lower(${t.email})`),
    // The inbox's search: name or e-mail containing the words (ILIKE '%...%'), by trigrams (pg_trgm),
    // diacritics folded (shared/search-fold.ts): "dvorakova" finds Dvořáková.
    index("leads_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The overdue view and the dashboard's count: only leads still waiting for an answer.
    index("leads_awaiting_due_idx")
      .on(t.dueAt)
      .where(sql`${t.firstReplyAt} is null and ${t.status} in ('new', 'in_progress')`),
  ],
);

/** A lead's timeline: every change, note and reply, with who and when. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The admin who acted; null for the visitor's own "received" event or a removed account. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    data: jsonb("data").$type<LeadEventData>().notNull(),
    /** The reply's mail in the outbox, for its delivery state. */
    mailId: uuid("mail_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * How many leads there are per type, status and owner ('' = nobody), kept by a trigger on leads
 * (migration 0012): the inbox's totals and status counts read a few rows here instead of counting
 * 100,000 leads on every page.
 */
export const leadTallies = pgTable(
  "lead_tallies",
  {
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    owner: text("owner").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status, t.owner] })],
);
