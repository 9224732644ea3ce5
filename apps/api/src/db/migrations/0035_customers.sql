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
CREATE UNIQUE INDEX "customer_segments_preset_idx" ON "customer_segments" USING btree ("preset_key");--> statement-breakpoint
-- Hand-written (record 061): the triggers that keep customer_facts honest, the index that finds a
-- guest's orders by their customer id, and every existing customer marked for the first read.
-- A guest's id is md5(lower(receipt e-mail)) read as a UUID; an account's is the user's id.
ALTER INDEX "customer_facts_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "customer_facts_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "customer_facts_phone_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
CREATE INDEX "orders_guest_customer_idx" ON "orders" ((md5(lower("receipt_email"))::uuid)) WHERE "user_id" IS NULL;--> statement-breakpoint
CREATE FUNCTION "customer_dirty_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_dirty" ("id")
    SELECT DISTINCT coalesce(n."user_id", md5(lower(n."receipt_email"))::uuid) FROM "new_rows" n
    ON CONFLICT DO NOTHING;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "customer_dirty" ("id")
      SELECT DISTINCT coalesce(o."user_id", md5(lower(o."receipt_email"))::uuid) FROM "old_rows" o
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_customer_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_dirty_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_customer_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_dirty_orders"();--> statement-breakpoint
CREATE FUNCTION "customer_dirty_refunds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_dirty" ("id")
    SELECT DISTINCT coalesce(o."user_id", md5(lower(o."receipt_email"))::uuid)
    FROM "new_rows" n JOIN "orders" o ON o."id" = n."order_id"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "refunds_customer_insert" AFTER INSERT ON "refunds"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_dirty_refunds"();--> statement-breakpoint
CREATE TRIGGER "refunds_customer_update" AFTER UPDATE ON "refunds"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_dirty_refunds"();--> statement-breakpoint
CREATE FUNCTION "customer_dirty_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_dirty" ("id") SELECT n."id" FROM "new_rows" n ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_customer_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_dirty_users"();--> statement-breakpoint
CREATE TRIGGER "users_customer_update" AFTER UPDATE ON "users"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_dirty_users"();--> statement-breakpoint
CREATE FUNCTION "customer_dirty_newsletter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_dirty" ("id")
    SELECT u."id" FROM "new_rows" n JOIN "users" u ON lower(u."email") = lower(n."email")
    UNION SELECT md5(lower(n."email"))::uuid FROM "new_rows" n
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "newsletter_customer_insert" AFTER INSERT ON "newsletter_subscribers"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_dirty_newsletter"();--> statement-breakpoint
CREATE TRIGGER "newsletter_customer_update" AFTER UPDATE ON "newsletter_subscribers"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "customer_dirty_newsletter"();--> statement-breakpoint
INSERT INTO "customer_dirty" ("id")
  SELECT "id" FROM "users"
  UNION SELECT md5(lower("receipt_email"))::uuid FROM "orders" WHERE "user_id" IS NULL
  ON CONFLICT DO NOTHING;
