CREATE TABLE "customer_dirty" (
	"id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_facts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"guest" boolean NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"first_order_at" timestamp with time zone,
	"last_order_at" timestamp with time zone,
	"cod_returns" integer DEFAULT 0 NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"signed_up_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"preset_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_facts_name_trgm_idx" ON "customer_facts" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_facts_email_trgm_idx" ON "customer_facts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_facts_phone_trgm_idx" ON "customer_facts" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_facts_last_order_idx" ON "customer_facts" USING btree ("last_order_at");--> statement-breakpoint
CREATE INDEX "customer_facts_first_order_idx" ON "customer_facts" USING btree ("first_order_at");--> statement-breakpoint
CREATE INDEX "customer_facts_spent_idx" ON "customer_facts" USING btree ("spent_minor");--> statement-breakpoint
CREATE INDEX "customer_facts_orders_idx" ON "customer_facts" USING btree ("orders_count");--> statement-breakpoint
CREATE INDEX "customer_facts_cod_returns_idx" ON "customer_facts" USING btree ("cod_returns");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_segments_name_idx" ON "customer_segments" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_segments_preset_idx" ON "customer_segments" USING btree ("preset_key");