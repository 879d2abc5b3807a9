ALTER TABLE "business_settings" ADD COLUMN "kitchen_capacity" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "effort_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "effort_minutes" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "effort_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD COLUMN "effort_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_effort_not_negative" CHECK ("product_variants"."effort_minutes" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_effort_not_negative" CHECK ("products"."effort_minutes" >= 0);--> statement-breakpoint
-- Existing products get their category's default effort (decision 0176).
UPDATE "products" SET "effort_minutes" = CASE "category" WHEN 'cakes' THEN 30 WHEN 'arabian-sweets' THEN 5 WHEN 'indian-sweets' THEN 5 WHEN 'english-sweets' THEN 5 WHEN 'pastries-and-breads' THEN 3 ELSE 10 END;--> statement-breakpoint
-- Orders and holds made under "orders per slot" each took one place: 30 minutes, the place's
-- worth now that a slot has slot_capacity x 30 minutes (decision 0177).
UPDATE "orders" SET "effort_minutes" = 30;--> statement-breakpoint
UPDATE "slot_holds" SET "effort_minutes" = 30;
