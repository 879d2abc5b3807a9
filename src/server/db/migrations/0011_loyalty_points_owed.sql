ALTER TABLE "loyalty_accounts" ADD COLUMN "points_owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD COLUMN "owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_owed_non_negative" CHECK ("loyalty_accounts"."points_owed" >= 0);