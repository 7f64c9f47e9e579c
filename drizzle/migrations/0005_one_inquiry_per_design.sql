ALTER TABLE "design_inquiries" ADD COLUMN "design_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "design_inquiries_design_id_key" ON "design_inquiries" USING btree ("design_id");