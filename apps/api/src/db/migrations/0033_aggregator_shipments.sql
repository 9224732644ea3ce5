CREATE TABLE "aggregator_shipments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"shipment_id" text NOT NULL,
	"awb" text NOT NULL,
	"courier_name" text NOT NULL,
	"pickup_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aggregator_shipments" ADD CONSTRAINT "aggregator_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tracking_number_idx" ON "orders" USING btree (upper(regexp_replace("tracking_number", '\s', '', 'g'))) WHERE "orders"."tracking_number" is not null;