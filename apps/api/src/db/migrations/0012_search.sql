CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("featured" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree ("title","id");--> statement-breakpoint
-- The words of what products say, kept as products are written (statement triggers: a 1,000-row
-- seed batch is one insert here; a stock or price update whose text is unchanged adds nothing).
-- Words of 2 to 40 letters or digits, lower case, inserted in order so that two writers wait on
-- each other instead of deadlocking.
CREATE FUNCTION "search_terms_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_terms" ("term")
    SELECT DISTINCT w
    FROM "new_products" p,
         regexp_split_to_table(lower(p."title" || ' ' || p."category_slug" || ' ' || p."description"), '[^[:alnum:]]+') AS w
    WHERE length(w) BETWEEN 2 AND 40
    ORDER BY w
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "search_terms" ("term")
    SELECT DISTINCT w
    FROM "new_products" p
    JOIN "old_products" o ON o."id" = p."id"
    CROSS JOIN regexp_split_to_table(lower(p."title" || ' ' || p."category_slug" || ' ' || p."description"), '[^[:alnum:]]+') AS w
    WHERE (p."title", p."category_slug", p."description") IS DISTINCT FROM (o."title", o."category_slug", o."description")
      AND length(w) BETWEEN 2 AND 40
    ORDER BY w
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_products" NEW TABLE AS "new_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();--> statement-breakpoint
INSERT INTO "search_terms" ("term")
SELECT DISTINCT w
FROM "products" p,
     regexp_split_to_table(lower(p."title" || ' ' || p."category_slug" || ' ' || p."description"), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
