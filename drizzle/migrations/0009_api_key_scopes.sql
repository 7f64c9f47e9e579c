ALTER TABLE "api_key" ADD COLUMN "scopes" text[] DEFAULT '{analytics:read}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "api_key" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Keys made before scopes keep what they could do: every scope (decision 0015). New keys name theirs.
UPDATE "api_key" SET "scopes" = '{analytics:read,leads:read,admin}'::text[];
