ALTER TABLE "products" ADD COLUMN "daily_batch" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "preorder_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "preorder_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "preorder_dates" date[];--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_daily_batch_non_negative" CHECK ("products"."daily_batch" >= 0);