CREATE TABLE "discount_segments" (
	"discount_id" uuid PRIMARY KEY NOT NULL,
	"segment_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_segments" ADD CONSTRAINT "discount_segments_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_segments" ADD CONSTRAINT "discount_segments_segment_id_customer_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."customer_segments"("id") ON DELETE restrict ON UPDATE no action;