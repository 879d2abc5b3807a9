ALTER TABLE "checkouts" ADD COLUMN "reward_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_redemptions" ADD COLUMN "source" text DEFAULT 'loyalty' NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_redemptions" ADD COLUMN "checkout_id" uuid;