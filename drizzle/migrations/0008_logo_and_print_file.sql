ALTER TABLE "design_inquiries" ADD COLUMN "print_key" text;--> statement-breakpoint
ALTER TABLE "design_inquiries" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "generated_designs" ADD COLUMN "print_key" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "design_inquiry_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_design_inquiry_id_design_inquiries_id_fk" FOREIGN KEY ("design_inquiry_id") REFERENCES "public"."design_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_design_inquiry_id_idx" ON "uploads" USING btree ("design_inquiry_id");