CREATE INDEX "products_effective_price_idx" ON "products" USING btree (coalesce("sale_price_cents", "price_cents"));--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_slug",coalesce("sale_price_cents", "price_cents"));--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "products_reviews_idx" ON "products" USING btree ("reviews_count");