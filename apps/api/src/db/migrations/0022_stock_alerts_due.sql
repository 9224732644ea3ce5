ALTER TABLE "stock_alerts" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("due_at") WHERE "stock_alerts"."due_at" is not null and "stock_alerts"."notified_at" is null;--> statement-breakpoint
-- Back-in-stock alerts (record 040): a variant brought back from none in stock marks its waiting
-- alerts due, in the transaction that restocks it, whichever path moved the stock (orders, the
-- back office, an import). Every instance's worker then claims due alerts and mails each once.
CREATE FUNCTION "stock_alerts_mark_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock_alerts" SET "due_at" = now()
  WHERE "variant_id" = NEW."id"
    AND "confirmed_at" IS NOT NULL
    AND "notified_at" IS NULL
    AND "due_at" IS NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_restocked" AFTER UPDATE OF "count_in_stock" ON "product_variants"
  FOR EACH ROW WHEN (OLD."count_in_stock" <= 0 AND NEW."count_in_stock" > 0)
  EXECUTE FUNCTION "stock_alerts_mark_due"();
