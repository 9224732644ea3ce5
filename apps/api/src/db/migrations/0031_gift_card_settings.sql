CREATE TABLE "gift_card_settings" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"custom_amount_enabled" boolean NOT NULL,
	"custom_amount_min_minor" bigint NOT NULL,
	"custom_amount_max_minor" bigint NOT NULL,
	"validity_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
