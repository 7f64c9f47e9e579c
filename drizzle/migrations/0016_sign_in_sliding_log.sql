ALTER TABLE "login_limits" ADD COLUMN "times" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Counters written before the log: their attempts count at their window's start, so a lock in force keeps its end.
UPDATE "login_limits" SET "times" = array_fill("window_start", ARRAY["count"]) WHERE "count" > 0;
