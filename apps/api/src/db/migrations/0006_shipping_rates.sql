CREATE TABLE "shipping_rate_tables" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"zones" jsonb NOT NULL,
	"saved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_min_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_max_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_business_days" boolean;--> statement-breakpoint
ALTER TABLE "shipping_rate_tables" ADD CONSTRAINT "shipping_rate_tables_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_rate_tables_created_idx" ON "shipping_rate_tables" USING btree ("created_at");