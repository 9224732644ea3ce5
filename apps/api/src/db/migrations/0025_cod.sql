CREATE TABLE "cod_denied_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_returns" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"pincode" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_settings" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"enabled" boolean NOT NULL,
	"fee_minor" bigint NOT NULL,
	"min_order_minor" bigint NOT NULL,
	"max_order_minor" bigint,
	"unpaid_cap" integer NOT NULL,
	"prepaid_discount_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cod_returns" ADD CONSTRAINT "cod_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_returns_phone_idx" ON "cod_returns" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "cod_returns_created_idx" ON "cod_returns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_queued_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id","created_at");