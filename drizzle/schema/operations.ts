import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { MetricDetail } from "../../shared/security-metrics";

/** Threading and list headers of a queued mail (angle-bracketed Message-IDs, as in RFC 5322). */
export interface MailHeaders {
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  replyTo?: string;
  /** A one-click unsubscribe URL: List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  unsubscribeUrl?: string;
}

/**
 * The mail outbox: every mail is a row first, so a down SMTP server delays a mail but never loses
 * it. A worker claims due rows (locked_until), sends, and marks them sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Storage keys to attach, with the file name to show (and a content id to show it inline). */
    attachments: jsonb("attachments").$type<{ key: string; filename: string; cid?: string }[]>(),
    headers: jsonb("headers").$type<MailHeaders>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // Erasure and export find the mails sent to a person by address, whatever its case.
    index("mail_outbox_to_lower_idx").on(sql`lower(${t.to})`),
    // ...and the mails that name a person: every address in the subject, HTML, text and headers,
    // lower-cased (the SQL function mail_addresses is created by migration 0013, decision 0018).
    index("mail_outbox_addresses_idx").using(
      "gin",
      sql`mail_addresses(${t.subject}, ${t.html}, ${t.text}, ${t.headers})`,
    ),
  ],
);

/** Every sign-in attempt (the original's log_login_attempt). */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ip: text("ip").notNull(),
    email: text("email").notNull(),
    success: boolean("success").notNull(),
    /** Refused by the sign-in limit before the password was checked. */
    limited: boolean("limited").notNull().default(false),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
  ],
);

/**
 * Sign-in attempt counters (server/services/login-limiter.ts), one row per key: an (account, IP)
 * pair, an account, an IP or a known device. An attempt is reserved here, atomically, before its
 * password is checked; a refused attempt changes nothing, so it cannot extend the window. `times`
 * holds the counted attempts of the last window (a sliding log, at most the key's limit), `count`
 * and `window_start` its length and oldest time as of the last write.
 */
export const loginLimits = pgTable(
  "login_limits",
  {
    key: text("key").primaryKey(),
    kind: text("kind", { enum: ["pair", "account", "ip", "device"] }).notNull(),
    /** The account the row counts for (null for an IP's row), so a reset can lift every lock on it. */
    email: text("email"),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
    times: timestamp("times", { withTimezone: true }).array().notNull().default(sql`'{}'`),
  },
  (t) => [index("login_limits_email_idx").on(t.email), index("login_limits_window_start_idx").on(t.windowStart)],
);

/** Fixed-window counters shared by every instance (rate limits survive restarts). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Security dashboard metrics, recomputed by security.refresh. */
export const securityMetrics = pgTable("security_metrics", {
  metricName: text("metric_name").primaryKey(),
  /** The value in English words, for scripts and logs. */
  metricValue: text("metric_value").notNull(),
  /** The same value as a code and numbers, which the dashboard words in the page's language. */
  metricDetail: jsonb("metric_detail").$type<MetricDetail | null>(),
  metricStatus: text("metric_status").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Security-relevant events (refused admin calls, refused first-admin claims, rejected uploads). */
export const securityEvents = pgTable(
  "security_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("security_events_kind_idx").on(t.kind, t.createdAt)],
);

/** AI generation usage per UTC day: the global daily budget. */
export const aiUsage = pgTable("ai_usage", {
  day: date("day").primaryKey(),
  generations: integer("generations").notNull().default(0),
  costMicroUsd: integer("cost_micro_usd").notNull().default(0),
});

/**
 * Generations reserved on `ai_usage` and not yet settled (the provider has not answered). A row is
 * deleted when the design is stored (the charge stays) or the call fails (the charge is given
 * back); one older than the provider's timeout belongs to a process that died mid-call, and the
 * sweep gives its charge back (server/jobs/stale-ai-reservations.ts).
 */
export const aiReservations = pgTable(
  "ai_reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    day: date("day").notNull(),
    costMicroUsd: integer("cost_micro_usd").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_reservations_created_at_idx").on(t.createdAt)],
);

/**
 * The shared analytics log (several instances on one PostgreSQL): every instance appends the event
 * batches it receives, acknowledging them only after the commit, and every instance replays the log
 * into its own DuckDB. Appends take a transaction-scoped advisory lock, so ids commit in order and a
 * reader that follows `id` never skips a row that commits late.
 */
export const analyticsLog = pgTable(
  "analytics_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent").notNull(),
    /** The sender's country (ISO alpha-2) from its address; the address is not kept. */
    country: text("country"),
    /** The sender's visitor id per UTC day as JSON ({"2026-11-26": "123…"}): a salted hash, not the address. */
    visitors: text("visitors"),
    /** The batch's events as JSON text (jsonb would refuse a NUL the browser sent; DuckDB keeps it). */
    events: text("events").notNull(),
  },
  (t) => [index("analytics_log_received_at_idx").on(t.receivedAt)],
);

/**
 * An admin's invitation of another admin by e-mail (server/services/admin-invites.ts): the link's
 * token is kept only as its SHA-256; single use (accepted_at), revocable, expiring after 7 days.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("admin_invitations_created_at_idx").on(t.createdAt)],
);

/**
 * The daily salts of the visitor hash (server/services/visitor-hash.ts): a visitor id is a hash of
 * the address and agent with the salt of the view's UTC day. Salts live here, never beside the
 * analytics data, and are deleted after two days, so no id can be recomputed from an address later.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
