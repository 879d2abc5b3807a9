ALTER TABLE "business_settings" ADD COLUMN "orders_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "orders_pause_message" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "orders_pause_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "push_back_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "push_back_date" date;