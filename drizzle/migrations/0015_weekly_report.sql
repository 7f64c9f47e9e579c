CREATE TABLE "admin_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"weekly_report" boolean DEFAULT true NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_reports" (
	"week_start" date PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_preferences" ADD CONSTRAINT "admin_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;