ALTER TABLE "products" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every product that exists already has been in the shop: none of them is a draft.
UPDATE "products" SET "published_at" = "created_at";
