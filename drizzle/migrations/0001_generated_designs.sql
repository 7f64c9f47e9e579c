CREATE TABLE "generated_designs" (
	"id" text PRIMARY KEY NOT NULL,
	"prompt" text NOT NULL,
	"provider" text NOT NULL,
	"image_key" text NOT NULL,
	"size" integer NOT NULL,
	"creator_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_designs_image_key_unique" UNIQUE("image_key")
);
--> statement-breakpoint
CREATE INDEX "generated_designs_created_at_idx" ON "generated_designs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "design_inquiries_image_key_idx" ON "design_inquiries" USING btree ("image_key");