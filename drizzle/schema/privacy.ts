import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ErasureCounts } from "../../shared/personal-data";
import { user } from "./auth";

/**
 * The log of personal-data erasures: who erased and how much of each kind, never whose data. No
 * e-mail and no hash of it either: an unsalted hash of an address is the address to anyone who can
 * guess it (decision 0018).
 */
export const erasures = pgTable(
  "erasures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin who erased; null once that account is removed. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    counts: jsonb("counts").$type<ErasureCounts>().notNull(),
  },
  (t) => [index("erasures_created_at_idx").on(t.createdAt)],
);

/**
 * Stored files whose rows are already gone (an erasure, the retention job): written in the same
 * transaction that deletes the rows, removed once the file is deleted. A storage outage therefore
 * delays a deletion but never forgets it; housekeeping retries hourly.
 */
export const pendingFileDeletions = pgTable(
  "pending_file_deletions",
  {
    key: text("key").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Delete again on every run until then: the key's put timed out and may still land. */
    repeatUntil: timestamp("repeat_until", { withTimezone: true }),
  },
  (t) => [index("pending_file_deletions_created_at_idx").on(t.createdAt)],
);
