ALTER TABLE "business_settings" ADD COLUMN "delivery_fees" jsonb;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_cents" integer DEFAULT 0 NOT NULL;