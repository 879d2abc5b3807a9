CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_totals_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE INDEX "customer_totals_spent_idx" ON "customer_totals" USING btree ("spent_cents" DESC NULLS LAST,"order_count" DESC NULLS LAST);--> statement-breakpoint
-- Backfill (decision 0224): every order's day of placing in Auckland and status, as the dashboard's old queries read them.
INSERT INTO "order_day_totals" ("day", "status", "order_count", "total_cents")
SELECT ("created_at" AT TIME ZONE 'Pacific/Auckland')::date, "status", count(*)::int, coalesce(sum("total_cents"), 0)::bigint
FROM "orders" GROUP BY 1, 2;
