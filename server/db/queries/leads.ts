import { and, asc, count, desc, eq, getTableColumns, gte, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import { leadEvents, leads, leadTallies, mailOutbox, user } from "../../../drizzle/schema";
import type { LeadEventData, LeadKind, LeadStatus } from "../../../shared/leads";
import { foldForSearch } from "../../../shared/search-fold";
import type { Database } from "../client";
import { encodeCursor, likePattern, pageAfter } from "./admin-lists";

export type LeadRow = Omit<typeof leads.$inferSelect, "searchText">;
/** Every column but the search's copy of name and e-mail: what reads of a whole lead return. */
export const { searchText: _searchText, ...leadColumns } = getTableColumns(leads);

export interface NewLead {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  locale: string;
  createdAt: Date;
  dueAt: Date;
  /** The analytics session the form was sent from (decision 0020). */
  analyticsSession?: string | null;
}

/** Enters a lead into the inbox, with its "received" event (called in the transaction that stores it). */
export async function insertLead(db: Database, lead: NewLead): Promise<void> {
  await db.insert(leads).values({ ...lead, updatedAt: lead.createdAt });
  await db.insert(leadEvents).values({ leadId: lead.id, data: { type: "received" }, createdAt: lead.createdAt });
}

export interface LeadFilter {
  search?: string;
  kind?: LeadKind;
  status?: LeadStatus;
  /** An admin's id, or "none" for unowned leads. */
  owner?: string;
  overdue?: boolean;
  now: Date;
}

/**
 * Leads still waiting for their first answer: shared/leads.ts AWAITING_STATUSES, written out as the
 * partial index leads_awaiting_due_idx's WHERE so that the planner uses it.
 */
export const awaitingAnswer = sql`${leads.firstReplyAt} is null and ${leads.status} in ('new', 'in_progress')`;

function where(f: Omit<LeadFilter, "status"> & { status?: LeadStatus }): SQL | undefined {
  // The column of the trigram index leads_search_idx; the words folded as the column folds names
  // ("dvorakova" and "Dvořáková" find Dvořáková).
  const search = f.search ? sql`${leads.searchText} ilike ${likePattern(foldForSearch(f.search))}` : undefined;
  return and(
    search,
    f.kind ? eq(leads.kind, f.kind) : undefined,
    f.status ? eq(leads.status, f.status) : undefined,
    f.owner === "none" ? isNull(leads.ownerId) : f.owner ? eq(leads.ownerId, f.owner) : undefined,
    f.overdue ? and(awaitingAnswer, lt(leads.dueAt, f.now)) : undefined,
  );
}

const listColumns = {
  id: leads.id,
  kind: leads.kind,
  name: leads.name,
  email: leads.email,
  locale: leads.locale,
  status: leads.status,
  ownerId: leads.ownerId,
  ownerName: user.name,
  createdAt: leads.createdAt,
  dueAt: leads.dueAt,
  firstReplyAt: leads.firstReplyAt,
};

/** One page of the inbox, newest first (keyset paging), with the total that matches the filters. */
export async function pageLeads(
  db: Database,
  f: LeadFilter & { cursor?: string | null; limit: number; withTotal?: boolean },
) {
  const filter = where(f);
  const rows = await db
    .select(listColumns)
    .from(leads)
    .leftJoin(user, eq(user.id, leads.ownerId))
    .where(and(filter, pageAfter(f.cursor, leads.createdAt, leads.id)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(f.limit + 1);
  // An export walks every page: it needs no total, which would cost a count per page.
  const { total, totalCapped } = f.withTotal === false ? { total: -1, totalCapped: false } : await countLeads(db, f);
  const items = rows.slice(0, f.limit);
  const nextCursor = rows.length > f.limit ? encodeCursor(items[items.length - 1]!) : null;
  return { items, nextCursor, total, totalCapped };
}

/** Filters by type, status and owner only: lead_tallies answers their counts without counting leads. */
const talliesAnswer = (f: Omit<LeadFilter, "now">) => !f.search && !f.overdue;

function talliesWhere(f: Omit<LeadFilter, "now">): SQL | undefined {
  return and(
    f.kind ? eq(leadTallies.kind, f.kind) : undefined,
    f.status ? eq(leadTallies.status, f.status) : undefined,
    f.owner ? eq(leadTallies.owner, f.owner === "none" ? "" : f.owner) : undefined,
  );
}

/** A search counts its matches up to this many, then says "more than": a broad word matches thousands. */
export const SEARCH_COUNT_CAP = 1000;

async function countLeads(db: Database, f: LeadFilter): Promise<{ total: number; totalCapped: boolean }> {
  if (talliesAnswer(f)) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${leadTallies.n}), 0)::int` })
      .from(leadTallies)
      .where(talliesWhere(f));
    return { total: Number(row?.n ?? 0), totalCapped: false };
  }
  if (f.search) {
    const matches = db
      .select({ one: sql`1` })
      .from(leads)
      .where(where(f))
      .limit(SEARCH_COUNT_CAP + 1)
      .as("matches");
    const [row] = await db.select({ n: count() }).from(matches);
    const n = row?.n ?? 0;
    return n > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
  }
  const [row] = await db.select({ n: count() }).from(leads).where(where(f));
  return { total: row?.n ?? 0, totalCapped: false };
}

/** Leads per status for the other filters: the inbox's status counts. */
export async function countLeadsByStatus(db: Database, f: Omit<LeadFilter, "status">) {
  const rows = talliesAnswer(f)
    ? await db
        .select({ status: leadTallies.status, n: sql<number>`sum(${leadTallies.n})::int` })
        .from(leadTallies)
        .where(talliesWhere(f))
        .groupBy(leadTallies.status)
    : await db.select({ status: leads.status, n: count() }).from(leads).where(where(f)).groupBy(leads.status);
  const counts = rows.filter((r) => Number(r.n) > 0).map((r) => [r.status, Number(r.n)]);
  return Object.fromEntries(counts) as Partial<Record<LeadStatus, number>>;
}

/** The tallies as counted from the leads themselves: what lead_tallies must always equal (tests). */
export async function countLeadsDirectly(db: Database) {
  return db
    .select({ kind: leads.kind, status: leads.status, owner: sql<string>`coalesce(${leads.ownerId}, '')`, n: count() })
    .from(leads)
    .groupBy(leads.kind, leads.status, leads.ownerId);
}

export async function readLeadTallies(db: Database) {
  return db.select().from(leadTallies).where(sql`${leadTallies.n} <> 0`);
}

/** A lead's link to its analytics visit (decision 0020): when it was sent, and from which session. */
export async function findLeadAnalyticsSession(db: Database, id: string) {
  const [row] = await db
    .select({ createdAt: leads.createdAt, analyticsSession: leads.analyticsSession })
    .from(leads)
    .where(eq(leads.id, id));
  return row ?? null;
}

export async function findLead(db: Database, id: string) {
  const [row] = await db
    .select({ ...listColumns, closedAt: leads.closedAt, updatedAt: leads.updatedAt })
    .from(leads)
    .leftJoin(user, eq(user.id, leads.ownerId))
    .where(eq(leads.id, id));
  return row ?? null;
}

/** Locks the lead's row for a change (two admins acting at once are recorded one after the other). */
export async function lockLead(db: Database, id: string): Promise<LeadRow | null> {
  const [row] = await db.select(leadColumns).from(leads).where(eq(leads.id, id)).for("update");
  return row ?? null;
}

export async function updateLead(
  db: Database,
  id: string,
  patch: Partial<Pick<LeadRow, "status" | "ownerId" | "firstReplyAt" | "closedAt">>,
  at: Date,
): Promise<void> {
  await db
    .update(leads)
    .set({ ...patch, updatedAt: at })
    .where(eq(leads.id, id));
}

export async function addLeadEvent(
  db: Database,
  e: { leadId: string; actorId: string | null; data: LeadEventData; mailId?: string; at: Date },
): Promise<void> {
  await db
    .insert(leadEvents)
    .values({ leadId: e.leadId, actorId: e.actorId, data: e.data, mailId: e.mailId ?? null, createdAt: e.at });
}

/** A lead's timeline, oldest first, with each actor's name and each reply's delivery state. */
export async function leadTimeline(db: Database, id: string) {
  return db
    .select({
      id: leadEvents.id,
      data: leadEvents.data,
      createdAt: leadEvents.createdAt,
      actorId: leadEvents.actorId,
      actorName: user.name,
      mail: { status: mailOutbox.status, sentAt: mailOutbox.sentAt, attempts: mailOutbox.attempts },
    })
    .from(leadEvents)
    .leftJoin(user, eq(user.id, leadEvents.actorId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, leadEvents.mailId))
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
}

/** Overdue leads now, and the median time to the first reply of leads that arrived in the window. */
export async function promiseFigures(db: Database, now: Date, since: Date) {
  const overdue = await overdueLeads(db, now);
  const [median] = await db
    .select({
      ms: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${leads.firstReplyAt} - ${leads.createdAt})) * 1000)`,
      answered: count(),
    })
    .from(leads)
    .where(and(isNotNull(leads.firstReplyAt), gte(leads.createdAt, since)));
  return {
    overdue: overdue.count,
    medianFirstReplyMs: median?.ms == null ? null : Math.round(Number(median.ms)),
    answered: median?.answered ?? 0,
  };
}

/** How many leads are past their promise, and since when the longest-waiting one is. */
export async function overdueLeads(db: Database, now: Date): Promise<{ count: number; oldestDueAt: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: sql<Date | string | null>`min(${leads.dueAt})` })
    .from(leads)
    .where(and(awaitingAnswer, lt(leads.dueAt, now)));
  return { count: row?.n ?? 0, oldestDueAt: row?.oldest ? new Date(row.oldest) : null };
}

/** The admins a lead can be assigned to. */
export async function listAssignableAdmins(db: Database) {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.isAdmin, true))
    .orderBy(asc(user.name));
}

export async function isAdminUser(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, id), eq(user.isAdmin, true)));
  return Boolean(row);
}
