ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_source" text DEFAULT 'footer' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_ip" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
-- Addresses from before double opt-in subscribed in one step: they stay subscribed, marked so.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at", "consent_source" = 'single opt-in (before double opt-in)' WHERE "confirmed_at" IS NULL;
