-- The admin lists and CSV exports page newest first by (created_at, id), with the last row's
-- time in the cursor as a JavaScript Date: milliseconds. Stored in microseconds, rows sharing a
-- millisecond with a page's last row were skipped, and rows written by one statement (one now())
-- ended an export after its first page. So these times are kept in milliseconds (the precision
-- every Date the app reads has), and each paged table has an index on (created_at, id).
DROP INDEX "design_inquiries_created_at_idx";--> statement-breakpoint
DROP INDEX "form_submissions_created_at_idx";--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "design_inquiries" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "design_inquiries" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "form_submissions" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "design_inquiries_created_at_idx" ON "design_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at","id");