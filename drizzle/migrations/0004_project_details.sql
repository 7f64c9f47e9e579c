ALTER TABLE "form_submissions" ADD COLUMN "product_types" jsonb;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "budget" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "security_metrics" ADD COLUMN "metric_detail" jsonb;
