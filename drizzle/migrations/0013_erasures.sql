-- Every e-mail address a mail names in its subject, HTML, plain text or headers, lower-cased: the GIN
-- index on it lets an erasure find the company's mails about a person without reading every mail
-- body (decision 0018). Written by hand (drizzle-kit does not generate functions).
CREATE FUNCTION mail_addresses(subject text, html text, body text, headers jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(m[1])), '{}')
  FROM regexp_matches(
    coalesce(subject, '') || ' ' || coalesce(html, '') || ' ' || coalesce(body, '') || ' ' || coalesce(headers::text, ''),
    '([a-z0-9._%+''_-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})',
    'gi'
  ) AS m
$$;--> statement-breakpoint
CREATE TABLE "erasures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_file_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasures_created_at_idx" ON "erasures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pending_file_deletions_created_at_idx" ON "pending_file_deletions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "design_inquiries_email_idx" ON "design_inquiries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "waitlist_entries_email_lower_idx" ON "waitlist_entries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "mail_outbox_to_lower_idx" ON "mail_outbox" USING btree (lower("to"));--> statement-breakpoint
CREATE INDEX "mail_outbox_addresses_idx" ON "mail_outbox" USING gin (mail_addresses("subject", "html", "text", "headers"));