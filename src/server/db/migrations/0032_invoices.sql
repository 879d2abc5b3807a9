DROP INDEX "store_credit_entries_checkout_kind_uq";--> statement-breakpoint
DROP INDEX "tax_documents_order_kind_uq";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_refund_uq" ON "store_credit_entries" USING btree ("refund_id") WHERE "store_credit_entries"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_uq" ON "tax_documents" USING btree ("refund_id") WHERE "tax_documents"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_checkout_kind_uq" ON "store_credit_entries" USING btree ("checkout_id","kind") WHERE "store_credit_entries"."refund_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_uq" ON "tax_documents" USING btree ("order_id","kind") WHERE "tax_documents"."refund_id" is null;--> statement-breakpoint
-- Orders paid before this migration: what store credit paid comes from their checkout (decision 0220).
UPDATE "orders" SET "store_credit_cents" = "checkouts"."store_credit_cents" FROM "checkouts" WHERE "checkouts"."order_id" = "orders"."id" AND "checkouts"."store_credit_cents" > 0;
