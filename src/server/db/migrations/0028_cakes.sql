CREATE TABLE "commission_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commission_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quote_version" integer NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"succeeded" boolean DEFAULT false NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_payments_refund_range" CHECK ("commission_payments"."refund_cents" between 0 and "commission_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"state" text DEFAULT 'requested' NOT NULL,
	"date_needed" date NOT NULL,
	"slot" text NOT NULL,
	"occasion" text NOT NULL,
	"size" integer NOT NULL,
	"servings" integer,
	"flavours" text NOT NULL,
	"design_notes" text NOT NULL,
	"message" text,
	"budget_cents" integer,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"quote_version" integer DEFAULT 0 NOT NULL,
	"quote_lines" jsonb,
	"quote_note" text,
	"rush_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"balance_due_date" date,
	"quote_valid_until" timestamp with time zone,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"order_id" uuid,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"balance_requested_at" timestamp with time zone,
	"effort_minutes" integer DEFAULT 120 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_refund_le_paid" CHECK ("commissions"."refunded_cents" between 0 and "commissions"."paid_cents")
);
--> statement-breakpoint
ALTER TABLE "commission_messages" ADD CONSTRAINT "commission_messages_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD CONSTRAINT "commission_payments_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_messages_commission_idx" ON "commission_messages" USING btree ("commission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payments_intent_uq" ON "commission_payments" USING btree ("intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payments_applied_uq" ON "commission_payments" USING btree ("commission_id","kind") WHERE "commission_payments"."applied";--> statement-breakpoint
CREATE INDEX "commissions_user_idx" ON "commissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "commissions_state_idx" ON "commissions" USING btree ("state","date_needed");--> statement-breakpoint
-- The slot picker's kitchen-minutes cache (0026_perf) hears of a custom cake's hold on its date
-- being taken, changed or given back, as it hears of orders and checkout holds.
CREATE FUNCTION "notify_commission_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('kitchen_usage', OLD.date_needed::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('kitchen_usage', NEW.date_needed::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "commissions_kitchen_day" AFTER INSERT OR UPDATE OR DELETE ON "commissions"
  FOR EACH ROW EXECUTE FUNCTION "notify_commission_day"();
