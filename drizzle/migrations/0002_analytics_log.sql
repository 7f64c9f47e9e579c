CREATE TABLE "analytics_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text NOT NULL,
	"events" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_log_received_at_idx" ON "analytics_log" USING btree ("received_at");