CREATE TABLE "customer_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_totals" ADD CONSTRAINT "customer_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (decision 0214): every account's totals from its orders, as the list's old join computed them.
INSERT INTO "customer_totals" ("user_id", "order_count", "spent_cents")
SELECT "user_id", (count(*) FILTER (WHERE "status" <> 'cancelled'))::int, coalesce(sum("total_cents" - "refunded_cents"), 0)::bigint
FROM "orders" WHERE "user_id" IS NOT NULL GROUP BY "user_id";
