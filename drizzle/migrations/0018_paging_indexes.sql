DROP INDEX "design_inquiries_created_at_idx";--> statement-breakpoint
DROP INDEX "form_submissions_created_at_idx";--> statement-breakpoint
CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "design_inquiries_created_at_idx" ON "design_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at","id");