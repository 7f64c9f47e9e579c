CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"actor_id" text,
	"data" jsonb NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_tallies" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"owner" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "lead_tallies_kind_status_owner_pk" PRIMARY KEY("kind","status","owner")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"first_reply_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin (("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_awaiting_due_idx" ON "leads" USING btree ("due_at") WHERE "leads"."first_reply_at" is null and "leads"."status" in ('new', 'in_progress');--> statement-breakpoint
-- lead_tallies follows every insert, delete and change of type, status or owner (an owner's account
-- removed sets owner_id to null through the foreign key, which is an update too).
CREATE FUNCTION lead_tallies_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE lead_tallies SET n = n - 1
     WHERE kind = OLD.kind AND status = OLD.status AND owner = coalesce(OLD.owner_id, '');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO lead_tallies (kind, status, owner, n) VALUES (NEW.kind, NEW.status, coalesce(NEW.owner_id, ''), 1)
    ON CONFLICT (kind, status, owner) DO UPDATE SET n = lead_tallies.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_tally AFTER INSERT OR DELETE OR UPDATE OF kind, status, owner_id ON leads
  FOR EACH ROW EXECUTE FUNCTION lead_tallies_follow();--> statement-breakpoint
-- Every lead that came in before the inbox existed enters it as New, with the promise it was made.
INSERT INTO "leads" ("id", "kind", "name", "email", "locale", "created_at", "due_at")
SELECT "id", CASE WHEN "source" = 'contact-page' THEN 'contact' ELSE 'enquiry' END, "name", "email", "locale",
       "created_at", "created_at" + interval '24 hours'
  FROM "form_submissions";--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "name", "email", "locale", "created_at", "due_at")
SELECT "id", 'design', "name", "email", "locale", "created_at", "created_at" + interval '48 hours'
  FROM "design_inquiries";--> statement-breakpoint
INSERT INTO "lead_events" ("lead_id", "data", "created_at")
SELECT "id", '{"type":"received"}'::jsonb, "created_at" FROM "leads";
