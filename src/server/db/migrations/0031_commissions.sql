DROP INDEX "commission_payments_applied_uq";--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "commission_terms" jsonb;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD COLUMN "instalment" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "instalments" jsonb;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "refund_schedule" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payments_applied_uq" ON "commission_payments" USING btree ("commission_id","kind","instalment") WHERE "commission_payments"."applied";