CREATE TABLE "login_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_limits_email_idx" ON "login_limits" USING btree ("email");--> statement-breakpoint
CREATE INDEX "login_limits_window_start_idx" ON "login_limits" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "limited" boolean DEFAULT false NOT NULL;
