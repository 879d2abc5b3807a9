ALTER TABLE "users" ADD COLUMN "is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written: staff of the built-in sign-in who signed in before this column existed (others, admins by
-- ADMIN_EMAILS or an external provider's roles, are marked on their next call, which the admin portal makes first).
UPDATE "users" SET "is_staff" = true WHERE "subject" IN (SELECT "id"::text FROM "identity_accounts" WHERE 'admin' = ANY("roles"));
