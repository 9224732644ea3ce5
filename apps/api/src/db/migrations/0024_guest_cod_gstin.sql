ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_outcome" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_outcome_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("receipt_email")) WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE INDEX "orders_cod_unconfirmed_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."cod_confirm_by" is not null and "orders"."cod_confirmed_at" is null;