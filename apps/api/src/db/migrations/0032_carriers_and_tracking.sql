CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tracking_url_template" text NOT NULL,
	"tracking_pattern" text NOT NULL,
	"tracking_example" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"awb" text NOT NULL,
	"event_key" text NOT NULL,
	"status" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_idx" ON "carriers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_key_idx" ON "shipment_events" USING btree ("provider","awb","event_key");--> statement-breakpoint
CREATE INDEX "shipment_events_order_idx" ON "shipment_events" USING btree ("order_id","occurred_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "carriers" ("name", "tracking_url_template", "tracking_pattern", "tracking_example", "position") VALUES
	('Blue Dart', 'https://www.bluedart.com/tracking?awb={tracking}', '[0-9]{11}', '12345678901', 1),
	('Delhivery', 'https://www.delhivery.com/track-v2/package/{tracking}', '[0-9]{13,14}', '1234567890123', 2),
	('DTDC', 'https://www.dtdc.in/tracking.asp?strCnno={tracking}', '[A-Z][0-9]{8}', 'D12345678', 3),
	('India Post Speed Post', 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={tracking}', '[A-Z]{2}[0-9]{9}IN', 'EE123456789IN', 4),
	('Shiprocket', 'https://shiprocket.co/tracking/{tracking}', '[A-Z0-9]{8,20}', 'SR1234567890', 5);
