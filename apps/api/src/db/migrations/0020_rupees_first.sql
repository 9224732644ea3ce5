CREATE TABLE "currency_rounding" (
	"currency" text PRIMARY KEY NOT NULL,
	"rounding" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gst_rates" (
	"hsn_code" text PRIMARY KEY NOT NULL,
	"rate_percent" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"sale_price_minor" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pricing" text DEFAULT 'usd_exclusive' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_rate" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rupees first (record 036). The catalogue was kept in US cents; it moves once into paise at the
-- recorded US dollar rate (the snapshot's when none was recorded), rounded to whole rupees, and
-- its prices now include GST. A product's discount percentage had no name at the checkout: it is
-- folded into the sale price here and no longer applied on its own.
INSERT INTO "gst_rates" ("hsn_code", "rate_percent", "description") VALUES
  ('4820', 18, 'Registers, diaries, journals, planners, letter and memorandum pads'),
  ('482020', 0, 'Exercise books, graph books and notebooks (nil from 22 September 2025)'),
  ('4821', 18, 'Paper labels and stickers'),
  ('4823', 18, 'Other articles of paper and paperboard'),
  ('4911', 5, 'Printed pictures, posters and photographs'),
  ('4909', 5, 'Printed cards and postcards')
ON CONFLICT ("hsn_code") DO NOTHING;--> statement-breakpoint
UPDATE "products" p SET
  "sale_price_cents" = (
    WITH r AS (SELECT coalesce((SELECT "rate" FROM "exchange_rates" WHERE "currency" = 'INR'), 84.12) AS inr),
    sale AS (
      SELECT CASE
        WHEN p."discount_percent" > 0 THEN round(
          (CASE WHEN p."sale_price_cents" < p."price_cents" THEN p."sale_price_cents" ELSE p."price_cents" END)
          * (100 - p."discount_percent") / 100.0 * r.inr / 100) * 100
        WHEN p."sale_price_cents" < p."price_cents" THEN round(p."sale_price_cents" * r.inr / 100) * 100
      END AS paise,
      round(p."price_cents" * r.inr / 100) * 100 AS price
      FROM r
    )
    SELECT CASE WHEN sale.paise < sale.price THEN sale.paise::integer END FROM sale
  ),
  "price_cents" = (
    SELECT (round(p."price_cents" * coalesce((SELECT "rate" FROM "exchange_rates" WHERE "currency" = 'INR'), 84.12) / 100) * 100)::integer
  ),
  "shipping_cost_cents" = (
    SELECT (round(p."shipping_cost_cents" * coalesce((SELECT "rate" FROM "exchange_rates" WHERE "currency" = 'INR'), 84.12) / 100) * 100)::integer
  ),
  "discount_percent" = 0;--> statement-breakpoint
UPDATE "products" p SET "tax_percent" = g."rate_percent" FROM "gst_rates" g WHERE g."hsn_code" = p."hsn_code";--> statement-breakpoint
-- Orders placed before keep their US cents and their rule (tax on top); reports convert them
-- into the shop currency at the same recorded rate.
UPDATE "orders" SET "shop_rate" = "exchange_rate" / coalesce((SELECT "rate" FROM "exchange_rates" WHERE "currency" = 'INR'), 84.12);--> statement-breakpoint
UPDATE "shipping_rate_tables" t SET "zones" = (
  SELECT coalesce(jsonb_agg(z.zone || jsonb_build_object('methods', (
    SELECT jsonb_agg(m.method || jsonb_build_object(
      'priceCents', round((m.method->>'priceCents')::numeric * r.inr / 100) * 100,
      'freeOverCents', CASE WHEN jsonb_typeof(m.method->'freeOverCents') = 'number'
        THEN to_jsonb(round((m.method->>'freeOverCents')::numeric * r.inr / 100) * 100) ELSE 'null'::jsonb END
    ) ORDER BY m.i) FROM jsonb_array_elements(z.zone->'methods') WITH ORDINALITY AS m(method, i)
  )) ORDER BY z.i), '[]'::jsonb)
  FROM jsonb_array_elements(t."zones") WITH ORDINALITY AS z(zone, i),
    (SELECT coalesce((SELECT "rate" FROM "exchange_rates" WHERE "currency" = 'INR'), 84.12) AS inr) r
);
