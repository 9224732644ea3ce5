CREATE TABLE "abandoned_checkouts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"abandoned_at" timestamp with time zone NOT NULL,
	"recovered_order_id" uuid,
	"recovered_at" timestamp with time zone,
	"stopped_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_consents" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"wording" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_ip" text
);
--> statement-breakpoint
CREATE TABLE "recovery_mails" (
	"order_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_mails_order_id_step_pk" PRIMARY KEY("order_id","step")
);
--> statement-breakpoint
CREATE TABLE "recovery_settings" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"first_delay_minutes" integer NOT NULL,
	"second_delay_minutes" integer NOT NULL,
	"discount_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_unsubscribes" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abandoned_checkouts" ADD CONSTRAINT "abandoned_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_checkouts" ADD CONSTRAINT "abandoned_checkouts_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_consents" ADD CONSTRAINT "recovery_consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_mails" ADD CONSTRAINT "recovery_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abandoned_checkouts_abandoned_idx" ON "abandoned_checkouts" USING btree ("abandoned_at");--> statement-breakpoint
CREATE INDEX "abandoned_checkouts_open_idx" ON "abandoned_checkouts" USING btree ("abandoned_at") WHERE "abandoned_checkouts"."recovered_order_id" is null and "abandoned_checkouts"."stopped_reason" is null;--> statement-breakpoint
CREATE INDEX "recovery_mails_sent_idx" ON "recovery_mails" USING btree ("sent_at");