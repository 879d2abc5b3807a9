CREATE TABLE "slot_holds" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_time" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_holds_slot_idx" ON "slot_holds" USING btree ("delivery_date","delivery_time");--> statement-breakpoint
CREATE INDEX "checkouts_unsettled_idx" ON "checkouts" USING btree ("updated_at") WHERE "checkouts"."status" in ('open', 'superseded', 'refunding');