CREATE TABLE "closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_end_not_before_start" CHECK ("closures"."end_date" >= "closures"."start_date")
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "delivery_hours" jsonb;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "holiday_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "closures_end_date_idx" ON "closures" USING btree ("end_date");