-- A GIN index with fastupdate keeps new entries in a pending list that every search reads through
-- until a vacuum merges it, and the embedded database has no autovacuum: after the 100,000-product
-- seed the products index kept ~200 pending pages, about 1.5 ms of every search (record 033).
-- Writes now go straight into the index; the lists left over are merged once here.
ALTER INDEX "products_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "search_terms_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_idx');--> statement-breakpoint
SELECT gin_clean_pending_list('search_terms_trgm_idx');
