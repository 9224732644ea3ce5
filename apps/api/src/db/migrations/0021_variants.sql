CREATE TABLE "product_option_values" (
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_option_values_product_id_name_value_pk" PRIMARY KEY("product_id","name","value")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"option_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_price_cents" integer,
	"count_in_stock" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"barcode" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"image_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."count_in_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"sale_price_minor" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variant_prices_variant_id_currency_pk" PRIMARY KEY("variant_id","currency")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "bought_options" jsonb;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "option_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_option_values_value_idx" ON "product_option_values" USING btree ("name","value","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_options_idx" ON "product_variants" USING btree ("product_id","option_values");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_variant_email_idx" ON "stock_alerts" USING btree ("variant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("variant_id") WHERE "stock_alerts"."confirmed_at" is not null and "stock_alerts"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_variant_idx" ON "stock_adjustments" USING btree ("variant_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
-- Options and variants (record 038). Every product gets its variants here: one per colour its
-- specifications list (a Colour option), or one default variant. Nobody knows how a product's
-- stock divides among its colours: the first colour keeps it and the others start at 0, for the
-- owner to count. Hand-set prices apply to each variant; past order lines and stock adjustments
-- point at the variant they sold or counted (the colour on the line, else the first).
CREATE TEMP TABLE "variant_seed" ON COMMIT DROP AS
SELECT p."id" AS product_id, c.value AS colour, (row_number() OVER (PARTITION BY p."id" ORDER BY c.ord) - 1)::int AS position
FROM "products" p
CROSS JOIN LATERAL (
  SELECT value, min(ord) AS ord FROM jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(p."specifications"->'colors') = 'array' THEN p."specifications"->'colors' ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS e(value, ord)
  WHERE btrim(value) <> ''
  GROUP BY value
) c;--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "sku", "position", "option_values", "price_cents", "sale_price_cents", "count_in_stock", "active")
SELECT p."id",
  upper(trim(both '-' from regexp_replace(p."slug", '[^a-zA-Z0-9]+', '-', 'g'))) || '-' || upper(trim(both '-' from regexp_replace(s.colour, '[^a-zA-Z0-9]+', '-', 'g'))) || CASE WHEN s.position > 0 AND regexp_replace(s.colour, '[^a-zA-Z0-9]+', '', 'g') = '' THEN '-' || s.position ELSE '' END,
  s.position, jsonb_build_object('Colour', s.colour), p."price_cents", p."sale_price_cents",
  CASE WHEN s.position = 0 THEN greatest(p."count_in_stock", 0) ELSE 0 END, true
FROM "variant_seed" s JOIN "products" p ON p."id" = s.product_id;--> statement-breakpoint
INSERT INTO "product_variants" ("product_id", "sku", "position", "option_values", "price_cents", "sale_price_cents", "count_in_stock", "active")
SELECT p."id", upper(trim(both '-' from regexp_replace(p."slug", '[^a-zA-Z0-9]+', '-', 'g'))), 0, '{}'::jsonb,
  p."price_cents", p."sale_price_cents", greatest(p."count_in_stock", 0), true
FROM "products" p
WHERE NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id");--> statement-breakpoint
UPDATE "products" p SET "options" = jsonb_build_array(jsonb_build_object('name', 'Colour', 'values',
  (SELECT jsonb_agg(s.colour ORDER BY s.position) FROM "variant_seed" s WHERE s.product_id = p."id")))
WHERE EXISTS (SELECT 1 FROM "variant_seed" s WHERE s.product_id = p."id");--> statement-breakpoint
INSERT INTO "variant_prices" ("variant_id", "currency", "price_minor", "sale_price_minor")
SELECT v."id", pp."currency", pp."price_minor", pp."sale_price_minor"
FROM "product_prices" pp JOIN "product_variants" v ON v."product_id" = pp."product_id";--> statement-breakpoint
UPDATE "order_items" oi SET "variant_id" = v."id", "sku" = v."sku", "option_values" = v."option_values"
FROM "product_variants" v
WHERE v."product_id" = oi."product_id" AND v."id" = coalesce(
  (SELECT c."id" FROM "product_variants" c WHERE c."product_id" = oi."product_id" AND c."option_values"->>'Colour' = oi."selected_color" LIMIT 1),
  (SELECT f."id" FROM "product_variants" f WHERE f."product_id" = oi."product_id" ORDER BY f."position" LIMIT 1));--> statement-breakpoint
UPDATE "stock_adjustments" a SET "variant_id" = (
  SELECT v."id" FROM "product_variants" v WHERE v."product_id" = a."product_id" ORDER BY v."position" LIMIT 1);--> statement-breakpoint
INSERT INTO "product_option_values" ("product_id", "name", "value")
SELECT DISTINCT v."product_id", o.key, o.value
FROM "product_variants" v CROSS JOIN LATERAL jsonb_each_text(v."option_values") o
WHERE v."active";--> statement-breakpoint
UPDATE "products" p SET "count_in_stock" = (
  SELECT coalesce(sum(v."count_in_stock"), 0) FROM "product_variants" v WHERE v."product_id" = p."id" AND v."active");--> statement-breakpoint
DROP TABLE "product_prices" CASCADE;
