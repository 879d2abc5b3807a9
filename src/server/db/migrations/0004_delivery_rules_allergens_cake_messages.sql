ALTER TABLE "business_settings" ADD COLUMN "delivery_regions" text[] DEFAULT '{Auckland}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "delivery_suburbs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "lead_time_minutes" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "same_day_cutoff_minutes" integer DEFAULT 840 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "customization" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dietary" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "notice_hours" integer DEFAULT 0 NOT NULL;